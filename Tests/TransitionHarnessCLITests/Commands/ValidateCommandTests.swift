import Foundation
import TestSupport
import Testing
import TransitionHarnessCLI

@MainActor
@Suite struct ValidateCommandTests {
    @Test func theBundledCorpusIsValid() {
        let result = CapturedConsole.run(["validate", Repository.path("traces")])
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out.contains("0 invalid, 0 unreadable"))
    }

    @Test func anInvalidTraceExitsWithDataErrorAndALocatedMessage() throws {
        let directory = try ScratchDirectory.make("validate-invalid")
        let file = "\(directory)/bad.json"
        try Data(#"{"format":"gesture-trace","version":1,"screen":{"width":0,"height":10},"touches":[]}"#.utf8)
            .write(to: URL(fileURLWithPath: file))
        let result = CapturedConsole.run(["validate", file])
        #expect(result.code == .dataError)
        #expect(result.err.contains("error: \(file): screen.width"))
        #expect(result.out.contains("1 invalid"))
    }

    @Test func aMissingFileExitsWithNoInput() {
        let result = CapturedConsole.run(["validate", "/nonexistent/trace.json"])
        #expect(result.code == .noInput)
        #expect(result.err.contains("/nonexistent/trace.json"))
    }

    @Test func unknownKeysAreWarningsNotErrors() throws {
        let directory = try ScratchDirectory.make("validate-warning")
        let file = "\(directory)/extra.json"
        let json = #"""
            {"format":"gesture-trace","version":1,"screen":{"width":390,"height":844},"colour":"red",
             "touches":[{"t":0,"phase":"began","x":5,"y":5},{"t":0.1,"phase":"ended","x":50,"y":5}]}
            """#
        try Data(json.utf8).write(to: URL(fileURLWithPath: file))
        let result = CapturedConsole.run(["validate", file])
        #expect(result.code == .success)
        #expect(result.err.contains("warning:"))
        #expect(result.err.contains("colour"))
    }

    @Test func withoutFilesItIsAUsageError() {
        #expect(CapturedConsole.run(["validate"]).code == .usage)
    }
}
