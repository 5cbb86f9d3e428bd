import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct CALayerPresentationTests {
    @Test func thereIsNoPresentationLayerBeforeTheFirstCommit() throws {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let layer = CALayer()
        #expect(layer.presentation() == nil)
        display.advanceFrame()
        let presentation = try #require(layer.presentation())
        #expect(presentation !== layer)
        #expect(presentation.model() === layer)
        #expect(layer.model() === layer)
    }

    @Test func thePresentationLayerHasTheAnimatedValuesAndTheModelItsOwn() throws {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 50, y: 25)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 0, y: 0)
        move.toValue = CGPoint(x: 100, y: 100)
        move.duration = 1
        layer.add(move, forKey: "move")
        display.advance(frames: 3)
        let presentation = try #require(layer.presentation())
        #expect(presentation.position == CGPoint(x: 30, y: 30))
        #expect(presentation.frame == CGRect(x: -20, y: 5, width: 100, height: 50))
        #expect(presentation.animationKeys() == nil)
        #expect(layer.position == CGPoint(x: 50, y: 25))
        #expect(layer.presentationState().frame == presentation.frame)
        #expect(display.presentationState(of: layer) == layer.presentationState())
    }

    @Test func withoutAnimationsThePresentationStateIsTheModel() {
        _ = HeadlessDisplay()
        let layer = CALayer()
        layer.opacity = 0.25
        layer.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        #expect(layer.presentationState() == LayerPresentation(modelOf: layer))
        #expect(layer.presentationState().alpha == 0.25)
    }

    @Test func animationsOfAnOldDisplayAreDroppedInANewOne() {
        let old = HeadlessDisplay(framesPerSecond: 10)
        let log = AnimationLog()
        let layer = CALayer()
        layer.add(opacityAnimation("fade", duration: 1, delegate: log), forKey: "fade")
        old.advance(frames: 2)
        let fresh = HeadlessDisplay(framesPerSecond: 10)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentedOpacity == 1)
        fresh.advance(frames: 20)
        #expect(log.entries == ["start fade"])
    }
}
