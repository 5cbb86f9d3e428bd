import Testing

@testable import GestureTrace

@Suite struct TraceReaderMalformedTests {
    static let cases = MalformedCase.syntaxCases + MalformedCase.contentCases

    @Test func theTableCoversAtLeastFortyInputs() {
        #expect(Self.cases.count >= 40)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count, "case names are unique")
    }

    @Test(arguments: cases)
    func malformedInputIsRefusedWithItsLocation(_ testCase: MalformedCase) throws {
        let reader = TraceReader(limits: testCase.limits)
        let error = try #require(throws: TraceError.self) {
            try reader.read(bytes: testCase.input.bytes, file: "bad/case.json")
        }
        #expect(error.file == "bad/case.json")
        #expect(error.kind == testCase.kind)
        #expect(error.location == testCase.expectedLocation)
        #expect(error.message.contains(testCase.fragment), "message: \(error.message)")
        #expect(error.description.hasPrefix("error: bad/case.json"))
    }

    /// Every token of every malformed input lands on a window boundary with some chunk
    /// size: the error must not depend on it.
    @Test(arguments: cases)
    func theErrorDoesNotDependOnTheWindowSize(_ testCase: MalformedCase) throws {
        let expected = try #require(throws: TraceError.self) {
            try TraceReader(limits: testCase.limits).read(bytes: testCase.input.bytes, file: "f.json")
        }
        for chunkSize in [1, 2, 3, 5, 8, 64] {
            let reader = TraceReader(limits: testCase.limits, chunkSize: chunkSize)
            let error = try #require(throws: TraceError.self) {
                try reader.read(bytes: testCase.input.bytes, file: "f.json")
            }
            #expect(error == expected, "chunk size \(chunkSize)")
        }
    }
}
