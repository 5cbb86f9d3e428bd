import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// A layer delegate that returns a fixed action for "opacity".
@MainActor
final class ActionDelegate: NSObject, @preconcurrency CALayerDelegate {
    var action: (any CAAction)?

    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        event == "opacity" ? action : nil
    }
}

@MainActor
@Suite struct ImplicitAnimationTests {
    @Test func aCommittedStandaloneLayerAnimatesImplicitlyForAQuarterSecond() throws {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let layer = committedLayer(in: display)
        layer.opacity = 0
        let animation = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(animation.duration == 0.25)
        #expect(animation.fromValue == nil && animation.toValue == nil)
        #expect(animation.timingFunction == CAMediaTimingFunction(name: .default))
        #expect(layer.presentedOpacity == 1)
        display.advance(frames: 10)
        // The default curve at 0.4: 0.682541, from 1 to 0.
        #expect(layer.presentedOpacity.isApproximatelyEqual(to: 1 - 0.682541, absoluteTolerance: 1e-5))
        display.advance(frames: 15)
        #expect(layer.animation(forKey: "opacity") == nil)
        #expect(layer.presentedOpacity == 0)
    }

    @Test func anImplicitAnimationStartsFromThePreviousPresentationValue() {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let layer = committedLayer(in: display)
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 100, y: 0)
        CATransaction.commit()
        display.advance(frames: 10)  // x at 40
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 0, y: 0)
        CATransaction.commit()
        #expect(layer.presentationState().position.x.isApproximatelyEqual(to: 40, absoluteTolerance: 1e-9))
        display.advance(frames: 5)
        #expect(layer.presentationState().position.x.isApproximatelyEqual(to: 32, absoluteTolerance: 1e-9))
    }

    @Test func aLayerNotYetCommittedDoesNotAnimate() {
        _ = HeadlessDisplay()
        let layer = CALayer()
        layer.opacity = 0
        layer.position = CGPoint(x: 5, y: 5)
        #expect(layer.animationKeys() == nil)
    }

    @Test func disablingActionsOrAnNSNullActionTurnsImplicitAnimationsOff() {
        let display = HeadlessDisplay()
        let layer = committedLayer(in: display)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        CATransaction.commit()
        layer.actions = ["position": NSNull()]
        layer.position = CGPoint(x: 1, y: 1)
        #expect(layer.animationKeys() == nil)
        layer.cornerRadius = 4
        #expect(layer.animationKeys() == ["cornerRadius"])
    }

    @Test func theDelegateAndTheActionsDictionaryComeFirst() throws {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let layer = committedLayer(in: display)
        let delegate = ActionDelegate()
        layer.delegate = delegate
        let custom = CABasicAnimation()
        custom.duration = 3
        delegate.action = custom
        layer.opacity = 0
        #expect(try #require(layer.animation(forKey: "opacity")).duration == 3)
        delegate.action = NSNull()
        layer.removeAllAnimations()
        layer.opacity = 1
        #expect(layer.animationKeys() == nil)
        // Not a property: no action at all.
        #expect(layer.action(forKey: "hidden") == nil)
    }

    @Test func aViewsLayerDoesNotAnimateOutsideAnimationBlocks() {
        let display = HeadlessDisplay()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        display.advanceFrame()
        view.alpha = 0
        view.center = CGPoint(x: 50, y: 50)
        view.layer.opacity = 1
        #expect(view.layer.animationKeys() == nil)
        #expect(view.action(for: view.layer, forKey: "opacity") is NSNull)
        // A sublayer of a view's layer is standalone and animates.
        let sublayer = CALayer()
        view.layer.addSublayer(sublayer)
        display.advanceFrame()
        sublayer.opacity = 0
        #expect(sublayer.animationKeys() == ["opacity"])
    }
}
