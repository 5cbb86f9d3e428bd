import HeadlessUIKit

/// The plain navigation slide the known-bad animators build on, so that each of them shows
/// only its own bug: pushing, the new screen comes in from the right edge over the old one;
/// popping, the top screen leaves by the right edge and uncovers the one below.
@MainActor
struct NavigationSlide {
    /// The length of the slide.
    static let duration: TimeInterval = 0.35

    let fromView: UIView
    let toView: UIView
    let isPush: Bool
    private let fromFrame: CGRect
    private let toFrame: CGRect
    private let width: CGFloat

    /// Puts the destination in the container where the slide starts; nil (changing nothing)
    /// when the context lacks a view.
    init?(_ context: any UIViewControllerContextTransitioning, pushing: Bool) {
        guard let fromController = context.viewController(forKey: .from),
            let toController = context.viewController(forKey: .to),
            let fromView = context.view(forKey: .from),
            let toView = context.view(forKey: .to)
        else { return nil }
        let container = context.containerView
        self.fromView = fromView
        self.toView = toView
        isPush = pushing
        fromFrame = context.initialFrame(for: fromController)
        toFrame = context.finalFrame(for: toController)
        width = container.bounds.width
        if pushing {
            toView.frame = toFrame.offsetBy(dx: width, dy: 0)
            container.addSubview(toView)
        } else {
            toView.frame = toFrame
            container.insertSubview(toView, belowSubview: fromView)
        }
    }

    /// The changes of the slide, to make inside an animation block.
    func slide() {
        if isPush {
            toView.frame = toFrame
        } else {
            fromView.frame = fromFrame.offsetBy(dx: width, dy: 0)
        }
    }

    /// Puts the source back where it started (after a cancel; UIKit removes the destination
    /// of a cancelled push or pop itself).
    func putBack() {
        fromView.frame = fromFrame
    }
}
