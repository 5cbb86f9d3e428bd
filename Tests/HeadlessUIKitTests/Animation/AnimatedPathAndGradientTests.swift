import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct AnimatedPathAndGradientTests {
    @Test func pathsWithTheSameElementsInterpolatePointByPoint() throws {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let shape = CAShapeLayer()
        display.commitImplicitTransaction()
        let model = CGPath(rect: CGRect(x: 1, y: 1, width: 1, height: 1), transform: nil)
        CATransaction.setDisableActions(true)
        shape.path = model
        let small = CGPath(ellipseIn: CGRect(x: 40, y: 40, width: 20, height: 20), transform: nil)
        let large = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        shape.add(contentAnimation("path", from: small, to: large), forKey: "reveal")
        display.advance(frames: 25)
        let presented = try #require(shape.presentation())
        let quarter = try #require(presented.path)
        let expected = CGPath(ellipseIn: CGRect(x: 30, y: 30, width: 40, height: 40), transform: nil)
        #expect(quarter.elements.count == expected.elements.count)
        for (point, reference) in zip(quarter.elements.flatMap(\.points), expected.elements.flatMap(\.points)) {
            #expect(point.x.isApproximatelyEqual(to: reference.x, absoluteTolerance: 1e-12))
            #expect(point.y.isApproximatelyEqual(to: reference.y, absoluteTolerance: 1e-12))
        }
        #expect(shape.path == model)
        display.advance(frames: 75)
        #expect(try #require(shape.presentation()).path == large)
    }

    @Test func curveControlPointsAreBlendedLinearly() {
        let from = AnimationValue.path([
            .move(to: .zero), .curve(to: CGPoint(x: 10, y: 0), control1: .zero, control2: .zero),
        ])
        let to = AnimationValue.path([
            .move(to: CGPoint(x: 0, y: 10)),
            .curve(to: CGPoint(x: 10, y: 10), control1: CGPoint(x: 4, y: 8), control2: CGPoint(x: 8, y: 4)),
        ])
        let middle = from.interpolated(to: to, fraction: 0.5)
        #expect(
            middle
                == .path([
                    .move(to: CGPoint(x: 0, y: 5)),
                    .curve(to: CGPoint(x: 10, y: 5), control1: CGPoint(x: 2, y: 4), control2: CGPoint(x: 4, y: 2)),
                ]))
    }

    @Test func mismatchedPathsShowTheFromPathUntilTheMidpointThenTheToPath() throws {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let shape = CAShapeLayer()
        display.commitImplicitTransaction()
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        shape.add(contentAnimation("path", from: rect, to: circle), forKey: "morph")
        display.advance(frames: 49)
        #expect(try #require(shape.presentation()).path == rect)
        display.advance(frames: 1)
        #expect(try #require(shape.presentation()).path == circle)
        #expect(shape.path == nil)
    }

    @Test func aPathFromNoPathSwitchesAtTheMidpoint() throws {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let mask = CAShapeLayer()
        display.commitImplicitTransaction()
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        mask.add(contentAnimation("path", from: nil, to: circle), forKey: "appear")
        display.advance(frames: 25)
        #expect(try #require(mask.presentation()).path == nil)
        display.advance(frames: 50)
        #expect(try #require(mask.presentation()).path == circle)
    }

    @Test func theShadowPathFollowsThePathRule() throws {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let card = committedLayer(in: display)
        let from = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let to = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 50), transform: nil)
        card.add(contentAnimation("shadowPath", from: from, to: to), forKey: "shadow")
        display.advance(frames: 50)
        let presented = try #require(card.presentation())
        #expect(presented.shadowPath == CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 30), transform: nil))
        #expect(card.shadowPath == nil)
    }

    @Test func gradientColorsInterpolateElementWiseWhenTheCountsMatch() throws {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let gradient = CAGradientLayer()
        display.commitImplicitTransaction()
        let black = CGColor(gray: 0, alpha: 1)
        let white = CGColor(gray: 1, alpha: 1)
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        gradient.add(contentAnimation("colors", from: [black, red], to: [white, blue]), forKey: "colors")
        gradient.add(contentAnimation("locations", from: [0.0, 0.5], to: [0.5, 1.0]), forKey: "locations")
        gradient.add(
            contentAnimation("startPoint", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 0)), forKey: "start")
        gradient.add(contentAnimation("endPoint", from: CGPoint(x: 0, y: 1), to: CGPoint(x: 1, y: 1)), forKey: "end")
        display.advance(frames: 50)
        let middle = try #require(gradient.presentation())
        let colors = try #require(middle.colors as? [CGColor])
        #expect(colors == [CGColor(gray: 0.5, alpha: 1), CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)])
        #expect(middle.locations?.map(\.doubleValue) == [0.25, 0.75])
        #expect(middle.startPoint == CGPoint(x: 0.5, y: 0))
        #expect(middle.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(gradient.colors == nil)
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))
        display.advance(frames: 50)
        let end = try #require(gradient.presentation())
        #expect(end.colors as? [CGColor] == [white, blue])
        #expect(end.locations?.map(\.doubleValue) == [0.5, 1])
    }

    @Test func gradientListsOfDifferentCountsSwitchAtTheMidpoint() throws {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let gradient = CAGradientLayer()
        display.commitImplicitTransaction()
        let two = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)]
        let three = [CGColor(gray: 0, alpha: 1), CGColor(gray: 0.5, alpha: 1), CGColor(gray: 1, alpha: 1)]
        gradient.add(contentAnimation("colors", from: two, to: three), forKey: "colors")
        display.advance(frames: 49)
        #expect(try #require(gradient.presentation()).colors as? [CGColor] == two)
        display.advance(frames: 1)
        #expect(try #require(gradient.presentation()).colors as? [CGColor] == three)
    }

    @Test func aPathGivenAsABezierPathIsAValueTypeMismatch() {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let shape = CAShapeLayer()
        let animation = CABasicAnimation(keyPath: "path")
        animation.toValue = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        shape.add(animation, forKey: "path")
        #expect(display.diagnostics.map(\.code) == [.valueTypeMismatch])
    }
}
