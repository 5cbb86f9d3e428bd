@testable import HeadlessUIKit

/// Records animator completions as (time, position).
@MainActor
final class PositionLog {
    var calls: [(time: CFTimeInterval, position: UIViewAnimatingPosition)] = []

    func callAsFunction(_ position: UIViewAnimatingPosition) {
        calls.append((CACurrentMediaTime(), position))
    }

    var positions: [UIViewAnimatingPosition] { calls.map(\.position) }
    var times: [CFTimeInterval] { calls.map(\.time) }
}

/// A view with alpha 1 at the origin, and a linear 1 s animator that fades it to 0.
@MainActor
func fadingAnimator(duration: TimeInterval = 1, curve: UIView.AnimationCurve = .linear) -> (
    UIView, UIViewPropertyAnimator
) {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let animator = UIViewPropertyAnimator(duration: duration, curve: curve) { view.alpha = 0 }
    return (view, animator)
}
