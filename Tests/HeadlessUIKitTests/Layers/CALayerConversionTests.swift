import TestSupport
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite struct CALayerConversionTests {
    /// A parent (0, 0, 100, 100) at the origin, anchor at its centre.
    func makeParent() -> CALayer {
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        return parent
    }

    @Test func aTranslatedSublayer() {
        let parent = makeParent()
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        parent.addSublayer(child)
        #expect(child.convert(CGPoint(x: 1, y: 2), to: parent) == CGPoint(x: 11, y: 22))
        #expect(parent.convert(CGPoint(x: 11, y: 22), to: child) == CGPoint(x: 1, y: 2))
        #expect(child.convert(CGPoint(x: 11, y: 22), from: parent) == CGPoint(x: 1, y: 2))
        child.bounds.origin = CGPoint(x: 100, y: 100)
        #expect(child.convert(CGPoint(x: 100, y: 100), to: parent) == CGPoint(x: 10, y: 20))
    }

    @Test func theSublayerTransformAppliesAboutTheSuperlayersAnchor() {
        let parent = makeParent()
        parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        parent.addSublayer(child)
        // (q − A)·S + A with A = (50, 50): (0, 0) → (−50, −50), (10, 10) → (−30, −30).
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: -50, y: -50))
        #expect(child.convert(child.bounds, to: parent) == CGRect(x: -50, y: -50, width: 20, height: 20))
        // The frame does not include the superlayer's sublayer transform.
        #expect(child.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func zPositionShowsThroughAPerspectiveSublayerTransform() {
        let parent = makeParent()
        parent.sublayerTransform.m34 = -1.0 / 500
        let child = CALayer()
        child.frame = CGRect(x: 60, y: 50, width: 10, height: 10)
        parent.addSublayer(child)
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 60, y: 50))
        // z = 250 gives w = 0.5: the offset (10, 0) from the parent's anchor doubles.
        child.zPosition = 250
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 70, y: 50))
        #expect(child.frame == CGRect(x: 60, y: 50, width: 10, height: 10))
    }

    @Test func nilMeansTheRootLayer() {
        let root = makeParent()
        root.position = CGPoint(x: 500, y: 500)
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        root.addSublayer(child)
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 10))
        #expect(child.convert(CGPoint(x: 10, y: 10), from: nil) == .zero)
        #expect(root.convert(CGPoint(x: 3, y: 4), to: nil) == CGPoint(x: 3, y: 4))
    }

    @Test func layersInDifferentTreesConvertThroughWhereTheirRootsArePlaced() {
        let left = CALayer()
        left.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let right = CALayer()
        right.frame = CGRect(x: 200, y: 0, width: 100, height: 100)
        #expect(left.convert(CGPoint(x: 250, y: 10), to: right) == CGPoint(x: 50, y: 10))
        #expect(right.convert(CGPoint(x: 50, y: 10), to: left) == CGPoint(x: 250, y: 10))
    }

    @Test func convertingIntoAZeroScaledLayerGivesNaNAndANullRect() {
        let parent = makeParent()
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        child.transform = CATransform3DMakeScale(0, 1, 1)
        parent.addSublayer(child)
        let point = child.convert(CGPoint(x: 1, y: 1), from: parent)
        #expect(point.x.isNaN && point.y.isNaN)
        #expect(child.convert(CGRect(x: 0, y: 0, width: 1, height: 1), from: parent).isNull)
        // Out of the degenerate layer still works: it collapses onto a line.
        #expect(child.convert(CGPoint(x: 10, y: 3), to: parent) == CGPoint(x: 5, y: 3))
    }

    @Test func rectanglesConvertToTheBoundingBoxOfTheirCorners() {
        let parent = makeParent()
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        child.position = CGPoint(x: 50, y: 50)
        child.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        parent.addSublayer(child)
        let half = 10 * 2.0.squareRoot()
        #expect(
            child.convert(child.bounds, to: parent).isApproximatelyEqual(
                to: CGRect(x: 50 - half, y: 50 - half, width: 2 * half, height: 2 * half), absoluteTolerance: 1e-12))
        #expect(child.convert(CGRect.null, to: parent).isNull)
    }

    /// A random chain root ⊃ l1 ⊃ ... ⊃ l4 and a random branch off l1, with rotations,
    /// scales, sublayer transforms and perspective.
    func randomTree(_ generator: inout SeededGenerator) -> (leaf: CALayer, branch: CALayer, root: CALayer) {
        let root = generator.randomLayer(transform: generator.invertibleTransform3D(perspective: false))
        var current = root
        var chain: [CALayer] = []
        for _ in 0..<4 {
            let next = generator.randomLayer(transform: generator.invertibleTransform3D())
            next.zPosition = generator.value(in: -30...30)
            if Bool.random(using: &generator) {
                current.sublayerTransform = generator.invertibleTransform3D()
            }
            current.addSublayer(next)
            chain.append(next)
            current = next
        }
        let branch = generator.randomLayer(transform: generator.invertibleTransform3D())
        chain[0].addSublayer(branch)
        return (current, branch, root)
    }

    @Test(arguments: propertySeeds)
    func convertingThereAndBackIsTheIdentity(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var checked = 0
        for _ in 0..<50 {
            let tree = randomTree(&generator)
            for target in [tree.branch, tree.root, nil] as [CALayer?] {
                let point = generator.point(in: -20...20)
                let there = tree.leaf.convert(point, to: target)
                guard there.x.isFinite, there.y.isFinite else { continue }
                checked += 1
                let back = tree.leaf.convert(there, from: target)
                #expect(
                    back.isApproximatelyEqual(to: point, absoluteTolerance: 1e-6, relativeTolerance: 1e-8),
                    "seed \(seed)")
                #expect(
                    target.map { $0.convert(point, from: tree.leaf) }.map {
                        $0.isApproximatelyEqual(to: there, absoluteTolerance: 1e-9, relativeTolerance: 1e-9)
                    } ?? true, "seed \(seed)")
            }
        }
        #expect(checked > 100, "too few finite conversions to mean anything (seed \(seed))")
    }

    @Test(arguments: propertySeeds)
    func convertingInStepsEqualsConvertingAtOnce(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var checked = 0
        for _ in 0..<50 {
            let tree = randomTree(&generator)
            let point = generator.point(in: -20...20)
            let viaRoot = tree.root.convert(tree.leaf.convert(point, to: tree.root), to: tree.branch)
            let direct = tree.leaf.convert(point, to: tree.branch)
            guard direct.x.isFinite, viaRoot.x.isFinite else { continue }
            checked += 1
            #expect(
                viaRoot.isApproximatelyEqual(to: direct, absoluteTolerance: 1e-6, relativeTolerance: 1e-8),
                "seed \(seed)")
        }
        #expect(checked > 40, "too few finite conversions to mean anything (seed \(seed))")
    }

    @Test func aPointGoesUpThroughEveryAncestorInTurn() {
        var generator = SeededGenerator(seed: 7)
        let tree = randomTree(&generator)
        let point = CGPoint(x: 3, y: -2)
        var stepwise = point
        var layer = tree.leaf
        while let parent = layer.superlayer {
            stepwise = layer.convert(stepwise, to: parent)
            layer = parent
        }
        #expect(
            stepwise.isApproximatelyEqual(
                to: tree.leaf.convert(point, to: tree.root), absoluteTolerance: 1e-9, relativeTolerance: 1e-9))
    }
}
