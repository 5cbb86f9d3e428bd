import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// A calculation mode, and the expected `position.x` at tenths of the duration for values
/// (0, 10, 40) with key times (0, 0.5, 1).
struct KeyframeModeCase: Sendable, CustomTestStringConvertible {
    let mode: CAAnimationCalculationMode
    let keyTimes: [Double]?
    /// (fraction of the duration, expected x)
    let samples: [(Double, Double)]
    var testDescription: String { mode.rawValue }
}

/// The Catmull-Rom value between p1 and p2 at s, with p0 and p3 the neighbours.
private func catmullRom(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ s: Double) -> Double {
    let m1 = (p2 - p0) / 2
    let m2 = (p3 - p1) / 2
    let s2 = s * s
    let s3 = s2 * s
    return (2 * s3 - 3 * s2 + 1) * p1 + (s3 - 2 * s2 + s) * m1 + (-2 * s3 + 3 * s2) * p2 + (s3 - s2) * m2
}

private let keyframeModeCases: [KeyframeModeCase] = [
    KeyframeModeCase(
        mode: .linear, keyTimes: [0, 0.5, 1], samples: [(0, 0), (0.25, 5), (0.5, 10), (0.75, 25), (1, 40)]),
    // Uneven key times.
    KeyframeModeCase(mode: .linear, keyTimes: [0, 0.2, 1], samples: [(0.1, 5), (0.2, 10), (0.6, 25)]),
    // Evenly spaced when nil.
    KeyframeModeCase(mode: .linear, keyTimes: nil, samples: [(0.25, 5), (0.75, 25)]),
    // Discrete: one more key time than values; each value holds until the next key time.
    KeyframeModeCase(
        mode: .discrete, keyTimes: [0, 0.2, 0.5, 1], samples: [(0.1, 0), (0.2, 10), (0.49, 10), (0.5, 40), (0.9, 40)]),
    KeyframeModeCase(mode: .discrete, keyTimes: nil, samples: [(0.3, 0), (0.34, 10), (0.7, 40)]),
    // Paced: key times from distances 10 and 30, so 0.25 of the time is the first segment.
    KeyframeModeCase(mode: .paced, keyTimes: [0, 0.9, 1], samples: [(0.125, 5), (0.25, 10), (0.625, 25)]),
    // Cubic through (0, 10, 40) with Catmull-Rom tangents and repeated ends.
    KeyframeModeCase(
        mode: .cubic, keyTimes: [0, 0.5, 1],
        samples: [(0.25, catmullRom(0, 0, 10, 40, 0.5)), (0.5, 10), (0.75, catmullRom(0, 10, 40, 40, 0.5))]),
    // Cubic paced: the same spline at paced key times (0, 0.25, 1).
    KeyframeModeCase(
        mode: .cubicPaced, keyTimes: [0, 0.9, 1],
        samples: [(0.125, catmullRom(0, 0, 10, 40, 0.5)), (0.25, 10), (0.625, catmullRom(0, 10, 40, 40, 0.5))]),
]

@MainActor
@Suite struct CAKeyframeAnimationTests {
    @Test(arguments: keyframeModeCases)
    func eachCalculationModeInterpolatesAsDocumented(mode: KeyframeModeCase) {
        let display = HeadlessDisplay(framesPerSecond: 200)
        let layer = CALayer()
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 10, 40]
        animation.keyTimes = mode.keyTimes?.map { NSNumber(value: $0) }
        animation.calculationMode = mode.mode
        animation.duration = 1
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "x")
        var elapsedFrames = 0
        for (fraction, expected) in mode.samples {
            let frame = Int((fraction * 200).rounded())
            display.advance(frames: frame - elapsedFrames)
            elapsedFrames = frame
            let x = Double(layer.presentationState().position.x)
            #expect(x.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9), "at \(fraction)")
        }
        #expect(display.diagnostics.isEmpty)
    }

    @Test func perSegmentTimingFunctionsPaceEachSegment() {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let layer = CALayer()
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.values = [0, 1, 0]
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        animation.duration = 2
        layer.add(animation, forKey: "pulse")
        display.advance(frames: 50)
        // Halfway through the first segment, eased in.
        #expect(layer.presentedOpacity.isApproximatelyEqual(to: 0.315357, absoluteTolerance: 1e-5))
        display.advance(frames: 100)
        #expect(layer.presentedOpacity.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-6))
    }

    @Test func theAnimationsTimingFunctionAppliesBeforeTheKeyTimes() {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let layer = CALayer()
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.values = [1, 0, 0]
        animation.keyTimes = [0, 0.1, 1]
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.duration = 10
        layer.add(animation, forKey: "fade")
        // At 1 s (a tenth of the time) the eased fraction is only 0.0197: not yet at the key time.
        display.advance(frames: 100)
        #expect(layer.presentedOpacity.isApproximatelyEqual(to: 1 - 0.019722 / 0.1, absoluteTolerance: 1e-4))
    }

    @Test func invalidKeyTimesOrTimingFunctionsAreReportedAndReplaced() {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let layer = CALayer()
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 10, 40]
        animation.keyTimes = [0, 0.8, 0.5]
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
        animation.duration = 1
        layer.add(animation, forKey: "x")
        #expect(display.diagnostics.map(\.code) == [.invalidKeyframes, .invalidKeyframes])
        display.advance(frames: 25)
        #expect(Double(layer.presentationState().position.x).isApproximatelyEqual(to: 5))
    }

    @Test func valuesOfTheWrongTypeOrNoValuesChangeNothing() {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let layer = CALayer()
        let wrong = CAKeyframeAnimation(keyPath: "position")
        wrong.values = [CGPoint.zero, 3]
        wrong.duration = 1
        layer.add(wrong, forKey: "wrong")
        let empty = CAKeyframeAnimation(keyPath: "opacity")
        empty.duration = 1
        layer.add(empty, forKey: "empty")
        display.advance(frames: 50)
        #expect(layer.presentationState() == LayerPresentation(modelOf: layer))
        #expect(display.diagnostics.map(\.code) == [.invalidKeyframes])
    }

    @Test func kochanekBartelsTensionOfOneGivesZeroTangents() {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let layer = CALayer()
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 10, 40]
        animation.calculationMode = .cubic
        animation.tensionValues = [1, 1, 1]
        animation.duration = 1
        layer.add(animation, forKey: "x")
        display.advance(frames: 25)
        // Zero tangents: smoothstep between 0 and 10 at s = 0.5.
        #expect(Double(layer.presentationState().position.x).isApproximatelyEqual(to: 5, absoluteTolerance: 1e-9))
        display.advance(frames: 10)
        let s = 0.7
        #expect(
            Double(layer.presentationState().position.x).isApproximatelyEqual(
                to: 10 * (3 * s * s - 2 * s * s * s), absoluteTolerance: 1e-9))
    }

    @Test func cumulativeKeyframesAddTheChangeOfEachCycle() {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let layer = CALayer()
        let animation = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        animation.values = [0, Double.pi / 2]
        animation.isCumulative = true
        animation.repeatCount = 2
        animation.duration = 1
        layer.add(animation, forKey: "spin")
        display.advance(frames: 150)
        let angle = atan2(
            Double(layer.presentationState().transform.m12), Double(layer.presentationState().transform.m11))
        #expect(angle.isApproximatelyEqual(to: 3 * Double.pi / 4, absoluteTolerance: 1e-9))
    }
}
