import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// A controller's popover presentation controller: made for `.popover`, configured, kept.
@MainActor
@Suite struct UIPopoverPresentationControllerTests {
    final class PopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
            .none
        }
    }

    @Test func onlyAPopoverStyleHasAPopoverPresentationController() {
        let controller = UIViewController()
        #expect(controller.popoverPresentationController == nil)
        controller.modalPresentationStyle = .popover
        let popover = controller.popoverPresentationController
        #expect(popover != nil)
        #expect(popover === controller.popoverPresentationController)
        #expect(popover?.presentedViewController === controller)
        #expect(popover?.presentationStyle == .popover)
    }

    @Test func theConfigurationIsKept() throws {
        let source = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = UIViewController()
        controller.modalPresentationStyle = .popover
        let delegate = PopoverDelegate()
        controller.popoverPresentationController?.sourceView = source
        controller.popoverPresentationController?.sourceRect = CGRect(x: 10, y: 10, width: 20, height: 20)
        controller.popoverPresentationController?.permittedArrowDirections = [.up, .down]
        controller.popoverPresentationController?.delegate = delegate
        let popover = try #require(controller.popoverPresentationController)
        #expect(popover.sourceView === source)
        #expect(popover.sourceRect == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(popover.popoverLayoutMargins == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(popover.permittedArrowDirections == [.up, .down])
        #expect(popover.arrowDirection == .unknown)
        #expect(popover.delegate === delegate)
    }

    @Test func thePopoverDoesNotKeepItsControllerAlive() {
        weak var released: UIViewController?
        do {
            let controller = UIViewController()
            controller.modalPresentationStyle = .popover
            _ = controller.popoverPresentationController
            released = controller
        }
        #expect(released == nil)
    }
}
