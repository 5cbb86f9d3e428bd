import Foundation
import GestureTrace

/// `parse`: how fast traces are read, by ``TraceReader`` and by two baselines on the same
/// bytes in the same run (toolchain-notes.md §3): json-c building the whole tree, and
/// Foundation's `JSONDecoder`. Also the reader with its fast sample path turned off
/// (every sample through json-c), to show what the fast path buys.
///
/// Every parser's first run is checked against the generated trace (the reader's result
/// must equal it exactly; the baselines' samples must equal its samples); a disagreement
/// fails the run.
struct ParseSection: BenchmarkSection {
    let name = "parse"
    /// The speed-up over each baseline the reader is meant to reach, as docs/performance.md sets it.
    static let targetRatio = 2.5

    private enum Parser: Int, CaseIterable {
        case reader, readerFromFile, readerWithoutFastPath, jsoncTree, foundation

        var title: String {
            switch self {
            case .reader: "reader (memory)"
            case .readerFromFile: "reader (file)"
            case .readerWithoutFastPath: "reader, no fast path"
            case .jsoncTree: "json-c tree"
            case .foundation: "JSONDecoder"
            }
        }

        var key: String {
            switch self {
            case .reader: "reader"
            case .readerFromFile: "readerFromFile"
            case .readerWithoutFastPath: "readerWithoutFastPath"
            case .jsoncTree: "jsoncTree"
            case .foundation: "foundation"
            }
        }
    }

    func run(in context: BenchmarkContext) throws(BenchmarkError) -> SectionReport {
        var table = TextTable(["samples", "size"] + Parser.allCases.map(\.title))
        var sizes: [JSONOutput] = []
        var largest: (input: BenchmarkInput, timings: [Timing])?
        for samples in context.sizes {
            let input = try context.input(samples: samples)
            context.progress(
                "parse: \(Format.grouped(samples)) samples, \(context.repetitions) repetition(s) of 5 parsers")
            let timings = try Stopwatch.measure(
                Parser.allCases.map { workload($0, input) }, expected: samples,
                repetitions: context.repetitions, minimumSeconds: context.minimumSeconds)
            let megabytes = Double(input.byteCount) / 1e6
            table.add(
                [Format.grouped(samples), Format.bytes(input.byteCount)]
                    + timings.map {
                        Format.rate(megabytes / $0.median, megabytes / $0.slowest, megabytes / $0.fastest)
                    })
            sizes.append(
                .object(
                    [
                        JSONOutput.Member(key: "samples", value: .integer(samples)),
                        JSONOutput.Member(key: "bytes", value: .integer(input.byteCount)),
                    ]
                        + Parser.allCases.map { parser in
                            let timing = timings[parser.rawValue]
                            return JSONOutput.Member(
                                key: parser.key + "Seconds",
                                value: .array(
                                    [timing.median, timing.fastest, timing.slowest].map {
                                        .number(Format.rounded($0))
                                    }))
                        }))
            largest = (input, timings)
        }
        guard let (input, timings) = largest else { throw BenchmarkError("parse: no sizes to measure") }

        let megabytes = Double(input.byteCount) / 1e6
        func rate(_ parser: Parser) -> Double { megabytes / timings[parser.rawValue].median }
        func ratio(_ baseline: Parser) -> Double {
            timings[baseline.rawValue].median / timings[Parser.reader.rawValue].median
        }
        let samplesPerSecond = Double(input.samples) / timings[Parser.reader.rawValue].median
        let met = ratio(.jsoncTree) >= Self.targetRatio && ratio(.foundation) >= Self.targetRatio
        var lines = [
            "median MB/s (slowest-fastest repetition) of \(context.repetitions) repetition(s); MB = 10^6 bytes;"
                + " runs shorter than \(Format.duration(context.minimumSeconds)) are repeated and averaged",
            "",
        ]
        lines += table.lines
        lines += [
            "",
            "at \(Format.grouped(input.samples)) samples: reader \(Format.fixed(rate(.reader), 1)) MB/s, "
                + "\(Format.fixed(samplesPerSecond / 1e6, 2)) M samples/s; "
                + "\(Format.fixed(ratio(.jsoncTree), 1))x json-c tree, \(Format.fixed(ratio(.foundation), 1))x JSONDecoder "
                + "(target >= \(Self.targetRatio)x both: \(met ? "met" : "NOT met"))",
        ]
        return SectionReport(
            json: [
                "samples": .integer(input.samples),
                "fileBytes": .integer(input.byteCount),
                "repetitions": .integer(context.repetitions),
                "mbPerSecond": .number(Format.rounded(rate(.reader))),
                "samplesPerSecond": .integer(Int(Format.rounded(samplesPerSecond))),
                "fileMbPerSecond": .number(Format.rounded(rate(.readerFromFile))),
                "withoutFastPathMbPerSecond": .number(Format.rounded(rate(.readerWithoutFastPath))),
                "jsoncTreeMbPerSecond": .number(Format.rounded(rate(.jsoncTree))),
                "foundationMbPerSecond": .number(Format.rounded(rate(.foundation))),
                "ratioToJsoncTree": .number(Format.rounded(ratio(.jsoncTree), significantDigits: 3)),
                "ratioToFoundation": .number(Format.rounded(ratio(.foundation), significantDigits: 3)),
                "targetRatio": .number(Self.targetRatio),
                "targetMet": .bool(met),
                "sizes": .array(sizes),
            ],
            lines: lines)
    }

    private func workload(_ parser: Parser, _ input: BenchmarkInput) -> Workload {
        let file = input.path
        switch parser {
        case .reader, .readerWithoutFastPath:
            let reader = TraceReader(
                limits: BenchmarkContext.limits, chunkSize: 1 << 20, fastSamples: parser == .reader)
            let read = { () throws(BenchmarkError) -> Trace in
                do {
                    return try reader.read(buffer: input.bytes, file: file).trace
                } catch {
                    throw BenchmarkError("\(parser.title): \(error)")
                }
            }
            return Workload(
                parser.title, run: { () throws(BenchmarkError) in try read().touches.count },
                checkedRun: { () throws(BenchmarkError) in try checked(parser, read(), input) })
        case .readerFromFile:
            let reader = TraceReader(limits: BenchmarkContext.limits)
            let read = { () throws(BenchmarkError) -> Trace in
                do {
                    return try reader.read(contentsOfFile: file).trace
                } catch {
                    throw BenchmarkError("\(parser.title): \(error)")
                }
            }
            return Workload(
                parser.title, run: { () throws(BenchmarkError) in try read().touches.count },
                checkedRun: { () throws(BenchmarkError) in try checked(parser, read(), input) })
        case .jsoncTree:
            return Workload(
                parser.title,
                run: { () throws(BenchmarkError) in try JSONCTreeBaseline.samples(input.bytesWithNUL).count },
                checkedRun: { () throws(BenchmarkError) in
                    let samples = try JSONCTreeBaseline.samples(input.bytesWithNUL)
                    guard samples == input.trace.touches else {
                        throw BenchmarkError("\(parser.title): the samples differ from the generated trace's")
                    }
                    return samples.count
                })
        case .foundation:
            return Workload(
                parser.title,
                run: { () throws(BenchmarkError) in try FoundationBaseline.document(input.data).touches.count },
                checkedRun: { () throws(BenchmarkError) in
                    let samples = try FoundationBaseline.document(input.data).touches.map {
                        TouchSample(
                            t: $0.t, phase: TouchPhase(rawValue: $0.phase.rawValue) ?? .began, x: $0.x, y: $0.y,
                            id: $0.id ?? 0, force: $0.force)
                    }
                    guard samples == input.trace.touches else {
                        throw BenchmarkError("\(parser.title): the samples differ from the generated trace's")
                    }
                    return samples.count
                })
        }
    }

    private func checked(_ parser: Parser, _ trace: Trace, _ input: BenchmarkInput) throws(BenchmarkError) -> Int {
        guard trace == input.trace else {
            throw BenchmarkError("\(parser.title): the trace read differs from the generated one")
        }
        return trace.touches.count
    }
}
