import CommandLineOptions
import GestureTrace
import TransitionHarness

/// `transition-harness fuzz merge DIR... --out OUT`: combines the output directories of the
/// shards of one campaign (`fuzz --shard K/N --out DIR`, on as many machines) into exactly
/// what one process running the whole campaign writes (``FuzzCampaignState/merged(_:names:)``):
/// the regression traces the shards started with, the finding of each contract from the
/// lowest case index, and the campaign file.
package enum FuzzMergeCommand: Command {
    /// The word after `fuzz`.
    static let word = "merge"
    static let name = "\(FuzzCommand.name) \(word)"
    static let summary = "Combine the outputs of a campaign's shards into what one machine writes"
    static let out = OptionDeclaration(required: "out", .string("OUT"), help: "the directory to write")

    static let syntax = commandSyntax(
        arguments: "DIR...", options: [out.erased],
        about: """
            Reads each DIR's campaign file (.fuzz-campaign, written by 'fuzz --shard K/N --out
            DIR'), checks that they are the N shards of one campaign (same animator, seed,
            budget, policy and contracts, the same regression traces at the start, each shard
            once, each finished), and writes to OUT what 'fuzz' without --shard writes: the
            regression traces the shards started with, for each contract the finding of the
            lowest case index, and the campaign file with the counts added up. For a campaign
            of --cases, OUT then equals, byte for byte, the directory of one process that ran
            it all.
            """,
        epilogue: """
            exit codes: 0 no contract broke, 1 a contract broke (or a regression trace still
            breaks one, or a worker died in a case), 64 usage error, 65 the campaigns do not
            belong together or a campaign file is malformed, 66 a DIR holds no campaign,
            73 OUT cannot be written
            """)

    nonisolated static func run(_ arguments: [String], console: Console, subjects: [TransitionHarnessTool.Subject])
        throws(CLIError) -> ExitCode
    {
        let parsed = try parsedArguments(arguments)
        let directories = parsed.positionals
        guard !directories.isEmpty else { throw .usage("fuzz merge needs at least one DIR", command: name) }
        let output = parsed[out]
        var states: [FuzzCampaignState] = []
        var entry: TransitionHarnessTool.Subject?
        for directory in directories {
            let read: FuzzCampaignState?
            do {
                read = try FuzzCampaignState.read(directory: directory) { settings throws(FuzzCampaignError) in
                    guard let found = subjects.named(settings.animator) else {
                        throw .malformedState(
                            path: FuzzCampaignState.filePath(in: directory),
                            reason: "animator: \(settings.animator): no subject of that name")
                    }
                    entry = found
                    return found.generator
                }
            } catch {
                if case .cannotRead = error { throw .noInput(error.description) }
                throw .invalidData(error.description)
            }
            guard let state = read else {
                throw .noInput(
                    "\(PathBytes.display(directory)): no fuzz campaign (no \(FuzzCampaignState.fileName) in it)")
            }
            states.append(state)
        }
        let merged: FuzzCampaignState
        do {
            merged = try FuzzCampaignState.merged(states, names: directories.map(PathBytes.display))
        } catch {
            throw .invalidData("error: \(error.description)")
        }
        let started = try startingTraces(directories, states)
        for (name, bytes) in started {
            try OutputFiles.write(bytes, to: "\(output)/\(name)")
        }
        let store = RegressionStore(directory: output)
        do {
            for finding in merged.findings { try store.write(finding) }
            try merged.write(directory: output)
        } catch {
            throw .cannotCreate(error.description)
        }
        var options = FuzzCommand.Options(entry: entry!)
        options.out = output
        let display = ProgressDisplay(console: console, options: options)
        let settings = merged.settings
        display.say(
            "fuzz merge: \(states.count) shard(s) of \(settings.animator), seed \(settings.seed), "
                + "\(merged.progress.casesRun) cases: " + ProgressDisplay.counts(merged.progress)
                + "; \(started.count) regression trace(s) from the start, \(merged.findings.count) finding(s), "
                + "written to \(PathBytes.display(output))")
        _ = display.sayFindings(of: merged, unwritten: [])
        return merged.failed ? .failure : .success
    }

    /// The regression traces the shards started with: every `.json` of each DIR that is not
    /// one of its campaign's findings, by file name; the same name in two DIRs must hold the
    /// same bytes.
    static func startingTraces(_ directories: [String], _ states: [FuzzCampaignState]) throws(CLIError)
        -> [(name: String, bytes: [UInt8])]
    {
        var found: [String: (bytes: [UInt8], directory: String)] = [:]
        for (directory, state) in zip(directories, states) {
            let own = Set(state.findings.map(\.fileName))
            let files: [String]
            do {
                files = try RegressionStore(directory: directory).files()
            } catch {
                throw .noInput(error.description)
            }
            for path in files {
                let name = String(path[path.index(after: path.lastIndex(of: "/") ?? path.startIndex)...])
                guard !own.contains(name) else { continue }
                let bytes: [UInt8]
                do {
                    bytes = try InputFile.read(path, limit: TraceLimits.standard.maxFileBytes) ?? []
                } catch {
                    throw error.isTooLarge ? .invalidData(error.description) : .noInput(error.description)
                }
                if let other = found[name], other.bytes != bytes {
                    throw .invalidData(
                        "\(PathBytes.display(path)) differs from \(PathBytes.display("\(other.directory)/\(name)")): "
                            + "the shards did not start from the same regression traces")
                }
                found[name] = (bytes, directory)
            }
        }
        return found.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            .map { ($0, found[$0]!.bytes) }
    }
}
