import GestureTrace
@_spi(Harness) import HeadlessUIKit
import Testing

@testable import TransitionHarness

/// The corpus recipes are designed to have their outcome under the default policy whatever
/// the velocity estimator; these tests hold them to that design, independently of replay.
@Suite struct SyntheticCorpusTests {
    /// One gesture of a trace: from a finger touching down with no other finger down, to
    /// the moment no finger is down; decided by the finger that lifts last.
    struct Gesture {
        var samples: [TouchSample]
        var last: TouchSample { samples[samples.count - 1] }
    }

    static func gestures(in trace: Trace) -> [Gesture] {
        var result: [Gesture] = []
        var current: [TouchSample] = []
        var down: Set<Int> = []
        for sample in trace.touches {
            current.append(sample)
            if sample.phase == .began { down.insert(sample.id) }
            if sample.phase.endsTouch { down.remove(sample.id) }
            if down.isEmpty {
                result.append(Gesture(samples: current))
                current = []
            }
        }
        return result
    }

    /// The decision a pan would make at release: progress from the last finger's
    /// displacement since it touched down, velocity from `estimator` over its samples.
    static func decide(_ gesture: Gesture, trace: Trace, estimator: VelocityEstimator) -> Trace.Outcome {
        let transition = trace.resolvedTransition
        let finger = gesture.last.id
        let strokes = gesture.samples.filter { $0.id == finger }
        let down = strokes[0]
        var tracker = VelocityTracker(estimator: estimator)
        for sample in strokes {
            tracker.add(time: sample.t, position: CGPoint(x: sample.x, y: sample.y))
        }
        let velocity = tracker.velocity(at: gesture.last.t) ?? .zero
        let along = (transition.axis == .x ? Double(velocity.x) : Double(velocity.y)) * Double(transition.direction)
        let release = ReleaseState(
            progress: transition.progress(translationX: gesture.last.x - down.x, y: gesture.last.y - down.y),
            velocity: along,
            distance: transition.distance,
            touchCancelled: gesture.last.phase == .cancelled)
        return CompletionPolicy.default.decide(release).outcome
    }

    static let estimators: [VelocityEstimator] = [.lsq2, .impulse, .lastTwoSamples]

    @Test(arguments: SyntheticCorpus.recipes.map(\.name))
    func eachRecipeDecidesAsDesignedWhateverTheEstimator(name: String) throws {
        let recipe = try #require(SyntheticCorpus.recipes.first { $0.name == name })
        let trace = recipe.trace()
        let expected = try #require(trace.expect?.outcome)
        let gestures = Self.gestures(in: trace)
        if expected.isEmpty {
            // Designed to start nothing: an edge pan whose first touch is outside the edge.
            let first = try #require(trace.touches.first)
            #expect(first.x > trace.resolvedTransition.edgeWidth)
            return
        }
        #expect(gestures.count == expected.count)
        for estimator in Self.estimators {
            let decided = gestures.map { Self.decide($0, trace: trace, estimator: estimator) }
            #expect(decided == expected, "\(name) with \(estimator.name)")
        }
    }

    @Test func recipesHaveDistinctNamesInFileOrder() {
        let names = SyntheticCorpus.recipes.map(\.name)
        #expect(names == names.sorted())
        #expect(Set(names).count == names.count)
    }

    @Test func theSameSeedGivesTheSameTraceAndAnotherSeedAnother() throws {
        let recipe = try #require(SyntheticCorpus.recipes.first)
        #expect(recipe.trace(seed: 3) == recipe.trace(seed: 3))
        #expect(recipe.trace(seed: 3) != recipe.trace(seed: 4))
    }

    @Test func progressAtReleaseBracketsTheDesignedPosition() throws {
        for recipe in SyntheticCorpus.recipes {
            let trace = recipe.trace()
            guard let range = trace.expect?.progressAtRelease else { continue }
            #expect(range.min <= range.max)
            #expect(range.max - range.min <= 0.1 + 1e-9)
            #expect(range.min >= 0 && range.max <= 1)
        }
    }

    @Test(arguments: [0.0, 0.25, 0.5, 0.75, 1.0])
    func minimumJerkFractionIsSymmetricAndBounded(tau: Double) {
        let forward = MinimumJerk.fraction(at: tau)
        let backward = MinimumJerk.fraction(at: 1 - tau)
        #expect(abs(forward + backward - 1) < 1e-12)
        #expect(forward >= 0 && forward <= 1)
    }

    @Test func minimumJerkPeaksAtFifteenEighthsOfTheMeanSpeedHalfway() {
        #expect(abs(MinimumJerk.rate(at: 0.5) - 1.875) < 1e-12)
        #expect(MinimumJerk.rate(at: 0) == 0 && MinimumJerk.rate(at: 1) == 0)
    }
}
