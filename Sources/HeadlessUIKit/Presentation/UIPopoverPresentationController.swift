/// The presentation controller of a popover, as UIKit's `UIPopoverPresentationController`:
/// where the popover points (``sourceView``, ``sourceRect``), which arrow directions it may
/// use, its margins, and what its delegate decides.
///
/// A controller whose `modalPresentationStyle` is `.popover` has one, made on first use by
/// ``UIViewController/popoverPresentationController`` (and `presentationController`) and kept,
/// so it can be configured before the presentation [DOC UIPopoverPresentationController].
/// Presenting the controller (Presentation/UIViewController+PopoverPresentation.swift):
/// - in the model's compact environment the popover adapts: the delegate is asked
///   ``UIAdaptivePresentationControllerDelegate/adaptivePresentationStyle(for:traitCollection:)``;
///   without an answer it becomes a sheet (`.formSheet`, iOS 13 and later [DOC
///   UIModalPresentationStyle.popover]), which the model shows as `.fullScreen`, as it shows
///   `.automatic` [model]; `.fullScreen` and `.overFullScreen` are shown as such; the delegate may
///   give another controller to show instead;
/// - when the delegate says `.none` it is shown as a popover: ``prepareForPopoverPresentation``,
///   then without a ``sourceView`` the presentation is refused with a `popoverWithoutSource`
///   diagnostic (UIKit raises); the presented view is placed next to the source by
///   ``frameOfPresentedViewInContainerView`` (Presentation/UIPopoverPresentationController+Placement.swift),
///   over a dimming view that dismisses it on a tap outside
///   (Presentation/PopoverDimmingView.swift), and the presenter's view stays.
///
/// Not modelled: `barButtonItem` and `sourceItem` (there are no bar button items), the arrow and
/// background views (`popoverBackgroundViewClass`), repositioning on rotation or on a change of
/// `preferredContentSize`, the keyboard, `canOverlapSourceViewRect`.
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at [DOC sourceView].
    open var sourceView: UIView?

    /// The rectangle in ``sourceView`` the popover points at. Default `.null`, which means the
    /// source view's bounds [DOC sourceRect, iOS 13.2 and later].
    open var sourceRect: CGRect = .null

    /// The directions the arrow may point. Default `.any` [DOC permittedArrowDirections].
    open var permittedArrowDirections: UIPopoverArrowDirection = .any

    /// The direction the arrow points: `.unknown` until the popover is shown as a popover
    /// [DOC arrowDirection].
    open var arrowDirection: UIPopoverArrowDirection { placement?.arrowDirection ?? .unknown }

    /// Views outside the popover that stay interactive: a touch in one goes to it, not to the
    /// dimming view [DOC passthroughViews].
    open var passthroughViews: [UIView]?

    /// The popover's background color [DOC backgroundColor]. Stored only.
    open var backgroundColor: UIColor?

    /// Margins the popover keeps inside the screen's safe area. Default 10 points on each edge
    /// [DOC popoverLayoutMargins].
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    /// Whether the popover may cover the source rectangle. Default false
    /// [DOC canOverlapSourceViewRect]. Stored only.
    open var canOverlapSourceViewRect = false

    /// `.popover`, adapted or not [INF].
    open override var presentationStyle: UIModalPresentationStyle { .popover }

    /// Where the presented view goes: next to the source for a popover, the container's bounds
    /// for an adapted presentation.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard shownStyle == .popover else { return super.frameOfPresentedViewInContainerView }
        return placement?.frame ?? .zero
    }

    /// True when the popover adapted to `.fullScreen` (or a sheet, shown so).
    open override var shouldRemovePresentersView: Bool { shownStyle.removesPresentersView }

    // MARK: The model's state of the current presentation

    /// The style the presentation is shown with: `.popover`, `.fullScreen` or `.overFullScreen`.
    var shownStyle = UIModalPresentationStyle.popover
    /// The popover's frame in the container and its arrow, while shown as a popover.
    var placement: PopoverPlacement?
    /// The style the presentation adapted to (`.none` when kept as a popover), while presented.
    var adaptedStyle: UIModalPresentationStyle?

    /// Forgets the state of a presentation that ended: its placement (so ``arrowDirection`` is
    /// `.unknown` again), its shown and adapted styles.
    func forgetPresentation() {
        placement = nil
        shownStyle = .popover
        adaptedStyle = nil
    }

    override var modelPresentationStyle: UIModalPresentationStyle { shownStyle }

    /// A popover adapts to a sheet when the delegate does not say [DOC UIModalPresentationStyle.popover].
    override var defaultAdaptivePresentationStyle: UIModalPresentationStyle { .formSheet }

    /// The delegate, when it is a popover's.
    var popoverDelegate: (any UIPopoverPresentationControllerDelegate)? {
        delegate as? any UIPopoverPresentationControllerDelegate
    }
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
/// repositioning member, whose arguments are Objective-C pointers, is absent.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be shown as a popover; the configuration may still change here,
    /// the source included [DOC prepareForPopoverPresentation(_:)].
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)

    /// Whether a tap outside may dismiss the popover. Default true. Deprecated in iOS 13 for
    /// ``UIAdaptivePresentationControllerDelegate/presentationControllerShouldDismiss(_:)``;
    /// the model asks both [DOC popoverPresentationControllerShouldDismissPopover(_:)].
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool

    /// A tap outside dismissed the popover. Deprecated in iOS 13 for
    /// ``UIAdaptivePresentationControllerDelegate/presentationControllerDidDismiss(_:)``;
    /// the model calls both [DOC popoverPresentationControllerDidDismissPopover(_:)].
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
