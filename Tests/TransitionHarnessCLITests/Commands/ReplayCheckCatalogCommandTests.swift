import Foundation
import TestSupport
import Testing
import TransitionHarnessCLI

@MainActor
@Suite struct ReplayCheckCatalogCommandTests {
    static let slowCancel = Repository.path("traces/synthetic/pop-edge-slow-cancel-60hz.json")

    @Test func replayPrintsTheTableAndPasses() {
        let result = CapturedConsole.run(["replay", Self.slowCancel])
        #expect(result.code == .success, "\(result.out)\n\(result.err)")
        #expect(result.out.contains("pop        cancel   false"))
        #expect(result.out.hasSuffix("1 replays, 1 transitions: 1 passed, 0 failed, 0 violations"))
    }

    @Test func replayJSONHasTheDocumentedFieldsAndATimelineOnRequest() throws {
        let result = CapturedConsole.run(["replay", Self.slowCancel, "--json", "--timeline"])
        #expect(result.code == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let trace = try #require((object["traces"] as? [[String: Any]])?.first)
        #expect(trace["file"] as? String == Self.slowCancel)
        let transition = try #require((trace["transitions"] as? [[String: Any]])?.first)
        #expect(transition["outcome"] as? String == "cancel")
        #expect(transition["policy"] as? String == "cupertino")
        #expect(transition["progressAtRelease"] is Double)
        #expect(transition["velocityAtRelease"] is Double)
        #expect(transition["completionDuration"] is Double)
        #expect((trace["timeline"] as? [Any])?.isEmpty == false)
    }

    @Test func replayIsByteIdenticalRunToRun() {
        let first = CapturedConsole.run(["replay", Self.slowCancel, "--json", "--timeline"]).out
        #expect(first == CapturedConsole.run(["replay", Self.slowCancel, "--json", "--timeline"]).out)
    }

    /// A trace the fuzzer wrote replays under the scenario its notes carry; a flag overrides it.
    @Test func replayAppliesTheScenarioOfAFuzzTraceAndFlagsOverrideIt() throws {
        let directory = try ScratchDirectory.make("replay-scenario")
        let file = "\(directory)/fuzzed.json"
        try Self.writeSlowCancel(
            notes: "fuzz: breaks nothing\\nscenario: completionSpeed=4 completionCurve=linear "
                + "durationOverride=none refreshRate=60 droppedFrames=none interruptible=false",
            to: file)
        func completionDuration(_ arguments: [String]) throws -> Double {
            let result = CapturedConsole.run(["replay", file, "--json"] + arguments)
            #expect(result.code == .success, "\(result.out)\n\(result.err)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
            let trace = try #require((object["traces"] as? [[String: Any]])?.first)
            let transition = try #require((trace["transitions"] as? [[String: Any]])?.first)
            return try #require(transition["completionDuration"] as? Double)
        }
        let plain = try completionDuration(["--no-scenario"])
        let fuzzed = try completionDuration([])
        #expect(abs(fuzzed - plain / 4) < 1e-9, "\(fuzzed) against \(plain)")
        #expect(try completionDuration(["--completion-speed", "1"]) == plain)
        #expect(CapturedConsole.run(["replay", file, "--completion-curve", "bounce"]).code == .usage)
        // The report says which scenario it ran under, flags applied.
        let overridden = CapturedConsole.run(["replay", file, "--completion-curve", "easeOut"])
        #expect(overridden.code == .success)
        #expect(
            overridden.out.contains("scenario completionSpeed=4.0 completionCurve=easeOut "), "\(overridden.out)")
        #expect(!CapturedConsole.run(["replay", file, "--no-scenario"]).out.contains("  scenario "))
        let checked = CapturedConsole.run(["check", file, "--json"])
        #expect(checked.out.contains(#""scenario": "completionSpeed=4.0 completionCurve=linear "#), "\(checked.out)")
        // A scenario line that does not parse is invalid data, located.
        let broken = "\(directory)/broken-scenario.json"
        try String(contentsOfFile: file, encoding: .utf8)
            .replacingOccurrences(of: "completionSpeed=4", with: "completionSpeed=fast")
            .write(toFile: broken, atomically: true, encoding: .utf8)
        let refused = CapturedConsole.run(["replay", broken])
        #expect(refused.code == .dataError)
        #expect(refused.err.contains("broken-scenario.json: notes: the scenario line"), "\(refused.err)")
        #expect(CapturedConsole.run(["replay", broken, "--no-scenario"]).code == .success)
        #expect(CapturedConsole.run(["check", broken, file]).code == .dataError)
    }

    /// Writes the slow-cancel trace to `file` with `notes` (JSON-escaped) in place of its own,
    /// as the fuzzer writes its findings' notes.
    static func writeSlowCancel(notes: String, to file: String) throws {
        try String(contentsOfFile: slowCancel, encoding: .utf8)
            .replacingOccurrences(
                of: "\"notes\": \"Left-edge back swipe dragged a quarter of the way and released still.\"",
                with: "\"notes\": \"\(notes)\""
            )
            .write(toFile: file, atomically: true, encoding: .utf8)
    }

    /// A fuzz trace replays under the completion policy its notes name; `--policy` overrides
    /// it, and a name that is no policy is invalid data.
    @Test func replayUsesThePolicyOfAFuzzTrace() throws {
        let directory = try ScratchDirectory.make("replay-policy")
        func write(_ policy: String) throws -> String {
            let file = "\(directory)/\(policy.replacingOccurrences(of: ":", with: "-")).json"
            try Self.writeSlowCancel(
                notes: "fuzz: breaks nothing\\npolicy: \(policy)\\nscenario: completionSpeed=1", to: file)
            return file
        }
        // Dragged a quarter of the way and released still: the default policy cancels, a
        // threshold of 0.1 finishes.
        let file = try write("threshold:0.1")
        #expect(CapturedConsole.run(["replay", file]).out.contains("pop        finish"))
        #expect(CapturedConsole.run(["replay", file, "--policy", "cupertino"]).out.contains("pop        cancel"))
        #expect(CapturedConsole.run(["replay", file, "--no-scenario"]).out.contains("pop        cancel"))
        // The policy applies without a scenario line too, and --no-scenario ignores it.
        let policyOnly = "\(directory)/policy-only.json"
        try String(contentsOfFile: file, encoding: .utf8)
            .replacingOccurrences(of: "\\nscenario: completionSpeed=1", with: "")
            .write(toFile: policyOnly, atomically: true, encoding: .utf8)
        #expect(CapturedConsole.run(["replay", policyOnly]).out.contains("pop        finish"))
        #expect(CapturedConsole.run(["replay", policyOnly, "--no-scenario"]).out.contains("pop        cancel"))
        let unknown = try write("nonesuch")
        let refused = CapturedConsole.run(["replay", unknown])
        #expect(refused.code == .dataError)
        #expect(refused.err.contains("notes: no completion policy named 'nonesuch'"), "\(refused.err)")
    }

    @Test func anUnknownAnimatorOrPolicyIsAUsageError() {
        #expect(CapturedConsole.run(["replay", Self.slowCancel, "--animator", "nope"]).code == .usage)
        #expect(CapturedConsole.run(["replay", Self.slowCancel, "--policy", "nope"]).code == .usage)
    }

    @Test func anUnexpectedOutcomeFailsTheCheckWithExitOne() throws {
        // The slow-cancel trace expects a cancel; under a threshold of 0.1 it finishes.
        let result = CapturedConsole.run(["check", Self.slowCancel, "--policy", "threshold:0.1"])
        #expect(result.code == .success, "expectations assume their own policy, so a different policy skips them")
        let directory = try ScratchDirectory.make("check-expect")
        let file = "\(directory)/expects-finish.json"
        var text = try String(contentsOfFile: Self.slowCancel, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"outcome\": \"cancel\"", with: "\"outcome\": \"finish\"")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let failing = CapturedConsole.run(["check", file])
        #expect(failing.code == .failure)
        #expect(failing.out.contains("expect.outcome: expected [finish], found [cancel]"))
    }

    @Test func checkWritesJUnitAndCoversEveryCorrectAnimator() throws {
        let directory = try ScratchDirectory.make("check-junit")
        let junit = "\(directory)/report.xml"
        let result = CapturedConsole.run([
            "check", Repository.path("traces/synthetic"), "--all-animators", "--junit", junit,
        ])
        #expect(result.code == .success, "\(result.out.suffix(2000))")
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("<testsuite name=\"system\""))
        #expect(xml.contains("failures=\"0\""))
    }

    @Test func checkOfAnInvalidTraceIsADataError() throws {
        let directory = try ScratchDirectory.make("check-invalid")
        try Data("{".utf8).write(to: URL(fileURLWithPath: "\(directory)/broken.json"))
        let result = CapturedConsole.run(["check", directory])
        #expect(result.code == .dataError)
        #expect(result.err.contains("broken.json:1:2"))
    }

    @Test func checkThatReplaysNothingIsAnError() {
        // The flip runs presentations only; a pop trace gives it nothing to check.
        let result = CapturedConsole.run(["check", Self.slowCancel, "--animator", "flip"])
        #expect(result.code == .usage)
        #expect(result.err.contains("nothing was checked"))
    }

    @Test func catalogListsEntriesAsTableAndJSON() throws {
        let table = CapturedConsole.run(["catalog"])
        #expect(table.code == .success)
        #expect(table.out.contains("system"))
        let json = CapturedConsole.run(["catalog", "--json"])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
        #expect(entries.contains { $0["name"] as? String == "system" && $0["kind"] as? String == "correct" })
        #expect(entries.allSatisfy { $0["catches"] is [String] && $0["summary"] is String })
    }
}
