import Foundation
import GestureTrace
import TestSupport
import Testing

@testable import TransitionHarnessCLI

@MainActor
@Suite struct ConvertCommandTests {
    static let flutterList = #"""
        [{"kind": "down", "t_ms": 1000, "x": 5, "y": 300},
         {"kind": "move", "t_ms": 1016, "x": 25, "y": 301},
         {"kind": "move", "t_ms": 1032, "x": 60, "y": 302},
         {"kind": "up", "t_ms": 1040, "x": 70, "y": 302}]
        """#

    @Test func aFlutterListBecomesAValidTraceInSecondsFromTheFirstEvent() throws {
        let directory = try ScratchDirectory.make("convert-flutter")
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
        let directory = try ScratchDirectory.make("convert-invalid")
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
        let directory = try ScratchDirectory.make("convert-android")
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

    static func convert(_ contents: Data, name: String) throws -> (code: ExitCode, out: String, err: String) {
        let directory = try ScratchDirectory.make("convert-\(name)")
        let input = "\(directory)/\(name).json"
        try contents.write(to: URL(fileURLWithPath: input))
        return CapturedConsole.run(["convert", "--from", "flutter", input, "--width", "390", "--height", "844"])
    }

    @Test func aWhitespaceOnlyListIsCalledSoNotEmpty() throws {
        let blank = try Self.convert(Data(" \n\t ".utf8), name: "blank")
        #expect(blank.code == .dataError)
        #expect(
            blank.err.contains("expected a JSON value, found only whitespace (4 bytes), no JSON value"), "\(blank.err)")
        let empty = try Self.convert(Data(), name: "empty")
        #expect(empty.err.contains("found an empty file"), "\(empty.err)")
    }

    /// A file over the limit is refused by its size, before a byte is read: this one is
    /// sparse, 300 MiB long and taking no space.
    @Test func aListOverTheInputLimitIsRefusedUnread() throws {
        let directory = try ScratchDirectory.make("convert-huge")
        let input = "\(directory)/huge.json"
        #expect(FileManager.default.createFile(atPath: input, contents: nil))
        #expect(truncate(input, off_t(300 << 20)) == 0)
        let result = CapturedConsole.run(["convert", "--from", "flutter", input, "--width", "390", "--height", "844"])
        #expect(result.code == .dataError)
        #expect(
            result.err.contains(
                "huge.json: cannot read: 314572800 bytes, over the limit of 268435456 bytes (256 MiB) "
                    + "(convert reads event lists up to 256 MiB)"), "\(result.err)")
    }

    @Test func aTraceValidateWouldRefuseIsNotWritten() throws {
        let trace = Trace(
            name: "taps", screen: Trace.Screen(width: 390, height: 844),
            touches: (0..<6).map { TouchSample(t: Double($0) / 10, phase: $0 % 2 == 0 ? .began : .ended, x: 5, y: 5) })
        var limits = TraceLimits.standard
        limits.maxSamples = 5
        #expect(throws: CLIError.self) { try ConvertCommand.checkedText(of: trace, file: "taps.json", limits: limits) }
        do {
            _ = try ConvertCommand.checkedText(of: trace, file: "taps.json", limits: limits)
        } catch {
            #expect(error.exitCode == .dataError)
            #expect(error.message.hasPrefix("taps.json: the list makes 6 samples, over the trace format's limit of 5"))
        }
        limits = .standard
        limits.maxFileBytes = 300
        do {
            _ = try ConvertCommand.checkedText(of: trace, file: "taps.json", limits: limits)
            Issue.record("a trace over the byte limit was accepted")
        } catch {
            #expect(error.message.contains("over the trace format's limit of 300 bytes"), "\(error)")
        }
        #expect(try ConvertCommand.checkedText(of: trace, file: "taps.json").hasPrefix("{"))
    }
}
