@_spi(Harness) import HeadlessUIKit
import Testing
@_spi(Harness) import TransitionHarness

@testable import TransitionCatalog

@MainActor
@Suite struct SwatchAnimatorTests {
    @Test func swingsInFromItsCornerOnALooseSpringAndOutAgain() {
        let stage = SegueStage()
        let delegate = SeedDelegate { SwatchAnimator(presenting: $0) }
        let swatch = stage.presentable(1)
        swatch.transitioningDelegate = delegate
        stage.root.present(swatch, animated: true)
        let view = swatch.view!
        #expect(view.layer.anchorPoint == .zero)
        #expect(turnInPlane(view.layer.presentationState().transform).isApproximatelyEqual(to: -.pi / 2))

        // Damping 0.25 overshoots: the swatch turns past flat before it settles.
        var overshoots = false
        for _ in 0..<80 {
            stage.display.advanceFrame()
            overshoots = overshoots || turnInPlane(view.layer.presentationState().transform) > 0.05
        }
        #expect(overshoots)
        stage.display.advance(by: 0.3)
        #expect(stage.root.presentedViewController === swatch)
        #expect(view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CATransform3DIsIdentity(view.layer.transform))
        #expect(view.frame == stage.window.bounds)

        swatch.dismiss(animated: true)
        #expect(view.layer.anchorPoint == .zero)
        #expect(stage.root.view.window != nil, "the presenter's view is back underneath")
        stage.display.advance(by: 0.3)
        #expect(stage.root.presentedViewController == nil)
        #expect(view.window == nil)
        #expect(view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5) && CATransform3DIsIdentity(view.layer.transform))
        #expect(stage.root.view.frame == stage.window.bounds)
        #expect(stage.recorder.diagnostics.isEmpty, "\(stage.recorder.diagnostics)")
    }
}
