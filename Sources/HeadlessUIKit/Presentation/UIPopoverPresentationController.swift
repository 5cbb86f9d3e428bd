/// The presentation controller of a popover, as UIKit's `UIPopoverPresentationController`:
/// where the popover points (``sourceView``, ``sourceRect``), which arrow directions it may
/// use, and its background.
///
/// What the model does [DOC UIPopoverPresentationController]: a controller whose
/// `modalPresentationStyle` is `.popover` has one, made on first use by
/// ``UIViewController/popoverPresentationController``, and keeps it; its configuration is
/// stored, and its ``presentationStyle`` is `.popover`.
///
/// What it does not: popovers are not presented. Presenting a `.popover` controller is
/// refused with an `unsupportedPresentationStyle` diagnostic, as for sheets (see
/// ``UIModalPresentationStyle``), so the delegate is never asked to adapt and
/// ``arrowDirection`` stays `.unknown`. See docs/controls-and-lists.md.
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at [DOC sourceView].
    open var sourceView: UIView?

    /// The rectangle in ``sourceView`` the popover points at. Default zero [DOC sourceRect].
    open var sourceRect: CGRect = .zero

    /// The directions the arrow may point. Default `.any` [DOC permittedArrowDirections].
    open var permittedArrowDirections: UIPopoverArrowDirection = .any

    /// The direction the arrow points: `.unknown` until the popover is shown, which it never is
    /// here [DOC arrowDirection].
    open var arrowDirection: UIPopoverArrowDirection { .unknown }

    /// Views outside the popover that stay interactive [DOC passthroughViews]. Stored only.
    open var passthroughViews: [UIView]?

    /// The popover's background color [DOC backgroundColor]. Stored only.
    open var backgroundColor: UIColor?

    /// Margins the popover keeps from the screen's edges [DOC popoverLayoutMargins]. Stored only.
    open var popoverLayoutMargins: UIEdgeInsets = .zero

    /// Whether the popover may cover the source rectangle. Default false
    /// [DOC canOverlapSourceViewRect]. Stored only.
    open var canOverlapSourceViewRect = false

    /// `.popover`.
    open override var presentationStyle: UIModalPresentationStyle { .popover }
}

/// The directions a popover's arrow points, with UIKit's raw values [DOC UIPopoverArrowDirection].
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// What a popover presentation controller tells its delegate, with UIKit's names
/// [DOC UIPopoverPresentationControllerDelegate]. It refines
/// ``UIAdaptivePresentationControllerDelegate`` as in UIKit; every member has a default. The
/// model never presents a popover, so it calls none of them. The repositioning member, whose
/// arguments are Objective-C pointers, is absent.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be shown [DOC prepareForPopoverPresentation(_:)].
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)

    /// Whether a tap outside may dismiss the popover. Default true. Deprecated in iOS 13
    /// [DOC popoverPresentationControllerShouldDismissPopover(_:)].
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool

    /// A tap outside dismissed the popover. Deprecated in iOS 13
    /// [DOC popoverPresentationControllerDidDismissPopover(_:)].
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}

    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool { true }

    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {}
}

extension UIViewController {
    /// The popover presentation controller of a controller whose `modalPresentationStyle` is
    /// `.popover`, made on first use and kept; nil for other styles
    /// [DOC popoverPresentationController].
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let popoverControllerStorage { return popoverControllerStorage }
        let controller = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        controller.holdPresentedWeakly()
        popoverControllerStorage = controller
        return controller
    }
}
