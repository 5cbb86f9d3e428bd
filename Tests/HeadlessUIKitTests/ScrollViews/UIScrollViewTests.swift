import Testing

@testable import HeadlessUIKit

/// A delegate that logs what the scroll view tells it.
@MainActor
final class ScrollLog: UIScrollViewDelegate {
    var calls: [String] = []
    var target: CGPoint?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        calls.append("scroll \(scrollView.contentOffset.y)")
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        calls.append("willBeginDragging")
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        calls.append("willEndDragging")
        if let target { targetContentOffset.pointee = target }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging \(decelerate)")
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        calls.append("didEndScrollingAnimation")
    }
}

@MainActor
@Suite struct UIScrollViewTests {
    /// A 320×480 scroll view filling a window, with content 320×1000.
    func makeScene() -> (driver: FingerDriver, scroll: UIScrollView, log: ScrollLog) {
        let window = makeWindow()
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 320, height: 1000)
        window.addSubview(scroll)
        let log = ScrollLog()
        scroll.delegate = log
        return (FingerDriver(window: window), scroll, log)
    }

    @Test func theContentOffsetIsTheBoundsOrigin() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(scroll)
        let child = UIView(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
        scroll.addSubview(child)
        scroll.contentOffset = CGPoint(x: 0, y: 30)
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 30))
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 0, y: 20))
        scroll.bounds.origin = CGPoint(x: 0, y: 10)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 10))
    }

    @Test func theDefaultsAreUIKits() {
        let scroll = UIScrollView()
        #expect(scroll.contentSize == .zero)
        #expect(scroll.contentInset == .zero && scroll.adjustedContentInset == .zero)
        #expect(scroll.bounces && scroll.isScrollEnabled)
        #expect(!scroll.isTracking && !scroll.isDragging && !scroll.isDecelerating)
        #expect(scroll.panGestureRecognizer.view === scroll)
        #expect(scroll.decelerationRate == .normal && UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        scroll.contentInset.top = 20
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test func settingTheOffsetTellsTheDelegate() {
        let scene = makeScene()
        scene.scroll.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
        scene.scroll.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
        scene.scroll.setContentOffset(CGPoint(x: 0, y: 60), animated: true)
        #expect(scene.log.calls == ["scroll 40.0", "scroll 60.0", "didEndScrollingAnimation"])
    }

    @Test func draggingMovesTheContentOppositeToTheFinger() {
        let scene = makeScene()
        scene.driver.down(point(100, 300), at: 0)
        let last = scene.driver.drag(from: point(100, 300), step: point(0, -10), steps: 5, startingAt: 0)
        #expect(scene.scroll.isTracking && scene.scroll.isDragging)
        #expect(scene.scroll.contentOffset.y == 50 - (scene.scroll.panGestureRecognizer.translation(in: nil).y + 50))
        #expect(scene.scroll.contentOffset.y > 0)
        let offset = scene.scroll.contentOffset
        scene.driver.up(point(100, 250), at: last + 0.008)
        #expect(!scene.scroll.isTracking && !scene.scroll.isDragging && !scene.scroll.isDecelerating)
        #expect(scene.scroll.contentOffset == offset, "within the limits, the content stays where it was left")
        #expect(scene.log.calls.first == "willBeginDragging")
        #expect(Array(scene.log.calls.suffix(2)) == ["willEndDragging", "didEndDragging false"])
    }

    @Test func overscrollBouncesBackToTheLimitWhenTheFingerLifts() {
        let scene = makeScene()
        scene.driver.down(point(100, 100), at: 0)
        let last = scene.driver.drag(from: point(100, 100), step: point(0, 10), steps: 5, startingAt: 0)
        #expect(scene.scroll.contentOffset.y < 0, "dragging down at the top pulls past the limit")
        scene.driver.up(point(100, 150), at: last + 0.008)
        #expect(scene.scroll.contentOffset.y == 0)
    }

    @Test func withoutBouncesTheOffsetStaysWithinTheLimits() {
        let scene = makeScene()
        scene.scroll.bounces = false
        scene.driver.down(point(100, 100), at: 0)
        scene.driver.drag(from: point(100, 100), step: point(0, 10), steps: 5, startingAt: 0)
        #expect(scene.scroll.contentOffset.y == 0)
    }

    @Test func theDelegateChoosesWhereTheContentComesToRest() {
        let scene = makeScene()
        scene.log.target = CGPoint(x: 0, y: 200)
        scene.driver.down(point(100, 300), at: 0)
        let last = scene.driver.drag(from: point(100, 300), step: point(0, -10), steps: 5, startingAt: 0)
        scene.driver.up(point(100, 250), at: last + 0.008)
        #expect(scene.scroll.contentOffset.y == 200)
    }

    @Test func contentThatFitsDoesNotScrollUnlessItAlwaysBounces() {
        let scene = makeScene()
        scene.scroll.contentSize = CGSize(width: 320, height: 100)
        scene.driver.down(point(100, 300), at: 0)
        var last = scene.driver.drag(from: point(100, 300), step: point(0, -10), steps: 5, startingAt: 0)
        scene.driver.up(point(100, 250), at: last + 0.008)
        #expect(scene.scroll.contentOffset == .zero)
        #expect(scene.log.calls.allSatisfy { !$0.hasPrefix("scroll") })
        scene.scroll.alwaysBounceVertical = true
        scene.driver.down(point(100, 300), at: 1)
        last = scene.driver.drag(from: point(100, 300), step: point(0, -10), steps: 5, startingAt: 1)
        #expect(scene.scroll.contentOffset.y > 0)
        scene.driver.up(point(100, 250), at: last + 0.008)
        #expect(scene.scroll.contentOffset == .zero, "the limit of content that fits is zero")
    }

    @Test func disablingScrollingDisablesThePan() {
        let scroll = UIScrollView()
        scroll.isScrollEnabled = false
        #expect(!scroll.panGestureRecognizer.isEnabled)
    }
}
