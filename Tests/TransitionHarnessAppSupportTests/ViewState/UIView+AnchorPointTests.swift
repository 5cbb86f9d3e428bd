import HeadlessUIKit
import TestSupport
import Testing
import TransitionHarnessAppSupport

@MainActor
@Suite struct UIViewAnchorPointTests {
    // MARK: Property

    /// window ⊃ outer ⊃ inner ⊃ view, the superviews with their own 2-D or 3-D transforms and
    /// sometimes a perspective `sublayerTransform`; the view with a random transform
    /// (perspective turns about x, y and z of up to 80°, eye at 500…2000 points), anchor
    /// point, anchorPointZ and bounds origin. Changing the anchor point keeps every corner
    /// where it is on screen.
    @Test(arguments: viewStateSeeds)
    func theCornersStayPutOnScreen(seed: UInt64) {
        var random = ViewStateRandom(seed: seed)
        var transformsRewritten = 0
        for index in 0..<500 {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            var superview: UIView = window
            for _ in 0..<2 {
                let container = UIView(frame: random.rect(origin: 0...100, size: 200...400))
                container.layer.anchorPoint = random.point(in: 0...1)
                container.layer.transform = random.anyTransform()
                if random.bool() { container.layer.sublayerTransform.m34 = -1 / random.value(in: 500...2000) }
                superview.addSubview(container)
                superview = container
            }
            let view = UIView(frame: random.rect(origin: 0...100, size: 20...300))
            view.bounds.origin = random.point(in: -20...20)
            view.layer.anchorPoint = random.point(in: 0...1)
            if random.bool() { view.layer.anchorPointZ = random.value(in: -20...20) }
            if random.bool() { view.layer.zPosition = random.value(in: -20...20) }
            view.layer.transform = random.bool() ? random.transform3D() : random.anyTransform()
            superview.addSubview(view)

            let before = ViewStateChecks.cornersInWindow(of: view)
            let transform = view.layer.transform
            let newAnchor = random.point(in: 0...1)
            let moved = view.setAnchorPointKeepingFrame(newAnchor)
            let after = ViewStateChecks.cornersInWindow(of: view)
            #expect(moved, "seed \(seed) case \(index)")
            #expect(view.layer.anchorPoint == newAnchor, "seed \(seed) case \(index)")
            for (was, now) in zip(before, after) {
                #expect(
                    now.isApproximatelyEqual(to: was, absoluteTolerance: 1e-9, relativeTolerance: 0),
                    "seed \(seed) case \(index): corner \(was) moved to \(now)")
            }
            if !CATransform3DEqualToTransform(view.layer.transform, transform) { transformsRewritten += 1 }
        }
        // A good share of the cases must be ones where moving the position alone would not do.
        #expect(transformsRewritten > 100, "seed \(seed)")
    }

    // MARK: 2-D transforms

    @Test func withoutATransformTheCenterMovesByTheAnchorChangeTimesTheSize() {
        let view = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        #expect(view.setAnchorPointKeepingFrame(CGPoint(x: 0, y: 1)))
        #expect(view.layer.anchorPoint == CGPoint(x: 0, y: 1))
        #expect(view.center == CGPoint(x: 20, y: 200))
        #expect(view.frame == CGRect(x: 20, y: 100, width: 200, height: 100))
        #expect(CATransform3DIsIdentity(view.layer.transform))
    }

    @Test func aTwoDimensionalTransformIsLeftExactlyAsItWas() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let view = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        window.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: 0.5).scaledBy(x: 2, y: -0.5)
        let transform = view.layer.transform
        let center = view.center
        let corners = ViewStateChecks.cornersInWindow(of: view)
        view.setAnchorPointKeepingFrame(CGPoint(x: 0.2, y: 0.9))
        #expect(CATransform3DEqualToTransform(view.layer.transform, transform))
        // δ = (−0.3, 0.4) ⊙ (200, 100) = (−60, 40), carried through the linear part.
        let shift = CGPoint(x: -60, y: 40).applying(view.transform)
        #expect(
            view.center.isApproximatelyEqual(
                to: CGPoint(x: center.x + shift.x, y: center.y + shift.y), absoluteTolerance: 1e-12,
                relativeTolerance: 0))
        for (was, now) in zip(corners, ViewStateChecks.cornersInWindow(of: view)) {
            #expect(now.isApproximatelyEqual(to: was, absoluteTolerance: 1e-12, relativeTolerance: 0))
        }
    }

    // MARK: 3-D transforms

    /// The card-flip setup: perspective in the container's `sublayerTransform`, a turn about
    /// y on the card. Moving the position alone keeps the flattened picture but not the
    /// card's depth, which the container's perspective shows; the helper also moves `m43`.
    @Test func underAPerspectiveSuperviewTheDepthIsKeptToo() {
        func makeCard() -> (window: UIWindow, card: UIView) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            window.layer.sublayerTransform.m34 = -1 / 500
            let card = UIView(frame: CGRect(x: 100, y: 200, width: 200, height: 120))
            card.layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
            window.addSubview(card)
            return (window, card)
        }
        let (window, card) = makeCard()
        let before = ViewStateChecks.cornersInWindow(of: card)
        card.setAnchorPointKeepingFrame(CGPoint(x: 0, y: 0.5))
        for (was, now) in zip(before, ViewStateChecks.cornersInWindow(of: card)) {
            #expect(now.isApproximatelyEqual(to: was, absoluteTolerance: 1e-9, relativeTolerance: 0))
        }
        // Only the depth translation changed: by δx·m13 = −100·(−sin 60°).
        var expected = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        expected.m43 = 100 * sin(CGFloat.pi / 3)
        #expect(card.layer.transform.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-12))
        #expect(card.layer.transform.m11 == CATransform3DMakeRotation(.pi / 3, 0, 1, 0).m11)

        #expect(card.window === window)

        // Position alone: the card visibly moves.
        let (naiveWindow, naive) = makeCard()
        #expect(naive.window === naiveWindow)
        naive.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        naive.center.x -= 100 * cos(CGFloat.pi / 3)
        let moved =
            zip(before, ViewStateChecks.cornersInWindow(of: naive)).map { hypot($0.x - $1.x, $0.y - $1.y) }.max() ?? 0
        #expect(moved > 1)
    }

    /// Perspective in the view's own transform: the eye sits in front of the anchor, so no
    /// position alone keeps the picture; the transform is re-expressed about the new anchor,
    /// with the anchor's w still 1.
    @Test func withItsOwnPerspectiveTheTransformIsReexpressed() {
        func makeCard() -> (window: UIWindow, card: UIView) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            let card = UIView(frame: CGRect(x: 100, y: 200, width: 200, height: 120))
            var flip = CATransform3DIdentity
            flip.m34 = -1 / 500
            card.layer.transform = CATransform3DRotate(flip, .pi / 4, 0, 1, 0)
            window.addSubview(card)
            return (window, card)
        }
        let (window, card) = makeCard()
        let before = ViewStateChecks.cornersInWindow(of: card)
        #expect(card.setAnchorPointKeepingFrame(CGPoint(x: 1, y: 0)))
        for (was, now) in zip(before, ViewStateChecks.cornersInWindow(of: card)) {
            #expect(now.isApproximatelyEqual(to: was, absoluteTolerance: 1e-9, relativeTolerance: 0))
        }
        let t = card.layer.transform
        #expect(t.m44.isApproximatelyEqual(to: 1, absoluteTolerance: 1e-12, relativeTolerance: 0))
        #expect(abs(t.m41) < 1e-12 && abs(t.m42) < 1e-12)
        // The new anchor (the top right corner) is where `center` now is.
        #expect(
            card.center.isApproximatelyEqual(to: before[1], absoluteTolerance: 1e-9, relativeTolerance: 0))

        // The recipe without re-expressing: position to where the new anchor shows, transform
        // kept. That corner stays, the others move.
        #expect(card.window === window)
        let (naiveWindow, naive) = makeCard()
        #expect(naive.window === naiveWindow)
        naive.layer.anchorPoint = CGPoint(x: 1, y: 0)
        naive.center = before[1]
        let after = ViewStateChecks.cornersInWindow(of: naive)
        #expect(after[1].isApproximatelyEqual(to: before[1], absoluteTolerance: 1e-9, relativeTolerance: 0))
        #expect(!after[3].isApproximatelyEqual(to: before[3], absoluteTolerance: 1, relativeTolerance: 0))
    }

    // MARK: Degenerate input

    /// Eye 100 points in front, turned 80° about y: the left edge of a 400-point-wide layer
    /// would be behind the eye, so there is no position to put the anchor there.
    @Test func anAnchorBehindTheEyeChangesNothing() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        var t = CATransform3DIdentity
        t.m34 = -1 / 100
        t = CATransform3DRotate(t, 80 * .pi / 180, 0, 1, 0)
        view.layer.transform = t
        let center = view.center
        #expect(!view.setAnchorPointKeepingFrame(CGPoint(x: 0, y: 0.5)))
        #expect(view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(view.center == center)
        #expect(CATransform3DEqualToTransform(view.layer.transform, t))
        // The other edge is in front of the eye.
        #expect(view.setAnchorPointKeepingFrame(CGPoint(x: 1, y: 0.5)))
    }

    @Test func aZeroSizeViewOnlyChangesItsAnchorPoint() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 0, height: 0))
        view.layer.transform = CATransform3DMakeScale(0, 0, 1)
        #expect(view.setAnchorPointKeepingFrame(CGPoint(x: 1, y: 1)))
        #expect(view.layer.anchorPoint == CGPoint(x: 1, y: 1))
        #expect(view.center == CGPoint(x: 10, y: 20))
    }

    @Test func aNonFiniteAnchorPointChangesNothing() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(!view.setAnchorPointKeepingFrame(CGPoint(x: CGFloat.nan, y: 0)))
        #expect(view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func theLayerMethodIsTheSameForAStandaloneLayer() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 200, y: 100)
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(layer.setAnchorPointKeepingFrame(CGPoint(x: 0, y: 0)))
        #expect(layer.position == CGPoint(x: 100, y: 50))
        #expect(layer.frame == CGRect(x: 100, y: 50, width: 200, height: 100))
    }
}
