import Foundation
import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing

@testable import TransitionHarness

@Suite struct ReportStreamTests {
    /// Many reports, over several animators, failing and passing, with diagnostics and a
    /// timeline: enough text to pass a small spool's memory many times over.
    static let reports: [TraceReport] = (0..<800).map { index in
        var report = index % 3 == 0 ? ReportWriterTests.failing : ReportWriterTests.passing
        report.file = "traces/\(index).json"
        report.animator = ["slide", "swatch", "flip"][index % 3]
        if index % 7 == 0 {
            report.timeline = (0..<30).map { frame in
                TimelineRow(
                    frame: frame, time: Double(frame) / 60, progress: frame % 2 == 0 ? nil : 0.5,
                    views: [
                        TimelineRow.ViewState(
                            role: "from", x: Double(frame), y: 0, alpha: 1, transform: [1, 0, 0, 1, 0, 0, 0])
                    ])
            }
        }
        return report
    }

    /// The document a stream over a spool that moves to a file after `memoryLimit` bytes
    /// writes.
    static func streamed(
        _ format: ReportStream.Format, _ reports: [TraceReport], errors: [ReportStream.InputError] = [],
        memoryLimit: Int
    ) throws -> String {
        var bytes: [UInt8] = []
        let stream = ReportStream(format: format, spool: ReportSpool(memoryLimit: memoryLimit))
        for (index, report) in reports.enumerated() {
            if index < errors.count { try stream.add(errors[index]) }
            try stream.add(report) { bytes.append(contentsOf: $0) }
        }
        try stream.finish { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(arguments: [ReportStream.Format.text, .json, .junit])
    func aSpoolOnDiskGivesTheSameBytesAsOneInMemory(format: ReportStream.Format) throws {
        let inMemory = try Self.streamed(format, Self.reports, memoryLimit: .max)
        let onDisk = try Self.streamed(format, Self.reports, memoryLimit: 100)
        #expect(inMemory.utf8.count > 2 * ReportSpool.chunk)
        #expect(onDisk == inMemory)
    }

    @Test func theWritersAreTheStreamHeldInMemory() {
        #expect(ReportWriter.json(Self.reports) == (try? Self.streamed(.json, Self.reports, memoryLimit: 100)))
        #expect(ReportWriter.text([]) == "\n0 replays, 0 transitions: 0 passed, 0 failed, 0 violations\n")
        #expect(
            ReportWriter.json([]).hasSuffix(
                "\"violations\": 0\n  },\n  \"traces\": []\n}\n"))
    }

    @Test func theTextTablesGoOutAsEachReportIsAdded() throws {
        var bytes: [UInt8] = []
        let stream = ReportStream(format: .text)
        try stream.add(ReportWriterTests.failing) { bytes.append(contentsOf: $0) }
        let table = String(decoding: bytes, as: UTF8.self)
        #expect(table.hasPrefix("traces/a \"quoted\" <name>.json  animator swatch-as-first-written"))
        #expect(!table.contains("violations and unmet expectations"))
    }

    @Test func tracesThatCouldNotBeReplayedAreListedByJSONAndJUnit() throws {
        let errors = [
            ReportStream.InputError(file: "bad.json", message: "bad.json:1:1: expected '{' (byte 0)", exitCode: 65),
            ReportStream.InputError(file: "gone.json", message: "gone.json: cannot read", exitCode: 66),
        ]
        let json = try Self.streamed(.json, Array(Self.reports.prefix(3)), errors: errors, memoryLimit: 100)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((object["traces"] as? [Any])?.count == 3)
        let listed = try #require(object["errors"] as? [[String: Any]])
        #expect(listed.map { $0["file"] as? String } == ["bad.json", "gone.json"])
        #expect(listed.map { $0["exitCode"] as? Int } == [65, 66])
        #expect(listed[0]["error"] as? String == "bad.json:1:1: expected '{' (byte 0)")
        #expect(!ReportWriter.json(Self.reports).contains("\"errors\""))

        let junit = try Self.streamed(.junit, Array(Self.reports.prefix(3)), errors: errors, memoryLimit: 100)
        #expect(junit.contains(#"<testsuites name="transition-harness" tests="5" failures="1" errors="2">"#))
        #expect(junit.contains(#"<testsuite name="invalid traces" tests="2" failures="0" errors="2">"#))
        #expect(junit.contains(#"<error message="gone.json: cannot read" type="exit 66"/>"#))
        #expect(!ReportWriter.junit(Self.reports).contains("errors="))
    }

    @MainActor
    @Test func aSpooledTimelineWritesTheSameReportAsOneHeld() throws {
        let trace = try Repository.trace("traces/synthetic/pop-edge-fling-finish-60hz.json")
        var options = ReplayOptions()
        options.recordsTimeline = true
        let held = Replayer.replay(trace, file: "t.json", against: SystemDefaultTransition(), options: options)
        let rows = TimelineSpool()
        options.timelineSink = { rows.append($0) }
        let spooled = Replayer.replay(trace, file: "t.json", against: SystemDefaultTransition(), options: options)
        #expect(spooled.timeline == [])
        #expect(rows.rows == held.timeline?.count)
        var bytes: [UInt8] = []
        let stream = ReportStream(format: .json, spool: ReportSpool(memoryLimit: 100))
        try stream.add(spooled, timeline: rows) { bytes.append(contentsOf: $0) }
        try stream.finish { bytes.append(contentsOf: $0) }
        #expect(String(decoding: bytes, as: UTF8.self) == ReportWriter.json([held]))
    }
}
