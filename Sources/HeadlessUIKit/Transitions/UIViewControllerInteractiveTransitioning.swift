/// An interaction controller: drives a transition's progress from a gesture (UIKit API).
///
/// With an interaction controller UIKit calls `startInteractiveTransition(_:)` instead of the
/// animator's `animateTransition(using:)`; the interaction controller decides whether to call
/// it [DOC]. The optional members have defaults in an extension: completion speed 1, curve
/// `.easeInOut`, interactive start.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the interactive transition.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// The speed of the completion animation after finish or cancel; ≤ 0 counts as 1.
    var completionSpeed: CGFloat { get }
    /// The curve of the completion animation.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive. Default true.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1 (UIKit's optional property, not implemented).
    public var completionSpeed: CGFloat { 1 }
    /// `.easeInOut` (UIKit's optional property, not implemented).
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// true (UIKit's optional property, not implemented: treated as true [DOC]).
    public var wantsInteractiveStart: Bool { true }
}
