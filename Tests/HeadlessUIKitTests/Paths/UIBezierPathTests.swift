import Testing

@testable import HeadlessUIKit

/// UIBezierPath's shapes, with UIKit's meaning of `clockwise` on a y-down screen.
@Suite struct UIBezierPathTests {
    @Test func aRoundedRectKeepsTheRectanglesBounds() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 12)
        #expect(abs(path.bounds.width - 100) < 1e-9 && abs(path.bounds.height - 60) < 1e-9)
        #expect(!path.isEmpty)
        #expect(path.lineWidth == 1)
    }

    @Test func clockwiseOnScreenSweepsTowardIncreasingAngles() {
        let quarter = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(quarter.cgPath.elements.count == 2, "a move and one quarter-turn curve")
        #expect(abs(quarter.currentPoint.y - 10) < 1e-9)
    }

    @Test func onlyTheChosenCornersAreRounded() {
        let path = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), byRoundingCorners: [.topLeft, .topRight],
            cornerRadii: CGSize(width: 8, height: 8))
        let curves = path.cgPath.elements.filter { if case .curve = $0 { true } else { false } }
        #expect(curves.count == 2)
        #expect(path.cgPath.elements.contains(.line(to: CGPoint(x: 40, y: 40))), "a square bottom-right corner")
    }

    @Test func buildingAndTransformingAPath() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        path.close()
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        path.apply(CGAffineTransform(translationX: 5, y: 5))
        #expect(path.bounds == CGRect(x: 5, y: 5, width: 20, height: 10))
        let other = UIBezierPath(cgPath: path.cgPath)
        other.append(UIBezierPath(rect: CGRect(x: 100, y: 100, width: 1, height: 1)))
        #expect(other.bounds.maxX == 101)
        other.removeAllPoints()
        #expect(other.isEmpty)
    }
}
