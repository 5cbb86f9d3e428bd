import Foundation
import GestureTrace
import PropertyTesting
import TestSupport
import Testing
import TransitionHarness

@testable import TransitionHarnessCLI

/// A user's own tool: `TransitionHarnessTool.main(_:subjects:console:)` with the user's
/// subjects gives every command for them, and only for them.
@MainActor
@Suite struct UserSubjectsTests {
    static var subjects: [TransitionHarnessTool.Subject] {
        [
            .init(name: "card", summary: "the feed's card, pulled down to dismiss") { PullDownCardApp() },
            .init(name: "sloppy-card", summary: "the card, committed after a cancel") {
                PullDownCardApp(sloppy: true)
            },
            .init(name: "sheet", summary: "an animator that only dismisses") {
                AnimatorUnderTest(name: "sheet", operations: [.dismiss]) { _ in nil }
            },
        ]
    }

    func run(_ arguments: [String], subjects: [TransitionHarnessTool.Subject] = subjects) -> (
        code: ExitCode, out: String, err: String
    ) {
        let captured = CapturedConsole()
        var console = captured.console
        console.toolName = "my-transitions"
        let code = TransitionHarnessTool.main(arguments, subjects: subjects, console: console)
        return (code, captured.out, captured.err)
    }

    @Test func helpAndErrorsSpellTheUsersToolName() {
        #expect(run(["--help"]).out.contains("usage: my-transitions <command> [options]"))
        let fuzzHelp = run(["fuzz", "--help"]).out
        #expect(fuzzHelp.hasPrefix("usage: my-transitions fuzz "))
        #expect(fuzzHelp.contains("('my-transitions fuzz merge --help')"))
        #expect(!fuzzHelp.contains("transition-harness"), "\(fuzzHelp)")
        let result = run(["fuzz"])
        #expect(result.code == .usage)
        #expect(result.err.hasSuffix("see 'my-transitions fuzz --help'"), "\(result.err)")
    }

    @Test(arguments: [
        ["replay", "--policy", "threshold"], ["check", "--completion-speed", "2"], ["check", "--restore-on-cancel"],
        ["replay", "--estimator", "lastTwoSamples"], ["fuzz", "--policy", "cupertino", "--cases", "1"],
        ["shrink", "--policy", "cupertino"],
    ])
    func optionsForTheHarnessesOwnInteractionControllerAreRefusedForAnApp(_ words: [String]) {
        let trace = Repository.path("traces/synthetic/dismiss-pan-down-finish-120hz.json")
        let result = run(words + ["--animator", "card"] + (words[0] == "fuzz" ? [] : [trace]))
        #expect(result.code == .usage, "\(result.err)")
        #expect(result.err.contains("\(words[1]) sets up the harness's own interaction controller; 'card' is an app"))
        // The same option is accepted for an animator subject (replay and check write nothing).
        if words[0] == "replay" || words[0] == "check" {
            let animator = run(words + ["--animator", "sheet", trace])
            #expect(!animator.err.contains("sets up the harness's own"), "\(animator.err)")
            #expect(animator.code != .usage, "\(animator.err)")
        }
    }

    @Test func twoSubjectsOfOneNameAreAUsageError() {
        let result = run(["catalog"], subjects: Self.subjects + Self.subjects.prefix(1))
        #expect(result.code == .usage)
        #expect(result.err == "error: two subjects are named 'card'")
    }

    @Test func catalogListsTheUsersSubjectsAndTheirKinds() {
        let result = run(["catalog"])
        #expect(result.code == .success)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(result.out)")
        #expect(lines[1].hasPrefix("card ") && lines[1].contains(" app "))
        #expect(lines[3].hasPrefix("sheet ") && lines[3].contains(" animator "))
        #expect(!result.out.contains("system"))
    }

    @Test func anUnknownSubjectIsAUsageErrorNamingTheKnownOnes() {
        let result = run([
            "replay", "--animator", "system", Repository.path("traces/synthetic/dismiss-pan-down-finish-120hz.json"),
        ])
        #expect(result.code == .usage)
        #expect(result.err.contains("no subject named 'system' (known: card, sloppy-card, sheet)"), "\(result.err)")
    }

    @Test func replayJudgesTheAppsOwnCardFromABundledTrace() {
        let trace = Repository.path("traces/synthetic/dismiss-pan-down-finish-120hz.json")
        let result = run(["replay", "--animator", "card", trace, "--json"])
        #expect(result.code == .success, "\(result.out)\(result.err)")
        #expect(result.out.contains("\"animator\": \"card\""))
    }

    @Test func checkSkipsTracesOfOperationsTheSubjectDoesNotDeclare() {
        let result = run(["check", "--animator", "card", Repository.path("traces/synthetic")])
        #expect(result.code == .success, "\(result.out)\(result.err)")
        #expect(result.out.contains("dismiss-pan-down"))
        #expect(!result.out.contains("pop-edge"))
    }

    @Test func checkAllAnimatorsRunsEveryUserSubject() {
        let trace = Repository.path("traces/synthetic/dismiss-pan-down-finish-120hz.json")
        let result = run(["check", "--all-animators", trace])
        #expect(result.out.contains("sloppy-card"), "\(result.out)")
        #expect(result.out.contains("sheet"))
    }

    @Test func fuzzOfTheAppPrintsNoCompletionPolicyAndPasses() throws {
        let directory = try ScratchDirectory.make("user-subjects-fuzz")
        let result = run(["fuzz", "--animator", "card", "--cases", "30", "--out", directory])
        #expect(result.code == .success, "\(result.out)\(result.err)")
        let header = try #require(result.out.split(separator: "\n").first)
        #expect(header.hasPrefix("fuzz: card, seed 1, 30 cases"), "\(header)")
        #expect(!header.contains("policy"))
    }

    @Test func fuzzFindsTheSloppyCardAndExitsWithFailure() throws {
        let directory = try ScratchDirectory.make("user-subjects-fuzz-sloppy")
        let result = run([
            "fuzz", "--animator", "sloppy-card", "--cases", "200", "--out", directory, "--until-found",
            "--contract", "complete-matches-outcome",
        ])
        #expect(result.code == .failure, "\(result.out)\(result.err)")
        let findings = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") }
        let finding = try #require(findings.first)
        #expect(finding.hasPrefix("complete-matches-outcome-"))
        let trace = try TraceReader().read(contentsOfFile: "\(directory)/\(finding)").trace
        #expect(trace.resolvedTransition.operation == .dismiss)
        #expect(!(trace.notes ?? "").contains("policy:"))
    }
}

/// What `fuzz` generates for a subject: only what it declares.
@MainActor
@Suite struct SubjectGeneratorTests {
    @Test func aDismissOnlyAnimatorGetsOnlyDismissals() {
        let sheet = TransitionHarnessTool.Subject(name: "sheet", summary: "") {
            AnimatorUnderTest(name: "sheet", operations: [.dismiss]) { _ in nil }
        }
        #expect(sheet.operations == [.dismiss])
        let generator = sheet.generator
        #expect(generator.operations == [.dismiss])
        for seed in 0..<UInt64(50) {
            var attempt = Attempt(random: SplitMix64(seed: seed))
            #expect(generator.draw(&attempt).trace.resolvedTransition.operation == .dismiss)
        }
    }

    @Test func anAppWithAPullDownPanGetsPullDownPansOnTheCard() {
        let card = TransitionHarnessTool.Subject(name: "card", summary: "") { PullDownCardApp() }
        let generator = card.generator
        #expect(generator.gestures == PullDownCardApp().supportedGestures)
        #expect(generator.leadIn == TransitionFuzzer.leadIn)
        for seed in 0..<UInt64(50) {
            var attempt = Attempt(random: SplitMix64(seed: seed))
            let transition = generator.draw(&attempt).trace.resolvedTransition
            #expect(transition.operation == .dismiss && transition.gesture == .pan && transition.axis == .y)
        }
    }

    @Test func theCatalogsEntriesKeepTheStandardTable() {
        for subject in [TransitionHarnessTool.Subject].catalog {
            #expect(subject.generator.gestures == SupportedGesture.standard, "\(subject.name)")
            #expect(subject.generator.leadIn == 0)
        }
    }
}
