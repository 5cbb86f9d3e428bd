import HeadlessUIKit

/// The motion of the slide segues, shared by the segues and the animators that replay
/// them: views side by side, sliding one screen width together, easing in and out.
@MainActor
enum SlideMotion {
    /// Forward: the destination comes in from the right over 0.4 s.
    static let forwardDuration: TimeInterval = 0.4
    /// Back (unwind): the previous screen comes in from the left over 0.5 s.
    static let backDuration: TimeInterval = 0.5

    /// Moves every view of `views` by `dx` along x over `duration`, easing in and out.
    static func slide(
        _ views: [UIView], by dx: CGFloat, duration: TimeInterval, completion: @escaping (Bool) -> Void
    ) {
        UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut) {
            for view in views {
                view.center.x += dx
            }
        } completion: { finished in
            completion(finished)
        }
    }
}
