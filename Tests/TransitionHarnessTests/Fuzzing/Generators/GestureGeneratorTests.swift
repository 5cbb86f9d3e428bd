import GestureTrace
@_spi(Harness) import HeadlessUIKit
import PropertyTesting
import Testing

@testable import TransitionHarness

@Suite struct GestureGeneratorTests {
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func everyGeneratedTraceIsValid(seed: UInt64) throws {
        for generated in GeneratedCorpus.cases(seed: seed, count: 1000) {
            #expect(!generated.aborted)
            do {
                try generated.input.trace.validate(file: "seed \(seed) case \(generated.index)")
            } catch {
                Issue.record("\(error)")
                return
            }
        }
    }

    @Test func theSimplestChoicesGiveATwoSampleTapAtTheLeftEdge() throws {
        var attempt = Attempt(prefix: [], random: nil, maxChoices: 100)
        // All-zero choices: the shortest complete sequence of zeros.
        var zeros: [UInt64] = []
        while true {
            attempt = Attempt(prefix: zeros, random: nil, maxChoices: zeros.count)
            _ = GestureGenerator().draw(&attempt)
            if !attempt.isAborted { break }
            zeros.append(0)
        }
        let input = try #require(GestureGenerator().input(replaying: ChoiceSequence(zeros)))
        #expect(input.scenario == .default)
        #expect(input.trace.touches.map(\.phase) == [.began, .ended])
        #expect(input.trace.touches[0].x == 0)
        #expect(input.trace.touches[0].y == input.trace.screen.height / 2)
        #expect(input.trace.transition == Trace.Transition())
        #expect(input.trace.source?.kind == .fuzz)
        #expect(zeros.count < 30)
    }

    @Test func replayingTheChoicesOfACaseGivesTheSameInput() {
        for generated in GeneratedCorpus.standard.prefix(300) {
            #expect(GestureGenerator().input(replaying: ChoiceSequence(generated.choices)) == generated.input)
        }
    }

    @Test func theTouchSensorRatesSpanSixtyToTwoHundredFortyHertzWithJitterAndDrops() {
        var rates = Set<Int>()
        var jittered = 0
        var dropping = 0
        for index in 0..<2000 as Range<UInt64> {
            var attempt = Attempt(random: .forCase(seed: 3, index: index))
            let sampling = TouchSampling.draw(&attempt)
            rates.insert(Int(sampling.rate.rounded()))
            #expect(sampling.jitterMicros <= sampling.periodMicros / 2)
            if sampling.jitterMicros > 0 { jittered += 1 }
            if sampling.dropPerMille > 0 { dropping += 1 }
        }
        #expect(rates.isSuperset(of: [60, 120, 240, 90]))
        #expect(rates.count > 10)
        #expect(rates.allSatisfy { $0 >= 60 && $0 <= 240 })
        #expect(jittered > 0 && dropping > 0)
    }

    @Test func edgePansStartInsideTheEdgeRegionExceptWhenDrawnOutside() {
        var inside = 0
        var onTheBoundary = 0
        var outside = 0
        for generated in GeneratedCorpus.standard {
            let trace = generated.input.trace
            let transition = trace.resolvedTransition
            guard transition.gesture == .edgePan, let down = trace.touches.first else { continue }
            let distance: Double
            switch transition.edge {
            case .left: distance = down.x
            case .right: distance = trace.screen.width - down.x
            case .top: distance = down.y
            case .bottom: distance = trace.screen.height - down.y
            }
            #expect(distance >= 0)
            if distance <= transition.edgeWidth { inside += 1 } else { outside += 1 }
            if distance == transition.edgeWidth { onTheBoundary += 1 }
        }
        // The first gesture starts outside about one time in twenty.
        #expect(outside > 0)
        #expect(inside > 10 * outside)
        #expect(onTheBoundary > 0)
    }

    @Test func systemCancelsComeBeforeAnyMoveAndAfterOneAndTwo() {
        var reached = Set<Int>()
        for generated in GeneratedCorpus.standard {
            for gesture in GeneratedCorpus.gestures(of: generated.input.trace)
            where gesture.primaryEnd?.phase == .cancelled {
                reached.insert(gesture.primaryMoves)
            }
        }
        #expect(reached.isSuperset(of: [0, 1, 2]))
    }

    @Test func releasesLandExactlyOnAndJustEitherSideOfTheMiddle() {
        var exactly = 0
        var justBelow = 0
        var justAbove = 0
        for generated in GeneratedCorpus.standard {
            let trace = generated.input.trace
            for gesture in GeneratedCorpus.gestures(of: trace) where gesture.fingers == [0] {
                guard let progress = GeneratedCorpus.releaseProgress(gesture, in: trace) else { continue }
                if progress == 0.5 { exactly += 1 }
                if progress < 0.5 && progress > 0.5 - 0.01 { justBelow += 1 }
                if progress > 0.5 && progress < 0.5 + 0.01 { justAbove += 1 }
            }
        }
        #expect(exactly > 0)
        #expect(justBelow > 0)
        #expect(justAbove > 0)
    }

    @Test func runOutsReleaseAtTheFlingThresholdForEveryEstimator() throws {
        // Single-finger gestures whose release every estimator reads as +1 or -1 distance
        // per second (the cupertino fling threshold), up to rounding.
        var flings = Set<Double>()
        for generated in GeneratedCorpus.standard {
            let trace = generated.input.trace
            let transition = trace.resolvedTransition
            for gesture in GeneratedCorpus.gestures(of: trace) where gesture.fingers == [0] {
                guard let end = gesture.primaryEnd, gesture.primaryMoves >= 2 else { continue }
                // Only run-outs at ±1: the slope of the last two moves is a quick filter.
                let moves = gesture.primary.filter { $0.phase == .moved }
                let (a, b) = (moves[moves.count - 2], moves[moves.count - 1])
                let slope =
                    (transition.axis == .x ? b.x - a.x : b.y - a.y) / (b.t - a.t) * Double(transition.direction)
                    / transition.distance
                guard abs(abs(slope) - 1) < 1e-3 else { continue }
                let readings = VelocityEstimator.all.map { estimator -> Double? in
                    var tracker = VelocityTracker(estimator: estimator)
                    for sample in gesture.primary.dropLast() {
                        tracker.add(time: sample.t, position: CGPoint(x: sample.x, y: sample.y))
                    }
                    guard let velocity = tracker.velocity(at: end.t) else { return nil }
                    let along = transition.axis == .x ? Double(velocity.x) : Double(velocity.y)
                    return along * Double(transition.direction) / transition.distance
                }
                for target in [1.0, -1.0] where readings.allSatisfy({ $0.map { abs($0 - target) < 1e-6 } ?? false }) {
                    flings.insert(target)
                }
            }
        }
        #expect(flings == [1, -1])
    }

    @Test func gesturesFollowEachOtherDuringAndAfterTheCompletionAnimation() {
        var regrabs = 0
        var secondSwipes = 0
        for generated in GeneratedCorpus.standard {
            let gestures = GeneratedCorpus.gestures(of: generated.input.trace)
            for (first, second) in zip(gestures, gestures.dropFirst()) {
                guard let lift = first.samples.last?.t, let down = second.samples.first?.t else { continue }
                if down - lift < 0.35 { regrabs += 1 } else { secondSwipes += 1 }
            }
        }
        #expect(regrabs > 0)
        #expect(secondSwipes > 0)
    }

    @Test func secondFingersHoldsAndStationaryReportsOccur() {
        let traces = GeneratedCorpus.standard.map(\.input.trace)
        #expect(traces.contains { $0.touches.contains { $0.id == 1 } })
        #expect(traces.contains { $0.touches.contains { $0.phase == .stationary } })
        // A long hold: a second or more without a sample while a finger is down.
        #expect(
            traces.contains { trace in
                GeneratedCorpus.gestures(of: trace).contains { gesture in
                    zip(gesture.samples, gesture.samples.dropFirst()).contains { $1.t - $0.t >= 1 }
                }
            })
        // The last finger up is the second one.
        #expect(
            traces.contains { trace in
                GeneratedCorpus.gestures(of: trace).contains { $0.samples.last?.id == 1 }
            })
        // A finger left down at the end of the trace.
        #expect(traces.contains { !($0.touches.last?.phase.endsTouch ?? true) })
    }

    @Test func dragsGoBackAndForth() {
        let reversing = GeneratedCorpus.standard.contains { generated in
            let trace = generated.input.trace
            let axis = trace.resolvedTransition.axis
            let positions = trace.touches.filter { $0.id == 0 && $0.phase == .moved }.map { axis == .x ? $0.x : $0.y }
            let steps = zip(positions, positions.dropFirst()).map { $1 - $0 }.filter { abs($0) > 1 }
            return steps.contains { $0 > 0 } && steps.contains { $0 < 0 }
        }
        #expect(reversing)
    }

    @Test func everySetupAndScreenIsDrawn() {
        let traces = GeneratedCorpus.standard.map(\.input.trace)
        for transition in GestureSetup.transitions {
            #expect(
                traces.contains {
                    $0.transition.operation == transition.operation && $0.transition.edge == transition.edge
                })
        }
        for screen in GestureSetup.screens {
            #expect(traces.contains { $0.screen.width == screen.width && $0.screen.height == screen.height })
        }
    }

    @Test func tracesCarryTheScenarioRefreshRate() {
        for generated in GeneratedCorpus.standard.prefix(200) {
            #expect(generated.input.trace.screen.refreshRate == generated.input.scenario.refreshRate)
        }
    }
}
