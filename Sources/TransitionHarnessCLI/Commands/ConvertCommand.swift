import Foundation
import GestureTrace
import TransitionHarness

/// `transition-harness convert`: brings a Flutter- or Android-style event list into the
/// trace format.
enum ConvertCommand: Command {
    static let name = "convert"
    static let summary = "Convert a Flutter- or Android-style event list into a gesture trace"
    static let help = """
        usage: transition-harness convert --from flutter|android FILE --width W --height H
                                          [--scale S] [--refresh-rate HZ] [--density D]
                                          [--device-pixel-ratio R] [--operation OP] [--gesture G]
                                          [--edge E] [--name NAME] [--out FILE]

        Reads an event list (the accepted JSON shapes are in docs/velocity-and-policies.md,
        "Converting peer recordings") and writes a canonical gesture trace, source kind
        'converted'. Neither format records the screen, so give its size in points.

        options:
          --from flutter|android   the list's format (required)
          --width W, --height H    the screen in points (required)
          --scale S                pixels per point of the screen (default 1)
          --refresh-rate HZ        display refresh rate for replays (default 60)
          --density D              android: device pixels per point (required for android)
          --device-pixel-ratio R   flutter: list pixels per point (default 1: logical pixels)
          --operation OP           push, pop, present or dismiss (default pop)
          --gesture G              edgePan or pan (default edgePan)
          --edge E                 left, right, top or bottom (default left)
          --name NAME              the trace's name (default: the input's file name)
          --out FILE               where to write (default: standard output)

        exit codes: 0 written, 65 the list is invalid, 66 the input is missing, 64 usage error,
                    73 the output cannot be written
        """

    @MainActor static func run(_ arguments: [String], console: Console) throws(CLIError) -> ExitCode {
        let parsed = try Arguments(
            arguments,
            spec: .init(
                command: name,
                options: [
                    "from", "width", "height", "scale", "refresh-rate", "density", "device-pixel-ratio", "operation",
                    "gesture", "edge", "name", "out",
                ]))
        guard parsed.positionals.count == 1 else {
            throw .usage("convert takes exactly one FILE", command: name)
        }
        let file = parsed.positionals[0]
        guard let format = parsed.option("from"), format == "flutter" || format == "android" else {
            throw .usage("--from must be 'flutter' or 'android'", command: name)
        }
        guard let width = try parsed.number("width", in: 1...100_000, command: name),
            let height = try parsed.number("height", in: 1...100_000, command: name)
        else {
            throw .usage("--width and --height are required", command: name)
        }
        let screen = Trace.Screen(
            width: width,
            height: height,
            scale: try parsed.number("scale", in: 0.01...10, command: name) ?? 1,
            refreshRate: try parsed.number("refresh-rate", in: 1...1000, command: name) ?? 60)
        let transition = Trace.Transition(
            operation: try enumOption("operation", parsed),
            gesture: try enumOption("gesture", parsed),
            edge: try enumOption("edge", parsed))
        let traceName = parsed.option("name") ?? TraceReader.defaultName(forFile: file)

        guard let data = FileManager.default.contents(atPath: file) else {
            throw .noInput("\(file): cannot read the file")
        }
        let trace: Trace
        do {
            if format == "android" {
                guard let density = try parsed.number("density", in: 0.01...20, command: name) else {
                    throw CLIError.usage("--density is required for android lists", command: name)
                }
                trace = try EventListConverter.convertAndroid(
                    data, screen: screen, density: density, name: traceName, transition: transition)
            } else {
                trace = try EventListConverter.convertFlutter(
                    data, screen: screen,
                    devicePixelRatio: try parsed.number("device-pixel-ratio", in: 0.01...20, command: name) ?? 1,
                    name: traceName, transition: transition)
            }
        } catch let error as EventListConversionError {
            throw .invalidData("\(file): \(error.description)")
        } catch let error as CLIError {
            throw error
        } catch {
            throw .invalidData("\(file): \(error)")
        }
        let text = TraceWriter.write(trace)
        if let out = parsed.option("out") {
            try OutputFiles.write(text, to: out)
            console.printError("wrote \(out): \(trace.touches.count) samples")
        } else {
            console.out(text.hasSuffix("\n") ? String(text.dropLast()) : text)
        }
        return .success
    }

    private static func enumOption<Value: RawRepresentable & CaseIterable>(
        _ option: String, _ parsed: Arguments
    ) throws(CLIError) -> Value? where Value.RawValue == String {
        guard let text = parsed.option(option) else { return nil }
        guard let value = Value(rawValue: text) else {
            let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
            throw .usage("--\(option) must be one of \(allowed), found '\(text)'", command: name)
        }
        return value
    }
}
