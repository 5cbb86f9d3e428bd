import HeadlessUIKit

/// The motion of the spring unwind, shared by the segues and the animators that replay it:
/// the target screen starts one width to the left of the source's frame and springs onto
/// it over 1.0 s (damping 0.5, initial velocity 4, ease-in-out).
@MainActor
enum SpringUnwindMotion {
    static let duration: TimeInterval = 1.0
    static let damping: CGFloat = 0.5
    static let initialVelocity: CGFloat = 4

    /// The frame the target starts from: `frame`, one width to the left.
    static func startFrame(onto frame: CGRect) -> CGRect {
        frame.offsetBy(dx: -frame.width, dy: 0)
    }

    /// Springs `target` onto `frame`.
    static func springIn(_ target: UIView, onto frame: CGRect, completion: @escaping (Bool) -> Void) {
        UIView.animate(
            withDuration: duration, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: initialVelocity,
            options: .curveEaseInOut
        ) {
            target.frame = frame
        } completion: { finished in
            completion(finished)
        }
    }
}
