@_spi(Harness) import HeadlessUIKit

/// The judged replay of one trace against one transition.
public struct TraceReport: Sendable, Equatable {
    /// The trace file as given, or nil for a trace replayed from a value.
    public var file: String?
    public var name: String
    /// The animator's catalog name, or the user's type name.
    public var animator: String
    public var policy: String
    public var transitions: [TransitionRecord]
    /// Whether a finger was still down when the trace ended.
    public var fingerDownAtEnd: Bool
    /// Expectations of the trace's `expect` block that did not hold.
    public var expectationFailures: [ExpectationFailure]
    /// Violations that belong to no one transition (an overlap refused before it started).
    public var sceneViolations: [Violation]
    /// One row per display frame, when asked for.
    public var timeline: [TimelineRow]?
    /// The fuzz scenario the replay ran under (``FuzzScenario`` text), when the trace's notes
    /// carried one and the CLI applied it; nil otherwise.
    public var scenario: String?
    /// Misuse that HeadlessUIKit recorded and went on from (``ReplayDiagnostic``: a call
    /// UIKit or Core Animation raises on, asserts on or logs, such as `startAnimation()` on a
    /// stopped property animator or a changed animation a layer holds), other than the ones a
    /// contract reports as a violation; times count from the replay's start (negative: while
    /// the scene was set up, before its first frame). They do not fail the replay by
    /// themselves (the contracts judge what the misuse leads to), but one that raises on iOS
    /// crashes the app there (docs/report-format.md). A property animator released while
    /// paused or stopped is not among them: it is released after the report is made.
    public var diagnostics: [ReplayDiagnostic] = []

    public init(
        file: String?, name: String, animator: String, policy: String, transitions: [TransitionRecord] = [],
        fingerDownAtEnd: Bool = false, expectationFailures: [ExpectationFailure] = [],
        sceneViolations: [Violation] = [], timeline: [TimelineRow]? = nil
    ) {
        self.file = file
        self.name = name
        self.animator = animator
        self.policy = policy
        self.transitions = transitions
        self.fingerDownAtEnd = fingerDownAtEnd
        self.expectationFailures = expectationFailures
        self.sceneViolations = sceneViolations
        self.timeline = timeline
    }

    /// Every violation, transitions first then the scene's, in time order within each.
    public var violations: [Violation] {
        transitions.flatMap(\.violations) + sceneViolations
    }

    /// No violation and every expectation held.
    public var passed: Bool { violations.isEmpty && expectationFailures.isEmpty }
}

/// An `expect` entry of a trace that the replay did not meet.
public struct ExpectationFailure: Sendable, Equatable, CustomStringConvertible {
    /// `outcome`, `progressAtRelease`, ...
    public var key: String
    public var expected: String
    public var found: String

    public init(key: String, expected: String, found: String) {
        self.key = key
        self.expected = expected
        self.found = found
    }

    public var description: String { "expect.\(key): expected \(expected), found \(found)" }
}

/// The state of a replay at one display frame.
public struct TimelineRow: Sendable, Equatable {
    public var frame: Int
    public var time: Double
    /// The transition's progress as the context last heard it; nil outside a transition.
    public var progress: Double?
    /// Presentation state of each view in the transition, by role (`from`, `to`, ...).
    public var views: [ViewState]

    public struct ViewState: Sendable, Equatable {
        public var role: String
        public var x: Double
        public var y: Double
        public var alpha: Double
        /// The presentation transform's m11, m12, m21, m22, m34, m41, m42 (the entries
        /// 2D and perspective motion touch).
        public var transform: [Double]

        public init(role: String, x: Double, y: Double, alpha: Double, transform: [Double]) {
            self.role = role
            self.x = x
            self.y = y
            self.alpha = alpha
            self.transform = transform
        }
    }

    public init(frame: Int, time: Double, progress: Double?, views: [ViewState]) {
        self.frame = frame
        self.time = time
        self.progress = progress
        self.views = views
    }
}
