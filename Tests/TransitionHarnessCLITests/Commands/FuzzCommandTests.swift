import Foundation
import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing
import TransitionCatalog
import TransitionHarness

@testable import TransitionHarnessCLI

/// A known-bad animator for the CLI tests: a horizontal slide that always completes with
/// `true`, so a cancelled interactive transition is committed (`complete-matches-outcome`).
@MainActor
final class AlwaysCompletesAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: Trace.Transition.Operation

    init(operation: Trace.Transition.Operation) {
        self.operation = operation
    }

    nonisolated static let entry = CatalogEntry(
        name: "test-always-completes", kind: .knownBad, catches: [.completeMatchesOutcome],
        summary: "a slide that passes true to completeTransition(_:) even after a cancel",
        make: { AnimatorUnderTest(name: "test-always-completes") { AlwaysCompletesAnimator(operation: $0) } })

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let toView = context.view(forKey: .to), let to = context.viewController(forKey: .to) else {
            context.completeTransition(true)
            return
        }
        let fromView = context.view(forKey: .from)
        let backwards = operation == .pop || operation == .dismiss
        toView.frame = context.finalFrame(for: to)
        if backwards, let fromView, fromView.superview === container {
            container.insertSubview(toView, belowSubview: fromView)
        } else {
            container.addSubview(toView)
        }
        let width = container.bounds.width
        let moving = backwards ? fromView : toView
        if !backwards { toView.transform = CGAffineTransform(translationX: width, y: 0) }
        UIView.animate(
            withDuration: 0.3,
            animations: { moving?.transform = backwards ? CGAffineTransform(translationX: width, y: 0) : .identity },
            completion: { _ in
                moving?.transform = .identity
                if context.transitionWasCancelled { toView.removeFromSuperview() }
                context.completeTransition(true)  // the bug: ignores transitionWasCancelled
            })
    }
}

/// `--contract` with every contract but the screen's, for the tests of a campaign's mechanics
/// (resume, merge, shards): they compare whole campaigns, and the screen contracts, judged by
/// rendering, would multiply their time without testing anything more of the campaign.
let campaignContracts = [
    "--contract",
    Contract.allCases.filter { $0 != .screenAtRest && $0 != .screenContinuity }.map(\.id).joined(separator: ","),
]

/// The catalog's subjects and the test's known-bad entry.
@MainActor
var testSubjects: [TransitionHarnessTool.Subject] {
    .catalog + [TransitionHarnessTool.Subject(AlwaysCompletesAnimator.entry)]
}

/// Runs `fuzz` or `shrink` in process, with the test's known-bad entry known by name.
@MainActor
func runFuzzTool(
    _ arguments: [String], launcher: WorkerLauncher = WorkerLauncher(), isTerminal: Bool = false
) -> (code: ExitCode, out: String, err: String) {
    let captured = CapturedConsole()
    var console = captured.console
    console.isTerminal = isTerminal
    let code: ExitCode
    do {
        switch arguments.first {
        case "shrink":
            code = try ShrinkCommand.run(Array(arguments.dropFirst()), console: console, subjects: testSubjects)
        default:
            code = try FuzzCommand.run(
                Array(arguments.dropFirst()), console: console, launcher: launcher, subjects: testSubjects)
        }
    } catch {
        console.printError(error.description)
        code = error.exitCode
    }
    return (code, captured.out, captured.err)
}

/// The built `transition-harness`, for the tests that start worker processes: next to the
/// test bundle, else in the package's debug build directory.
func builtTool() throws -> String {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [
        bundle.appendingPathComponent("transition-harness").path, Repository.path(".build/debug/transition-harness"),
    ]
    return try #require(
        candidates.first { FileManager.default.isExecutableFile(atPath: $0) },
        "build the tool first: swift build --product transition-harness")
}

func jsonFiles(_ directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
}

@MainActor
@Suite struct FuzzCommandTests {
    @Test(arguments: [
        ["fuzz"], ["fuzz", "--animator", "nope"], ["fuzz", "--animator", "system", "--cases", "5", "--seconds", "1"],
        ["fuzz", "--animator", "system", "--jobs", "2", "--shard", "0/2"],
        ["fuzz", "--animator", "system", "--shard", "2/2"], ["fuzz", "--animator", "system", "--policy", "nope"],
        ["fuzz", "--animator", "system", "--cases", "0"], ["fuzz", "--animator", "system", "extra"],
    ])
    func aBadCommandLineIsAUsageError(arguments: [String]) {
        let result = runFuzzTool(arguments)
        #expect(result.code == .usage, "\(result.err)")
        #expect(result.err.contains("transition-harness fuzz --help"))
    }

    @Test func anUnknownAnimatorListsTheKnownSubjects() {
        let result = runFuzzTool(["fuzz", "--animator", "nope"])
        #expect(result.err.contains("option '--animator': no subject named 'nope' (known: system"))
    }

    @Test func aCampaignWhereEveryContractHoldsExitsZeroWritesNothingAndPrintsTheSeed() throws {
        let directory = try ScratchDirectory.make("fuzz-pass")
        let result = runFuzzTool(["fuzz", "--animator", "system", "--cases", "1", "--seed", "1", "--out", directory])
        #expect(result.code == .success, "\(result.out)")
        #expect(result.out.hasPrefix("fuzz: system, seed 1, 1 cases"))
        #expect(result.out.contains("1 cases in"))
        #expect(
            result.out.contains("seed 1: rerun with 'transition-harness fuzz --animator system --seed 1 --cases 1'"))
        #expect(jsonFiles(directory).isEmpty)
    }

    @Test func aBrokenContractExitsOneAndItsShrunkTraceIsWrittenAndReplayedFirstNextTime() throws {
        let directory = try ScratchDirectory.make("fuzz-known-bad")
        let first = runFuzzTool(["fuzz", "--animator", "test-always-completes", "--cases", "40", "--out", directory])
        #expect(first.code == .failure)
        let name = try #require(
            jsonFiles(directory).first { $0.hasPrefix("complete-matches-outcome-") }, "\(first.out)")
        #expect(first.out.contains("found complete-matches-outcome at case"))
        #expect(first.out.contains("failures by contract:"))
        let trace = try TraceReader().read(contentsOfFile: "\(directory)/\(name)").trace
        #expect(FuzzFinding.animator(fromNotes: trace.notes) == "test-always-completes")
        #expect(FuzzFinding.policy(fromNotes: trace.notes) == "cupertino")
        #expect(first.out.contains("frame by frame: transition-harness replay \(directory)/"))
        #expect(trace.source?.kind == .fuzz)
        #expect(trace.touches.count <= 4)

        // Next time the regressions run first, and the contract they still break is not
        // shrunk again.
        let files = jsonFiles(directory)
        let second = runFuzzTool(["fuzz", "--animator", "test-always-completes", "--cases", "40", "--out", directory])
        #expect(second.code == .failure)
        #expect(second.out.contains("regressions: \(files.count) replayed, \(files.count) still failing"))
        #expect(second.out.contains("\(directory)/\(name): still breaks complete-matches-outcome"))
        #expect(!second.out.contains("found complete-matches-outcome"))
        #expect(jsonFiles(directory) == files)
    }

    @Test func secondsBoundTheCampaign() throws {
        let directory = try ScratchDirectory.make("fuzz-seconds")
        let result = runFuzzTool(["fuzz", "--animator", "system", "--seconds", "0.3", "--out", directory])
        #expect(result.out.contains("for 0.3 s"))
        // Stopped by the clock, well before the default budget (no timing judged: a loaded
        // machine may take more than the 0.3 s to finish the case in flight).
        let summary = try #require(result.out.split(separator: "\n").first { $0.contains(" cases in ") })
        let cases = try #require(Int(summary.split(separator: " ")[1]))
        #expect(cases < Int(FuzzCommand.defaultCases))
    }

    @Test func aShardRunsItsCasesOnly() throws {
        let directory = try ScratchDirectory.make("fuzz-shard")
        let result = runFuzzTool([
            "fuzz", "--animator", "system", "--cases", "10", "--shard", "1/3", "--seed", "4", "--out", directory,
        ])
        #expect(result.out.contains("fuzz: 3 cases in"), "\(result.out)")
    }

    @Test func onATerminalTheProgressLineIsRedrawnInPlace() throws {
        let directory = try ScratchDirectory.make("fuzz-terminal")
        let result = runFuzzTool(
            ["fuzz", "--animator", "system", "--cases", "120", "--out", directory], isTerminal: true)
        #expect(result.out.contains("cases/s"))
        #expect(result.out.contains("\u{1B}[1A\r\u{1B}[2K"))
    }

    @Test func workersFindExactlyWhatOneProcessFinds() throws {
        let tool = try builtTool()
        let single = try ScratchDirectory.make("fuzz-jobs-1")
        let parallel = try ScratchDirectory.make("fuzz-jobs-2")
        let one = runFuzzTool(["fuzz", "--animator", "system", "--cases", "40", "--out", single])
        let two = runFuzzTool(
            ["fuzz", "--animator", "system", "--cases", "40", "--jobs", "2", "--out", parallel],
            launcher: WorkerLauncher(executable: tool))
        #expect(two.code == one.code, "\(two.out)\n\(two.err)")
        #expect(two.out.contains("2 job(s)"))
        #expect(two.out.contains("fuzz: 40 cases in"), "\(two.out)")
        let files = jsonFiles(single)
        #expect(jsonFiles(parallel) == files)
        for file in files {
            #expect(
                FileManager.default.contents(atPath: "\(single)/\(file)")
                    == FileManager.default.contents(atPath: "\(parallel)/\(file)"))
        }
    }

    @Test func aWorkerThatDiesLosesOnlyTheCaseItWasRunning() throws {
        let tool = try builtTool()
        let directory = try ScratchDirectory.make("fuzz-crash")
        var launcher = WorkerLauncher(executable: tool)
        launcher.environment[WorkerLauncher.crashCaseVariable] = "5"
        let result = runFuzzTool(
            ["fuzz", "--animator", "system", "--cases", "20", "--jobs", "2", "--out", directory], launcher: launcher)
        #expect(result.code == .failure)
        #expect(result.out.contains("worker for shard 1/2 died (signal"), "\(result.out)")
        #expect(result.out.contains("in case 5;"))
        #expect(result.out.contains("restarted at case 7"))
        #expect(result.out.contains("crash requested at case 5"))
        #expect(result.out.contains("fuzz: 19 cases in"))
    }
}

@MainActor
@Suite struct ShrinkCommandTests {
    /// A back swipe that goes a third of the way, with a few stationary samples, and lifts:
    /// the policy cancels it, so the known-bad slide commits it.
    static func cancelledSwipe() -> Trace {
        var touches = [TouchSample(t: 0, phase: .began, x: 2, y: 400)]
        for step in 1...8 {
            touches.append(TouchSample(t: Double(step) / 60, phase: .moved, x: 2 + Double(step) * 15, y: 400))
        }
        for step in 9...12 {
            touches.append(TouchSample(t: Double(step) / 60, phase: .stationary, x: 122, y: 400))
        }
        touches.append(TouchSample(t: 13.0 / 60, phase: .ended, x: 122, y: 400))
        return Trace(
            name: "cancelled-swipe", screen: Trace.Screen(width: 390, height: 844, scale: 3), touches: touches)
    }

    static func write(_ trace: Trace, _ name: String) throws -> (directory: String, path: String) {
        let directory = try ScratchDirectory.make("shrink-\(name)")
        let path = "\(directory)/\(name).json"
        try Data(TraceWriter.bytes(trace)).write(to: URL(fileURLWithPath: path))
        return (directory, path)
    }

    @Test func aTraceWithoutChoicesIsShrunkByDeletingSamples() throws {
        let (directory, path) = try Self.write(Self.cancelledSwipe(), "swipe")
        let out = directory + "/out"
        let result = runFuzzTool([
            "shrink", path, "--animator", "test-always-completes", "--contract", "complete-matches-outcome", "--out",
            out,
        ])
        #expect(result.code == .success, "\(result.out)\(result.err)")
        #expect(result.out.contains("deleted samples: 14 to"))
        let name = try #require(jsonFiles(out).first)
        #expect(name.hasPrefix("complete-matches-outcome-"))
        let shrunk = try TraceReader().read(contentsOfFile: "\(out)/\(name)").trace
        #expect(shrunk.touches.count < 14)
        #expect(FuzzFinding.contract(fromNotes: shrunk.notes) == .completeMatchesOutcome)
        #expect(FuzzFinding.animator(fromNotes: shrunk.notes) == "test-always-completes")
        #expect(FuzzFinding.policy(fromNotes: shrunk.notes) == "cupertino")
    }

    @Test func shrinkTakesThePolicyOfTheNotesUnlessOneIsGiven() throws {
        var trace = Self.cancelledSwipe()
        trace.notes = "policy: threshold:0.9"
        let (directory, path) = try Self.write(trace, "policy")
        let out = directory + "/out"
        let result = runFuzzTool(["shrink", path, "--animator", "test-always-completes", "--out", out])
        #expect(result.code == .success, "\(result.out)\(result.err)")
        let name = try #require(jsonFiles(out).first)
        let shrunk = try TraceReader().read(contentsOfFile: "\(out)/\(name)").trace
        #expect(FuzzFinding.policy(fromNotes: shrunk.notes) == "threshold:0.9")
        let given = runFuzzTool([
            "shrink", path, "--animator", "test-always-completes", "--policy", "cupertino", "--out",
            directory + "/given",
        ])
        #expect(given.code == .success, "\(given.out)\(given.err)")
        let givenName = try #require(jsonFiles(directory + "/given").first)
        let givenTrace = try TraceReader().read(contentsOfFile: "\(directory)/given/\(givenName)").trace
        #expect(FuzzFinding.policy(fromNotes: givenTrace.notes) == "cupertino")

        trace.notes = "policy: nonesuch"
        let (_, bogus) = try Self.write(trace, "bogus-policy")
        let refused = runFuzzTool(["shrink", bogus, "--animator", "test-always-completes", "--out", out])
        #expect(refused.code == .dataError)
        #expect(refused.err.contains("notes: no completion policy named 'nonesuch'"), "\(refused.err)")
        // A policy given on the command line is a usage error before the file is read.
        #expect(
            runFuzzTool(["shrink", "/nonexistent.json", "--animator", "system", "--policy", "nope"]).code == .usage)
    }

    @Test func aFuzzFindingIsShrunkThroughItsChoices() throws {
        let directory = try ScratchDirectory.make("shrink-finding")
        _ = runFuzzTool(["fuzz", "--animator", "test-always-completes", "--cases", "40", "--out", directory])
        let name = try #require(jsonFiles(directory).first { $0.hasPrefix("complete-matches-outcome-") })
        let out = directory + "/again"
        let result = runFuzzTool([
            "shrink", "\(directory)/\(name)", "--animator", "test-always-completes", "--out", out,
        ])
        #expect(result.code == .success, "\(result.out)\(result.err)")
        #expect(result.out.contains("shrunk its choices"))
        // Already shrunk: the same file again.
        #expect(jsonFiles(out) == [name])
    }

    @Test func aTraceThatHoldsEveryContractHasNothingToShrink() throws {
        let (directory, path) = try Self.write(Self.cancelledSwipe(), "holds")
        let system = runFuzzTool(["shrink", path, "--animator", "system", "--out", directory + "/out"])
        #expect(system.code == .failure)
        #expect(system.out.contains("every contract holds against system; nothing to shrink"))
        let other = runFuzzTool([
            "shrink", path, "--animator", "test-always-completes", "--contract", "no-overlapping-transitions",
            "--out", directory + "/out",
        ])
        #expect(other.code == .failure)
        #expect(other.out.contains("does not break no-overlapping-transitions"))
        #expect(jsonFiles(directory + "/out").isEmpty)
    }

    @Test func aMissingTraceAndBadOptionsAreReported() {
        #expect(runFuzzTool(["shrink", "/nonexistent/trace.json", "--animator", "system"]).code == .noInput)
        #expect(runFuzzTool(["shrink", "--animator", "system"]).code == .usage)
        #expect(runFuzzTool(["shrink", "x.json"]).code == .usage)
        #expect(runFuzzTool(["shrink", "x.json", "--animator", "system", "--contract", "nope"]).code == .usage)
    }
}
