import CommandLineOptions
import GestureTrace
import TransitionHarness

extension FuzzCommand {
    /// The options of the campaign recorded in `directory`, for `--resume DIR`: its own
    /// settings, what is left of its seconds, and its shards (more than one part: as many
    /// workers).
    static func resumedOptions(_ directory: String, subjects: [TransitionHarnessTool.Subject]) throws(CLIError)
        -> Options
    {
        let file = FuzzCampaignState.filePath(in: directory)
        var found: TransitionHarnessTool.Subject?
        let read: FuzzCampaignState?
        do {
            read = try FuzzCampaignState.read(directory: directory) { settings throws(FuzzCampaignError) in
                guard let entry = subjects.named(settings.animator) else {
                    throw .malformedState(path: file, reason: "animator: \(settings.animator): no subject of that name")
                }
                found = entry
                return entry.generator
            }
        } catch {
            if case .cannotRead = error { throw .noInput(error.description) }
            throw .invalidData(error.description)
        }
        guard let state = read, let entry = found else {
            throw .noInput(
                "\(PathBytes.display(directory)): no fuzz campaign to resume (no \(FuzzCampaignState.fileName) in it)")
        }
        var options = Options(entry: entry)
        let settings = state.settings
        options.seed = settings.seed
        options.cases = settings.cases
        options.seconds = state.secondsLeft ?? settings.seconds
        options.fromCase = settings.firstCase
        do {
            options.policy = try OptionValue<CompletionPolicy>.policy.parse(settings.policy)
        } catch {
            throw .invalidData("\(PathBytes.display(file)): policy: \(error)")
        }
        options.contracts = settings.contracts.map(Set.init)
        options.untilFound = settings.untilFound
        options.out = directory
        options.shard = state.shard
        options.jobs = max(state.parts.count, 1)
        options.resumed = state
        return options
    }

    /// The command that continues the campaign of `options`.
    static func resumeCommand(_ options: Options, tool: String) -> String {
        "\(tool) fuzz --resume \(ShellWord.quoted(options.out))"
    }
}
