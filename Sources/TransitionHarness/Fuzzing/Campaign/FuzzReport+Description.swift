import GestureTrace
import PropertyTesting

extension FuzzReport: CustomStringConvertible {
    /// Several lines for a test's failure message or a log: the seed and shard, the counts,
    /// each regression trace that still fails, and each finding with its shrunk size, its
    /// choices and the file name it is written under.
    ///
    ///     fuzz campaign failed (seed 1, shard 0/1): 1000 cases, 993 passed, 7 failed
    ///     failures by contract: complete-matches-outcome 7
    ///     finding complete-matches-outcome (case 12): complete-matches-outcome at 0.25 s ...
    ///       shrunk to 2 samples, 31 of 52 choices in 240 calls; file complete-matches-outcome-1b2c3d4e5f60.json
    ///       choices: AAAA...
    public var description: String {
        let counts =
            "\(progress.casesRun) cases, \(progress.casesPassed) passed, \(progress.casesFailed) failed"
            + (progress.casesRejected > 0 ? ", \(progress.casesRejected) rejected" : "")
        var lines = ["fuzz campaign \(passed ? "passed" : "failed") (seed \(seed), shard \(shard)): \(counts)"]
        if !progress.failuresByContract.isEmpty {
            let byContract = progress.failuresByContract.keys.sorted()
                .map { "\($0.id) \(progress.failuresByContract[$0] ?? 0)" }
            lines.append("failures by contract: " + byContract.joined(separator: ", "))
        }
        for regression in regressions {
            if let failure = regression.failure {
                lines.append("regression \(PathBytes.display(regression.path)) still fails: \(failure)")
            } else if let error = regression.error {
                lines.append("regression \(PathBytes.display(regression.path)) unreadable: \(error)")
            }
        }
        for finding in findings {
            lines.append("finding \(finding.contract.id) (case \(finding.caseIndex)): \(finding.failure)")
            lines.append(
                "  shrunk to \(finding.input.trace.touches.count) samples, \(finding.choices.values.count) of "
                    + "\(finding.originalChoiceCount) choices in \(finding.shrinkCalls) calls; file \(finding.fileName)"
            )
            lines.append("  scenario: \(finding.input.scenario)")
            lines.append("  choices: \(finding.choices.encoded)")
        }
        for error in writeErrors {
            lines.append("not written: \(error)")
        }
        return lines.joined(separator: "\n")
    }
}
