import Foundation
import GestureTrace
import TestSupport
import Testing
import TransitionHarness

/// The traces a dependent reaches through `import TransitionHarness`: the repository's
/// traces/ folders, byte for byte.
@Suite struct TraceCorpusBundleTests {
    static let corpora: [TraceCorpus] = [.synthetic, .regressions]

    /// Every file of a folder, relative to it, sorted.
    static func files(in directory: String) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: directory).filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: "\(directory)/\(path)", isDirectory: &isDirectory)
                && !isDirectory.boolValue
        }.sorted()
    }

    @Test(arguments: corpora)
    func theBundledFolderHoldsTheSameBytesAsTheRepositorysOwn(corpus: TraceCorpus) throws {
        let folder = corpus.folder
        let repository = Repository.path("traces/\(folder)")
        let files = try Self.files(in: repository)
        #expect(try Self.files(in: corpus.directory) == files)
        for file in files {
            let bundled = try Data(contentsOf: URL(fileURLWithPath: "\(corpus.directory)/\(file)"))
            let own = try Data(contentsOf: URL(fileURLWithPath: "\(repository)/\(file)"))
            #expect(bundled == own, "\(folder)/\(file)")
        }
    }

    @Test func theSyntheticCorpusIsEveryRepositoryTraceByName() throws {
        let names = try Self.files(in: Repository.path("traces/synthetic")).filter { $0.hasSuffix(".json") }
            .map { String($0.dropLast(".json".count)) }
        #expect(TraceCorpus.synthetic.names == names)
        #expect(TraceCorpus.synthetic.paths.count == names.count)
        let traces = try TraceCorpus.synthetic.traces()
        #expect(traces.map(\.name) == names.map(Optional.some))
    }

    @Test func aTraceIsReadByName() throws {
        let name = "dismiss-pan-down-finish-120hz"
        let trace = try TraceCorpus.synthetic.trace(named: name)
        #expect(trace.name == name)
        #expect(trace.resolvedTransition.operation == .dismiss)
        #expect(TraceCorpus.synthetic.path(named: name) != nil)
    }

    @Test func anUnknownNameHasNoPathAndIsAnErrorNamingIt() throws {
        #expect(TraceCorpus.synthetic.path(named: "no-such-trace") == nil)
        let error = try #require(throws: TraceError.self) { try TraceCorpus.synthetic.trace(named: "no-such-trace") }
        #expect(error.description.contains("no-such-trace.json"))
    }
}
