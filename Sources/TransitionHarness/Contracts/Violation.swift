import HeadlessCompositor

/// One broken contract: which, when, on what, and expected versus found.
public struct Violation: Sendable, Equatable {
    public var contract: Contract
    /// Virtual time of the replay, in seconds from its start.
    public var time: Double
    /// The display frame at that time.
    public var frame: Int
    /// The view or view controller concerned, as a short description (`to.view`,
    /// `ListViewController`, `transition 2`).
    public var subject: String
    public var expected: String
    public var found: String
    /// What the screen should have shown, at the film's picture scale, from a screen contract
    /// of a filmed replay (docs/report-format.md, "HTML"); nil otherwise. Not part of equality.
    package var expectedPicture: Raster?

    public init(contract: Contract, time: Double, frame: Int, subject: String, expected: String, found: String) {
        self.contract = contract
        self.time = time
        self.frame = frame
        self.subject = subject
        self.expected = expected
        self.found = found
    }

    public static func == (lhs: Violation, rhs: Violation) -> Bool {
        lhs.contract == rhs.contract && lhs.time == rhs.time && lhs.frame == rhs.frame && lhs.subject == rhs.subject
            && lhs.expected == rhs.expected && lhs.found == rhs.found
    }
}

extension Violation: CustomStringConvertible {
    /// `complete-matches-outcome at 0.734 s (frame 44): transitionContext: expected completeTransition(false), found completeTransition(true)`
    public var description: String {
        "\(contract.id) at \(time) s (frame \(frame)): \(subject): expected \(expected), found \(found)"
    }
}
