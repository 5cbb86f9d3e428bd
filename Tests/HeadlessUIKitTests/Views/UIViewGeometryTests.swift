import Testing

@testable import HeadlessUIKit

@MainActor
@Suite struct UIViewGeometryTests {
    @Test func aNewViewIsBackedByALayerItDelegates() {
        let view = UIView()
        #expect(view.frame == .zero && view.bounds == .zero && view.center == .zero)
        #expect(view.alpha == 1 && !view.isHidden && !view.clipsToBounds)
        #expect(view.isUserInteractionEnabled && view.tag == 0 && view.backgroundColor == nil)
        #expect(view.transform.isIdentity && CATransform3DIsIdentity(view.transform3D))
        #expect(view.layer.delegate === view)
        #expect(type(of: view.layer) == CALayer.self)
        #expect(view.superview == nil && view.subviews.isEmpty && view.window == nil && view.next == nil)
    }

    @Test func initializingWithAFrameSetsCentreAndBounds() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layer.position == view.center && view.layer.bounds == view.bounds)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    final class FrameLoggingView: UIView {
        var loggedFrames: [CGRect] = []
        override var frame: CGRect {
            get { super.frame }
            set {
                loggedFrames.append(newValue)
                super.frame = newValue
            }
        }
    }

    @Test func initializationGoesThroughAnOverriddenFrameSetter() {
        let view = FrameLoggingView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.loggedFrames == [CGRect(x: 1, y: 2, width: 3, height: 4)])
    }

    @Test func decodingGivesAZeroFrameView() throws {
        let view = try #require(UIView(coder: NSCoder()))
        #expect(view.frame == .zero)
        #expect(view.layer.delegate === view)
    }

    @Test func geometryPropertiesReadAndWriteTheLayer() {
        let view = UIView()
        view.bounds = CGRect(x: 5, y: 5, width: 40, height: 30)
        view.center = CGPoint(x: 100, y: 200)
        #expect(view.layer.bounds == CGRect(x: 5, y: 5, width: 40, height: 30))
        #expect(view.layer.position == CGPoint(x: 100, y: 200))
        view.layer.position = CGPoint(x: 1, y: 1)
        #expect(view.center == CGPoint(x: 1, y: 1))
        view.isHidden = true
        view.clipsToBounds = true
        #expect(view.layer.isHidden && view.layer.masksToBounds)
    }

    @Test func theAffineTransformIsTheLayersTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let transform = CGAffineTransform(rotationAngle: 0.5).scaledBy(x: 2, y: 3)
        view.transform = transform
        #expect(view.layer.transform == CATransform3DMakeAffineTransform(transform))
        #expect(view.transform == transform)
        #expect(view.transform3D == view.layer.transform)
        var perspective = CATransform3DMakeRotation(0.3, 0, 1, 0)
        perspective.m34 = -1.0 / 500
        view.transform3D = perspective
        #expect(view.layer.transform == perspective)
        #expect(view.transform == CATransform3DGetAffineTransform(perspective))
    }

    @Test func alphaIsTheLayersSinglePrecisionOpacity() {
        let view = UIView()
        view.alpha = 0.3
        #expect(view.layer.opacity == Float(0.3))
        #expect(view.alpha == CGFloat(Float(0.3)))
        #expect(view.alpha != 0.3)
        view.layer.opacity = 0.5
        #expect(view.alpha == 0.5)
    }

    struct TransformedFrame: Sendable, CustomTestStringConvertible {
        var name: String
        var transform: CGAffineTransform
        var frame: CGRect
        var testDescription: String { name }
    }

    /// Bounds 100×50 centred at (200, 100).
    @Test(arguments: [
        TransformedFrame(name: "identity", transform: .identity, frame: CGRect(x: 150, y: 75, width: 100, height: 50)),
        TransformedFrame(
            name: "scale 2", transform: CGAffineTransform(scaleX: 2, y: 2),
            frame: CGRect(x: 100, y: 50, width: 200, height: 100)),
        TransformedFrame(
            name: "quarter turn", transform: CGAffineTransform(rotationAngle: .pi / 2),
            frame: CGRect(x: 175, y: 50, width: 50, height: 100)),
        TransformedFrame(
            name: "translate", transform: CGAffineTransform(translationX: 10, y: -5),
            frame: CGRect(x: 160, y: 70, width: 100, height: 50)),
        TransformedFrame(
            name: "eighth turn", transform: CGAffineTransform(rotationAngle: .pi / 4),
            frame: CGRect(
                x: 200 - 75 / 2.0.squareRoot(), y: 100 - 75 / 2.0.squareRoot(),
                width: 150 / 2.0.squareRoot(), height: 150 / 2.0.squareRoot())),
    ])
    func theFrameOfATransformedViewIsTheBoundingBox(vector: TransformedFrame) {
        let view = UIView()
        view.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        view.center = CGPoint(x: 200, y: 100)
        view.transform = vector.transform
        #expect(view.frame.isApproximatelyEqual(to: vector.frame, absoluteTolerance: 1e-12), "\(view.frame)")
        // Bounds and centre are untouched by the transform.
        #expect(view.bounds.size == CGSize(width: 100, height: 50) && view.center == CGPoint(x: 200, y: 100))
    }

    @Test func settingTheFrameOfAScaledViewSetsBoundsAndCentre() {
        let view = UIView()
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        #expect(view.center == CGPoint(x: 100, y: 50))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func theBackgroundColorIsMirroredOnTheLayer() {
        let view = UIView()
        view.backgroundColor = .red
        #expect(view.layer.backgroundColor == UIColor.red.cgColor)
        #expect(view.backgroundColor == .red)
        view.layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        #expect(view.backgroundColor == UIColor(white: 0.5, alpha: 1))
        view.backgroundColor = nil
        #expect(view.layer.backgroundColor == nil && view.backgroundColor == nil)
    }

    final class GradientishLayer: CALayer {
        override class func makeLayerClassInstance() -> CALayer { GradientishLayer() }
    }

    final class GradientishView: UIView {
        override class var layerClass: AnyClass { GradientishLayer.self }
    }

    final class UnconstructibleLayer: CALayer {}

    final class UnconstructibleLayerView: UIView {
        override class var layerClass: AnyClass { UnconstructibleLayer.self }
    }

    final class NotALayerView: UIView {
        override class var layerClass: AnyClass { NSObject.self }
    }

    @Test func theLayerClassDecidesTheLayersType() {
        #expect(GradientishView().layer is GradientishLayer)
        #expect(GradientishView(coder: NSCoder())?.layer is GradientishLayer)
        // Without the factory override, or with a class that is not a layer, a plain layer.
        #expect(type(of: UnconstructibleLayerView().layer) == CALayer.self)
        #expect(type(of: NotALayerView().layer) == CALayer.self)
    }

    /// The example in docs/layers-and-views.md.
    @Test func theGuideExampleHolds() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
        window.addSubview(card)
        card.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        #expect(card.frame.minX == 195)
        card.center.x -= 175
        card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(card.frame == CGRect(x: 20, y: 150, width: 175, height: 100))
        #expect(card.convert(CGPoint.zero, to: nil) == CGPoint(x: 20, y: 150))
        #expect(card.snapshotView(afterScreenUpdates: false)?.frame == card.frame)
    }
}
