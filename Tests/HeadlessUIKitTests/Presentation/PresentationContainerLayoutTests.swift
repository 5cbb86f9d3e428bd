import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// A bottom sheet as apps write one: the presentation controller places the presented view in
/// `containerViewWillLayoutSubviews()`, and logs the container's layout callbacks.
@MainActor
private final class BottomSheetPresentationController: UIPresentationController {
    var log: [String] = []

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = (bounds.height * 0.6).rounded()
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        log.append("will \(Int(containerView?.bounds.width ?? -1))")
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        CGSize(width: parentSize.width, height: (parentSize.height * 0.6).rounded())
    }

    override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        log.append("did")
    }
}

@MainActor
private final class BottomSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var made: BottomSheetPresentationController?

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = BottomSheetPresentationController(presentedViewController: presented, presenting: presenting)
        made = controller
        return controller
    }
}

/// The container view's layout callbacks on the presentation controller
/// [DOC containerViewWillLayoutSubviews(), containerViewDidLayoutSubviews()].
@MainActor
@Suite struct PresentationContainerLayoutTests {
    /// A 320 × 480 screen whose root controller presents `sheet` through a bottom sheet's
    /// presentation controller.
    fileprivate func present(
        _ sheet: UIViewController, animated: Bool
    ) -> (display: HeadlessDisplay, window: UIWindow, delegate: BottomSheetTransitioningDelegate) {
        let display = unobstructedDisplay(width: 320, height: 480)
        let window = makeWindow()
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let delegate = BottomSheetTransitioningDelegate()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        root.present(sheet, animated: animated)
        return (display, window, delegate)
    }

    @Test func theContainersLayoutPlacesThePresentedViewAndFollowsTheWindowsSize() throws {
        let sheet = UIViewController()
        let (display, window, delegate) = present(sheet, animated: false)
        display.advanceFrame()
        let controller = try #require(delegate.made)
        #expect(controller.log.first == "will 320")
        #expect(controller.log.count >= 2 && controller.log.count.isMultiple(of: 2))
        #expect(
            zip(controller.log, controller.log.dropFirst()).allSatisfy { $0.hasPrefix("will") != $1.hasPrefix("will") })
        #expect(sheet.view.frame == CGRect(x: 0, y: 192, width: 320, height: 288))

        controller.log.removeAll()
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        display.advanceFrame()
        #expect(controller.containerView?.bounds.size == CGSize(width: 480, height: 320))
        #expect(controller.log == ["will 480", "did"])
        #expect(sheet.view.frame == CGRect(x: 0, y: 128, width: 480, height: 192))
    }

    @Test func aSizeChangeReachesThePresentedControllerWithTheSizeItsPresentationControllerGives() throws {
        let sheet = LayoutLoggingController()
        let (display, _, delegate) = present(sheet, animated: true)
        let coordinator = try #require(sheet.transitionCoordinator)
        let controller = try #require(delegate.made)
        sheet.calls.removeAll()
        controller.viewWillTransition(to: CGSize(width: 480, height: 320), with: coordinator)
        #expect(sheet.calls == ["viewWillTransition 480x192"])
        display.advance(by: 1)
    }
}
