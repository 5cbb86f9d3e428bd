/// Misuse HeadlessUIKit recorded during a replay and went on from, where UIKit or Core
/// Animation would raise, assert or log: restarting a stopped property animator, changing an
/// animation a layer holds (docs/report-format.md lists the codes).
///
/// A diagnostic does not fail a replay by itself: the contracts judge what the misuse leads
/// to. One that raises on iOS crashes the app there.
public struct ReplayDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The stable identifier of the rule that was broken, such as
    /// `animator.invalidStateTransition`.
    public var code: String
    /// The kind of object that was misused, such as `UIViewPropertyAnimator`.
    public var subject: String
    /// What was expected, what was found and what the model did instead.
    public var message: String
    /// Virtual seconds from the start of the replay; negative while the scene was set up,
    /// before its first frame.
    public var time: Double
    /// The display frame at which the misuse happened.
    public var frame: Int

    public init(code: String, subject: String, message: String, time: Double, frame: Int) {
        self.code = code
        self.subject = subject
        self.message = message
        self.time = time
        self.frame = frame
    }

    /// One line: time, frame, code, subject and message, numbers as Swift's round-tripping
    /// `description` writes them.
    public var description: String {
        "t=\(time) frame=\(frame) [\(code)] \(subject): \(message)"
    }
}
