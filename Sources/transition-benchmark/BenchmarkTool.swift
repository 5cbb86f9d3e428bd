import Foundation
import GestureTrace

/// The benchmark's entry point: parses the command line, runs the sections, prints the
/// table and writes the JSON. Returns the exit status.
enum BenchmarkTool {
    static func main(_ arguments: [String]) -> Int32 {
        let options: BenchmarkOptions
        do {
            options = try BenchmarkOptions(arguments)
        } catch {
            printError("transition-benchmark: \(error.message)\n\n\(BenchmarkOptions.usage)")
            return 64
        }
        do throws(BenchmarkError) {
            switch options.command {
            case .help:
                print(BenchmarkOptions.usage)
            case .generate(let samples, let file):
                let bytes = BenchmarkTrace.bytes(samples: samples)
                do {
                    try Data(bytes).write(to: URL(fileURLWithPath: file))
                } catch {
                    throw BenchmarkError("cannot write \(file): \(error)")
                }
                printError(
                    "transition-benchmark: wrote \(Format.grouped(samples)) samples, \(bytes.count) bytes to \(file)")
            case .child(let mode, let file):
                print(try mode.run(file: file))
            case .fuzzWorker(let shard, let cases):
                print(try FuzzSection.worker(shard: shard, cases: cases))
            case .profileReplay(let samples, let count):
                print(ReplaySection.profile(samples: samples, count: count))
            case .stress(let kind, let size):
                print(kind.replay(size: size))
            case .measure:
                try measure(options)
            }
            return 0
        } catch {
            printError("transition-benchmark: error: \(error.message)")
            return 1
        }
    }

    private static func measure(_ options: BenchmarkOptions) throws(BenchmarkError) {
        let machine = MachineInfo.current()
        let context = try BenchmarkContext(options: options)
        let tableToStandardError = options.jsonPath == "-"
        func output(_ line: String) {
            if tableToStandardError { printError(line) } else { print(line) }
        }
        output("transition-benchmark, \(options.quick ? "quick" : "full") run, seed \(BenchmarkTrace.seed)")
        output(machine.summary)

        var json: [JSONOutput.Member] = [
            .init(key: "mode", value: .string(options.quick ? "quick" : "full")),
            .init(key: "seed", value: .integer(Int(BenchmarkTrace.seed))),
            .init(key: "machine", value: machine.json),
        ]
        for section in BenchmarkSections.all where options.only?.contains(section.name) ?? true {
            let report = try section.run(in: context)
            output("")
            output("\(section.name):")
            for line in report.lines { output(line.isEmpty ? "" : "  " + line) }
            json.append(.init(key: section.name, value: .object(report.json)))
        }

        guard let path = options.jsonPath else { return }
        let text = JSONOutput.object(json).text
        if path == "-" {
            print(text, terminator: "")
        } else {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            } catch {
                throw BenchmarkError("cannot write \(path): \(error)")
            }
        }
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
