import Foundation
import Testing

@testable import GestureTrace

/// Reading from files: the I/O errors, the size check before reading, and streaming over
/// many windows of the real size.
@Suite struct TraceReaderFileTests {
    /// Each file in a folder of its own, named after the process and the file: parallel runs
    /// of the suite, and its tests, which run in parallel too, never share one (nor a folder
    /// that one of them could remove while another writes into it).
    static func temporaryFile(_ name: String, contents: [UInt8]) throws -> String {
        let folder = NSTemporaryDirectory() + "gesture-trace-tests-\(getpid())-" + name
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + name
        try Data(contents).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Removes a file and its folder.
    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }

    @Test func aMissingFileIsAnIOError() throws {
        let error = try #require(throws: TraceError.self) {
            try TraceReader().read(contentsOfFile: "/nonexistent/missing.json")
        }
        #expect(error.kind == .io)
        #expect(error.location == .file)
        #expect(error.description == "error: /nonexistent/missing.json: cannot open: No such file or directory")
    }

    @Test func aDirectoryIsAnIOError() throws {
        let error = try #require(throws: TraceError.self) { try TraceReader().read(contentsOfFile: "/tmp") }
        #expect(error.kind == .io)
        #expect(error.message.contains("directory"))
    }

    @Test func aFileOverTheLimitIsRefusedBeforeReading() throws {
        let path = try Self.temporaryFile("over-the-limit.json", contents: Array(Fixture.document().utf8))
        defer { Self.remove(path) }
        let limits = TraceLimits(maxFileBytes: 64, maxSamples: 10, maxDepth: 32, maxStringBytes: 100)
        let error = try #require(throws: TraceError.self) { try TraceReader(limits: limits).read(contentsOfFile: path) }
        #expect(error.kind == .limit)
        #expect(error.location == .file)
        #expect(error.message == "file is \(Fixture.document().utf8.count) bytes, larger than the limit of 64 bytes")
    }

    @Test func aFileReadsLikeItsBytesAndIsNamedAfterItself() throws {
        let bytes = Array(Fixture.document(extra: #""notes":"é","#).utf8)
        let path = try Self.temporaryFile("pop-fling.json", contents: bytes)
        defer { Self.remove(path) }
        let fromFile = try TraceReader().read(contentsOfFile: path)
        #expect(fromFile.trace.name == "pop-fling")
        #expect(fromFile == (try TraceReader().read(bytes: bytes, file: path)))
    }

    /// Many 1 MiB windows; an error near the end is located by reading the file again.
    @Test func aLargeFileStreamsAndLocatesAnErrorNearItsEnd() throws {
        var trace = Trace(screen: Trace.Screen(width: 390, height: 844), touches: [])
        trace.name = "large"
        trace.touches.append(TouchSample(t: 0, phase: .began, x: 0, y: 0))
        for index in 1..<40_000 {
            trace.touches.append(
                TouchSample(t: Double(index) / 120, phase: .moved, x: Double(index) * 0.001, y: 400.125))
        }
        var bytes = TraceWriter.bytes(trace)
        #expect(bytes.count > 2 << 20)
        let path = try Self.temporaryFile("large.json", contents: bytes)
        defer { Self.remove(path) }
        #expect(try TraceReader().read(contentsOfFile: path).trace == trace)

        // Break the last sample's phase: the error's line is the sample's line.
        let lastLine = bytes.lastIndex(of: UInt8(ascii: "p"))!
        bytes[lastLine] = UInt8(ascii: "P")
        let broken = try Self.temporaryFile("broken.json", contents: bytes)
        defer { Self.remove(broken) }
        let error = try #require(throws: TraceError.self) { try TraceReader().read(contentsOfFile: broken) }
        #expect(error.location == .path("touches[39999]"))
        #expect(
            error.message
                == #"missing required key "phase" (expected "began", "moved", "stationary", "ended" or "cancelled")"#)
        bytes[lastLine] = UInt8(ascii: "p")

        // Break the last sample's opening brace: a syntax error on its line.
        let brace = bytes.lastIndex(of: UInt8(ascii: "{"))!
        bytes[brace] = UInt8(ascii: "?")
        let garbled = try Self.temporaryFile("garbled.json", contents: bytes)
        defer { Self.remove(garbled) }
        let syntax = try #require(throws: TraceError.self) { try TraceReader().read(contentsOfFile: garbled) }
        let line = bytes[..<brace].filter { $0 == 0x0A }.count + 1
        #expect(line == 40_006)  // 6 header lines, then one line per sample
        #expect(syntax.location == .syntax(byteOffset: brace, line: line, column: 5))
        #expect(syntax.message == "unexpected character '?'")
        #expect(
            syntax == (try #require(throws: TraceError.self) { try TraceReader().read(bytes: bytes, file: garbled) }))
    }
}
