import CommandLineOptions
import GestureTrace
import TransitionHarness

/// `--html DIR`, `--png DIR` and `--picture-scale S` of `replay`, `check` and `fuzz`: the
/// film of each replay (``Replayer/film(_:file:against:options:filmOptions:)``) written as
/// a self-contained HTML report and as PNG frames (docs/report-format.md, "HTML" and "PNG
/// frames"). Without them a replay renders nothing.
struct FilmOutputs: Sendable {
    static let html = OptionDeclaration(
        "html", .string("DIR"),
        help: "also write one self-contained HTML report per replay: DIR/<trace>--<animator>.html")
    static let png = OptionDeclaration(
        "png", .string("DIR"), help: "also write every frame of each replay as PNG: DIR/<trace>--<animator>/frame-N.png"
    )
    static let pictureScale = OptionDeclaration(
        "picture-scale", .number(in: 0.01...10, placeholder: "S"), defaultHelp: "1",
        help: "pixels per point of the pictures of --html and --png")

    /// The options `replay`, `check` and `fuzz` add, in the order their help lists them.
    static let declarations = [html.erased, png.erased, pictureScale.erased]

    var htmlDirectory: String?
    var pngDirectory: String?
    var filmOptions: FilmOptions

    /// The outputs `parsed` asks for; nil when it asks for none. `--picture-scale` alone is
    /// a usage error of `command`.
    static func parse(_ parsed: ParsedArguments, command: String) throws(CLIError) -> FilmOutputs? {
        let html = parsed[html].map(directory)
        let png = parsed[png].map(directory)
        guard html != nil || png != nil else {
            if parsed.isGiven(pictureScale) {
                throw .usage("'--picture-scale' needs '--html' or '--png'", command: command)
            }
            return nil
        }
        let options = FilmOptions(pictureScale: parsed[pictureScale] ?? 1, picturesOfEveryFrame: png != nil)
        return FilmOutputs(htmlDirectory: html, pngDirectory: png, filmOptions: options)
    }

    /// `path` without trailing slashes (but `/` stays `/`).
    private static func directory(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// Replays `trace` against a subject from `makeSubject`: filmed, with its outputs written
    /// under a name `names` hands out, when `outputs` asks for any; plainly (nothing rendered)
    /// when it is nil. Returns the report (with `scenario` set) and the first output that
    /// could not be written.
    @MainActor
    static func replay(
        _ trace: Trace, file: String?, against makeSubject: () -> any ReplaySubject, options: ReplayOptions,
        scenario: String?, outputs: FilmOutputs?, names: inout ReplayFileName
    ) -> (report: TraceReport, error: OutputFileError?) {
        guard let outputs else {
            var report = Replayer.replay(trace, file: file, against: makeSubject(), options: options)
            report.scenario = scenario
            return (report, nil)
        }
        return outputs.replay(
            trace, file: file, against: makeSubject, options: options, scenario: scenario, names: &names)
    }

    /// Replays and films `trace`, and writes its outputs under a name `names` hands out.
    @MainActor
    func replay(
        _ trace: Trace, file: String?, against makeSubject: () -> any ReplaySubject, options: ReplayOptions,
        scenario: String?, names: inout ReplayFileName
    ) -> (report: TraceReport, error: OutputFileError?) {
        var filmed = Replayer.film(trace, file: file, against: makeSubject, options: options, filmOptions: filmOptions)
        filmed.report.scenario = scenario
        let name = names.claim(ReplayFileName.base(trace: filmed.report.name, animator: filmed.report.animator))
        do {
            try write(filmed, name: name)
            return (filmed.report, nil)
        } catch {
            return (filmed.report, error)
        }
    }

    /// Films the replay of a fuzz finding's regression trace (written at `path`) as `fuzz`
    /// found it, against `entry` under `policy`, and writes its outputs.
    @MainActor
    func write(_ finding: FuzzFinding, path: String, entry: TransitionHarnessTool.Subject, policy: CompletionPolicy)
        -> OutputFileError?
    {
        var names = ReplayFileName()
        let scenario = finding.input.scenario
        return replay(
            finding.regressionTrace, file: path, against: entry.make,
            options: scenario.replayOptions(base: ReplayOptions(policy: policy)), scenario: scenario.description,
            names: &names
        ).error
    }

    /// Writes `DIR/<name>.html` and `DIR/<name>/frame-N.png` for the directories asked for.
    private func write(_ filmed: FilmedReplay, name: String) throws(OutputFileError) {
        if let htmlDirectory {
            try OutputFile.write(ReportWriter.html(filmed).utf8, to: "\(htmlDirectory)/\(name).html")
        }
        if let pngDirectory {
            for file in filmed.film.pngFiles() {
                try OutputFile.write(file.bytes, to: "\(pngDirectory)/\(name)/\(file.name)")
            }
        }
    }
}

extension CLIError {
    /// The error for an output of `--html` or `--png` that could not be written.
    init(_ error: OutputFileError) {
        self = .cannotCreate(error.description)
    }
}
