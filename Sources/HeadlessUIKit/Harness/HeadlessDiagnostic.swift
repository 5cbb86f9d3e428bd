/// A recorded report of misuse that UIKit or Core Animation would raise on, log, or leave
/// undefined: the model records it here and ignores the call instead of crashing.
///
/// Harness API, not UIKit's: behind the `Harness` SPI (`@_spi(Harness) import HeadlessUIKit`).
///
/// Diagnostics are data, like the harness's contract violations: each says what was misused
/// (`subject`), which rule it broke (`code`), at which virtual time and frame, and what happened
/// instead. Read them from ``HeadlessDisplay/diagnostics``.
@_spi(Harness) public struct HeadlessDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// A stable identifier of the rule that was broken; reports and tests name it.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public var description: String { rawValue }
    }

    /// Which rule was broken.
    public var code: Code
    /// The kind of object that was misused, for example "UIViewPropertyAnimator".
    public var subject: String
    /// What was expected, what was found and what the model did instead.
    public var message: String
    /// The display's virtual time when the misuse happened.
    public var time: CFTimeInterval
    /// The display's frame index when the misuse happened.
    public var frame: Int

    public init(code: Code, subject: String, message: String, time: CFTimeInterval, frame: Int) {
        self.code = code
        self.subject = subject
        self.message = message
        self.time = time
        self.frame = frame
    }

    /// One line: time, frame, code, subject and message; numbers use Swift's round-tripping
    /// `description`, so reports are byte-identical across runs.
    public var description: String {
        "t=\(time) frame=\(frame) [\(code.rawValue)] \(subject): \(message)"
    }
}
