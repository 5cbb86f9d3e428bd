@_spi(Harness) import HeadlessUIKit
import Testing
@_spi(Harness) import TransitionHarness

@testable import TransitionCatalog

@MainActor
@Suite struct FlipAnimatorTests {
    @Test func theTurnsHavePerspectiveOfOneOverSixteenHundred() {
        #expect(FlipGeometry.turn(0).m34 == -1.0 / 1600)
        let presenting = FlipGeometry(isPresenting: true)
        #expect(turnAboutY(presenting.destination(afterHalves: 0)).magnitude.isApproximatelyEqual(to: .pi))
        #expect(turnAboutY(presenting.source(afterHalves: 1)).isApproximatelyEqual(to: -.pi / 2))
        #expect(turnAboutY(presenting.destination(afterHalves: 1)).isApproximatelyEqual(to: .pi / 2))
        let dismissing = FlipGeometry(isPresenting: false)
        #expect(turnAboutY(dismissing.source(afterHalves: 1)).isApproximatelyEqual(to: .pi / 2))
        #expect(turnAboutY(dismissing.destination(afterHalves: 1)).isApproximatelyEqual(to: -.pi / 2))
        #expect(dismissing.sourceHinge == CGPoint(x: 0, y: 0.5) && presenting.sourceHinge == CGPoint(x: 1, y: 0.5))
    }

    @Test func presentingHingesOnOppositeEdgesTurnsEdgeOnAtTheMidpointAndSwapsTheAlphas() {
        let stage = SegueStage()
        let delegate = SeedDelegate(
            presentation: { FlipPresentationController(presentedViewController: $0, presenting: $1) },
            animator: { FlipAnimator(presenting: $0) })
        let card = stage.presentable(1)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        stage.root.present(card, animated: true)
        let source = stage.root.view!
        let destination = card.view!
        #expect(source.layer.anchorPoint == CGPoint(x: 1, y: 0.5))
        #expect(destination.layer.anchorPoint == CGPoint(x: 0, y: 0.5))
        #expect(stage.shownFrame(source) == stage.window.bounds, "the hinge moves without moving the view")
        #expect(destination.layer.presentationState().opacity == 0)

        stage.display.advance(by: 0.49)
        #expect(
            turnAboutY(source.layer.presentationState().transform).isApproximatelyEqual(
                to: -.pi / 2, absoluteTolerance: 0.1))
        #expect(
            turnAboutY(destination.layer.presentationState().transform).isApproximatelyEqual(
                to: .pi / 2, absoluteTolerance: 0.1))
        #expect(source.layer.presentationState().opacity == 1 && destination.layer.presentationState().opacity == 0)
        stage.display.advance(by: 0.02)
        #expect(source.layer.presentationState().opacity == 0 && destination.layer.presentationState().opacity == 1)

        stage.display.advance(by: 0.6)
        #expect(stage.root.presentedViewController === card)
        for view in [source, destination] {
            #expect(CATransform3DIsIdentity(view.layer.transform))
            #expect(view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
            #expect(view.alpha == 1)
            #expect(view.frame == stage.window.bounds)
        }
        #expect(source.window == nil, "the presentation controller removes the presenter's view")
        #expect(stage.recorder.diagnostics.isEmpty, "\(stage.recorder.diagnostics)")
    }

    @Test func aNonAnimatedPresentationCompletesAtOnce() {
        let stage = SegueStage()
        let delegate = SeedDelegate(
            presentation: { FlipPresentationController(presentedViewController: $0, presenting: $1) },
            animator: { FlipAnimator(presenting: $0) })
        let card = stage.presentable(1)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        stage.root.present(card, animated: false)
        #expect(stage.root.presentedViewController === card)
        #expect(card.view.window != nil && stage.root.view.window == nil)
        #expect(stage.root.transitionCoordinator == nil)
    }
}
