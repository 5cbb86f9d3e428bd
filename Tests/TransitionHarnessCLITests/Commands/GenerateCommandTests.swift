import Foundation
import TestSupport
import Testing
import TransitionHarness
import TransitionHarnessCLI

@MainActor
@Suite struct GenerateCommandTests {
    /// The bundled traces/synthetic/ is exactly what the generator writes from its default
    /// seed, so the corpus is reproducible and documented by code.
    @Test func theBundledSyntheticCorpusIsWhatTheGeneratorWrites() throws {
        let directory = try ScratchDirectory.make("generate-default")
        let result = CapturedConsole.run(["generate", "--out", directory])
        #expect(result.code == .success, "\(result.err)")
        let generated = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        let bundled = try FileManager.default.contentsOfDirectory(atPath: Repository.path("traces/synthetic"))
            .filter { $0.hasSuffix(".json") }.sorted()
        #expect(generated == bundled)
        for name in generated {
            let fresh = try Data(contentsOf: URL(fileURLWithPath: "\(directory)/\(name)"))
            let committed = try Data(contentsOf: URL(fileURLWithPath: Repository.path("traces/synthetic/\(name)")))
            #expect(fresh == committed, "traces/synthetic/\(name) differs from the generator's output")
        }
    }

    @Test func anotherSeedGivesOtherValidTraces() throws {
        let directory = try ScratchDirectory.make("generate-seed")
        #expect(CapturedConsole.run(["generate", "--out", directory, "--seed", "7"]).code == .success)
        let validated = CapturedConsole.run(["validate", directory])
        #expect(validated.code == .success, "\(validated.err)")
        let first = try Data(contentsOf: URL(fileURLWithPath: "\(directory)/pop-edge-slow-finish-60hz.json"))
        let bundled = try Data(
            contentsOf: URL(fileURLWithPath: Repository.path("traces/synthetic/pop-edge-slow-finish-60hz.json")))
        #expect(first != bundled)
    }

    @Test func theCorpusHasEveryRequiredKindOfGesture() {
        let names = SyntheticCorpus.recipes.map(\.name)
        #expect(names.count >= 24)
        for fragment in [
            "finish", "cancel", "fling", "there-and-back", "system-cancelled", "60hz", "120hz", "240hz", "dismiss-pan",
            "push-edge-right", "two-fingers", "two-swipes",
        ] {
            #expect(names.contains { $0.contains(fragment) }, "no recipe named like '\(fragment)'")
        }
    }

    /// Writing over existing files replaces them (atomically, by rename), never loses them.
    @Test func generatingTwiceIntoTheSameDirectoryReplacesTheFiles() throws {
        let directory = try ScratchDirectory.make("generate-twice")
        #expect(CapturedConsole.run(["generate", "--out", directory]).code == .success)
        let result = CapturedConsole.run(["generate", "--out", directory, "--seed", "9"])
        #expect(result.code == .success, "\(result.err)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") }
        #expect(files.count == SyntheticCorpus.recipes.count)
        #expect(CapturedConsole.run(["validate", directory]).code == .success)
    }

    @Test func aBadSeedIsAUsageError() {
        #expect(CapturedConsole.run(["generate", "--seed", "-1"]).code == .usage)
    }
}
