import Foundation
import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct CAKeyframeAnimationPathTests {
    /// An L-shaped path: 30 points right, then 10 points down.
    private func lShape() -> CGMutablePath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 30, y: 0))
        path.addLine(to: CGPoint(x: 30, y: 10))
        return path
    }

    /// The position of a layer animated along `path` for one second, at each fraction.
    private func positions(
        along path: CGPath, mode: CAAnimationCalculationMode, at fractions: [Double], values: [Any]? = nil
    ) -> (points: [CGPoint], diagnostics: [HeadlessDiagnostic]) {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let layer = CALayer()
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.values = values
        animation.path = path
        animation.calculationMode = mode
        animation.duration = 1
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "follow")
        var frames = 0
        var points: [CGPoint] = []
        for fraction in fractions {
            let frame = Int((fraction * 100).rounded())
            display.advance(frames: frame - frames)
            frames = frame
            points.append(layer.presentationState().position)
        }
        return (points, display.diagnostics)
    }

    @Test func linearReachesEachEndPointAtItsEvenlySpacedKeyTime() {
        let (points, diagnostics) = positions(along: lShape(), mode: .linear, at: [0.25, 0.5, 0.75, 1])
        #expect(points == [CGPoint(x: 15, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 5), CGPoint(x: 30, y: 10)])
        #expect(diagnostics.isEmpty)
    }

    @Test func pacedMovesAtConstantSpeedAlongThePath() {
        // 40 points in all: a quarter of the time is 10 points along, three quarters 30.
        let (points, _) = positions(along: lShape(), mode: .paced, at: [0.25, 0.75, 0.85])
        let expected = [CGPoint(x: 10, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 4)]
        for (point, want) in zip(points, expected) {
            #expect(point.isApproximatelyEqual(to: want, absoluteTolerance: 1e-9, relativeTolerance: 0), "\(point)")
        }
    }

    @Test func theValueFollowsACurveNotItsChord() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        // `values` is ignored when a path is set.
        let (points, _) = positions(along: path, mode: .linear, at: [0.5], values: [CGPoint.zero, CGPoint.zero])
        let midpoint = try #require(points.first)
        // The quadratic's midpoint: (0 + 2·50 + 100) / 4, (0 + 2·100 + 0) / 4.
        #expect(midpoint.isApproximatelyEqual(to: CGPoint(x: 50, y: 50), absoluteTolerance: 1e-9, relativeTolerance: 0))
    }

    @Test func pacedAlongACurveCoversEqualLengthsInEqualTimes() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        let (points, _) = positions(along: path, mode: .paced, at: [0.25, 0.5, 0.75])
        let start = CGPoint.zero
        func distance(_ a: CGPoint, _ b: CGPoint) -> Double { Double(hypot(a.x - b.x, a.y - b.y)) }
        // Symmetric curve: halfway in time is the top of the arch; quarters are mirror images.
        #expect(
            points[1].isApproximatelyEqual(to: CGPoint(x: 50, y: 75), absoluteTolerance: 1e-6, relativeTolerance: 0))
        #expect(abs(distance(points[0], start) - distance(points[2], CGPoint(x: 100, y: 0))) < 1e-3)
    }

    @Test func aPathOnANonPointPropertyIsReportedAndTheValuesAreUsed() {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let layer = CALayer()
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.path = lShape()
        animation.values = [0, 1]
        animation.duration = 1
        layer.add(animation, forKey: "fade")
        display.advance(frames: 50)
        #expect(layer.presentationState().opacity == 0.5)
        #expect(display.diagnostics.map(\.code) == [.invalidKeyframes])
    }
}
