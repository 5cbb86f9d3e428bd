import Foundation
import TransitionHarness

// `bundled-trace NAME...`: the path of each synthetic trace the harness bundles, read through
// `TraceCorpus`; with no name, every name.
let names = CommandLine.arguments.dropFirst()
if names.isEmpty {
    print(TraceCorpus.synthetic.names.joined(separator: "\n"))
}
for name in names {
    guard let path = TraceCorpus.synthetic.path(named: name) else {
        FileHandle.standardError.write(Data("bundled-trace: no bundled trace named '\(name)'\n".utf8))
        exit(66)
    }
    print(path)
}
