import TestSupport
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite struct CALayerGeometryTests {
    @Test func defaultsMatchCoreAnimation() {
        let layer = CALayer()
        #expect(layer.bounds == .zero)
        #expect(layer.position == .zero)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.anchorPointZ == 0 && layer.zPosition == 0)
        #expect(CATransform3DIsIdentity(layer.transform) && CATransform3DIsIdentity(layer.sublayerTransform))
        #expect(layer.opacity == 1 && !layer.isHidden && !layer.masksToBounds)
        #expect(layer.cornerRadius == 0 && layer.backgroundColor == nil)
        #expect(layer.frame == .zero)
        #expect(layer.superlayer == nil && layer.sublayers == nil)
    }

    struct FrameVector: Sendable, CustomTestStringConvertible {
        var name: String
        var transform: CATransform3D
        var anchor: CGPoint
        var frame: CGRect
        var testDescription: String { name }
    }

    /// math-reference §4.3: bounds (0, 0, 100, 50), position (200, 100).
    @Test(arguments: [
        FrameVector(
            name: "scale 2, centre", transform: CATransform3DMakeScale(2, 2, 1),
            anchor: CGPoint(x: 0.5, y: 0.5), frame: CGRect(x: 100, y: 50, width: 200, height: 100)),
        FrameVector(
            name: "scale 2, (0, 0)", transform: CATransform3DMakeScale(2, 2, 1),
            anchor: .zero, frame: CGRect(x: 200, y: 100, width: 200, height: 100)),
        FrameVector(
            name: "rotate 90°, centre", transform: CATransform3DMakeRotation(.pi / 2, 0, 0, 1),
            anchor: CGPoint(x: 0.5, y: 0.5), frame: CGRect(x: 175, y: 50, width: 50, height: 100)),
    ])
    func frameVectors(vector: FrameVector) {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 200, y: 100)
        layer.anchorPoint = vector.anchor
        layer.transform = vector.transform
        #expect(layer.frame.isApproximatelyEqual(to: vector.frame, absoluteTolerance: 1e-12), "\(layer.frame)")
    }

    @Test func theOriginCornerOfAQuarterTurnedLayerLandsAt225_50() {
        let parent = CALayer()
        let layer = CALayer()
        parent.addSublayer(layer)
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 200, y: 100)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let corner = layer.convert(CGPoint.zero, to: parent)
        #expect(corner.isApproximatelyEqual(to: CGPoint(x: 225, y: 50), absoluteTolerance: 1e-12))
    }

    @Test(arguments: propertySeeds)
    func withTheIdentityTransformTheFrameIsPositionMinusAnchorTimesSize(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let layer = generator.randomLayer(transform: CATransform3DIdentity)
            let expectedOrigin = CGPoint(
                x: layer.position.x - layer.anchorPoint.x * layer.bounds.width,
                y: layer.position.y - layer.anchorPoint.y * layer.bounds.height)
            #expect(
                layer.frame.origin.isApproximatelyEqual(to: expectedOrigin, absoluteTolerance: 1e-9), "seed \(seed)")
            #expect(
                layer.frame.size.isApproximatelyEqual(to: layer.bounds.size, absoluteTolerance: 1e-9), "seed \(seed)")
        }
    }

    @Test(arguments: propertySeeds)
    func changingTheAnchorPointKeepsThePositionAndShiftsTheFrame(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let layer = generator.randomLayer(transform: CATransform3DIdentity)
            let before = layer.frame
            let position = layer.position
            let newAnchor = CGPoint(x: generator.value(in: -0.5...1.5), y: generator.value(in: -0.5...1.5))
            let delta = CGPoint(x: newAnchor.x - layer.anchorPoint.x, y: newAnchor.y - layer.anchorPoint.y)
            layer.anchorPoint = newAnchor
            #expect(layer.position == position)
            let shifted = before.offsetBy(dx: -delta.x * layer.bounds.width, dy: -delta.y * layer.bounds.height)
            #expect(layer.frame.isApproximatelyEqual(to: shifted, absoluteTolerance: 1e-9), "seed \(seed)")
        }
    }

    @Test func theBoundsOriginDoesNotMoveTheFrame() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.position = CGPoint(x: 100, y: 100)
        let frame = layer.frame
        layer.bounds.origin = CGPoint(x: 13, y: -7)
        #expect(layer.frame == frame)
    }

    @Test func settingTheFrameWithTheIdentityTransformSetsPositionAndBoundsSizeOnly() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 5, y: 6, width: 1, height: 1)
        layer.anchorPoint = CGPoint(x: 0.25, y: 1)
        layer.frame = CGRect(x: 10, y: 20, width: 40, height: 80)
        #expect(layer.bounds == CGRect(x: 5, y: 6, width: 40, height: 80))
        #expect(layer.position == CGPoint(x: 20, y: 100))
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 40, height: 80))
    }

    @Test func aFrameWithNegativeSizeIsStandardizedFirst() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: -10, height: -4)
        #expect(layer.frame == CGRect(x: 0, y: 6, width: 10, height: 4))
    }

    static let axisAlignedTransforms: [CATransform3D] = [
        CATransform3DIdentity,
        CATransform3DMakeScale(2, 0.5, 1),
        CATransform3DMakeScale(-1.5, 3, 1),
        CATransform3DMakeRotation(.pi / 2, 0, 0, 1),
        CATransform3DMakeRotation(.pi, 0, 0, 1),
        CATransform3DMakeRotation(-.pi / 2, 0, 0, 1),
        CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), CATransform3DMakeTranslation(30, -12, 0)),
        CATransform3DConcat(CATransform3DMakeScale(3, 2, 1), CATransform3DMakeRotation(3 * .pi / 2, 0, 0, 1)),
    ]

    @Test(arguments: propertySeeds)
    func aFrameSetUnderAnAxisAlignedTransformReadsBack(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for transform in Self.axisAlignedTransforms {
            for _ in 0..<25 {
                let layer = generator.randomLayer(transform: transform)
                let frame = CGRect(origin: generator.point(), size: generator.size())
                layer.frame = frame
                #expect(
                    layer.frame.isApproximatelyEqual(to: frame, absoluteTolerance: 1e-9), "seed \(seed) \(transform)")
            }
        }
    }

    @Test func underOtherRotationsSettingTheFrameCentresTheLayerOnIt() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.anchorPoint = CGPoint(x: 0, y: 0)
        layer.transform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        let target = CGRect(x: 50, y: 60, width: 30, height: 20)
        layer.frame = target
        #expect(layer.frame.midX.isApproximatelyEqual(to: target.midX, absoluteTolerance: 1e-9))
        #expect(layer.frame.midY.isApproximatelyEqual(to: target.midY, absoluteTolerance: 1e-9))
    }

    @Test func settingTheFrameUnderAZeroScaleKeepsTheBoundsSize() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
        layer.transform = CATransform3DMakeScale(0, 1, 1)
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(layer.bounds.size == CGSize(width: 10, height: 20))
        #expect(layer.position == CGPoint(x: 50, y: 50))
    }

    @Test(arguments: propertySeeds)
    func convertedBoundsCornersSpanTheFrame(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<100 {
            let parent = CALayer()
            let layer = generator.randomLayer(transform: generator.invertibleTransform3D())
            parent.addSublayer(layer)
            let corners = layer.bounds.corners.map { layer.convert($0, to: parent) }
            let box = CGRect(boundingBoxOf: corners)
            #expect(
                box.isApproximatelyEqual(to: layer.frame, absoluteTolerance: 1e-8, relativeTolerance: 1e-10),
                "seed \(seed)")
            #expect(
                layer.convert(layer.bounds, to: parent).isApproximatelyEqual(
                    to: layer.frame, absoluteTolerance: 1e-8, relativeTolerance: 1e-10), "seed \(seed)")
        }
    }

    @Test func anchorPointZMovesTheLayerAlongTheViewingAxis() {
        // With a perspective transform, pushing the plane away (anchorPointZ > 0 puts the
        // plane at z = −anchorPointZ) makes the frame smaller.
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        layer.transform = perspective
        let flat = layer.frame
        layer.anchorPointZ = 250
        #expect(layer.frame.width.isApproximatelyEqual(to: flat.width / 1.5, absoluteTolerance: 1e-9))
    }

    @Test func affineTransformAccessorsRoundTrip() {
        let layer = CALayer()
        let affine = CGAffineTransform(rotationAngle: 0.4).translatedBy(x: 3, y: 4)
        layer.setAffineTransform(affine)
        #expect(layer.transform == CATransform3DMakeAffineTransform(affine))
        #expect(layer.affineTransform() == affine)
    }

    @Test func theLayerInitializerCopiesModelValuesOnly() {
        let parent = CALayer()
        let source = CALayer()
        parent.addSublayer(source)
        source.addSublayer(CALayer())
        source.bounds = CGRect(x: 1, y: 2, width: 3, height: 4)
        source.position = CGPoint(x: 5, y: 6)
        source.zPosition = 7
        source.anchorPoint = CGPoint(x: 0.1, y: 0.9)
        source.anchorPointZ = 8
        source.transform = CATransform3DMakeScale(2, 3, 4)
        source.sublayerTransform = CATransform3DMakeTranslation(1, 1, 1)
        source.opacity = 0.25
        source.isHidden = true
        source.masksToBounds = true
        source.cornerRadius = 9
        source.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        source.name = "source"
        let copy = CALayer(layer: source)
        #expect(copy.bounds == source.bounds && copy.position == source.position && copy.zPosition == 7)
        #expect(copy.anchorPoint == source.anchorPoint && copy.anchorPointZ == 8)
        #expect(copy.transform == source.transform && copy.sublayerTransform == source.sublayerTransform)
        #expect(copy.opacity == 0.25 && copy.isHidden && copy.masksToBounds && copy.cornerRadius == 9)
        #expect(copy.backgroundColor == source.backgroundColor && copy.name == "source")
        #expect(copy.superlayer == nil && copy.sublayers == nil)
        #expect(CALayer(layer: "not a layer").bounds == .zero)
        #expect(source.model() === source)
    }

    @Test func nonFiniteGeometryDoesNotTrap() {
        let layer = CALayer()
        layer.frame = CGRect(x: CGFloat.nan, y: 0, width: .infinity, height: 10)
        layer.transform = CATransform3DMakeScale(.nan, 1, 1)
        _ = layer.frame
        layer.frame = .null
        _ = layer.convert(CGPoint(x: 1, y: 1), to: nil)
        #expect(layer.bounds.height == 10)
    }
}
