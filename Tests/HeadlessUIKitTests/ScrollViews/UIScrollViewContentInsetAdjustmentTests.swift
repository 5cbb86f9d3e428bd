import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// A scroll view an app subclasses to hear of its adjusted inset.
@MainActor
final class FeedScrollView: UIScrollView {
    var announced: [UIEdgeInsets] = []

    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        announced.append(adjustedContentInset)
    }
}

/// A controller whose root view is the scroll view, as a feed or a table view controller is.
@MainActor
final class FeedController: UIViewController {
    let log = ScrollLog()

    override func loadView() {
        let feed = FeedScrollView(frame: .zero)
        feed.contentSize = CGSize(width: 390, height: 3000)
        feed.delegate = log
        view = feed
    }

    var feed: FeedScrollView { view as! FeedScrollView }
}

/// `adjustedContentInset`: the content inset plus the safe area on the axes
/// `contentInsetAdjustmentBehavior` selects, its announcements, and the offset's range it bounds
/// (docs/scroll-views.md, "Insets and the safe area").
@MainActor
@Suite struct UIScrollViewContentInsetAdjustmentTests {
    struct BehaviourCase: Sendable, CustomTestStringConvertible {
        let behaviour: UIScrollView.ContentInsetAdjustmentBehavior
        let contentHeight: CGFloat
        let alwaysBounceVertical: Bool
        let expected: UIEdgeInsets

        init(
            _ behaviour: UIScrollView.ContentInsetAdjustmentBehavior, content: CGFloat, bouncing: Bool,
            _ expected: UIEdgeInsets
        ) {
            self.behaviour = behaviour
            contentHeight = content
            alwaysBounceVertical = bouncing
            self.expected = expected
        }

        var testDescription: String {
            "\(behaviour), content \(contentHeight)\(alwaysBounceVertical ? ", always bouncing" : "")"
        }
    }

    /// On the iPhone 14's full screen (47 top, 34 bottom), in a plain controller.
    nonisolated static let behaviourCases = [
        BehaviourCase(.automatic, content: 2000, bouncing: false, insets(47, 0, 34, 0)),
        BehaviourCase(.automatic, content: 400, bouncing: false, .zero),
        BehaviourCase(.scrollableAxes, content: 2000, bouncing: false, insets(47, 0, 34, 0)),
        BehaviourCase(.scrollableAxes, content: 400, bouncing: false, .zero),
        BehaviourCase(.scrollableAxes, content: 400, bouncing: true, insets(47, 0, 34, 0)),
        BehaviourCase(.always, content: 400, bouncing: false, insets(47, 0, 34, 0)),
        BehaviourCase(.never, content: 2000, bouncing: true, .zero),
    ]

    @Test(arguments: behaviourCases)
    func theBehaviourChoosesTheAxesOfTheSafeArea(_ example: BehaviourCase) {
        onDevice(.iPhone14) { display in
            let window = UIWindow(frame: display.screen.bounds)
            let scrollView = UIScrollView(frame: window.bounds)
            scrollView.contentInsetAdjustmentBehavior = example.behaviour
            scrollView.alwaysBounceVertical = example.alwaysBounceVertical
            scrollView.contentSize = CGSize(width: 390, height: example.contentHeight)
            window.addSubview(scrollView)
            #expect(scrollView.safeAreaInsets == insets(47, 0, 34, 0))
            #expect(scrollView.adjustedContentInset == example.expected)
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: -example.expected.top))
        }
    }

    @Test func inANavigationControllerTheFeedStartsBelowTheBarAndHearsOfIt() {
        onDevice(.iPhone14) { display in
            let window = UIWindow(frame: display.screen.bounds)
            let feed = FeedController()
            window.rootViewController = UINavigationController(rootViewController: feed)
            window.layoutIfNeeded()
            // 47 of status bar and sensor housing, 44 of navigation bar; the home indicator.
            #expect(feed.feed.adjustedContentInset == insets(91, 0, 34, 0))
            #expect(feed.feed.contentOffset == CGPoint(x: 0, y: -91))
            #expect(feed.feed.announced.last == insets(91, 0, 34, 0))
            #expect(feed.log.calls.contains("didChangeInset"))
            let announcements = feed.feed.announced.count
            window.layoutIfNeeded()
            #expect(feed.feed.announced.count == announcements, "an unchanged inset is not announced again")
        }
    }

    @Test func automaticAdjustsTheTopOfShortContentOnlyInABarredController() {
        onDevice(.iPhone14) { display in
            let window = UIWindow(frame: display.screen.bounds)
            let feed = FeedController()
            feed.loadViewIfNeeded()
            feed.feed.contentSize = CGSize(width: 390, height: 100)
            window.rootViewController = feed
            window.layoutIfNeeded()
            #expect(feed.feed.adjustedContentInset == .zero)
            let navigation = UINavigationController(rootViewController: FeedController())
            window.rootViewController = navigation
            navigation.pushViewController(feed, animated: false)
            window.layoutIfNeeded()
            #expect(feed.feed.adjustedContentInset == insets(91, 0, 34, 0))
        }
    }

    @Test func aWideLandscapeContentAddsTheSidesOfTheSensorHousing() {
        onDevice(.iPhone14) { _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 844, height: 390))
            let gallery = UIScrollView(frame: window.bounds)
            gallery.contentSize = CGSize(width: 4000, height: 390)
            window.addSubview(gallery)
            #expect(gallery.adjustedContentInset == insets(0, 47, 0, 47))
            #expect(gallery.contentOffset == CGPoint(x: -47, y: 0))
        }
    }

    @Test func theContentInsetAddsToTheSafeAreaAndLeavesTheOffset() {
        onDevice(.iPhone14) { display in
            let window = UIWindow(frame: display.screen.bounds)
            let feed = FeedScrollView(frame: window.bounds)
            feed.contentSize = CGSize(width: 390, height: 2000)
            window.addSubview(feed)
            feed.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            #expect(feed.adjustedContentInset == insets(57, 0, 34, 0))
            #expect(feed.contentOffset == CGPoint(x: 0, y: -47))
            #expect(feed.announced == [insets(47, 0, 34, 0), insets(57, 0, 34, 0)])
            feed.contentInsetAdjustmentBehavior = .never
            #expect(feed.adjustedContentInset == insets(10, 0, 0, 0))
            #expect(feed.announced.last == insets(10, 0, 0, 0))
        }
    }

    @Test func theOffsetsRangeStartsAboveTheSafeAreaForDragsAndFlicks() {
        onDevice(.iPhone14) { display in
            let window = UIWindow(frame: display.screen.bounds)
            let feed = UIScrollView(frame: window.bounds)
            feed.contentSize = CGSize(width: 390, height: 2000)
            feed.bounces = false
            window.addSubview(feed)
            let driver = FingerDriver(window: window)
            // Pulling down at the top: the content stops at the start of the range, −47.
            driver.down(point(100, 300), at: 0)
            var last = driver.drag(from: point(100, 300), step: point(0, 10), steps: 6, startingAt: 0)
            #expect(feed.contentOffset == CGPoint(x: 0, y: -47))
            driver.up(point(100, 360), at: last + 0.5)
            // A flick to the end coasts to the end of the range: 2000 + 34 − 844.
            feed.contentOffset = CGPoint(x: 0, y: 1000)
            driver.down(point(100, 700), at: 1)
            last = driver.drag(from: point(100, 700), step: point(0, -40), steps: 10, startingAt: 1)
            driver.up(point(100, 300), at: last + 0.008)
            display.advance(by: 10)
            #expect(feed.contentOffset == CGPoint(x: 0, y: 2000 + 34 - 844))
        }
    }

    @Test func aShortTableStillGetsTheSafeAreaWhereAShortScrollViewDoesNot() {
        onDevice(.iPhone14) { display in
            let window = UIWindow(frame: display.screen.bounds)
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let table = UITableView(frame: root.view.bounds, style: .plain)
            let scroll = UIScrollView(frame: root.view.bounds)
            scroll.contentSize = CGSize(width: 390, height: 100)
            root.view.addSubview(table)
            root.view.addSubview(scroll)
            window.layoutIfNeeded()
            #expect(table.alwaysBounceVertical && !scroll.alwaysBounceVertical)
            // No rows: no taller than the view, yet a table bounces, so its vertical axis counts.
            #expect(table.adjustedContentInset == insets(47, 0, 34, 0))
            #expect(scroll.adjustedContentInset == .zero)
        }
    }
}
