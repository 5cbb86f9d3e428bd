import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// A controller that logs its layout and size-change calls.
@MainActor
final class LayoutLoggingController: UIViewController {
    var calls: [String] = []

    override func viewWillLayoutSubviews() {
        calls.append("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        calls.append("viewDidLayoutSubviews")
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        calls.append("viewWillTransition \(Int(size.width))x\(Int(size.height))")
        super.viewWillTransition(to: size, with: coordinator)
    }
}

/// A view that logs its layout into its controller's log.
@MainActor
final class LayoutLoggingView: UIView {
    weak var controller: LayoutLoggingController?

    override func layoutSubviews() {
        controller?.calls.append("layoutSubviews")
        super.layoutSubviews()
    }
}

@MainActor
@Suite struct UIViewControllerLayoutTests {
    @Test func theControllerIsToldAroundItsViewsLayout() {
        let controller = LayoutLoggingController()
        let view = LayoutLoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.controller = controller
        controller.view = view
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(controller.calls == ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"])
    }

    @Test func aLoadedViewTellsItsControllerToo() {
        let controller = LayoutLoggingController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        controller.view.layoutIfNeeded()
        #expect(controller.calls == ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
    }

    @Test func viewWillTransitionIsForwardedToChildren() throws {
        let scene = NavigationScene("A", "B", interactive: false)
        let parent = LayoutLoggingController()
        let child = LayoutLoggingController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        scene.navigation.popViewController(animated: true)
        let coordinator = try #require(scene.navigation.transitionCoordinator)
        parent.viewWillTransition(to: CGSize(width: 480, height: 320), with: coordinator)
        #expect(parent.calls == ["viewWillTransition 480x320"])
        #expect(child.calls == ["viewWillTransition 480x320"])
    }

    @Test func statusBarIsTheDevicesAndOrientationIsFixed() {
        let controller = UIViewController()
        controller.setNeedsStatusBarAppearanceUpdate()
        #expect(controller.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(controller.preferredInterfaceOrientationForPresentation == .portrait)
        #expect(controller.preferredContentSize == .zero)
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.orientation.isPortrait)
        withExtendedLifetime(HeadlessDisplay()) {
            #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        }
        #expect(UIInterfaceOrientationMask.all.contains(.portraitUpsideDown))
    }

    @Test func keyboardNotificationNamesAreUIKits() {
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
    }
}

/// A delegate that answers only the trait-less adaptation question.
@MainActor
final class FullScreenAdaptation: UIAdaptivePresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .overFullScreen
    }
}

@MainActor
@Suite struct NavigationItemAndTraitTests {
    @Test func theNavigationItemIsMadeOnceWithTheTitle() {
        let controller = UIViewController()
        controller.title = "Photos"
        let item = controller.navigationItem
        #expect(item.title == "Photos")
        #expect(controller.navigationItem === item)
        #expect(!item.hidesBackButton && item.largeTitleDisplayMode == .automatic)
        item.setHidesBackButton(true, animated: true)
        #expect(item.hidesBackButton)
        #expect(UINavigationItem(title: "A").title == "A")
    }

    @Test func traitsAreAPortraitPhonesAndTheTraitQuestionFallsBackToTheOtherOne() {
        let traits = UITraitCollection()
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        let controller = UIPresentationController(presentedViewController: UIViewController(), presenting: nil)
        let delegate = FullScreenAdaptation()
        #expect(delegate.adaptivePresentationStyle(for: controller, traitCollection: traits) == .overFullScreen)
        #expect(delegate.presentationControllerShouldDismiss(controller))
    }
}
