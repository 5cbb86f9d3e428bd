import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// A named curve and its value at 0.25 and 0.5 of the duration (math-reference §1.6).
struct CurveCase: Sendable, CustomTestStringConvertible {
    let name: CAMediaTimingFunctionName?
    let atQuarter: Double
    let atHalf: Double
    var testDescription: String { name?.rawValue ?? "nil (linear)" }
}

/// Which values of a basic animation are set, and the value expected halfway with the model
/// value 10 (CABasicAnimation's documented rules).
struct ValueRuleCase: Sendable, CustomTestStringConvertible {
    let from: Double?
    let to: Double?
    let by: Double?
    let start: Double
    let end: Double
    var testDescription: String {
        "from \(from.map(String.init(describing:)) ?? "nil"), to \(to.map(String.init(describing:)) ?? "nil"), "
            + "by \(by.map(String.init(describing:)) ?? "nil")"
    }
}

/// A fill mode and removal setting, and whether the animation shows before and after.
struct FillCase: Sendable, CustomTestStringConvertible {
    let fillMode: CAMediaTimingFillMode
    let removedOnCompletion: Bool
    let showsBefore: Bool
    let showsAfter: Bool
    let keptAfter: Bool
    var testDescription: String { "\(fillMode.rawValue), removedOnCompletion \(removedOnCompletion)" }
}

@MainActor
@Suite struct CABasicAnimationTests {
    @Test(arguments: [
        CurveCase(name: nil, atQuarter: 0.25, atHalf: 0.5),
        CurveCase(name: .linear, atQuarter: 0.25, atHalf: 0.5),
        CurveCase(name: .easeIn, atQuarter: 0.093465, atHalf: 0.315357),
        CurveCase(name: .easeOut, atQuarter: 0.378138, atHalf: 0.684643),
        CurveCase(name: .easeInEaseOut, atQuarter: 0.129162, atHalf: 0.5),
        CurveCase(name: .default, atQuarter: 0.408511, atHalf: 0.802403),
    ])
    func thePresentationValueFollowsTheTimingFunction(curve: CurveCase) {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 0
        animation.toValue = 100
        animation.duration = 2
        animation.timingFunction = curve.name.map { CAMediaTimingFunction(name: $0) }
        layer.add(animation, forKey: "move")
        display.advance(frames: 50)
        #expect(
            Double(layer.presentationState().position.x).isApproximatelyEqual(
                to: 100 * curve.atQuarter, absoluteTolerance: 1e-4))
        display.advance(frames: 50)
        #expect(
            Double(layer.presentationState().position.x).isApproximatelyEqual(
                to: 100 * curve.atHalf, absoluteTolerance: 1e-4))
    }

    @Test(arguments: [
        ValueRuleCase(from: 2, to: 6, by: nil, start: 2, end: 6),
        ValueRuleCase(from: 2, to: 6, by: 100, start: 2, end: 6),
        ValueRuleCase(from: 2, to: nil, by: 3, start: 2, end: 5),
        ValueRuleCase(from: nil, to: 6, by: 3, start: 3, end: 6),
        ValueRuleCase(from: 2, to: nil, by: nil, start: 2, end: 10),
        ValueRuleCase(from: nil, to: 6, by: nil, start: 10, end: 6),
        ValueRuleCase(from: nil, to: nil, by: 3, start: 10, end: 13),
        ValueRuleCase(from: nil, to: nil, by: nil, start: 10, end: 10),
    ])
    func fromToAndByValuesFollowCoreAnimationsRules(rule: ValueRuleCase) {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 0)
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = rule.from
        animation.toValue = rule.to
        animation.byValue = rule.by
        animation.duration = 1
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "x")
        #expect(Double(layer.presentationState().position.x) == rule.start)
        display.advance(frames: 5)
        #expect(Double(layer.presentationState().position.x).isApproximatelyEqual(to: (rule.start + rule.end) / 2))
        display.advance(frames: 10)
        #expect(Double(layer.presentationState().position.x).isApproximatelyEqual(to: rule.end))
    }

    @Test(arguments: [
        FillCase(
            fillMode: .removed, removedOnCompletion: true, showsBefore: false, showsAfter: false, keptAfter: false),
        FillCase(
            fillMode: .forwards, removedOnCompletion: true, showsBefore: false, showsAfter: false, keptAfter: false),
        FillCase(
            fillMode: .forwards, removedOnCompletion: false, showsBefore: false, showsAfter: true, keptAfter: true),
        FillCase(
            fillMode: .backwards, removedOnCompletion: false, showsBefore: true, showsAfter: false, keptAfter: true),
        FillCase(fillMode: .both, removedOnCompletion: false, showsBefore: true, showsAfter: true, keptAfter: true),
        FillCase(fillMode: .both, removedOnCompletion: true, showsBefore: true, showsAfter: false, keptAfter: false),
        FillCase(
            fillMode: .removed, removedOnCompletion: false, showsBefore: false, showsAfter: false, keptAfter: true),
    ])
    func fillModesAndRemovalDecideWhatShowsOutsideTheActiveInterval(fill: FillCase) {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let layer = CALayer()
        layer.opacity = 0.5
        let animation = opacityAnimation("fade", from: 0.2, to: 1, duration: 1)
        animation.beginTime = CACurrentMediaTime() + 1
        animation.fillMode = fill.fillMode
        animation.isRemovedOnCompletion = fill.removedOnCompletion
        layer.add(animation, forKey: "fade")
        display.advance(frames: 5)
        #expect(layer.presentedOpacity.isApproximatelyEqual(to: fill.showsBefore ? 0.2 : 0.5, absoluteTolerance: 1e-6))
        display.advance(frames: 10)
        #expect(layer.presentedOpacity.isApproximatelyEqual(to: 0.6, absoluteTolerance: 1e-6))
        display.advance(frames: 10)
        #expect(layer.presentedOpacity.isApproximatelyEqual(to: fill.showsAfter ? 1 : 0.5, absoluteTolerance: 1e-6))
        #expect((layer.animation(forKey: "fade") != nil) == fill.keptAfter)
    }

    @Test func delegateCallsComeAtTheirFramesWithTheLayersCopy() throws {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let log = AnimationLog()
        let layer = CALayer()
        let animation = opacityAnimation("fade", duration: 0.5, delegate: log)
        animation.beginTime = CACurrentMediaTime() + 0.2
        layer.add(animation, forKey: "fade")
        let copy = try #require(layer.animation(forKey: "fade"))
        #expect(copy !== animation)
        #expect(copy.delegate === log)
        display.advance(frames: 1)
        #expect(log.entries.isEmpty)
        display.advance(frames: 1)
        #expect(log.entries == ["start fade"])
        display.advance(frames: 5)
        #expect(log.entries == ["start fade", "stop fade finished"])
        #expect(log.times == [0.2, 0.7])
    }

    @Test func addingUnderAUsedKeyReplacesTheOldAnimationWhichStopsUnfinished() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let log = AnimationLog()
        let layer = CALayer()
        layer.add(opacityAnimation("first", delegate: log), forKey: "fade")
        display.advance(frames: 3)
        layer.add(opacityAnimation("second", delegate: log), forKey: "fade")
        #expect(layer.animationKeys() == ["fade"])
        display.advanceFrame()
        #expect(log.entries == ["start first", "stop first removed", "start second"])
        display.advance(frames: 20)
        #expect(log.entries.last == "stop second finished")
    }

    @Test func removingAnimationsStopsThemUnfinishedInOrder() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let log = AnimationLog()
        let layer = CALayer()
        layer.add(opacityAnimation("a", delegate: log), forKey: "a")
        let b = CABasicAnimation(keyPath: "position.x")
        b.delegate = log
        b.setValue("b", forKey: "name")
        layer.add(b, forKey: "b")
        layer.add(opacityAnimation("c", delegate: log), forKey: nil)
        #expect(layer.animationKeys() == ["a", "b"])
        display.advanceFrame()
        layer.removeAnimation(forKey: "b")
        #expect(layer.animationKeys() == ["a"])
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
        display.advanceFrame()
        #expect(log.entries == ["start a", "start b", "start c", "stop b removed", "stop a removed", "stop c removed"])
        // Nothing more comes.
        display.advance(frames: 20)
        #expect(log.entries.count == 6)
    }

    @Test func aFinishedAnimationThatStaysIsRemovedWithoutAnotherCallback() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let log = AnimationLog()
        let layer = CALayer()
        let animation = opacityAnimation("fade", duration: 0.3, delegate: log)
        animation.isRemovedOnCompletion = false
        animation.fillMode = .forwards
        layer.add(animation, forKey: "fade")
        display.advance(frames: 5)
        #expect(layer.presentedOpacity == 1)
        layer.removeAnimation(forKey: "fade")
        display.advanceFrame()
        #expect(log.entries == ["start fade", "stop fade finished"])
        #expect(layer.presentedOpacity == 1)
        #expect(layer.opacity == 1)
    }

    @Test func aZeroDurationBecomesTheTransactionsDuration() throws {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let log = AnimationLog()
        let layer = CALayer()
        layer.add(opacityAnimation("fade", duration: 0, delegate: log), forKey: "fade")
        display.advance(frames: 24)
        #expect(log.entries == ["start fade"])
        display.advanceFrame()
        #expect(log.entries == ["start fade", "stop fade finished"])
        let layer2 = CALayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        layer2.add(opacityAnimation("fade", duration: 0), forKey: "fade")
        CATransaction.commit()
        #expect(try #require(layer2.animation(forKey: "fade")).duration == 0)
        display.advance(frames: 25)
        #expect(layer2.presentedOpacity.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-6))
    }

    @Test func changingAnAddedAnimationIsRefusedWithADiagnostic() throws {
        let display = HeadlessDisplay()
        let layer = CALayer()
        let original = opacityAnimation("fade")
        layer.add(original, forKey: "fade")
        // The caller's object stays mutable and does not affect the added copy.
        original.duration = 9
        let copy = try #require(layer.animation(forKey: "fade") as? CABasicAnimation)
        #expect(copy.duration == 1)
        copy.duration = 5
        copy.toValue = 0.5
        #expect(copy.duration == 1)
        #expect(copy.toValue as? Double == 1)
        #expect(display.diagnostics.map(\.code) == [.animationReadOnly, .animationReadOnly])
    }

    @Test func anUnknownKeyPathOrAValueOfTheWrongTypeIsReportedAndChangesNothing() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let log = AnimationLog()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let frame = CABasicAnimation(keyPath: "frame")
        frame.toValue = CGRect(x: 0, y: 0, width: 50, height: 50)
        frame.delegate = log
        frame.setValue("frame", forKey: "name")
        layer.add(frame, forKey: "frame")
        let wrong = CABasicAnimation(keyPath: "position")
        wrong.toValue = 3
        layer.add(wrong, forKey: "position")
        display.advance(frames: 5)
        #expect(layer.presentationState().frame == layer.frame)
        #expect(display.diagnostics.map(\.code) == [.unknownKeyPath, .valueTypeMismatch])
        // Its timing and delegate calls still run.
        display.advance(frames: 20)
        #expect(log.entries == ["start frame", "stop frame finished"])
    }

    @Test func additiveAnimationsAddToTheUnderlyingValueInOrder() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 100)
        let absolute = CABasicAnimation(keyPath: "position.x")
        absolute.fromValue = 0
        absolute.toValue = 10
        absolute.duration = 1
        let additive = CABasicAnimation(keyPath: "position")
        additive.fromValue = CGPoint(x: 50, y: 0)
        additive.toValue = CGPoint.zero
        additive.isAdditive = true
        additive.duration = 1
        layer.add(absolute, forKey: "absolute")
        layer.add(additive, forKey: "additive")
        display.advance(frames: 5)
        // absolute gives x = 5, then + 25.
        #expect(layer.presentationState().position == CGPoint(x: 30, y: 100))
    }

    @Test func autoreversingRepeatsAndCumulativeValuesFollowTheMediaTiming() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let layer = CALayer()
        let pingPong = CABasicAnimation(keyPath: "position.x")
        pingPong.fromValue = 0
        pingPong.toValue = 10
        pingPong.autoreverses = true
        pingPong.duration = 1
        pingPong.repeatCount = 2
        layer.add(pingPong, forKey: "x")
        let cumulative = CABasicAnimation(keyPath: "position.y")
        cumulative.fromValue = 0
        cumulative.toValue = 10
        cumulative.isCumulative = true
        cumulative.repeatCount = 3
        cumulative.duration = 1
        layer.add(cumulative, forKey: "y")
        display.advance(frames: 15)
        #expect(layer.presentationState().position.x.isApproximatelyEqual(to: 5))
        #expect(layer.presentationState().position.y.isApproximatelyEqual(to: 15))
        display.advance(frames: 10)
        #expect(layer.presentationState().position.x.isApproximatelyEqual(to: 5))
        #expect(layer.presentationState().position.y.isApproximatelyEqual(to: 25))
    }

    @Test func colorsInterpolateComponentWise() throws {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "backgroundColor")
        animation.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        animation.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 0)
        animation.duration = 1
        layer.add(animation, forKey: "color")
        display.advance(frames: 5)
        let color = try #require(layer.presentationState().backgroundColor)
        #expect(color == CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 0.5))
    }
}

/// Adds a follow-up animation when one stops, to check that callbacks can add animations that
/// start at the frame of the callback.
@MainActor
final class ChainingDelegate: NSObject, @preconcurrency CAAnimationDelegate {
    let layer: CALayer
    var remaining: Int
    var stops: [CFTimeInterval] = []

    init(layer: CALayer, links: Int) {
        self.layer = layer
        remaining = links
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stops.append(CACurrentMediaTime())
        guard remaining > 0 else { return }
        remaining -= 1
        let next = opacityAnimation("link", duration: 0.2)
        next.delegate = self
        layer.add(next, forKey: "chain")
    }
}

@MainActor
@Suite struct AnimationCallbackTests {
    @Test func aDelegateCanAddAnimationsThatStartAtItsFrame() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let layer = CALayer()
        let chain = ChainingDelegate(layer: layer, links: 2)
        let first = opacityAnimation("first", duration: 0.3)
        first.delegate = chain
        layer.add(first, forKey: "chain")
        display.advance(frames: 10)
        #expect(chain.stops.count == 3)
        #expect(
            zip(chain.stops, [0.3, 0.5, 0.7]).allSatisfy { $0.isApproximatelyEqual(to: $1, absoluteTolerance: 1e-12) })
    }

    @Test func zeroLengthAnimationsAddedInCallbacksRunInTheSameStep() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let layer = CALayer()
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            log.append("outer")
            CATransaction.begin()
            CATransaction.setCompletionBlock { log.append("inner") }
            CATransaction.commit()
        }
        layer.add(opacityAnimation("fade", duration: 0.1), forKey: "fade")
        CATransaction.commit()
        display.advanceFrame()
        #expect(log == ["outer", "inner"])
    }
}
