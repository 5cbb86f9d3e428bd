import Testing

@testable import HeadlessUIKit

/// Paths keep their elements as Core Graphics builds them and answer geometry questions.
@Suite struct CGPathTests {
    @Test func aRectanglePathIsAClosedSubpathFromTheMinimumCorner() {
        let path = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil)
        #expect(
            path.elements == [
                .move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 40, y: 20)), .line(to: CGPoint(x: 40, y: 60)),
                .line(to: CGPoint(x: 10, y: 60)), .closeSubpath,
            ])
        #expect(path.boundingBox == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20), "after a close, the subpath's start")
    }

    @Test func anEmptyPathHasANullBoundingBox() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull)
        #expect(path.currentPoint == .zero)
    }

    @Test func anEllipseIsFourCurvesWithinItsRectangle() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)
        let curves = path.elements.filter { if case .curve = $0 { true } else { false } }
        #expect(curves.count == 4)
        let box = path.boundingBox
        #expect(abs(box.minX) < 1e-9 && abs(box.maxX - 100) < 1e-9)
        #expect(abs(box.minY) < 1e-9 && abs(box.maxY - 50) < 1e-9)
    }

    @Test func arcsSweepTowardDecreasingAnglesWhenClockwise() {
        let counterclockwise = CGMutablePath()
        counterclockwise.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(counterclockwise.currentPoint.x) < 1e-9 && abs(counterclockwise.currentPoint.y - 10) < 1e-9)
        #expect(counterclockwise.elements.count == 2, "a move and one quarter-turn curve")
        let clockwise = CGMutablePath()
        clockwise.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(clockwise.elements.count == 4, "three quarter turns the other way")
        #expect(abs(clockwise.currentPoint.y - 10) < 1e-9)
    }

    @Test func aQuarterCurvePassesThroughTheArcsMidpoint() throws {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        guard case .curve(let end, let c1, let c2) = try #require(path.elements.last) else {
            Issue.record("expected a curve")
            return
        }
        let start = CGPoint(x: 1, y: 0)
        let t = 0.5
        let mid = CGPoint(
            x: pow(1 - t, 3) * start.x + 3 * pow(1 - t, 2) * t * c1.x + 3 * (1 - t) * t * t * c2.x + t * t * t * end.x,
            y: pow(1 - t, 3) * start.y + 3 * pow(1 - t, 2) * t * c1.y + 3 * (1 - t) * t * t * c2.y + t * t * t * end.y)
        #expect(abs((mid.x * mid.x + mid.y * mid.y).squareRoot() - 1) < 1e-12)
        #expect(abs(mid.x - mid.y) < 1e-12, "halfway round the quarter turn")
    }

    @Test func equalityComparesElementsAndCopiesAreEqual() throws {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 5, y: 5))
        let copy = try #require(path.copy())
        #expect(copy == path)
        path.addLine(to: CGPoint(x: 9, y: 0))
        #expect(copy != path, "the copy is immutable")
        var shift = CGAffineTransform(translationX: 1, y: 0)
        #expect(copy.copy(using: &shift)?.currentPoint == CGPoint(x: 6, y: 5))
    }

    @Test func roundedRectCornersAreClampedToHalfTheSide() {
        let path = CGPath(
            roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerWidth: 50, cornerHeight: 50, transform: nil)
        let box = path.boundingBox
        #expect(abs(box.width - 20) < 1e-9 && abs(box.height - 10) < 1e-9)
    }
}
