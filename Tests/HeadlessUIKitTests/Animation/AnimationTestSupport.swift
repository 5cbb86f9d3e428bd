@_spi(Harness) @testable import HeadlessUIKit

/// A delegate that logs animation callbacks as "start name" and "stop name finished/removed",
/// with the display time.
@MainActor
final class AnimationLog: NSObject, @preconcurrency CAAnimationDelegate {
    var entries: [String] = []
    var times: [CFTimeInterval] = []

    func animationDidStart(_ anim: CAAnimation) {
        entries.append("start \(anim.value(forKey: "name") as? String ?? "?")")
        times.append(CACurrentMediaTime())
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        entries.append("stop \(anim.value(forKey: "name") as? String ?? "?") \(flag ? "finished" : "removed")")
        times.append(CACurrentMediaTime())
    }
}

/// A basic opacity animation from `from` to `to`, linear, named for the log.
@MainActor
func opacityAnimation(
    _ name: String, from: Double = 0, to: Double = 1, duration: Double = 1, delegate: AnimationLog? = nil
) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = from
    animation.toValue = to
    animation.duration = duration
    animation.delegate = delegate
    animation.setValue(name, forKey: "name")
    return animation
}

/// A layer that has been committed (so it animates implicitly and has a presentation layer).
@MainActor
func committedLayer(in display: HeadlessDisplay) -> CALayer {
    let layer = CALayer()
    display.commitImplicitTransaction()
    return layer
}

extension CALayer {
    /// The presentation opacity as a Double (opacity is a `Float`: compare within 1e-6).
    @MainActor
    var presentedOpacity: Double { Double(presentationState().opacity) }
}
