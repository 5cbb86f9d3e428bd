@_spi(Harness) import HeadlessUIKit

/// What the checker concluded about a replay: each transition's violations and resolution,
/// the scene's violations, and the diagnostics no violation reports.
struct CheckVerdict {
    /// One transition's verdict.
    struct Transition {
        /// Its index among the replay's transitions.
        var index: Int
        /// Its violations, the first of each contract, by time and then contract.
        var violations: [Violation]
        /// How its interaction was resolved, when it was.
        var resolution: Resolution?
    }

    /// One per transition, in the order they began.
    var transitions: [Transition]
    /// The violations that belong to no transition, in the recorder's order.
    var sceneViolations: [Violation]
    /// The display's diagnostics that no violation reports, with times from the replay's start.
    var diagnostics: [ReplayDiagnostic]
}
