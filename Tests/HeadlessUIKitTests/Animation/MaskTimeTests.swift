import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// A mask's time is the masked layer's: a paused tree pauses its masks' animations.
@MainActor
@Suite struct CALayerMaskTimeTests {
    @Test func aMasksAnimationPausesWithTheMaskedLayersTree() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let container = CALayer()
        let masked = CALayer()
        container.addSublayer(masked)
        let mask = CALayer()
        masked.mask = mask
        display.commitImplicitTransaction()
        container.speed = 0
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        mask.add(fade, forKey: "fade")
        display.advance(by: 0.5)
        #expect(mask.presentationState().opacity == 0, "paused with the container")
        container.timeOffset = 0.25
        display.advanceFrame()
        #expect(abs(mask.presentationState().opacity - 0.25) < 1e-6, "scrubbed with the container")
        masked.mask = nil
        #expect(mask.presentationState().opacity > 0.5, "on its own, it runs on the display's time")
    }

    @Test func aMaskAboveItsOwnerKeepsItsOwnTime() {
        _ = HeadlessDisplay(framesPerSecond: 60)
        let parent = CALayer()
        let child = CALayer()
        parent.addSublayer(child)
        child.mask = parent
        #expect(parent.timeParent == nil)
        #expect(child.localTime(fromDisplayTime: 1) == 1)
    }
}
