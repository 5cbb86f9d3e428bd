import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct NSValueGeometryTests {
    @Test func uiKitsValuesRoundTripThroughNSValue() {
        let vector = CGVector(dx: -1.5, dy: 2.25)
        #expect(NSValue(cgVector: vector).cgVectorValue == vector)
        let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5.5, ty: -6)
        #expect(NSValue(cgAffineTransform: transform).cgAffineTransformValue == transform)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        let offset = UIOffset(horizontal: 7, vertical: -8)
        #expect(NSValue(uiOffset: offset).uiOffsetValue == offset)
        let directional = NSDirectionalEdgeInsets(top: 9, leading: 10, bottom: 11, trailing: 12)
        #expect(NSValue(directionalEdgeInsets: directional).directionalEdgeInsetsValue == directional)
    }

    @Test func aGetterOfAnotherEncodingGivesZeroOrTheIdentity() {
        let rect = NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(rect.cgVectorValue == CGVector())
        #expect(rect.cgAffineTransformValue == .identity)
        #expect(rect.uiEdgeInsetsValue == .zero)
        #expect(rect.uiOffsetValue == .zero)
        #expect(NSValue(cgAffineTransform: .identity).directionalEdgeInsetsValue == .zero)
        #expect(NSValue(uiOffset: UIOffset(horizontal: 1, vertical: 2)).caTransform3DValue == CATransform3DIdentity)
    }

    @Test func valuesOfTheSameLayoutReadEachOther() {
        // UIKit's getters read the bytes whatever they hold; so do these, within an encoding.
        #expect(NSValue(cgVector: CGVector(dx: 3, dy: 4)).uiOffsetValue == UIOffset(horizontal: 3, vertical: 4))
        #expect(
            NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).directionalEdgeInsetsValue
                == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test func geometryBoxesAreNotAnimationValuesOfOtherKinds() {
        // A vector box is two doubles, not a point: an animation of position ignores it.
        let display = HeadlessDisplay(framesPerSecond: 10)
        let layer = CALayer()
        layer.position = CGPoint(x: 5, y: 5)
        let animation = CABasicAnimation(keyPath: "position")
        animation.fromValue = NSValue(cgVector: CGVector(dx: 100, dy: 100))
        animation.toValue = NSValue(cgVector: CGVector(dx: 200, dy: 200))
        animation.duration = 1
        layer.add(animation, forKey: "move")
        display.advance(frames: 5)
        #expect(layer.presentationState().position == CGPoint(x: 5, y: 5))
    }

    @Test func boundsAnimatesFromAndToRectangleValues() throws {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
        let animation = CABasicAnimation(keyPath: "bounds")
        animation.fromValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 100, height: 40))
        animation.toValue = NSValue(cgRect: CGRect(x: 20, y: 10, width: 200, height: 80))
        animation.duration = 1
        layer.add(animation, forKey: "grow")
        display.advance(frames: 5)
        let presented = try #require(layer.presentation())
        #expect(
            presented.bounds.isApproximatelyEqual(
                to: CGRect(x: 10, y: 5, width: 150, height: 60), absoluteTolerance: 1e-9))
        display.advance(frames: 10)
        #expect(layer.presentation()?.bounds == CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    @Test func transformAnimatesFromAndToTransformValues() throws {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "transform")
        animation.fromValue = NSValue(caTransform3D: CATransform3DMakeScale(1, 1, 1))
        animation.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 2, 1))
        animation.duration = 1
        layer.add(animation, forKey: "scale")
        display.advance(frames: 5)
        let presented = try #require(layer.presentation())
        #expect(
            presented.transform.isApproximatelyEqual(
                to: CATransform3DMakeScale(2, 1.5, 1), absoluteTolerance: 1e-9))
        display.advance(frames: 10)
        #expect(layer.presentation()?.transform == CATransform3DIdentity)
    }
}
