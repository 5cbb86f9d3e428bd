import Foundation
import TestSupport
import Testing

@testable import GestureTrace

/// Every trace in the repository's traces/ folder is valid and survives a round trip
/// through the canonical writer.
@Suite struct TraceCorpusTests {
    /// Every `*.json` under traces/, sorted, as absolute paths; none if the folder does not
    /// exist yet.
    static let files: [String] = Repository.traceFiles.map(Repository.path)

    // The corpus is recorded and generated elsewhere; until traces/ holds files this test
    // is skipped, visibly, instead of passing on nothing.
    @Test(.enabled(if: !files.isEmpty, "traces/ holds no *.json files yet"))
    func everyTraceInTheCorpusReadsAndRoundTrips() {
        for file in Self.files {
            do {
                let document = try TraceReader().read(contentsOfFile: file)
                let written = TraceWriter.bytes(document.trace)
                let again = try TraceReader().read(bytes: written, file: file)
                #expect(again.trace == document.trace, "\(file)")
                #expect(again.trace.numberBits == document.trace.numberBits, "\(file)")
            } catch {
                Issue.record("\(error)")  // every invalid file is reported, not just the first
            }
        }
    }
}
