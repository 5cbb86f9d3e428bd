import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct CALayerPresentationGeometryTests {
    @Test func withoutAnimationsPresentationGeometryIsModelGeometry() {
        _ = HeadlessDisplay()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let container = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 40))
        window.addSubview(container)
        container.addSubview(view)
        container.transform = CGAffineTransform(rotationAngle: 0.3)
        container.layer.sublayerTransform.m34 = -1 / 500
        view.transform = CGAffineTransform(scaleX: 2, y: 1)
        let expected = view.layer.convert(view.layer.bounds, to: window.layer)
        #expect(
            view.layer.presentationFrame(in: window.layer).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
        #expect(
            view.layer.presentationConvert(CGPoint(x: 3, y: 4), to: nil).isApproximatelyEqual(
                to: view.layer.convert(CGPoint(x: 3, y: 4), to: nil), absoluteTolerance: 1e-9))
    }

    @Test func animationsOfTheLayerAndItsAncestorsMoveItsPresentationFrame() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(container)
        container.addSubview(view)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                container.center.x += 100
                view.transform = CGAffineTransform(translationX: 50, y: 0)
            })
        display.advance(frames: 5)
        // container at +50, view translated by +25.
        #expect(view.layer.presentationFrame(in: window.layer) == CGRect(x: 75, y: 0, width: 100, height: 100))
        #expect(view.frame == CGRect(x: 50, y: 0, width: 100, height: 100))
    }
}

/// `presentationQuadInRoot(state:ancestors:)`: the ancestors' presentation read once for
/// several layers gives the corners `presentationQuad(in: nil)` gives, bit for bit.
@MainActor
@Suite struct PresentationAncestorsTests {
    @Test func sharedAncestorsGiveTheSameCornersBitForBit() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let container = UIView(frame: CGRect(x: 12, y: 30, width: 330, height: 700))
        let left = UIView(frame: CGRect(x: 5, y: 5, width: 150, height: 300))
        let right = UIView(frame: CGRect(x: 160, y: 40, width: 150, height: 300))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 30))
        window.addSubview(container)
        container.addSubview(left)
        container.addSubview(right)
        right.addSubview(inner)
        container.layer.sublayerTransform.m34 = -1 / 700
        container.transform = CGAffineTransform(rotationAngle: 0.1)
        left.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveEaseInOut,
            animations: {
                container.center.x += 37
                left.layer.transform = CATransform3DMakeRotation(1.1, 0, 1, 0)
                right.transform = CGAffineTransform(scaleX: 0.7, y: 1.3).rotated(by: -0.4)
                inner.alpha = 0.2
            })
        display.advance(frames: 23)
        for order in [[left, right, inner], [inner, right, left]] {
            var ancestors = PresentationAncestors()
            for view in order {
                let layer = view.layer
                let shared = layer.presentationQuadInRoot(state: layer.presentationState(), ancestors: &ancestors)
                #expect(shared == layer.presentationQuad(in: nil))
            }
        }
        var alone = PresentationAncestors()
        let root = window.layer
        #expect(
            root.presentationQuadInRoot(state: root.presentationState(), ancestors: &alone)
                == root.presentationQuad(in: nil))
    }
}
