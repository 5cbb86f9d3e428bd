import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct CALayerMediaTimingTests {
    @Test func aLayersLocalTimeGoesThroughEveryAncestor() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let root = CALayer()
        let middle = CALayer()
        let leaf = CALayer()
        root.addSublayer(middle)
        middle.addSublayer(leaf)
        root.speed = 2
        middle.beginTime = 1
        middle.timeOffset = 0.5
        leaf.speed = 0.5
        display.advance(frames: 20)  // t = 2
        // root: 2·2 = 4; middle: (4 − 1)·1 + 0.5 = 3.5; leaf: 3.5·0.5 = 1.75.
        #expect(root.convertTime(CACurrentMediaTime(), from: nil) == 4)
        #expect(middle.convertTime(CACurrentMediaTime(), from: nil) == 3.5)
        #expect(leaf.convertTime(CACurrentMediaTime(), from: nil) == 1.75)
        #expect(leaf.convertTime(1.75, to: nil) == 2)
        #expect(leaf.convertTime(1.75, to: root) == 4)
        #expect(root.convertTime(4, to: leaf) == 1.75)
        #expect(middle.convertTime(1.75, from: leaf) == 3.5)
    }

    @Test func convertingUpThroughAPausedLayerIsUndefined() {
        _ = HeadlessDisplay()
        let parent = CALayer()
        let child = CALayer()
        parent.addSublayer(child)
        parent.speed = 0
        parent.timeOffset = 3
        #expect(child.convertTime(10, from: nil) == 3)
        #expect(child.convertTime(3, to: nil).isNaN)
        #expect(parent.convertTime(3, to: child) == 3)
    }

    @Test func layerTimingPropertiesReadBackWhatWasSet() {
        _ = HeadlessDisplay()
        let layer = CALayer()
        layer.duration = 2
        layer.repeatCount = 3
        layer.repeatDuration = 4
        layer.autoreverses = true
        layer.fillMode = .both
        #expect(layer.duration == 2 && layer.repeatCount == 3 && layer.repeatDuration == 4)
        #expect(layer.autoreverses && layer.fillMode == .both)
        let copy = CALayer(layer: layer)
        #expect(copy.duration == 2 && copy.fillMode == .both)
    }

    /// The percent-driven mechanism: pause the container at 0, add animations, scrub with
    /// timeOffset, resume with the classic recipe.
    @Test(arguments: [0.0, 0.25, 0.5, 0.9])
    func scrubbingAPausedContainerShowsItsSubtreeAtTheOffset(progress: Double) {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let container = CALayer()
        let child = CALayer()
        container.addSublayer(child)
        display.advance(frames: 7)
        container.speed = 0
        container.timeOffset = 0
        child.add(opacityAnimation("fade", duration: 2), forKey: "fade")
        container.timeOffset = progress * 2
        display.advance(frames: 5)
        #expect(child.presentedOpacity.isApproximatelyEqual(to: progress, absoluteTolerance: 1e-6))
        display.advance(frames: 100)
        #expect(child.presentedOpacity.isApproximatelyEqual(to: progress, absoluteTolerance: 1e-6))
    }

    @Test func theResumeRecipeContinuesFromThePausedPointAndCompletesOnTime() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let log = AnimationLog()
        let container = CALayer()
        let child = CALayer()
        container.addSublayer(child)
        container.speed = 0
        container.timeOffset = 0
        child.add(opacityAnimation("fade", duration: 2, delegate: log), forKey: "fade")
        container.timeOffset = 0.5
        display.advance(frames: 60)  // t = 1
        #expect(log.entries == ["start fade"])

        // Resume: speed 1, timeOffset 0, beginTime = now(local) − pausedTime.
        let pausedTime = container.timeOffset
        container.speed = 1
        container.timeOffset = 0
        container.beginTime = 0
        container.beginTime = container.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        #expect(child.presentedOpacity.isApproximatelyEqual(to: 0.25, absoluteTolerance: 1e-6))
        display.advance(frames: 30)  // t = 1.5: local 1.0
        #expect(child.presentedOpacity.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-6))
        display.advance(frames: 59)  // t = 2.4833: local 1.9833
        #expect(log.entries == ["start fade"])
        display.advanceFrame()  // t = 2.5: local 2, the end
        #expect(log.entries == ["start fade", "stop fade finished"])
        #expect(log.times.last == 2.5)
        #expect(child.animation(forKey: "fade") == nil)
    }

    @Test func aPausedSuperlayerFreezesItsSublayersAnimationsAndTheirCompletion() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let log = AnimationLog()
        let parent = CALayer()
        let child = CALayer()
        let grandchild = CALayer()
        parent.addSublayer(child)
        child.addSublayer(grandchild)
        grandchild.add(opacityAnimation("fade", duration: 1, delegate: log), forKey: "fade")
        display.advance(frames: 4)
        #expect(grandchild.presentedOpacity.isApproximatelyEqual(to: 0.4, absoluteTolerance: 1e-6))
        // The pause recipe: speed 0 at the current local time.
        let paused = parent.convertTime(CACurrentMediaTime(), from: nil)
        parent.speed = 0
        parent.timeOffset = paused
        display.advance(frames: 30)
        #expect(grandchild.presentedOpacity.isApproximatelyEqual(to: 0.4, absoluteTolerance: 1e-6))
        #expect(log.entries == ["start fade"])
        // Scrubbing a paused layer to the end does not finish the animation: its time stands
        // still, so it never passes the end (a percent-driven transition updated to 100%
        // waits, uikit-semantics §8 item 3).
        parent.timeOffset = 1
        display.advance(frames: 5)
        #expect(log.entries == ["start fade"])
        // Running again, the local time moves past the end and the animation finishes.
        parent.speed = 1
        display.advanceFrame()
        #expect(log.entries == ["start fade", "stop fade finished"])
    }

    @Test func aFasterLayerRunsItsAnimationsFaster() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let log = AnimationLog()
        let layer = CALayer()
        layer.speed = 2
        layer.add(opacityAnimation("fade", duration: 1, delegate: log), forKey: "fade")
        display.advance(frames: 2)
        #expect(layer.presentedOpacity.isApproximatelyEqual(to: 0.4, absoluteTolerance: 1e-6))
        display.advance(frames: 3)
        #expect(log.entries == ["start fade", "stop fade finished"])
        #expect(log.times == [0.1, 0.5])
    }
}
