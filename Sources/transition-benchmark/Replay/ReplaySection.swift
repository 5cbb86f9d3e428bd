import GestureTrace
import TransitionCatalog
import TransitionHarness

/// `replay`: how fast a trace replays with every contract checked. The input is a
/// one-second edge swipe at 120 Hz (``ReplaySwipe``) replayed against each subject of
/// ``subjects`` found in the catalog; the headline figures are the first subject's (the
/// system slide). Each replay makes a fresh scene, subject and checker, as the CLI's
/// `replay` and the fuzzer do.
struct ReplaySection: BenchmarkSection {
    let name = "replay"
    /// The target (docs/performance.md): replays a second on one core, every contract checked.
    static let targetReplaysPerSecond = 5_000.0

    /// The catalog entries measured, by name; an entry not in the catalog yet is listed as
    /// such. Adding a subject is one line.
    static let subjects = [
        "system",
        "flip",
    ]

    /// One subject's figures.
    struct Measured {
        var name: String
        var operation: Trace.Transition.Operation
        var samples: Int
        var frames: Int
        var timing: Timing

        var replaysPerSecond: Double { 1 / timing.median }
        var framesPerSecond: Double { Double(frames) / timing.median }
    }

    func run(in context: BenchmarkContext) throws(BenchmarkError) -> SectionReport {
        var measured: [Measured] = []
        var missing: [String] = []
        for name in Self.subjects {
            guard let entry = Catalog.entry(named: name) else {
                missing.append(name)
                continue
            }
            context.progress("replay: \(name), \(context.repetitions) repetition(s)")
            measured.append(try Self.measure(entry, context: context))
        }
        guard let headline = measured.first else { throw BenchmarkError("replay: no subject in the catalog") }
        let met = headline.replaysPerSecond >= Self.targetReplaysPerSecond
        var table = TextTable(["subject", "operation", "samples", "frames", "replays/s", "frames/s", "per replay"])
        for subject in measured {
            table.add([
                subject.name, "\(subject.operation)", "\(subject.samples)", "\(subject.frames)",
                Format.rate(
                    subject.replaysPerSecond, 1 / subject.timing.slowest, 1 / subject.timing.fastest, places: 0),
                Format.fixed(subject.framesPerSecond, 0), Format.duration(subject.timing.median),
            ])
        }
        var lines = [
            "a one-second edge swipe at 120 Hz (\(headline.samples) samples), every contract checked;"
                + " median (slowest-fastest) of \(context.repetitions) repetition(s)",
            "",
        ]
        lines += table.lines
        lines += missing.map { "\($0): not in the catalog yet" }
        lines += [
            "",
            "\(headline.name): \(Format.fixed(headline.replaysPerSecond, 0)) replays/s on one core (target >= "
                + "\(Format.fixed(Self.targetReplaysPerSecond, 0)): "
                + (met
                    ? "met"
                    : "NOT met, \(Format.fixed(Self.targetReplaysPerSecond / headline.replaysPerSecond, 1))x short")
                + ")",
        ]
        return SectionReport(
            json: [
                "replaysPerSecond": .number(Format.rounded(headline.replaysPerSecond)),
                "framesPerSecond": .number(Format.rounded(headline.framesPerSecond)),
                "targetReplaysPerSecond": .number(Self.targetReplaysPerSecond),
                "targetMet": .bool(met),
                "subjects": .array(
                    Self.subjects.map { name in
                        guard let subject = measured.first(where: { $0.name == name }) else {
                            return .object(["name": .string(name), "replaysPerSecond": .null, "framesPerSecond": .null])
                        }
                        return .object([
                            "name": .string(name),
                            "operation": .string("\(subject.operation)"),
                            "samples": .integer(subject.samples),
                            "frames": .integer(subject.frames),
                            "replaysPerSecond": .number(Format.rounded(subject.replaysPerSecond)),
                            "framesPerSecond": .number(Format.rounded(subject.framesPerSecond)),
                            "seconds": .array(
                                [subject.timing.median, subject.timing.fastest, subject.timing.slowest].map {
                                    .number(Format.rounded($0))
                                }),
                        ])
                    }),
            ],
            lines: lines)
    }

    /// Times the swipe against `entry`. The checked run records the timeline (to count the
    /// display frames) and fails the measurement if the replay breaks a contract of a
    /// correct entry or starts other than one transition.
    static func measure(_ entry: CatalogEntry, context: BenchmarkContext) throws(BenchmarkError) -> Measured {
        guard let trace = ReplaySwipe.trace(for: entry.operations) else {
            throw BenchmarkError("replay: \(entry.name) runs no operation the swipe has")
        }
        var frames = 0
        let workload = Workload(
            entry.name,
            run: {
                MainActor.assumeIsolated { Replayer.replay(trace, against: entry.make()).transitions.count }
            },
            checkedRun: { () throws(BenchmarkError) -> Int in
                let report = MainActor.assumeIsolated {
                    Replayer.replay(trace, against: entry.make(), options: ReplayOptions(recordsTimeline: true))
                }
                if entry.kind == .correct, let violation = report.violations.first {
                    throw BenchmarkError("replay: \(entry.name) breaks a contract: \(violation)")
                }
                frames = report.timeline?.count ?? 0
                return report.transitions.count
            })
        let timing = try Stopwatch.measure(
            [workload], expected: 1, repetitions: context.repetitions, minimumSeconds: context.minimumSeconds)[0]
        return Measured(
            name: entry.name, operation: trace.resolvedTransition.operation, samples: trace.touches.count,
            frames: frames, timing: timing)
    }

    /// `--profile-replay`: replays the swipe (or the benchmark trace of `samples` samples)
    /// `count` times against the system transition and returns a line of counts.
    static func profile(samples: Int?, count: Int) -> String {
        let trace =
            samples.map { BenchmarkTrace.trace(samples: $0) }
            ?? ReplaySwipe.trace(transition: ReplaySwipe.transitions[0])
        var transitions = 0
        var violations = 0
        // One more replay, with the timeline, counts the display frames of one: a fixed cost
        // that a difference of two counts cancels (scripts/instructions.sh).
        var frames = 0
        MainActor.assumeIsolated {
            let counted = Replayer.replay(
                trace, against: SystemDefaultTransition(), options: ReplayOptions(recordsTimeline: true))
            frames = counted.timeline?.count ?? 0
            for _ in 0..<count {
                let report = Replayer.replay(trace, against: SystemDefaultTransition())
                transitions += report.transitions.count
                violations += report.violations.count
            }
        }
        return
            "replays=\(count) samples=\(trace.touches.count) frames=\(frames) transitions=\(transitions)"
            + " violations=\(violations)"
    }
}
