import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct UIViewMaskTests {
    @Test func aViewHasNoMaskByDefault() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.mask == nil)
        #expect(view.layer.mask == nil)
    }

    @Test func theMaskViewReadsBackAndItsLayerIsTheLayersMask() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let maskView = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.mask = maskView
        #expect(view.mask === maskView)
        #expect(view.layer.mask === maskView.layer)
        // The mask view is not a subview and has no superview.
        #expect(view.subviews.isEmpty)
        #expect(maskView.superview == nil)
        #expect(try #require(view.layer.mask).superlayer == nil)
    }

    @Test func settingNilRemovesTheMask() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.mask = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.mask = nil
        #expect(view.mask == nil)
        #expect(view.layer.mask == nil)
    }

    @Test func theViewKeepsItsMaskViewAlive() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        weak var weakMask: UIView?
        do {
            let maskView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            weakMask = maskView
            view.mask = maskView
        }
        #expect(weakMask != nil)
        #expect(view.mask === weakMask)
    }

    @Test func replacingTheLayersMaskClearsTheMaskView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.mask = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let layerMask = CALayer()
        view.layer.mask = layerMask
        #expect(view.mask == nil)
        #expect(view.layer.mask === layerMask)
    }

    @Test func theMaskViewsFrameAnimatesInAnAnimationBlock() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let maskView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 100))
        view.mask = maskView
        display.commitImplicitTransaction()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            maskView.frame = CGRect(x: 80, y: 0, width: 20, height: 100)
        }
        #expect(maskView.frame.origin.x == 80)
        display.advance(frames: 5)
        #expect(view.layer.mask?.presentationState().position == CGPoint(x: 50, y: 50))
        display.advance(frames: 5)
        #expect(view.layer.mask?.presentationState().position == CGPoint(x: 90, y: 50))
    }
}
