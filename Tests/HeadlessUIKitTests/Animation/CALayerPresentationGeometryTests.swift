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
