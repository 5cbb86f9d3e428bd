import TestSupport
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite struct UIViewConversionTests {
    @Test func nestedOffsetsAddUp() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let outer = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        window.addSubview(outer)
        outer.addSubview(inner)
        #expect(inner.convert(CGPoint(x: 1, y: 1), to: outer) == CGPoint(x: 6, y: 6))
        #expect(inner.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 26))
        #expect(inner.convert(CGPoint(x: 16, y: 26), from: nil) == CGPoint(x: 1, y: 1))
        #expect(inner.convert(inner.bounds, to: window) == CGRect(x: 15, y: 25, width: 50, height: 50))
        #expect(window.convert(CGRect(x: 15, y: 25, width: 50, height: 50), to: inner) == inner.bounds)
        #expect(outer.convert(CGRect(x: 5, y: 5, width: 50, height: 50), to: inner) == inner.bounds)
    }

    @Test func nilMeansTheWindowNotTheScreen() {
        let window = UIWindow(frame: CGRect(x: 100, y: 100, width: 320, height: 480))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        window.addSubview(view)
        #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 10))
        #expect(view.convert(CGPoint.zero, to: window) == CGPoint(x: 10, y: 10))
    }

    @Test func withoutAWindowNilMeansTheRootView() {
        let root = UIView(frame: CGRect(x: 100, y: 100, width: 320, height: 480))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        root.addSubview(view)
        #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 10))
        #expect(root.convert(CGPoint(x: 3, y: 3), to: nil) == CGPoint(x: 3, y: 3))
    }

    @Test func viewsInDifferentWindowsConvertThroughTheScreen() {
        let left = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = UIWindow(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        left.addSubview(a)
        right.addSubview(b)
        // a's origin is at screen (10, 10); b's origin at screen (120, 20).
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -110, y: -10))
    }

    @Test func aRotatedViewMapsItsCornersAroundItsCentre() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 150, y: 75, width: 100, height: 50))
        container.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // math-reference §4.3: corner (0, 0) lands at (225, 50).
        #expect(
            view.convert(CGPoint.zero, to: container).isApproximatelyEqual(
                to: CGPoint(x: 225, y: 50), absoluteTolerance: 1e-12))
        #expect(view.convert(view.bounds, to: container).isApproximatelyEqual(to: view.frame, absoluteTolerance: 1e-12))
    }

    /// window ⊃ v1 ⊃ v2 ⊃ v3 and v1 ⊃ side, with random rotations, scales, 3-D turns,
    /// perspective in sublayer transforms, and anchor points.
    func randomHierarchy(_ generator: inout SeededGenerator) -> (deep: UIView, side: UIView, window: UIWindow) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        var parent: UIView = window
        var chain: [UIView] = []
        for _ in 0..<3 {
            let view = UIView(frame: CGRect(origin: generator.point(in: 0...200), size: generator.size(in: 20...200)))
            view.layer.anchorPoint = CGPoint(x: generator.value(in: 0...1), y: generator.value(in: 0...1))
            switch Int.random(in: 0..<3, using: &generator) {
            case 0:
                view.transform = CGAffineTransform(rotationAngle: generator.value(in: -3...3))
                    .scaledBy(x: generator.value(in: 0.5...2), y: generator.value(in: 0.5...2))
            case 1:
                var turn = CATransform3DMakeRotation(generator.value(in: -1...1), 0, 1, 0)
                turn.m34 = -1 / generator.value(in: 500...1500)
                view.transform3D = turn
            default:
                parent.layer.sublayerTransform.m34 = -1 / generator.value(in: 500...1500)
                view.layer.zPosition = generator.value(in: -40...40)
            }
            parent.addSubview(view)
            chain.append(view)
            parent = view
        }
        let side = UIView(frame: CGRect(origin: generator.point(in: 0...100), size: generator.size(in: 20...100)))
        side.transform = CGAffineTransform(rotationAngle: generator.value(in: -3...3))
        chain[0].addSubview(side)
        return (parent, side, window)
    }

    @Test(arguments: propertySeeds)
    func convertingToAViewAndBackIsTheIdentity(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var checked = 0
        for _ in 0..<60 {
            let hierarchy = randomHierarchy(&generator)
            for target in [hierarchy.side, hierarchy.window, nil] as [UIView?] {
                let point = generator.point(in: 0...20)
                let there = hierarchy.deep.convert(point, to: target)
                guard there.x.isFinite, there.y.isFinite else { continue }
                checked += 1
                let back = hierarchy.deep.convert(there, from: target)
                #expect(
                    back.isApproximatelyEqual(to: point, absoluteTolerance: 1e-6, relativeTolerance: 1e-8),
                    "seed \(seed)")
                let rect = CGRect(origin: point, size: CGSize(width: 5, height: 5))
                let rectThere = hierarchy.deep.convert(rect, to: target)
                // The converted rectangle's box contains the converted corner, edges included.
                let slack = 1e-9 * Swift.max(1, abs(there.x), abs(there.y))
                #expect(
                    rectThere.insetBy(dx: -slack, dy: -slack).contains(there)
                        || there.x == rectThere.maxX || there.y == rectThere.maxY, "seed \(seed)")
            }
        }
        #expect(checked > 150, "seed \(seed)")
    }

    @Test(arguments: propertySeeds)
    func viewConversionAgreesWithLayerConversion(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<30 {
            let hierarchy = randomHierarchy(&generator)
            let point = generator.point(in: 0...20)
            #expect(
                hierarchy.deep.convert(point, to: hierarchy.side)
                    == hierarchy.deep.layer.convert(point, to: hierarchy.side.layer))
            #expect(
                hierarchy.deep.convert(point, to: nil)
                    == hierarchy.deep.layer.convert(point, to: hierarchy.window.layer))
        }
    }
}
