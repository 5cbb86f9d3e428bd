import Foundation
import HeadlessUIKit
import TestSupport
import Testing

@testable import TransitionHarness

/// The example rule of docs/contracts.md: the page shows the file the suite compiles, and the
/// rule, registered next to the standard ones, reports what it should.
@MainActor
@Suite struct ContractRuleExampleTests {
    private static let file = "Tests/TransitionHarnessTests/Checker/Rules/CompletionWithinRule.swift"

    /// The text between the `example: begin` and `example: end` lines of `text`.
    private static func example(in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let begin = lines.firstIndex(where: { $0.hasSuffix("example: begin") }),
            let end = lines.firstIndex(where: { $0.hasSuffix("example: end") }), begin < end
        else { return nil }
        return lines[(begin + 1)..<end].joined(separator: "\n")
    }

    @Test func thePageShowsTheCompiledExample() throws {
        let source = try String(contentsOfFile: Repository.path(Self.file), encoding: .utf8)
        let page = try String(contentsOfFile: Repository.path("docs/contracts.md"), encoding: .utf8)
        let compiled = try #require(Self.example(in: source))
        #expect(page.contains("```swift\n\(compiled)\n```"), "docs/contracts.md does not show \(Self.file)")
    }

    @Test func aRegisteredRuleJudgesEveryReplay() throws {
        let file = RuleReplay.finishingPop
        let trace = try Repository.trace(file)
        let subject = CustomSubject { SnapsBackAnimator(.identity) }
        let strict = Replayer.replay(
            trace, file: file, against: subject, options: ReplayOptions(),
            rules: ContractRules.standard + [CompletionWithinRule(limit: 0.01)])
        let found = try #require(strict.violations.first)
        #expect(strict.violations.count == 1, "\(ReportWriter.text([strict]))")
        #expect(found.contract == .completionWithin)
        #expect(!Contract.allCases.contains(.completionWithin))
        #expect(found.expected == "completion within 0.01 s of the finger lift")
        let lenient = Replayer.replay(
            trace, file: file, against: subject, options: ReplayOptions(),
            rules: ContractRules.standard + [CompletionWithinRule(limit: 10)])
        #expect(lenient.violations.isEmpty, "\(ReportWriter.text([lenient]))")
    }
}
