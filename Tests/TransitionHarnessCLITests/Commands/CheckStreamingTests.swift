import Foundation
import TestSupport
import Testing

@testable import TransitionHarnessCLI

/// `check` writes each report as it is made: its memory does not grow with the number of
/// traces, and traces it cannot replay are in the report too.
@MainActor
@Suite struct CheckStreamingTests {
    static let trace = Repository.path("traces/synthetic/pop-edge-fling-finish-60hz.json")

    /// A directory of `count` hard links to one small trace.
    static func traces(_ count: Int, name: String) throws -> String {
        let directory = try ScratchDirectory.make(name)
        for index in 0..<count {
            guard link(trace, "\(directory)/t\(index).json") == 0 else { throw POSIXError(.EIO) }
        }
        return directory
    }

    /// Holding every report took about 17 KB a trace of this kind (52 MB for 1,000 in a
    /// debug build, against 36 MB streamed); streamed, ten times the traces take the same
    /// memory, give or take the allocator.
    @Test func checkOfTenTimesTheTracesTakesNoMoreMemory() throws {
        let tool = try builtTool()
        let few = try Self.traces(100, name: "check-memory-100")
        let many = try Self.traces(1_000, name: "check-memory-1000")
        let small = try ChildProcess.run(tool, ["check", few, "--json", "--junit", "\(few)/report.xml"])
        let large = try ChildProcess.run(tool, ["check", many, "--json", "--junit", "\(many)/report.xml"])
        #expect(small.status == 0)
        #expect(large.status == 0)
        #expect(large.peakBytes - small.peakBytes < 6 << 20, "\(small.peakBytes) then \(large.peakBytes) bytes")
        #expect(large.peakBytes < 100 << 20)
    }

    @Test func theJSONReportListsTracesItCouldNotReplay() throws {
        let directory = try ScratchDirectory.make("check-errors")
        try Data("{".utf8).write(to: URL(fileURLWithPath: "\(directory)/a-broken.json"))
        _ = link(Self.trace, "\(directory)/b-good.json")
        let result = CapturedConsole.run(["check", directory, "\(directory)/c-missing.json", "--json"])
        #expect(result.code == .noInput)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect((object["traces"] as? [Any])?.count == 1)
        let errors = try #require(object["errors"] as? [[String: Any]])
        #expect(errors.map { $0["file"] as? String } == ["\(directory)/a-broken.json", "\(directory)/c-missing.json"])
        #expect(errors.map { $0["exitCode"] as? Int } == [65, 66])
        #expect((errors[0]["error"] as? String)?.hasPrefix("\(directory)/a-broken.json:1:2: ") == true)
        #expect(result.err.contains("error: \(directory)/a-broken.json:1:2: "))
    }

    @Test func aFileNameWithATerminalEscapeIsPrintedEscaped() throws {
        let directory = try ScratchDirectory.make("check-escape")
        let name = "\(directory)/x\u{1B}[31m.json"
        #expect(link(Self.trace, name) == 0)
        let shown = "\"\(directory)/x\\x1b[31m.json\""
        for command in [["replay", name], ["check", name], ["check", name, "--json"], ["validate", name]] {
            let result = CapturedConsole.run(command)
            #expect(result.code == .success, "\(command): \(result.err)")
            #expect(!result.out.contains("\u{1B}"), "\(command)")
            #expect(result.out.contains(command.last == "--json" ? "\\\"\(directory)/x\\\\x1b[31m.json\\\"" : shown))
        }
    }
}
