import GestureTrace
import Testing
import TransitionHarness

@testable import transition_benchmark

// The sections replay on the main actor (MainActor.assumeIsolated), as the executable does.
@MainActor
@Suite struct ReplaySectionTests {
    @Test(arguments: ReplaySwipe.transitions)
    func theSwipeIsAValidOneSecondDragToThreeQuartersAt120Hz(transition: Trace.Transition) throws {
        let trace = ReplaySwipe.trace(transition: transition)
        try trace.validate()
        #expect(trace.touches.count == 121)
        #expect(trace.touches.first?.phase == .began)
        #expect(trace.touches.last?.phase == .ended)
        #expect(trace.touches.last?.t == 1)
        let resolved = trace.resolvedTransition
        let first = try #require(trace.touches.first)
        let last = try #require(trace.touches.last)
        let along = resolved.axis == .x ? last.x - first.x : last.y - first.y
        #expect(abs(along * Double(resolved.direction) / resolved.distance - ReplaySwipe.endProgress) < 0.001)
    }

    @Test func theSwipeIsForTheFirstOperationASubjectRuns() {
        #expect(ReplaySwipe.trace(for: Set(Trace.Transition.Operation.allCases))?.resolvedTransition.operation == .pop)
        #expect(ReplaySwipe.trace(for: [.present, .dismiss])?.resolvedTransition.operation == .dismiss)
        #expect(ReplaySwipe.trace(for: [.push])?.resolvedTransition.operation == .push)
        #expect(ReplaySwipe.trace(for: []) == nil)
    }

    @Test func theSystemSlideReplaysTheSwipeWithoutAViolation() {
        #expect(
            ReplaySection.profile(samples: nil, count: 2)
                == "replays=2 samples=121 frames=135 transitions=2 violations=0")
    }

    @Test func theSubjectsStartWithTheSystemSlide() {
        #expect(ReplaySection.subjects.first == "system")
        #expect(Set(ReplaySection.subjects).count == ReplaySection.subjects.count)
    }

    @Test func aFuzzWorkerRunsItsShardAndCountsItsCases() throws {
        #expect(try FuzzSection.worker(shard: FuzzShard(index: 1, count: 2), cases: 6).hasPrefix("cases=3 failed="))
    }

    @Test func workerAndProfileCommandLinesParse() throws {
        guard case .fuzzWorker(let shard, let cases) = try BenchmarkOptions(["--fuzz-worker", "1/2", "40"]).command
        else {
            Issue.record("expected --fuzz-worker")
            return
        }
        #expect(shard == FuzzShard(index: 1, count: 2) && cases == 40)
        guard case .profileReplay(nil, 3) = try BenchmarkOptions(["--profile-replay", "swipe", "3"]).command else {
            Issue.record("expected --profile-replay swipe")
            return
        }
        guard case .profileReplay(1000, 1) = try BenchmarkOptions(["--profile-replay", "1000", "1"]).command else {
            Issue.record("expected --profile-replay 1000")
            return
        }
    }

    @Test(arguments: [
        ["--fuzz-worker", "2/2", "10"], ["--fuzz-worker", "0/2"], ["--fuzz-worker", "0/2", "0"],
        ["--profile-replay", "sometimes", "1"], ["--profile-replay", "swipe", "0"],
    ])
    func badWorkerAndProfileCommandLinesAreUsageErrors(arguments: [String]) {
        #expect(throws: BenchmarkOptions.UsageError.self) { try BenchmarkOptions(arguments) }
    }

    @Test func aScalingWorkloadSkipsSizesAboveItsLimit() throws {
        let context = try BenchmarkContext(options: BenchmarkOptions(["--quick"]))
        let capped = ScalingWorkload(key: "fake", title: "fake", maxSize: 1_000) { _, _ in 0.5 }
        let report = try ScalingSection(workloads: [capped], pendingKeys: []).run(in: context)
        #expect(report.json.first { $0.key == "fakeSeconds" }?.value == .array([.number(0.5), .null]))
        #expect(report.json.first { $0.key == "fakeExponent" }?.value == .null)
        #expect(report.lines.contains { $0.contains("skipped") })
    }

    @Test func theScalingSectionMeasuresSamplesFingersAndSwipes() throws {
        let section = try #require(BenchmarkSections.all.first { $0.name == "scaling" } as? ScalingSection)
        #expect(section.workloads.map(\.key) == ["parse", "replay", "fingers", "swipes"])
        #expect(section.workloads.map(\.unit) == [.samples, .samples, .fingers, .swipes])
    }

    @Test func eachUnitIsMeasuredAtItsOwnSizesWithItsOwnExponent() throws {
        let context = try BenchmarkContext(options: BenchmarkOptions(["--quick"]))
        // Seconds proportional to the size: an exponent of 1 for each unit.
        let workloads = ScalingWorkload.Unit.allCases.map { unit in
            ScalingWorkload(key: "fake" + unit.rawValue, title: unit.rawValue, unit: unit) { size, _ in
                Double(size) / 1_000
            }
        }
        let report = try ScalingSection(workloads: workloads, pendingKeys: []).run(in: context)
        func member(_ key: String) -> JSONOutput? { report.json.first { $0.key == key }?.value }
        for unit in ScalingWorkload.Unit.allCases {
            let sizes = context.sizes(of: unit)
            #expect(member(unit.sizesKey) == .array(sizes.map { .integer($0) }))
            #expect(
                member("fake\(unit.rawValue)Seconds")
                    == .array(sizes.map { .number(Format.rounded(Double($0) / 1_000)) }))
            #expect(member("fake\(unit.rawValue)Exponent") == .optional(Format.rounded(1.0)))
        }
        #expect(context.sizes(of: .samples) == context.sizes)
        #expect(report.lines.contains { $0.contains("fingers") && $0.contains("exponent") })
        #expect(report.lines.contains { $0.contains("swipes") && $0.contains("exponent") })
    }

    @Test func theFullRunMeasuresFingersAndSwipesAtThreeSizesDoubling() throws {
        let context = try BenchmarkContext(options: BenchmarkOptions([]))
        for unit in [ScalingWorkload.Unit.fingers, .swipes] {
            let sizes = context.sizes(of: unit)
            #expect(sizes.count == 3)
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 * 2 == $1 })
        }
    }

    @Test(arguments: [(StressTrace.fingers, 60, "fingers=60 samples=180"), (.gestures, 3, "gestures=3 samples=363")])
    func aStressTraceReplaysWithoutAViolation(kind: StressTrace, size: Int, counts: String) {
        let line = kind.replay(size: size)
        #expect(line.hasPrefix(counts))
        #expect(line.hasSuffix(" violations=0"))
        if kind == .gestures { #expect(line.contains("transitions=3 ")) }
    }
}
