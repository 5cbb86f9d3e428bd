import GestureTrace

/// A trace's `expect` block judged against its report: the outcome of each transition, and the
/// progress at the last release.
enum ExpectationCheck {
    /// The expectations of `trace`'s `expect` block that `report` does not meet; none when
    /// the block names another policy than `policy` (or names none and `policy` is not the
    /// default), since another policy may decide differently.
    static func failures(of trace: Trace, in report: TraceReport, policy: CompletionPolicy) -> [ExpectationFailure] {
        guard let expect = trace.expect else { return [] }
        let assumedPolicy = expect.policy ?? CompletionPolicy.default.name
        guard CompletionPolicy.named(assumedPolicy)?.name == policy.name else { return [] }
        var failures: [ExpectationFailure] = []
        if let outcomes = expect.outcome {
            let found = report.transitions.map { $0.outcome?.rawValue ?? "undecided" }
            let expected = outcomes.map(\.rawValue)
            if found != expected {
                failures.append(
                    ExpectationFailure(
                        key: "outcome", expected: "[\(expected.joined(separator: ", "))]",
                        found: "[\(found.joined(separator: ", "))]"))
            }
        }
        if let range = expect.progressAtRelease {
            let last = report.transitions.last { $0.progressAtRelease != nil }?.progressAtRelease
            if let last, !range.contains(last) {
                failures.append(
                    ExpectationFailure(
                        key: "progressAtRelease", expected: "[\(range.min), \(range.max)]", found: "\(last)"))
            } else if last == nil {
                failures.append(
                    ExpectationFailure(
                        key: "progressAtRelease", expected: "[\(range.min), \(range.max)]", found: "no release"))
            }
        }
        return failures
    }
}
