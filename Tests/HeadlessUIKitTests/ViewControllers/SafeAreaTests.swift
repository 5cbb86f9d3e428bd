import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// A controller that records its root view's safe area each time UIKit says it changed, as apps
/// read it.
@MainActor
final class SafeAreaReadingController: UIViewController {
    var readings: [UIEdgeInsets] = []

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        readings.append(view.safeAreaInsets)
    }
}

/// A view that counts `safeAreaInsetsDidChange()`.
@MainActor
final class SafeAreaCountingView: UIView {
    var changes: [UIEdgeInsets] = []

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        changes.append(safeAreaInsets)
    }
}

/// Runs `body` on a display for `device`, then makes the display that was current before current
/// again, so other suites keep the model's default (unobstructed) screen.
@MainActor
func onDevice(_ device: HeadlessDevice, _ body: (HeadlessDisplay) throws -> Void) rethrows {
    let previous = HeadlessDisplay.current
    defer { previous.activate() }
    try body(HeadlessDisplay(device: device))
}

func insets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// The safe area per device, of windows, views, view controllers and their containers' bars.
@MainActor
@Suite struct SafeAreaTests {
    @Test func aFullScreenWindowHasTheDevicesInsetsPerOrientation() {
        onDevice(.iPhone14) { display in
            let window = UIWindow(frame: display.screen.bounds)
            #expect(window.safeAreaInsets == insets(47, 0, 34, 0))
            window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
            #expect(window.safeAreaInsets == insets(0, 47, 21, 47))
        }
    }

    @Test func anIPhoneSEHasOnlyTheStatusBarInPortraitAndNothingInLandscape() {
        #expect(HeadlessDevice.matching(screenSize: CGSize(width: 375, height: 667), scale: 2) == .iPhoneSE)
        #expect(HeadlessDevice.matching(screenSize: CGSize(width: 375, height: 667), scale: 3) != .iPhoneSE)
        onDevice(.iPhoneSE) { display in
            let window = UIWindow(frame: display.screen.bounds)
            #expect(window.safeAreaInsets == insets(20, 0, 0, 0))
            window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
            #expect(window.safeAreaInsets == .zero)
        }
    }

    @Test func theDefaultScreenIsAniPhone14AndOtherScreensAreUnobstructed() {
        let previous = HeadlessDisplay.current
        defer { previous.activate() }
        let display = HeadlessDisplay()
        #expect(display.device == .iPhone14)
        #expect(UIWindow(frame: display.screen.bounds).safeAreaInsets == insets(47, 0, 34, 0))
        let other = HeadlessDisplay(screenSize: CGSize(width: 400, height: 800), scale: 3)
        #expect(other.device == .unobstructed(screenSize: CGSize(width: 400, height: 800), scale: 3))
        #expect(UIWindow(frame: other.screen.bounds).safeAreaInsets == .zero)
    }

    @Test func aWindowSmallerThanTheScreenHasThePartItCovers() {
        onDevice(.iPhone14) { _ in
            #expect(makeWindow(width: 320, height: 480).safeAreaInsets == insets(47, 0, 0, 0))
            let lower = UIWindow(frame: CGRect(x: 0, y: 444, width: 390, height: 400))
            #expect(lower.safeAreaInsets == insets(0, 0, 34, 0))
        }
    }

    @Test func aViewHasThePartOfTheUnsafeAreaItCovers() {
        onDevice(.iPhone14) { display in
            let window = UIWindow(frame: display.screen.bounds)
            let header = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
            let middle = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
            let footer = UIView(frame: CGRect(x: 10, y: 744, width: 370, height: 100))
            let detached = UIView(frame: display.screen.bounds)
            for view in [header, middle, footer] { window.addSubview(view) }
            #expect(header.safeAreaInsets == insets(27, 0, 0, 0))
            #expect(middle.safeAreaInsets == .zero)
            #expect(footer.safeAreaInsets == insets(0, 0, 34, 0))
            // A view in no window has no safe area [DOC].
            #expect(detached.safeAreaInsets == .zero)
        }
    }

    @Test func aViewIsToldWhenItsSafeAreaChanges() {
        onDevice(.iPhone14) { display in
            let window = UIWindow(frame: display.screen.bounds)
            let view = SafeAreaCountingView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
            window.addSubview(view)
            #expect(view.changes == [insets(47, 0, 0, 0)])
            view.frame = CGRect(x: 0, y: 300, width: 390, height: 100)
            window.layoutIfNeeded()
            #expect(view.changes == [insets(47, 0, 0, 0), .zero])
            window.layoutIfNeeded()
            #expect(view.changes.count == 2)
        }
    }

    @Test func aControllerInANavigationControllerReadsTheBarInItsSafeArea() {
        onDevice(.iPhone14) { display in
            let window = UIWindow(frame: display.screen.bounds)
            let list = SafeAreaReadingController()
            let navigation = UINavigationController(rootViewController: list)
            window.rootViewController = navigation
            window.layoutIfNeeded()
            // The bar sits below the status bar; the child's safe area starts below the bar.
            #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
            #expect(list.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
            #expect(list.readings.last == insets(91, 0, 34, 0))
            #expect(navigation.view.safeAreaInsets == insets(47, 0, 34, 0))

            navigation.setNavigationBarHidden(true, animated: false)
            #expect(list.readings.last == insets(47, 0, 34, 0))
        }
    }

    @Test func theBarInsetsTheChildrenEvenWithoutADeviceInset() {
        onDevice(.unobstructed(screenSize: CGSize(width: 320, height: 480), scale: 2)) { _ in
            let window = makeWindow()
            let list = SafeAreaReadingController()
            window.rootViewController = UINavigationController(rootViewController: list)
            window.layoutIfNeeded()
            #expect(list.view.safeAreaInsets == insets(44, 0, 0, 0))
            #expect(list.topLayoutGuide.length == 44)
        }
    }

    @Test func aTabBarControllersTabBarReachesTheBottomEdgeAndInsetsItsChildren() {
        onDevice(.iPhone14) { display in
            let window = UIWindow(frame: display.screen.bounds)
            let first = SafeAreaReadingController()
            let tabs = UITabBarController()
            tabs.viewControllers = [first, UIViewController()]
            window.rootViewController = tabs
            window.layoutIfNeeded()
            #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
            #expect(first.view.safeAreaInsets == insets(47, 0, 83, 0))
            #expect(first.bottomLayoutGuide.length == 83)
        }
    }

    @Test func additionalInsetsAddToTheRootViewAndReachItsSubviews() {
        onDevice(.iPhone14) { display in
            let window = UIWindow(frame: display.screen.bounds)
            let controller = SafeAreaReadingController()
            window.rootViewController = controller
            window.layoutIfNeeded()
            let toolbar = UIView(frame: CGRect(x: 0, y: 744, width: 390, height: 100))
            controller.view.addSubview(toolbar)
            controller.additionalSafeAreaInsets = insets(0, 0, 50, 0)
            #expect(controller.readings.last == insets(47, 0, 84, 0))
            #expect(toolbar.safeAreaInsets == insets(0, 0, 84, 0))
        }
    }

    @Test func viewsPinnedToTheSafeAreaGuideStayClearOfTheBarAndTheHomeIndicator() {
        onDevice(.iPhone14) { display in
            let window = UIWindow(frame: display.screen.bounds)
            let controller = UIViewController()
            window.rootViewController = UINavigationController(rootViewController: controller)
            let content = UIView()
            content.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(content)
            let guide = controller.view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: guide.topAnchor),
                content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
                content.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            ])
            window.layoutIfNeeded()
            #expect(content.frame == CGRect(x: 16, y: 91, width: 358, height: 844 - 91 - 34))
            #expect(guide.layoutFrame == CGRect(x: 0, y: 91, width: 390, height: 844 - 91 - 34))
        }
    }

    @Test func theLayoutMarginsAreMeasuredFromTheSafeArea() {
        onDevice(.iPhone14) { display in
            let window = UIWindow(frame: display.screen.bounds)
            let controller = UIViewController()
            window.rootViewController = controller
            let label = UIView()
            label.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.topAnchor),
                label.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
                label.widthAnchor.constraint(equalToConstant: 10), label.heightAnchor.constraint(equalToConstant: 10),
            ])
            window.layoutIfNeeded()
            #expect(label.frame.origin == CGPoint(x: 8, y: 55))
            controller.view.insetsLayoutMarginsFromSafeArea = false
            controller.view.setNeedsLayout()
            window.layoutIfNeeded()
            #expect(label.frame.origin == CGPoint(x: 8, y: 8))
        }
    }
}
