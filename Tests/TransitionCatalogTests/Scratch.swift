import Foundation
import GestureTrace
import HeadlessUIKit
import Testing
import TransitionHarness

@testable import TransitionCatalog

@MainActor
@Suite struct Scratch {
    @Test func dump() throws {
        let names = (ProcessInfo.processInfo.environment["SCRATCH"] ?? "").split(separator: ",").map(String.init)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let dir = root.appendingPathComponent("traces/synthetic").path
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".json") }.sorted()
        for name in names {
            let entry = try #require(Catalog.entry(named: name))
            for file in files {
                let trace = try TraceReader().read(contentsOfFile: dir + "/" + file).trace
                guard entry.supports(trace.resolvedTransition.operation) else { continue }
                for policy in CompletionPolicy.allNamed {
                    let report = Replayer.replay(
                        trace, file: file, against: entry.make(), options: ReplayOptions(policy: policy))
                    let outcome = report.transitions.map { "\($0.outcome.map { "\($0)" } ?? "-")/\($0.completedWith.map { "\($0)" } ?? "-")" }
                    print("== \(name) \(file) \(policy.name) \(outcome)")
                    for v in report.violations { print("   \(v)") }
                }
            }
        }
    }
}
