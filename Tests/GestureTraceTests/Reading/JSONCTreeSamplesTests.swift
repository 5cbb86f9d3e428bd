import Testing

@testable import GestureTrace

@Suite struct JSONCTreeSamplesTests {
    private func samples(_ text: String) throws -> [TouchSample] {
        try (Array(text.utf8) + [0]).withUnsafeBytes { buffer in try JSONCTreeSamples.samples(buffer) }
    }

    @Test func theTreeGivesTheSamplesTheReaderGives() throws {
        let text = """
            {"format": "gesture-trace", "version": 1, "screen": {"width": 390, "height": 844},
             "touches": [{"t": 0, "phase": "began", "x": 10, "y": 20.5},
                         {"t": 0.016, "phase": "moved", "x": 30, "y": 20.5, "force": 0.5},
                         {"t": 0.032, "phase": "ended", "x": 40, "y": 21, "id": 0}]}
            """
        let read = try TraceReader().read(bytes: Array(text.utf8), file: "inline").trace.touches
        #expect(try samples(text) == read)
        #expect(read.count == 3)
    }

    @Test func inputWithoutATerminatingNULIsRefused() {
        let failure = #expect(throws: JSONCTreeSamples.Failure.self) {
            try Array("{}".utf8).withUnsafeBytes { buffer in try JSONCTreeSamples.samples(buffer) }
        }
        #expect(failure?.message == "the input must end with a NUL and be under 2 GiB")
    }

    @Test func aDocumentWithoutTouchesOrWithABadSampleIsRefused() {
        #expect(throws: JSONCTreeSamples.Failure(message: "no touches array")) { try samples("{}") }
        #expect(throws: JSONCTreeSamples.Failure(message: "touches[0] is not a sample")) {
            try samples(#"{"touches": [{"t": 0, "phase": "hovering", "x": 1, "y": 1}]}"#)
        }
        #expect(throws: JSONCTreeSamples.Failure.self) { try samples("{") }
    }
}
