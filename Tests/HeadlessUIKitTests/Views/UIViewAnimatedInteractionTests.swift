import Testing

@testable @_spi(Harness) import HeadlessUIKit

/// Views being animated by a block without `allowUserInteraction` get no new touches [DOC
/// UIView.animate(withDuration:animations:)]; with it, or with a property animator, they do.
@MainActor
@Suite struct UIViewAnimatedInteractionTests {
    /// root (0, 0, 100, 100) ⊃ back (0, 0, 60, 60), front (40, 40, 60, 60) ⊃ badge (its top left
    /// 20 × 20).
    func makeScene() -> (display: HeadlessDisplay, root: UIView, back: UIView, front: UIView, badge: UIView) {
        let display = HeadlessDisplay(framesPerSecond: 60)
        display.activate()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let front = UIView(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(badge)
        return (display, root, back, front, badge)
    }

    @Test func aViewAnimatedByABlockIsSkippedWithItsSubviewsUntilTheAnimationEnds() {
        let scene = makeScene()
        UIView.animate(withDuration: 0.2) { scene.front.alpha = 0.5 }
        #expect(scene.root.hitTest(CGPoint(x: 80, y: 80), with: nil) === scene.root)
        #expect(scene.root.hitTest(CGPoint(x: 45, y: 45), with: nil) === scene.back)
        for _ in 0..<15 { scene.display.advanceFrame() }
        #expect(scene.root.hitTest(CGPoint(x: 45, y: 45), with: nil) === scene.badge)
    }

    @Test func allowUserInteractionKeepsItInteractive() {
        let scene = makeScene()
        UIView.animate(withDuration: 0.2, delay: 0, options: .allowUserInteraction) { scene.front.alpha = 0.5 }
        #expect(scene.root.hitTest(CGPoint(x: 80, y: 80), with: nil) === scene.front)
    }

    @Test func keyframesFollowTheirOptionsToo() {
        let scene = makeScene()
        UIView.animateKeyframes(withDuration: 0.2, delay: 0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { scene.front.alpha = 0.5 }
        }
        #expect(scene.root.hitTest(CGPoint(x: 50, y: 50), with: nil) === scene.back)
        let other = makeScene()
        UIView.animateKeyframes(withDuration: 0.2, delay: 0, options: .allowUserInteraction) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { other.front.alpha = 0.5 }
        }
        #expect(other.root.hitTest(CGPoint(x: 80, y: 80), with: nil) === other.front)
    }

    @Test func aPropertyAnimatorLeavesTheViewsInteractive() {
        let scene = makeScene()
        let animator = UIViewPropertyAnimator(duration: 0.2, curve: .easeOut) { scene.front.alpha = 0.5 }
        animator.startAnimation()
        #expect(scene.root.hitTest(CGPoint(x: 80, y: 80), with: nil) === scene.front)
    }

    @Test func aViewNotAnimatedStaysInteractiveWhileAnotherIs() {
        let scene = makeScene()
        UIView.animate(withDuration: 0.2) { scene.back.alpha = 0.5 }
        #expect(scene.root.hitTest(CGPoint(x: 80, y: 80), with: nil) === scene.front)
        #expect(scene.root.hitTest(CGPoint(x: 10, y: 10), with: nil) === scene.root)
    }
}
