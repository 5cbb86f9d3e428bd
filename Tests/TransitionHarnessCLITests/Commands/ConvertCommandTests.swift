import Foundation
import GestureTrace
import Testing
import TransitionHarnessCLI

@MainActor
@Suite struct ConvertCommandTests {
    static let flutterList = #"""
        [{"kind": "down", "t_ms": 1000, "x": 5, "y": 300},
         {"kind": "move", "t_ms": 1016, "x": 25, "y": 301},
         {"kind": "move", "t_ms": 1032, "x": 60, "y": 302},
         {"kind": "up", "t_ms": 1040, "x": 70, "y": 302}]
        """#

    @Test func aFlutterListBecomesAValidTraceInSecondsFromTheFirstEvent() throws {
        let directory = try Scratch.directory("convert-flutter")
        let input = "\(directory)/stroke.json"
        let output = "\(directory)/stroke-trace.json"
        try Data(Self.flutterList.utf8).write(to: URL(fileURLWithPath: input))
        let result = CapturedConsole.run([
            "convert", "--from", "flutter", input, "--width", "390", "--height", "844", "--out", output,
        ])
        #expect(result.code == .success, "\(result.err)")
        let trace = try TraceReader().read(contentsOfFile: output).trace
        #expect(trace.source?.kind == .converted)
        #expect(trace.name == "stroke")
        #expect(trace.touches.map(\.phase) == [.began, .moved, .moved, .ended])
        #expect(trace.touches.map(\.t) == [0, 0.016, 0.032, 0.04])
        #expect(trace.touches.last?.x == 70)
    }

    @Test func anInvalidListIsDataErrorWithItsLocation() throws {
        let directory = try Scratch.directory("convert-invalid")
        let input = "\(directory)/bad.json"
        try Data(#"[{"kind": "down", "t_ms": "soon", "x": 1, "y": 2}]"#.utf8).write(to: URL(fileURLWithPath: input))
        let result = CapturedConsole.run(["convert", "--from", "flutter", input, "--width", "390", "--height", "844"])
        #expect(result.code == .dataError)
        #expect(result.err.contains("[0].t_ms"))
    }

    @Test func androidNeedsADensity() throws {
        let result = CapturedConsole.run([
            "convert", "--from", "android", "x.json", "--width", "390", "--height", "844",
        ])
        #expect(result.code == .noInput || result.code == .usage)
        let directory = try Scratch.directory("convert-android")
        let input = "\(directory)/a.json"
        try Data(#"[{"action": "down", "t_ms": 0, "x": 1, "y": 2}]"#.utf8).write(to: URL(fileURLWithPath: input))
        let missing = CapturedConsole.run(["convert", "--from", "android", input, "--width", "390", "--height", "844"])
        #expect(missing.code == .usage)
        #expect(missing.err.contains("--density"))
    }

    @Test(arguments: [
        ["convert", "--from", "ios", "a.json", "--width", "1", "--height", "1"],
        ["convert", "--from", "flutter", "a.json"],
        ["convert", "--from", "flutter", "a.json", "--width", "390", "--height", "844", "--edge", "middle"],
        ["convert", "--from", "flutter", "--width", "390", "--height", "844"],
    ])
    func badCommandLinesAreUsageErrors(arguments: [String]) {
        #expect(CapturedConsole.run(arguments).code == .usage)
    }

    @Test func aMissingInputIsNoInput() {
        let result = CapturedConsole.run([
            "convert", "--from", "flutter", "/nonexistent/list.json", "--width", "390", "--height", "844",
        ])
        #expect(result.code == .noInput)
    }
}
