import Foundation
import TestSupport
import Testing
import TransitionCatalog
import TransitionHarnessCLI

/// The reports `check` and `replay` write for the bundled traces, byte for byte: the text,
/// JSON and JUnit of `check traces/ --all-animators`, the text of `check traces/` against
/// every broken catalog entry, and a few `replay --json --timeline` against broken entries.
/// A change in the replay, the checker or the report format shows up here as a diff.
///
/// To re-record after an intended change, run
/// `RECORD_GOLDENS=1 swift test --filter CheckReportGoldenTests`; recording fails the test so
/// it is never left on by accident.
@MainActor
@Suite struct CheckReportGoldenTests {
    /// One golden: its file name, and how to make its bytes.
    struct Golden: Sendable, CustomTestStringConvertible {
        var file: String
        var make: @MainActor @Sendable () throws -> String
        var testDescription: String { file }
    }

    nonisolated static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Goldens")

    nonisolated static let replays: [(animator: String, trace: String)] = [
        ("flip-as-first-written", "dismiss-pan-down-cancel-60hz"),
        ("flip-as-first-written", "present-edge-bottom-cancel-120hz"),
        ("swatch-as-first-written", "dismiss-pan-down-finish-120hz"),
        ("swatch-as-first-written", "present-edge-bottom-cancel-120hz"),
        ("resets-frame-at-lift", "pop-edge-slow-cancel-60hz"),
    ]

    nonisolated static let goldens: [Golden] =
        [
            Golden(file: "check-all-animators.txt") { try check(["--all-animators"]) },
            Golden(file: "check-all-animators.json") { try check(["--all-animators", "--json"]) },
            Golden(file: "check-all-animators.junit.xml") {
                let file = try ScratchDirectory.make("check-golden-junit") + "/report.xml"
                _ = try check(["--all-animators", "--junit", file])
                return relative(try String(contentsOfFile: file, encoding: .utf8))
            },
            Golden(file: "check-all-animators-completion-speed-3.txt") {
                try check(["--all-animators", "--completion-speed", "3"])
            },
            Golden(file: "check-broken-animators.txt") {
                try Catalog.entries.filter { $0.kind != .correct }.map { entry in
                    "== \(entry.name)\n" + (try check(["--animator", entry.name]))
                }.joined()
            },
        ]
        + replays.map { replay in
            Golden(file: "replay-\(replay.animator)-\(replay.trace).json") {
                let file = Repository.path("traces/synthetic/\(replay.trace).json")
                return try run(["replay", file, "--animator", replay.animator, "--json", "--timeline"])
            }
        }

    /// What the tool writes to standard output for `check traces/ ARGUMENTS`, with the
    /// repository's path taken out of it, as run from the repository's root.
    static func check(_ arguments: [String]) throws -> String {
        try run(["check", Repository.path("traces")] + arguments)
    }

    static func run(_ arguments: [String]) throws -> String {
        let result = CapturedConsole.run(arguments)
        try #require(result.code == .success || result.code == .failure, "\(arguments): \(result.err)")
        return relative(result.out + "\n") + (result.code == .success ? "" : "exit \(result.code.rawValue)\n")
    }

    static func relative(_ text: String) -> String {
        text.replacingOccurrences(of: Repository.root.path + "/", with: "")
    }

    @Test(arguments: goldens)
    func theReportIsByteIdenticalToItsGolden(golden: Golden) throws {
        let made = try golden.make()
        let url = Self.directory.appendingPathComponent(golden.file)
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try Data(made.utf8).write(to: url)
            Issue.record("recorded \(golden.file); run again without RECORD_GOLDENS")
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        guard made != expected else { return }
        let madeLines = made.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let first =
            zip(madeLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(madeLines.count, expectedLines.count)
        Issue.record(
            """
            \(golden.file) differs from its golden at line \(first + 1); re-record if intended
              golden: \(first < expectedLines.count ? String(expectedLines[first]) : "(end)")
              made:   \(first < madeLines.count ? String(madeLines[first]) : "(end)")
            """)
    }
}
