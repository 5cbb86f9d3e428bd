import GestureTrace
import PropertyTesting

/// Draws gesture traces, with the conditions to replay them under, from a ``Attempt``:
/// the fuzzer's input generator. Every trace it draws is valid (`Trace.validate`), and all
/// of its randomness is in the test case's choices, so the shrinker can simplify any trace
/// and the choices reproduce it.
///
/// What it reaches (docs/fuzzing.md has the full list):
/// - releases at any progress and velocity, and exactly on and just either side of the
///   thresholds of the completion policies (position 0.5; fling at ±1 distance per second;
///   the projection policy's boundary), through an exact constant-velocity run-out before
///   the lift that spans the velocity estimators' 100 ms window;
/// - touches the system cancels before any move, after one, after a few, or mid-fling;
/// - drags back and forth, flings against the drag, long holds (silent or reporting
///   `stationary`), a second finger joining and leaving, fingers left down at the end;
/// - a new gesture shortly after a lift (grabbing the completion animation) or later (a
///   second swipe), starting at the edge or anywhere;
/// - edge pans that start inside the edge region (by construction), on its boundary, and
///   now and then just outside it;
/// - touch sampling at 60 to 240 Hz with jitter and dropped samples, a display refresh
///   of 30 to 240 Hz with dropped frames, completion speeds that include 0 and negative
///   values, the four curves, lengths of UIKit's own animators from 1 ms to 5 s, and
///   re-grabbing a completing transition or not (``FuzzScenario``).
///
/// Shrinking drives towards few samples: lists (segments of a gesture, gestures, dropped
/// frames) are drawn as an "another?" flag before each element, and each element is a
/// span (``Attempt/beginSpan()``), so the shrinker deletes elements whole and zeroing a
/// flag truncates the list; a move segment is also exactly 8 choices, the largest chunk
/// minithesis's deletion pass tries. The simplest trace is a touch that goes down at the
/// left edge and lifts where it went down: two samples.
///
/// Replays cost time in proportion to a trace's length, so long holds and long pauses are
/// drawn, but rarely: the mean trace lasts well under a second.
public struct GestureGenerator: Sendable {
    /// At most this many gestures (first finger down to last finger up) in a trace.
    public var maxGestures: Int
    /// At most this many segments (moves, holds, second-finger changes) in a gesture.
    public var maxSegments: Int
    /// At most this many samples in one move segment.
    public var maxSamplesPerMove: Int
    /// The operations generated traces may start: the setup's table of transitions keeps
    /// only those, in its order. All of them by default; a transition that runs only some
    /// operations (a catalog entry's `operations`) gets traces it can run. Choices made with
    /// one set replay to the same input only with the same set.
    public var operations: Set<Trace.Transition.Operation> {
        didSet { precondition(!operations.isEmpty, "a generator needs at least one operation") }
    }

    /// The gestures generated traces make (a subject's ``ReplaySubject/supportedGestures``):
    /// the transition block of each trace is one of them, and a pan starts inside its start
    /// region. The standard table by default. Choices made with one list replay to the same
    /// input only with the same list.
    public var gestures: [SupportedGesture] {
        didSet { precondition(!gestures.isEmpty, "a generator needs at least one gesture") }
    }

    /// Points of forward motion each gesture begins with, over three samples, before its drawn
    /// segments; 0 (the default) for none. A fuzzer of a subject's own gestures sets it, so
    /// that an app whose recognizer begins only on a pull in the right direction gets one.
    public var leadIn: Double = 0

    public init(
        maxGestures: Int = 3, maxSegments: Int = 8, maxSamplesPerMove: Int = 16,
        operations: Set<Trace.Transition.Operation> = Set(Trace.Transition.Operation.allCases),
        gestures: [SupportedGesture] = SupportedGesture.standard
    ) {
        precondition(maxGestures >= 1 && maxSegments >= 0 && maxSamplesPerMove >= 1, "generator limits out of range")
        precondition(!operations.isEmpty, "a generator needs at least one operation")
        precondition(!gestures.isEmpty, "a generator needs at least one gesture")
        self.maxGestures = maxGestures
        self.maxSegments = maxSegments
        self.maxSamplesPerMove = maxSamplesPerMove
        self.operations = operations
        self.gestures = gestures
    }

    /// Draws one input. The choices, in order: the scenario (``FuzzScenario/draw(_:)``),
    /// the setup (screen, transition), the sampling (rate, jitter, drops), then the
    /// gestures: each is preceded by a "not the last?" flag (forced to "last" for gesture
    /// ``maxGestures``, so that every gesture has one and deleting a gesture's span shifts
    /// nothing the later ones read) and, when not the last,
    /// followed by the pause before the next (0 to 1 s in milliseconds: under 0.35 s the
    /// next finger grabs the completion animation, later it starts a second swipe). Each gesture with
    /// its flag and pause is a span (``Attempt/beginSpan()``), so the shrinker can delete
    /// any one of them whole.
    public func draw(_ attempt: inout Attempt) -> FuzzInput {
        let scenario = FuzzScenario.draw(&attempt)
        let setup = GestureSetup.draw(
            &attempt, refreshRate: scenario.refreshRate, operations: operations, gestures: gestures)
        var timeline = TouchTimeline(sampling: TouchSampling.draw(&attempt))
        var gestureIndex = 0
        while !attempt.isAborted {
            let span = attempt.beginSpan()
            // The last gesture allowed still has its flag, forced: every gesture then starts
            // with one, so deleting an earlier gesture's span leaves the rest aligned.
            let isLast = !attempt.weighted(gestureIndex + 1 < maxGestures ? 0.3 : 0)
            drawGesture(&attempt, into: &timeline, setup: setup, index: gestureIndex, isLast: isLast)
            if isLast {
                attempt.endSpan(span)
                break
            }
            timeline.wait(Int64(attempt.choice(upTo: 1000)) * 1000)
            attempt.endSpan(span)
            gestureIndex += 1
        }
        let trace = Trace(
            source: Trace.Source(kind: .fuzz),
            screen: setup.screen,
            transition: setup.transition,
            touches: timeline.samples)
        return FuzzInput(trace: trace, scenario: scenario)
    }

    /// The input that the choices `choices` make, or nil when they do not make a complete
    /// one (too few choices, or one out of range).
    public func input(replaying choices: ChoiceSequence) -> FuzzInput? {
        var attempt = Attempt.replaying(choices.values)
        let input = draw(&attempt)
        return attempt.isAborted ? nil : input
    }
}
