import CommandLineOptions
import Foundation
import GestureTrace
import TransitionHarness

/// `transition-harness convert`: brings a Flutter- or Android-style event list into the
/// trace format.
enum ConvertCommand: Command {
    static let name = "convert"
    static let summary = "Convert a Flutter- or Android-style event list into a gesture trace"
    static let from = OptionDeclaration(
        required: "from", .choice(["flutter", "android"], kind: "format", placeholder: "flutter|android"),
        help: "the list's format")
    static let width = OptionDeclaration(
        required: "width", .number(in: 1...100_000, placeholder: "W"), help: "the screen's width in points")
    static let height = OptionDeclaration(
        required: "height", .number(in: 1...100_000, placeholder: "H"), help: "the screen's height in points")
    static let scale = OptionDeclaration(
        "scale", .number(in: 0.01...10, placeholder: "S"), default: 1, defaultHelp: "1",
        help: "pixels per point of the screen")
    static let refreshRate = OptionDeclaration(
        "refresh-rate", .number(in: 1...1000, placeholder: "HZ"), default: 60, defaultHelp: "60",
        help: "display refresh rate for replays")
    static let density = OptionDeclaration(
        "density", .number(in: 0.01...20, placeholder: "D"),
        help: "android: device pixels per point (required for android)")
    static let devicePixelRatio = OptionDeclaration(
        "device-pixel-ratio", .number(in: 0.01...20, placeholder: "R"), default: 1, defaultHelp: "1: logical pixels",
        help: "flutter: list pixels per point")
    static let operation = OptionDeclaration(
        "operation", OptionValue<Trace.Transition.Operation>.cases(kind: "operation", placeholder: "OP"),
        defaultHelp: Trace.Transition.Operation.pop.rawValue, help: "push, pop, present or dismiss")
    static let gesture = OptionDeclaration(
        "gesture", OptionValue<Trace.Transition.Gesture>.cases(kind: "gesture", placeholder: "G"),
        defaultHelp: Trace.Transition.Gesture.edgePan.rawValue, help: "edgePan or pan")
    static let edge = OptionDeclaration(
        "edge", OptionValue<Trace.Transition.Edge>.cases(kind: "edge", placeholder: "E"),
        defaultHelp: Trace.Transition.Edge.left.rawValue, help: "left, right, top or bottom")
    static let traceName = OptionDeclaration(
        "name", .string("NAME"), defaultHelp: "the input's file name", help: "the trace's name")
    static let out = OptionDeclaration(
        "out", .string("FILE"), defaultHelp: "standard output", help: "where to write")

    static let syntax = commandSyntax(
        arguments: "FILE",
        options: [
            from.erased, width.erased, height.erased, scale.erased, refreshRate.erased, density.erased,
            devicePixelRatio.erased, operation.erased, gesture.erased, edge.erased, traceName.erased, out.erased,
        ],
        about: """
            Reads an event list (the accepted JSON shapes are in docs/velocity-and-policies.md,
            "Converting peer recordings") and writes a canonical gesture trace, source kind
            'converted'. Neither format records the screen, so give its size in points.
            """,
        epilogue: """
            The list may be up to 256 MiB. A trace that 'validate' would refuse (over a million
            samples or 64 MiB, docs/trace-format.md) is not written: split the recording.

            exit codes: 0 written, 65 the list is invalid, too large, or makes a trace over the
                        format's limits, 66 the input is missing or unreadable, 64 usage error,
                        73 the output cannot be written
            """)

    @MainActor static func run(_ arguments: [String], console: Console, subjects _: [TransitionHarnessTool.Subject])
        throws(CLIError) -> ExitCode
    {
        let parsed = try parsedArguments(arguments)
        guard parsed.positionals.count == 1 else {
            throw .usage("convert takes exactly one FILE", command: name)
        }
        let file = parsed.positionals[0]
        let format = parsed[from]
        let screen = Trace.Screen(
            width: parsed[width], height: parsed[height], scale: parsed[scale], refreshRate: parsed[refreshRate])
        let transition = Trace.Transition(
            operation: parsed[operation], gesture: parsed[gesture], edge: parsed[edge])
        let traceName = parsed[Self.traceName] ?? TraceReader.defaultName(forFile: file)

        let data: [UInt8]
        do {
            guard let read = try InputFile.read(file, limit: inputLimit) else {
                throw CLIError.noInput("\(PathBytes.display(file)): cannot read: no such file")
            }
            data = read
        } catch let error as InputFileError {
            throw error.isTooLarge
                ? .invalidData("\(error.description) (convert reads event lists up to \(inputLimit >> 20) MiB)")
                : .noInput(error.description)
        } catch let error as CLIError {
            throw error
        } catch {
            throw .noInput("\(PathBytes.display(file)): cannot read: \(error)")
        }
        let trace: Trace
        do {
            if format == "android" {
                guard let density = parsed[Self.density] else {
                    throw CLIError.usage("--density is required for android lists", command: name)
                }
                trace = try EventListConverter.convertAndroid(
                    data, screen: screen, density: density, name: traceName, transition: transition)
            } else {
                trace = try EventListConverter.convertFlutter(
                    data, screen: screen,
                    devicePixelRatio: parsed[devicePixelRatio],
                    name: traceName, transition: transition)
            }
        } catch let error as EventListConversionError {
            throw .invalidData("\(PathBytes.display(file)): \(error.description)")
        } catch let error as CLIError {
            throw error
        } catch {
            throw .invalidData("\(PathBytes.display(file)): \(error)")
        }
        let text = try checkedText(of: trace, file: file)
        if let out = parsed[Self.out] {
            try OutputFiles.write(text, to: out)
            console.printError("wrote \(PathBytes.display(out)): \(trace.touches.count) samples")
        } else {
            console.out(text.hasSuffix("\n") ? String(text.dropLast()) : text)
        }
        return .success
    }

    /// The largest event list read: 256 MiB, four times a trace's own limit, room for a
    /// million events in either format's most verbose spelling.
    static let inputLimit = 256 << 20

    /// The trace's canonical text, if `validate` accepts it: a trace over the format's limits
    /// (docs/trace-format.md, "Limits") or one the reader refuses for any other reason is
    /// refused here, as invalid data of `file`, rather than written.
    static func checkedText(of trace: Trace, file: String, limits: TraceLimits = .standard) throws(CLIError) -> String {
        let shown = PathBytes.display(file)
        if trace.touches.count > limits.maxSamples {
            throw .invalidData(
                "\(shown): the list makes \(trace.touches.count) samples, over the trace format's limit of "
                    + "\(limits.maxSamples); 'validate' would refuse the trace, so it is not written (split the "
                    + "recording into gestures of their own)")
        }
        let bytes = TraceWriter.bytes(trace)
        if bytes.count > limits.maxFileBytes {
            throw .invalidData(
                "\(shown): the trace would be \(bytes.count) bytes, over the trace format's limit of "
                    + "\(limits.maxFileBytes) bytes (\(limits.maxFileBytes >> 20) MiB); 'validate' would refuse it, so "
                    + "it is not written (split the recording into gestures of their own)")
        }
        do {
            _ = try TraceReader(limits: limits).read(bytes: bytes, file: "converted trace")
        } catch {
            throw .invalidData("\(shown): the converted trace would not validate: \(error.description)")
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
