import Foundation
import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// A layer with a custom property kept by key-value coding, where iOS code writes `@NSManaged`
/// (docs/objective-c.md, "Key-value coding").
private final class CornerLayer: CALayer {
    var radius: CGFloat {
        get { value(forKey: "radius") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "radius") }
    }

    override class func makeLayerClassInstance() -> CALayer { CornerLayer() }
}

@MainActor
@Suite struct KeyValueCodingTests {
    @Test func aPropertyOverKeyValueCodingReplacesNSManagedAndReachesThePresentation() throws {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let layer = CornerLayer()
        #expect(layer.radius == 0)
        layer.radius = 16
        display.advance(frames: 1)
        let presentation = try #require(layer.presentation())
        #expect(presentation.radius == 16)
    }

    @Test func optionalPropertiesTakeNilOrAValueOfTheirTypeAndRefuseAnythingElse() {
        let layer = CALayer()
        let mask = CALayer()
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        layer.setValue("card", forKey: "name")
        layer.setValue(mask, forKey: "mask")
        layer.setValue(path, forKey: "shadowPath")
        layer.setValue(CGColor(gray: 0, alpha: 1), forKey: "borderColor")
        #expect(layer.name == "card" && layer.value(forKey: "name") as? String == "card")
        #expect(layer.mask === mask && layer.value(forKey: "mask") as? CALayer === mask)
        #expect(layer.shadowPath === path)
        #expect(layer.borderColor == CGColor(gray: 0, alpha: 1))
        layer.setValue(42, forKey: "name")
        layer.setValue("not a layer", forKey: "mask")
        #expect(layer.name == "card" && layer.mask === mask)
        layer.setValue(nil, forKey: "name")
        layer.setValue(nil, forKey: "mask")
        #expect(layer.name == nil && layer.mask == nil)
    }

    @Test func aLayerReadsItsPropertiesBoxedAsCoreAnimationDoes() throws {
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 20)
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.opacity = 0.5
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        layer.isHidden = true
        #expect((layer.value(forKey: "position") as? NSValue)?.cgPointValue == CGPoint(x: 10, y: 20))
        #expect((layer.value(forKeyPath: "position.x") as? NSNumber)?.doubleValue == 10)
        #expect((layer.value(forKeyPath: "bounds.size.width") as? NSNumber)?.doubleValue == 100)
        #expect((layer.value(forKey: "opacity") as? NSNumber)?.doubleValue == 0.5)
        let scale = try #require((layer.value(forKeyPath: "transform.scale.x") as? NSNumber)?.doubleValue)
        #expect(scale.isApproximatelyEqual(to: 2, absoluteTolerance: 1e-12))
        #expect((layer.value(forKey: "transform") as? NSValue)?.caTransform3DValue == CATransform3DMakeScale(2, 2, 1))
        #expect((layer.value(forKey: "hidden") as? NSNumber)?.boolValue == true)
        #expect(layer.value(forKey: "backgroundColor") == nil)
    }

    @Test func settingAKeyPathSetsThePropertyThroughItsSetter() throws {
        let layer = CALayer()
        layer.setValue(NSValue(cgPoint: CGPoint(x: 5, y: 6)), forKey: "position")
        layer.setValue(42, forKeyPath: "position.y")
        layer.setValue(0.25, forKeyPath: "transform.scale")
        layer.setValue(CGColor(gray: 1, alpha: 1), forKey: "backgroundColor")
        layer.setValue(NSValue(cgSize: CGSize(width: 0, height: 4)), forKey: "shadowOffset")
        layer.setValue(true, forKey: "masksToBounds")
        #expect(layer.position == CGPoint(x: 5, y: 42))
        #expect(layer.transform.isApproximatelyEqual(to: CATransform3DMakeScale(0.25, 0.25, 0.25)))
        #expect(layer.backgroundColor == CGColor(gray: 1, alpha: 1))
        #expect(layer.shadowOffset == CGSize(width: 0, height: 4))
        #expect(layer.masksToBounds)
    }

    @Test func aKeySetThroughKeyValueCodingAnimatesAsAnAssignmentDoes() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let layer = CALayer()
        display.advance(frames: 1)
        layer.setValue(0, forKey: "opacity")
        #expect(layer.animation(forKey: "opacity") != nil)
    }

    @Test func anyOtherKeyIsStoredOnTheLayerAndCopiedToItsPresentation() throws {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let layer = CALayer()
        layer.setValue(12.5, forKey: "radius")
        #expect(layer.value(forKey: "radius") as? Double == 12.5)
        display.advance(frames: 1)
        let presentation = try #require(layer.presentation())
        #expect(presentation.value(forKey: "radius") as? Double == 12.5)
        layer.setValue(nil, forKey: "radius")
        #expect(layer.value(forKey: "radius") == nil)
    }

    @Test func aKeyPathFollowsTheLayerAKeyNames() {
        let layer = CALayer()
        layer.mask = CALayer()
        layer.setValue(0.5, forKeyPath: "mask.opacity")
        #expect(layer.mask?.opacity == 0.5)
        #expect((layer.value(forKeyPath: "mask.opacity") as? NSNumber)?.doubleValue == 0.5)
        #expect(layer.value(forKeyPath: "name.count") == nil)
    }

    @Test func aValueOfTheWrongTypeIsIgnoredWithADiagnostic() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let layer = CALayer()
        layer.setValue("far away", forKey: "position")
        #expect(layer.position == .zero)
        #expect(display.diagnostics.map(\.code) == [.invalidCodedValue])
    }

    @Test func animationsAcceptTheBoxedValuesKeyValueCodingReturns() {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let layer = CALayer()
        layer.position = CGPoint(x: 0, y: 0)
        let animation = CABasicAnimation(keyPath: "position")
        animation.fromValue = layer.value(forKey: "position")
        animation.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 0))
        animation.duration = 1
        layer.add(animation, forKey: "move")
        display.advance(frames: 50)
        #expect(layer.presentationState().position.x.isApproximatelyEqual(to: 50, absoluteTolerance: 1e-9))
        #expect(display.diagnostics.isEmpty)
    }

    @Test func otherObjectsHaveNoKeysAndSaySo() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let view = UIView()
        #expect(view.value(forKey: "alpha") == nil)
        #expect(display.diagnostics.map(\.code) == [.undefinedKey])
    }

    @Test func theApplicationClassAnswersItsSharedInstance() {
        _ = HeadlessDisplay(framesPerSecond: 60)
        #expect(UIApplication.value(forKeyPath: "sharedApplication") as? UIApplication === UIApplication.shared)
        #expect(UIApplication.value(forKey: "delegate") == nil)
    }

    @Test func aTransformRoundTripsThroughNSValue() {
        let transform = CATransform3DRotate(CATransform3DMakeTranslation(1, 2, 3), 0.5, 0, 0, 1)
        #expect(NSValue(caTransform3D: transform).caTransform3DValue == transform)
        #expect(NSValue(cgPoint: .zero).caTransform3DValue == CATransform3DIdentity)
    }
}
