import Foundation
import TestSupport
import Testing
import TransitionHarness

@testable import TransitionHarnessCLI

/// `--html`, `--png` and `--picture-scale` of `replay`, `check` and `fuzz`. The pictures are
/// tiny (`--picture-scale 0.05`: 20 × 43 pixels) so that the debug build renders them fast.
@MainActor
@Suite struct FilmOutputsTests {
    static let flipCancel = Repository.path("traces/synthetic/dismiss-pan-down-cancel-60hz.json")
    static let small = ["--picture-scale", "0.05"]
    static let reportName = "dismiss-pan-down-cancel-60hz--flip-as-first-written"

    static func files(_ directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    static func bytes(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    @Test func replayWritesItsHTMLReportAndItsFramesAndPrintsWhatItPrintedBefore() throws {
        let html = try ScratchDirectory.make("film-replay-html")
        let png = try ScratchDirectory.make("film-replay-png")
        let plain = CapturedConsole.run(["replay", Self.flipCancel, "--animator", "flip-as-first-written"])
        let filmed = CapturedConsole.run(
            ["replay", Self.flipCancel, "--animator", "flip-as-first-written", "--html", html, "--png", png + "/"]
                + Self.small)
        #expect(filmed.code == .failure, "\(filmed.err)")
        #expect(filmed.out == plain.out)
        #expect(filmed.err.isEmpty)
        #expect(Self.files(html) == ["\(Self.reportName).html"])
        let page = try #require(String(data: try Self.bytes("\(html)/\(Self.reportName).html"), encoding: .utf8))
        #expect(page.contains(#"data-contract="final-state-cancelled""#))
        #expect(page.contains(#"data-contract="continuous-motion""#))
        #expect(page.contains(#"data-moments="complete-0""#))
        #expect(Self.files(png) == [Self.reportName])
        let frames = Self.files("\(png)/\(Self.reportName)")
        #expect(frames.first == "frame-00002.png")
        #expect(frames.last == "frame-00059.png")
        #expect(frames.count == 58)
        // A PNG's header: the signature, IHDR's length and type, then width and height.
        let header = [UInt8](try Self.bytes("\(png)/\(Self.reportName)/frame-00055.png").prefix(24))
        #expect(header[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(header[16..<24] == [0, 0, 0, 20, 0, 0, 0, 43])
    }

    @Test func theSameReplayWritesTheSameBytes() throws {
        let first = try ScratchDirectory.make("film-same-1")
        let second = try ScratchDirectory.make("film-same-2")
        for directory in [first, second] {
            _ = CapturedConsole.run(
                [
                    "replay", Self.flipCancel, "--animator", "flip-as-first-written", "--html", directory, "--png",
                    directory,
                ]
                    + Self.small)
        }
        #expect(try Self.bytes("\(first)/\(Self.reportName).html") == Self.bytes("\(second)/\(Self.reportName).html"))
        let frames = Self.files("\(first)/\(Self.reportName)")
        #expect(frames == Self.files("\(second)/\(Self.reportName)"))
        for frame in frames {
            #expect(
                try Self.bytes("\(first)/\(Self.reportName)/\(frame)")
                    == Self.bytes("\(second)/\(Self.reportName)/\(frame)"))
        }
    }

    @Test(arguments: ["--html", "--png"])
    func anOutputThatCannotBeWrittenExits73AfterTheReport(option: String) throws {
        let directory = try ScratchDirectory.make("film-unwritable-\(option.dropFirst(2))")
        let blocker = "\(directory)/blocker"
        try Data("a file, not a directory".utf8).write(to: URL(fileURLWithPath: blocker))
        let result = CapturedConsole.run(
            ["replay", Self.flipCancel, "--animator", "flip-as-first-written", option, "\(blocker)/out"] + Self.small)
        #expect(result.code == .cannotCreate)
        #expect(result.err.hasPrefix("error: \(blocker)/out/\(Self.reportName)"), "\(result.err)")
        #expect(result.err.contains("Not a directory"), "\(result.err)")
        #expect(result.out.contains("1 replays, 1 transitions: 0 passed, 1 failed"))
    }

    @Test func checkWritesAReportPerReplayAndKeepsSameNamedTracesApart() throws {
        let traces = try ScratchDirectory.make("film-check-traces")
        let html = try ScratchDirectory.make("film-check-html")
        for folder in ["a", "b"] {
            try FileManager.default.createDirectory(
                atPath: "\(traces)/\(folder)", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: Self.flipCancel, toPath: "\(traces)/\(folder)/cancel.json")
        }
        let result = CapturedConsole.run(
            ["check", traces, "--animator", "flip-as-first-written", "--html", html] + Self.small)
        #expect(result.code == .failure, "\(result.err)")
        #expect(Self.files(html) == ["\(Self.reportName)-2.html", "\(Self.reportName).html"])
        let first = try #require(String(data: try Self.bytes("\(html)/\(Self.reportName).html"), encoding: .utf8))
        let second = try #require(String(data: try Self.bytes("\(html)/\(Self.reportName)-2.html"), encoding: .utf8))
        #expect(first.contains("\(traces)/a/cancel.json"))
        #expect(second.contains("\(traces)/b/cancel.json"))
    }

    @Test func aPictureScaleWithoutAnOutputIsAUsageError() {
        for command in [["replay", Self.flipCancel], ["check", Self.flipCancel]] {
            let result = CapturedConsole.run(command + Self.small)
            #expect(result.code == .usage)
            #expect(result.err.contains("'--picture-scale' needs '--html' or '--png'"), "\(result.err)")
        }
        #expect(CapturedConsole.run(["replay", Self.flipCancel, "--html", "x", "--picture-scale", "0"]).code == .usage)
    }

    @Test func theOptionsAreInTheHelpOfEachCommand() {
        for command in ["replay", "check", "fuzz"] {
            let help = CapturedConsole.run([command, "--help"]).out
            #expect(help.contains("--html DIR"), "\(command)")
            #expect(help.contains("--png DIR"), "\(command)")
            #expect(help.contains("--picture-scale S"), "\(command)")
        }
    }

    @Test func fuzzWritesTheReportOfEachFindingBesideItsTrace() throws {
        let out = try ScratchDirectory.make("film-fuzz-out")
        let html = try ScratchDirectory.make("film-fuzz-html")
        let result = runFuzzTool(
            [
                "fuzz", "--animator", "test-always-completes", "--contract", "complete-matches-outcome",
                "--until-found", "--cases", "5000", "--out", out, "--html", html,
            ] + Self.small)
        #expect(result.code == .failure, "\(result.err)")
        let trace = try #require(jsonFiles(out).first)
        let name = "\(trace.dropLast(5))--test-always-completes.html"
        #expect(Self.files(html) == [name])
        let page = try #require(String(data: try Self.bytes("\(html)/\(name)"), encoding: .utf8))
        #expect(page.contains(#"data-contract="complete-matches-outcome""#))
        #expect(page.contains("\(out)/\(trace)"))
        #expect(page.contains("scenario <code>completionSpeed="))
    }

    @Test func fuzzWithJobsWritesTheReportOfEachFindingItKeeps() throws {
        let out = try ScratchDirectory.make("film-fuzz-jobs-out")
        let html = try ScratchDirectory.make("film-fuzz-jobs-html")
        let result = runFuzzTool(
            [
                "fuzz", "--animator", "swatch-as-first-written", "--contract", "complete-matches-outcome",
                "--cases", "6", "--jobs", "2", "--out", out, "--html", html,
            ] + Self.small, launcher: WorkerLauncher(executable: try builtTool()))
        #expect(result.code == .failure, "\(result.out)\n\(result.err)")
        let traces = jsonFiles(out)
        #expect(!traces.isEmpty)
        #expect(Self.files(html) == traces.map { "\($0.dropLast(5))--swatch-as-first-written.html" })
    }

    @Test func fuzzExits73WhenAFindingsReportCannotBeWritten() throws {
        let out = try ScratchDirectory.make("film-fuzz-unwritable")
        let blocker = "\(out)/blocker"
        try Data().write(to: URL(fileURLWithPath: blocker))
        let result = runFuzzTool(
            [
                "fuzz", "--animator", "test-always-completes", "--contract", "complete-matches-outcome",
                "--until-found", "--cases", "5000", "--out", out, "--html", "\(blocker)/html",
            ] + Self.small)
        #expect(result.code == .cannotCreate, "\(result.out)\n\(result.err)")
        #expect(result.err.contains("\(blocker)/html/complete-matches-outcome-"), "\(result.err)")
        #expect(jsonFiles(out).count == 1)
    }
}
