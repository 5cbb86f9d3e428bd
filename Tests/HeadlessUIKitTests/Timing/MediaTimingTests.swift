import HeadlessUIKit
import Testing

/// One parent time of a timed object and the state expected there.
struct MediaTimingCase: Sendable, CustomTestStringConvertible {
    let name: String
    let timing: MediaTiming
    let parentTime: Double
    let phase: MediaTiming.Phase
    let isApplied: Bool
    let progress: Double
    let iteration: Int
    let isReversed: Bool

    init(
        _ name: String, _ timing: MediaTiming, at parentTime: Double, _ phase: MediaTiming.Phase, applied: Bool = true,
        progress: Double, iteration: Int = 0, reversed: Bool = false
    ) {
        self.name = name
        self.timing = timing
        self.parentTime = parentTime
        self.phase = phase
        self.isApplied = applied
        self.progress = progress
        self.iteration = iteration
        self.isReversed = reversed
    }

    var testDescription: String { "\(name) at \(parentTime)" }
}

private let oneSecond = MediaTiming(duration: 1)
private let forwards = MediaTiming(duration: 1, fillMode: .forwards)
private let backwards = MediaTiming(beginTime: 1, duration: 1, fillMode: .backwards)
private let both = MediaTiming(beginTime: 1, duration: 1, fillMode: .both)
private let doubleSpeed = MediaTiming(duration: 1, speed: 2, fillMode: .forwards)
private let paused = MediaTiming(duration: 1, speed: 0, timeOffset: 0.3)
private let reversedPlay = MediaTiming(duration: 1, speed: -1, timeOffset: 1, fillMode: .both)
private let reversedNoOffset = MediaTiming(duration: 1, speed: -1)
private let offset = MediaTiming(duration: 1, timeOffset: 0.5, fillMode: .both)
private let pingPong = MediaTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards)
private let oneAndAHalf = MediaTiming(duration: 1, repeatCount: 1.5, fillMode: .forwards)
private let repeatFor = MediaTiming(duration: 1, repeatDuration: 2.5, fillMode: .forwards)
private let forever = MediaTiming(duration: 1, repeatCount: .infinity)
private let delayed = MediaTiming(beginTime: 2, duration: 1)
private let instant = MediaTiming(duration: 0, fillMode: .forwards)
private let backAndForth = MediaTiming(duration: 1, autoreverses: true, fillMode: .forwards)
private let thrice = MediaTiming(duration: 1, repeatCount: 3)

private let mediaTimingCases: [MediaTimingCase] = [
    MediaTimingCase("basic", oneSecond, at: -0.5, .before, applied: false, progress: 0),
    MediaTimingCase("basic", oneSecond, at: 0, .active, progress: 0),
    MediaTimingCase("basic", oneSecond, at: 0.25, .active, progress: 0.25),
    MediaTimingCase("basic", oneSecond, at: 1, .after, applied: false, progress: 1),
    MediaTimingCase("fill forwards", forwards, at: 2, .after, progress: 1),
    MediaTimingCase("fill forwards", forwards, at: -1, .before, applied: false, progress: 0),
    MediaTimingCase("fill backwards", backwards, at: 0, .before, progress: 0),
    MediaTimingCase("fill backwards", backwards, at: 3, .after, applied: false, progress: 1),
    MediaTimingCase("fill both", both, at: 0, .before, progress: 0),
    MediaTimingCase("fill both", both, at: 1.5, .active, progress: 0.5),
    MediaTimingCase("fill both", both, at: 5, .after, progress: 1),
    MediaTimingCase("speed 2", doubleSpeed, at: 0.25, .active, progress: 0.5),
    MediaTimingCase("speed 2", doubleSpeed, at: 0.5, .after, progress: 1),
    MediaTimingCase("speed 0 paused at 0.3", paused, at: 0, .active, progress: 0.3),
    MediaTimingCase("speed 0 paused at 0.3", paused, at: 1_000, .active, progress: 0.3),
    MediaTimingCase("speed 0 paused at 0.3", paused, at: -1, .before, applied: false, progress: 0.3),
    MediaTimingCase("speed -1 offset 1", reversedPlay, at: -1, .before, progress: 1),
    MediaTimingCase("speed -1 offset 1", reversedPlay, at: 0, .active, progress: 1),
    MediaTimingCase("speed -1 offset 1", reversedPlay, at: 0.25, .active, progress: 0.75),
    MediaTimingCase("speed -1 offset 1", reversedPlay, at: 1, .after, progress: 0),
    MediaTimingCase("speed -1 no offset", reversedNoOffset, at: 0.25, .active, progress: 0.75),
    MediaTimingCase("timeOffset 0.5", offset, at: -1, .before, progress: 0.5),
    MediaTimingCase("timeOffset 0.5", offset, at: 0, .active, progress: 0.5),
    MediaTimingCase("timeOffset 0.5", offset, at: 0.4, .active, progress: 0.9),
    MediaTimingCase("timeOffset 0.5", offset, at: 0.6, .active, progress: 0.1),
    MediaTimingCase("timeOffset 0.5", offset, at: 1, .after, progress: 0.5),
    MediaTimingCase("repeat 2 autoreverse", pingPong, at: 0.5, .active, progress: 0.5),
    MediaTimingCase("repeat 2 autoreverse", pingPong, at: 1.5, .active, progress: 0.5, reversed: true),
    MediaTimingCase("repeat 2 autoreverse", pingPong, at: 2.25, .active, progress: 0.25, iteration: 1),
    MediaTimingCase("repeat 2 autoreverse", pingPong, at: 3.75, .active, progress: 0.25, iteration: 1, reversed: true),
    MediaTimingCase("repeat 2 autoreverse", pingPong, at: 4, .after, progress: 0, iteration: 1, reversed: true),
    MediaTimingCase("repeat 1.5", oneAndAHalf, at: 1.25, .active, progress: 0.25, iteration: 1),
    MediaTimingCase("repeat 1.5", oneAndAHalf, at: 9, .after, progress: 0.5, iteration: 1),
    MediaTimingCase("repeatDuration 2.5", repeatFor, at: 2.4, .active, progress: 0.4, iteration: 2),
    MediaTimingCase("repeatDuration 2.5", repeatFor, at: 2.5, .after, progress: 0.5, iteration: 2),
    MediaTimingCase("repeat forever", forever, at: 1_000.25, .active, progress: 0.25, iteration: 1_000),
    MediaTimingCase("beginTime 2", delayed, at: 1, .before, applied: false, progress: 0),
    MediaTimingCase("beginTime 2", delayed, at: 2.5, .active, progress: 0.5),
    MediaTimingCase("zero duration", instant, at: 0, .after, progress: 1),
    MediaTimingCase("zero duration", instant, at: -0.1, .before, applied: false, progress: 1),
    MediaTimingCase("autoreverse once", backAndForth, at: 1, .active, progress: 1, reversed: true),
    MediaTimingCase("autoreverse once", backAndForth, at: 2, .after, progress: 0, reversed: true),
    MediaTimingCase("repeat 3 boundary", thrice, at: 1, .active, progress: 0, iteration: 1),
    MediaTimingCase("repeat 3 boundary", thrice, at: 2.999, .active, progress: 0.999, iteration: 2),
    MediaTimingCase("NaN parent time", forwards, at: .nan, .before, applied: false, progress: 0),
]

@Suite struct MediaTimingTests {
    @Test(arguments: mediaTimingCases)
    func stateFollowsTheActiveIntervalRepeatsAndFillMode(testCase: MediaTimingCase) {
        let state = testCase.timing.state(atParentTime: testCase.parentTime)
        #expect(state.phase == testCase.phase)
        #expect(state.isApplied == testCase.isApplied)
        #expect(abs(state.progress - testCase.progress) <= 1e-12, "progress \(state.progress)")
        #expect(state.iteration == testCase.iteration)
        #expect(state.isReversed == testCase.isReversed)
    }

    @Test func localTimeIsTheHeadersLinearMapping() {
        let timing = MediaTiming(beginTime: 1, speed: 2, timeOffset: 0.5)
        #expect(timing.localTime(fromParentTime: 3) == 4.5)
        #expect(timing.parentTime(fromLocalTime: 4.5) == 3)
        let pausedLayer = MediaTiming(beginTime: 7, speed: 0, timeOffset: 0.42)
        #expect(pausedLayer.localTime(fromParentTime: 1_000) == 0.42)
        #expect(pausedLayer.parentTime(fromLocalTime: 0.42) == nil)
        #expect(MediaTiming(speed: -1).localTime(fromParentTime: 2) == -2)
    }

    @Test(arguments: [(1.0, 2.0, 0.5), (-3, 0.5, 0), (0.25, -1, 2)] as [(Double, Double, Double)])
    func parentAndLocalTimeAreInverses(beginTime: Double, speed: Double, timeOffset: Double) throws {
        let timing = MediaTiming(beginTime: beginTime, speed: speed, timeOffset: timeOffset)
        for tp in [-10.0, 0, 0.3, 17] {
            let back = try #require(timing.parentTime(fromLocalTime: timing.localTime(fromParentTime: tp)))
            #expect(abs(back - tp) <= 1e-12)
        }
    }

    /// Percent-driven scrubbing: the container layer is paused (speed 0) at timeOffset p·D, so an
    /// animation added at layer time 0 shows progress p; finishing sets the layer running again.
    @Test func pausedLayerScrubsTheAnimationsInIt() {
        let animation = MediaTiming(duration: 0.5)
        for fraction in [0.0, 0.2, 0.7] {
            let layer = MediaTiming(speed: 0, timeOffset: fraction * 0.5)
            let state = animation.state(atParentTime: layer.localTime(fromParentTime: 123.4))
            #expect(state.phase == .active)
            #expect(abs(state.progress - fraction) <= 1e-12)
        }
        // Resume at speed 2 from 0.35 s of layer time: beginTime chosen so local time continues.
        let resumed = MediaTiming(beginTime: 10, speed: 2, timeOffset: 0.35)
        #expect(abs(animation.state(atParentTime: resumed.localTime(fromParentTime: 10.05)).progress - 0.9) <= 1e-12)
        #expect(animation.state(atParentTime: resumed.localTime(fromParentTime: 10.1)).phase == .after)
    }

    @Test func activeDurationCombinesRepeatsAndAutoreverse() {
        #expect(MediaTiming(duration: 2).activeDuration == 2)
        #expect(MediaTiming(duration: 2, autoreverses: true).activeDuration == 4)
        #expect(MediaTiming(duration: 2, repeatCount: 1.5, autoreverses: true).activeDuration == 6)
        #expect(MediaTiming(duration: 2, repeatDuration: 3).activeDuration == 3)
        #expect(MediaTiming(duration: 2, repeatCount: .infinity).activeDuration == .infinity)
        #expect(MediaTiming(duration: -1, repeatCount: 3).activeDuration == 0)
        #expect(MediaTiming(duration: .nan).activeDuration == 0)
        #expect(MediaTiming(duration: 1, repeatCount: -2).activeDuration == 1)
    }

    @Test func nonFiniteFieldsHaveDefinedResults() {
        let timing = MediaTiming(beginTime: .nan, duration: 1, speed: .nan, timeOffset: .infinity)
        #expect(timing.localTime(fromParentTime: 0.5) == 0.5)
        #expect(timing.state(atParentTime: 0.5).progress == 0.5)
        let infinitelyFast = MediaTiming(duration: 1, speed: .infinity, fillMode: .forwards)
        #expect(infinitelyFast.state(atParentTime: 0).phase == .active)
        #expect(infinitelyFast.state(atParentTime: 0.1).phase == .after)
    }

    @Test func fillModesAreCoreAnimationsStrings() {
        let modes: [CAMediaTimingFillMode] = [.forwards, .backwards, .both, .removed]
        #expect(modes.map(\.rawValue) == ["forwards", "backwards", "both", "removed"])
        #expect(MediaTiming().fillMode == .removed)
        #expect(!CAMediaTimingFillMode("sideways").fillsForwards && !CAMediaTimingFillMode("sideways").fillsBackwards)
    }
}
