import Testing

@testable import HeadlessUIKit

/// Shape and gradient layers keep QuartzCore's defaults and copy their values.
@Suite struct CAShapeLayerTests {
    @Test func aShapeLayerHasQuartzCoresDefaults() {
        let layer = CAShapeLayer()
        #expect(layer.path == nil)
        #expect(layer.fillColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.strokeColor == nil)
        #expect(layer.lineWidth == 1)
        #expect(layer.strokeStart == 0 && layer.strokeEnd == 1)
        #expect(layer.fillRule == .nonZero && layer.lineCap == .butt && layer.lineJoin == .miter)
    }

    @Test func aShapeLayerCopyKeepsItsShape() {
        let layer = CAShapeLayer()
        layer.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        layer.strokeEnd = 0.25
        layer.lineWidth = 3
        let copy = CAShapeLayer(layer: layer)
        #expect(copy.path == layer.path)
        #expect(copy.strokeEnd == 0.25)
        #expect(copy.lineWidth == 3)
        #expect(CAShapeLayer.makeLayerClassInstance() is CAShapeLayer)
    }

    @Test func aGradientLayerHasQuartzCoresDefaultsAndCopiesItsValues() {
        let layer = CAGradientLayer()
        #expect(layer.colors == nil && layer.locations == nil)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0) && layer.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(layer.type == .axial)
        layer.colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)]
        layer.locations = [0, 1]
        layer.startPoint = .zero
        let copy = CAGradientLayer(layer: layer)
        #expect(copy.colors?.count == 2)
        #expect(copy.locations == [0, 1])
        #expect(copy.startPoint == .zero)
    }
}
