/// The violations that belong to no transition (a refusal of UIKit while none was in flight),
/// kept in the order of the recorder's sequence whichever rule records them.
struct SceneViolations {
    private var entries: [(sequence: Int, violation: Violation)] = []

    /// Records `violation` at `sequence` in the recorder's order (a diagnostic's
    /// ``HeadlessUIKit/UIKitDiagnostic/sequence``; the recorder's `sequenceMark` for a judgment
    /// made at the end).
    mutating func record(_ violation: Violation, sequence: Int) {
        entries.append((sequence, violation))
    }

    /// Every violation, in the recorder's order (ties in the order they were recorded).
    var ordered: [Violation] {
        entries.enumerated().sorted { ($0.element.sequence, $0.offset) < ($1.element.sequence, $1.offset) }
            .map(\.element.violation)
    }
}
