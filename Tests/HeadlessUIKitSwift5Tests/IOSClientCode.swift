// Transition code in the shapes the real-world corpus uses (../shared/realworld, which is
// measured, never copied): nonisolated classes, helpers and closures that use UIKit and
// QuartzCore, as libraries written before Swift 6 do. This target builds in Swift 5 language
// mode with warnings as errors, so it compiles only while HeadlessUIKit gives a Swift 5 client
// no isolation diagnostic, as UIKit does (docs/isolation.md).
//
// IsolationDiagnosticsTests type-checks this file again in Swift 6 mode: a line marked
// `// swift6: warning` must get a warning there (UIKit is main-actor, with preconcurrency),
// and no other line may get any diagnostic (QuartzCore is not isolated at all). A closure
// written in nonisolated code is nonisolated, here as on iOS, so a UIKit property set inside
// it is marked too.

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A fade animator: an `NSObject` subclass conforming to UIKit's main-actor protocol.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval

    init(duration: TimeInterval) {
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: duration) {
            toView.alpha = 1
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// A plain class that drives views from nonisolated methods, as pre-concurrency code does.
final class DimmingDriver {
    var dimmingView: UIView?
    var onFinish: (() -> Void)?

    func install(in container: UIView) {
        let view = UIView(frame: container.bounds)  // swift6: warning
        view.backgroundColor = UIColor(white: 0, alpha: 0.4)  // swift6: warning
        view.alpha = 0  // swift6: warning
        container.addSubview(view)  // swift6: warning
        dimmingView = view
    }

    func fade(to alpha: CGFloat) {
        guard let view = dimmingView else { return }
        UIView.animate(withDuration: 0.25) {  // swift6: warning
            view.alpha = alpha  // swift6: warning
        }
    }

    func screenWidth() -> CGFloat {
        UIScreen.main.bounds.width  // swift6: warning
    }
}

/// An animation delegate: an `NSObject` subclass conforming to QuartzCore's protocol.
final class RemoveOnStop: NSObject, CAAnimationDelegate {
    private(set) var stops = 0

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stops += 1
    }
}

/// QuartzCore from nonisolated code: nothing here is isolated on iOS, in Swift 5 or 6.
func makePulse(delegate: RemoveOnStop) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 1
    animation.toValue = 0.5
    animation.duration = 0.3
    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    animation.isRemovedOnCompletion = false
    animation.fillMode = .forwards
    animation.delegate = delegate
    return animation
}

func makeBadgeLayer() -> CALayer {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
    layer.cornerRadius = 10
    layer.opacity = 0
    let dot = CALayer()
    layer.addSublayer(dot)
    return layer
}

func withoutImplicitAnimations(_ change: () -> Void) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    change()
    CATransaction.commit()
}

/// An extension of a UIKit class: its members are main-actor, with preconcurrency, on iOS.
extension UIView {
    func fadeOut(duration: TimeInterval = 0.2) {
        UIView.animate(withDuration: duration) { self.alpha = 0 }
    }
}

/// A subclass of a UIKit class, with no attribute of its own.
final class CardView: UIView {
    var cornerRadius: CGFloat = 12 {
        didSet { layer.cornerRadius = cornerRadius }
    }
}

/// A nonisolated factory: calls a UIKit subclass's initializer from outside the main actor.
func makeCard() -> CardView {
    let card = CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))  // swift6: warning
    card.cornerRadius = 8  // swift6: warning
    return card
}

/// An interruptible animator from nonisolated code.
func makeSlideAnimator(for view: UIView) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) {  // swift6: warning
        view.center.x += 100  // swift6: warning
    }
    animator.isInterruptible = true  // swift6: warning
    return animator
}

/// Controls and lists from nonisolated code, as libraries build and inspect them.
func makeCloseButton() -> UIButton {
    let button = UIButton(type: .system)  // swift6: warning
    button.setTitle("Close", for: UIControl.State())  // swift6: warning
    return button
}

func isList(_ view: UIView) -> Bool {
    view is UITableView || view is UICollectionView
}

/// Value types and notification names are not isolated, on iOS or here.
func lifecycleNames() -> [Notification.Name] {
    _ = IndexPath(row: 0, section: 0)
    return [UIApplication.didEnterBackgroundNotification, UIApplication.willChangeStatusBarFrameNotification]
}

/// Issue #20's calls as a zoom transition writes them: coordinate spaces beside view
/// conversions, a rounded mask view, boxed geometry.
@MainActor
func zoomFrames(of source: UIView, in container: UIView) -> (onScreen: CGRect, inContainer: CGRect, origin: CGPoint) {
    let onScreen = source.convert(source.bounds, to: UIScreen.main.coordinateSpace)
    let inContainer = container.convert(source.bounds, from: source)
    let space: any UICoordinateSpace = container
    return (onScreen, inContainer, source.convert(CGPoint.zero, to: space))
}

@MainActor
func installRevealMask(on view: UIView) -> CABasicAnimation {
    let mask = UIView(frame: view.bounds.insetBy(dx: 10, dy: 10))
    mask.backgroundColor = .black
    mask.layer.cornerRadius = 12
    mask.layer.cornerCurve = .continuous
    view.mask = mask
    let grow = CABasicAnimation(keyPath: "bounds")
    grow.fromValue = NSValue(cgRect: mask.bounds)
    grow.toValue = NSValue(cgRect: view.bounds)
    return grow
}
