import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// Popovers as other apps write them: content that sizes itself in `viewDidLoad`, a delegate
/// with only the one-argument adaptive method, an iOS 13 delegate that refuses a tap outside,
/// and the same controller presented again after a dismissal.
@MainActor
@Suite struct PopoverIdiomTests {
    final class SelfSizingContent: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            preferredContentSize = CGSize(width: 240, height: 120)
        }
    }

    final class OneArgumentDelegate: NSObject, UIPopoverPresentationControllerDelegate {
        var asked = 0
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
            asked += 1
            return .none
        }
    }

    /// Only UIAdaptivePresentationControllerDelegate's iOS 13 methods, refusing to be dismissed
    /// while it has unsaved edits.
    final class EditingDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
        var log: [String] = []
        var hasUnsavedEdits = true

        func adaptivePresentationStyle(
            for controller: UIPresentationController, traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle { .none }

        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            log.append("shouldDismiss")
            return !hasUnsavedEdits
        }

        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            log.append("didAttemptToDismiss")
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            log.append("didDismiss")
        }
    }

    /// A key window on an iPhone 14 whose root has a button at (20, 100, 80, 40).
    private static func screen(_ display: HeadlessDisplay) -> (UIWindow, UIViewController, UIView) {
        let window = UIWindow(frame: display.screen.bounds)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let button = UIView(frame: CGRect(x: 20, y: 100, width: 80, height: 40))
        root.view.addSubview(button)
        return (window, root, button)
    }

    /// A 200 × 150 controller set up as a popover from `button`, as apps do before presenting.
    private static func popover(
        from button: UIView, delegate: any UIAdaptivePresentationControllerDelegate
    ) -> UIViewController {
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 200, height: 150)
        content.modalPresentationStyle = .popover
        content.presentationController?.delegate = delegate
        content.popoverPresentationController?.sourceView = button
        return content
    }

    @Test func contentSizedInViewDidLoadGetsThatSize() {
        onDevice(.iPhone14) { display in
            let (_, root, button) = Self.screen(display)
            let delegate = OneArgumentDelegate()
            let content = SelfSizingContent()
            content.modalPresentationStyle = .popover
            content.popoverPresentationController?.sourceView = button
            content.popoverPresentationController?.delegate = delegate
            root.present(content, animated: false)
            #expect(delegate.asked == 1)
            #expect(content.popoverPresentationController?.arrowDirection == .up)
            #expect(content.view.frame.size == CGSize(width: 240, height: 120))
        }
    }

    @Test func anIOS13DelegateRefusesATapOutsideThenAllowsIt() {
        onDevice(.iPhone14) { display in
            let (window, root, button) = Self.screen(display)
            let delegate = EditingDelegate()
            let editor = Self.popover(from: button, delegate: delegate)
            root.present(editor, animated: false)
            let driver = FingerDriver(window: window)
            driver.down(point(300, 600), at: 0)
            driver.up(point(300, 600), at: 0.05)
            #expect(delegate.log == ["shouldDismiss", "didAttemptToDismiss"])
            #expect(root.presentedViewController === editor)
            delegate.hasUnsavedEdits = false
            driver.down(point(300, 600), at: 1)
            driver.up(point(300, 600), at: 1.05)
            display.advance(by: 1)
            #expect(delegate.log == ["shouldDismiss", "didAttemptToDismiss", "shouldDismiss", "didDismiss"])
            #expect(root.presentedViewController == nil)
        }
    }

    @Test func presentedAgainAfterADismissalItIsPlacedAfresh() {
        onDevice(.iPhone14) { display in
            let (_, root, button) = Self.screen(display)
            let delegate = OneArgumentDelegate()
            let content = Self.popover(from: button, delegate: delegate)
            root.present(content, animated: false)
            #expect(content.popoverPresentationController?.arrowDirection == .up)
            content.dismiss(animated: false)
            #expect(content.popoverPresentationController?.arrowDirection == .unknown)
            button.frame.origin.y = 700
            content.popoverPresentationController?.sourceView = button
            content.popoverPresentationController?.delegate = delegate
            root.present(content, animated: false)
            #expect(root.presentedViewController === content)
            #expect(content.popoverPresentationController?.arrowDirection == .down)
        }
    }
}
