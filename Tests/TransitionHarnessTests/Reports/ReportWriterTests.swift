import Foundation
import GestureTrace
import Testing
import TransitionHarness

@Suite struct ReportWriterTests {
    static let violation = Violation(
        contract: .completeMatchesOutcome, time: 0.75, frame: 45, subject: "transitionContext",
        expected: "completeTransition(false)", found: "completeTransition(true)")

    static let failing = TraceReport(
        file: "traces/a \"quoted\" <name>.json", name: "a", animator: "swatch-as-first-written", policy: "cupertino",
        transitions: [
            TransitionRecord(
                index: 0, operation: .pop, outcome: .cancel, completedWith: true, policy: "cupertino", startTime: 0.1,
                releaseTime: 0.6, completionTime: 0.75, progressAtRelease: 0.25, velocityAtRelease: -12.5,
                completionDuration: 0.15, violations: [violation],
                calls: [CallRecord(time: 0.6, frame: 36, receiver: .interaction, call: "cancel()")])
        ],
        expectationFailures: [ExpectationFailure(key: "outcome", expected: "[finish]", found: "[cancel]")])

    static let passing = TraceReport(file: "traces/b.json", name: "b", animator: "slide", policy: "cupertino")

    @Test func jsonHasTheDocumentedKeysAndParses() throws {
        let text = ReportWriter.json([Self.failing, Self.passing])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["schema"] as? String == ReportWriter.jsonSchema)
        let traces = try #require(object["traces"] as? [[String: Any]])
        #expect(traces.count == 2)
        #expect(traces[0]["file"] as? String == "traces/a \"quoted\" <name>.json")
        let transition = try #require((traces[0]["transitions"] as? [[String: Any]])?.first)
        #expect(transition["outcome"] as? String == "cancel")
        #expect(transition["progressAtRelease"] as? Double == 0.25)
        #expect(transition["velocityAtRelease"] as? Double == -12.5)
        #expect(transition["policy"] as? String == "cupertino")
        #expect(transition["completionDuration"] as? Double == 0.15)
        let violation = try #require((transition["violations"] as? [[String: Any]])?.first)
        #expect(violation["contract"] as? String == "complete-matches-outcome")
        #expect(traces[1]["passed"] as? Bool == true)
    }

    @Test func jsonIsByteIdenticalForEqualReports() {
        #expect(ReportWriter.json([Self.failing]) == ReportWriter.json([Self.failing]))
    }

    @Test func textTabulatesAndListsEveryProblemInFull() {
        let text = ReportWriter.text([Self.failing, Self.passing])
        #expect(text.contains("FAIL"))
        #expect(text.contains("complete-matches-outcome at 0.75 s (frame 45): transitionContext"))
        #expect(text.contains("expect.outcome: expected [finish], found [cancel]"))
        #expect(text.hasSuffix("2 replays, 1 transitions: 1 passed, 1 failed, 1 violations\n"))
    }

    @Test func junitEscapesAndCountsFailures() {
        let xml = ReportWriter.junit([Self.failing, Self.passing])
        #expect(xml.contains(#"<testsuites name="transition-harness" tests="2" failures="1">"#))
        #expect(xml.contains("a &quot;quoted&quot; &lt;name&gt;.json"))
        #expect(xml.contains("<failure message=\"complete-matches-outcome at 0.75 s"))
        #expect(!xml.contains("<name>"))
    }
}
