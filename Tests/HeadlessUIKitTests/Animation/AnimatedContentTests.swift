import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// A scalar content property, the layer class that has it, and its model value.
struct ScalarContentCase: Sendable, CustomTestStringConvertible {
    let keyPath: String
    let layerKind: LayerKind
    let model: Double
    var testDescription: String { keyPath }

    enum LayerKind: Sendable {
        case plain
        case shape
        case gradient
    }
}

/// A layer of `kind`, committed on `display`, with `keyPath` set to `model` by key.
@MainActor
private func committedLayer(
    _ kind: ScalarContentCase.LayerKind, in display: HeadlessDisplay
) -> CALayer {
    let layer: CALayer
    switch kind {
    case .plain: layer = CALayer()
    case .shape: layer = CAShapeLayer()
    case .gradient: layer = CAGradientLayer()
    }
    display.commitImplicitTransaction()
    return layer
}

/// A linear basic animation of `keyPath` over one second that stays at its end.
@MainActor
func contentAnimation(_ keyPath: String, from: Any?, to: Any?) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.duration = 1
    animation.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    return animation
}

@MainActor
@Suite struct AnimatedContentTests {
    @Test(arguments: [
        ScalarContentCase(keyPath: "shadowOpacity", layerKind: .plain, model: 0.25),
        ScalarContentCase(keyPath: "shadowRadius", layerKind: .plain, model: 7),
        ScalarContentCase(keyPath: "borderWidth", layerKind: .plain, model: 3),
        ScalarContentCase(keyPath: "strokeStart", layerKind: .shape, model: 0.125),
        ScalarContentCase(keyPath: "strokeEnd", layerKind: .shape, model: 0.875),
        ScalarContentCase(keyPath: "lineWidth", layerKind: .shape, model: 5),
        ScalarContentCase(keyPath: "lineDashPhase", layerKind: .shape, model: 2),
        ScalarContentCase(keyPath: "miterLimit", layerKind: .shape, model: 4),
    ])
    func aBasicAnimationMovesTheScalarPresentationValueOnTheClock(_ scalar: ScalarContentCase) throws {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let layer = committedLayer(scalar.layerKind, in: display)
        let key = try #require(LayerContentProperty(rawValue: scalar.keyPath))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.setModelValue(.scalar(scalar.model), of: key)
        CATransaction.commit()
        layer.add(contentAnimation(scalar.keyPath, from: 2.0, to: 4.0), forKey: "k")
        display.advance(frames: 50)
        let middle = try #require(layer.presentation())
        #expect(middle.modelValue(of: key) == .scalar(3))
        #expect(layer.modelValue(of: key) == .scalar(scalar.model))
        display.advance(frames: 50)
        #expect(try #require(layer.presentation()).modelValue(of: key) == .scalar(4))
        layer.removeAllAnimations()
        #expect(try #require(layer.presentation()).modelValue(of: key) == .scalar(scalar.model))
        #expect(display.diagnostics.isEmpty)
    }

    @Test func strokeEndMovesOnTheClockThroughThePublicPresentationLayer() throws {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let ring = CAShapeLayer()
        display.commitImplicitTransaction()
        ring.add(contentAnimation("strokeEnd", from: 0.0, to: 0.5), forKey: "progress")
        display.advance(frames: 50)
        #expect(try #require(ring.presentation()).strokeEnd == 0.25)
        #expect(ring.strokeEnd == 1)
        display.advance(frames: 50)
        #expect(try #require(ring.presentation()).strokeEnd == 0.5)
    }

    @Test func theGuidesProgressRingExampleRuns() throws {
        // docs/view-content.md, "Example".
        let display = HeadlessDisplay(framesPerSecond: 60)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let ring = CAShapeLayer()
        display.commitImplicitTransaction()
        ring.path = UIBezierPath(ovalIn: card.bounds).cgPath
        let progress = CABasicAnimation(keyPath: "strokeEnd")
        progress.fromValue = 0
        progress.toValue = 1
        progress.duration = 1
        ring.add(progress, forKey: "progress")
        display.advance(by: 0.5)
        #expect(try #require(ring.presentation()).strokeEnd == 0.5)
    }

    @Test func shadowAndBorderValuesOfEveryKindFollowTheClock() throws {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let card = committedLayer(in: display)
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        card.add(
            contentAnimation("shadowOffset", from: CGSize(width: 0, height: 0), to: CGSize(width: 4, height: 8)),
            forKey: "offset")
        card.add(contentAnimation("shadowColor", from: red, to: blue), forKey: "shadow color")
        card.add(contentAnimation("borderColor", from: red, to: blue), forKey: "border color")
        display.advance(frames: 50)
        let middle = try #require(card.presentation())
        #expect(middle.shadowOffset == CGSize(width: 2, height: 4))
        #expect(middle.shadowColor == CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
        #expect(middle.borderColor == CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
        #expect(card.shadowOffset == CGSize(width: 0, height: -3))
        #expect(card.shadowColor == CGColor(gray: 0, alpha: 1))
        display.advance(frames: 50)
        let end = try #require(card.presentation())
        #expect(end.shadowOffset == CGSize(width: 4, height: 8))
        #expect(end.borderColor == blue)
    }

    @Test func fillAndStrokeColorsInterpolateComponentWise() throws {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let shape = CAShapeLayer()
        display.commitImplicitTransaction()
        let from = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let to = CGColor(red: 0, green: 1, blue: 0, alpha: 0)
        shape.add(contentAnimation("fillColor", from: from, to: to), forKey: "fill")
        shape.add(contentAnimation("strokeColor", from: nil, to: to), forKey: "stroke")
        display.advance(frames: 25)
        let quarter = try #require(shape.presentation())
        #expect(quarter.fillColor == CGColor(red: 0.75, green: 0.25, blue: 0, alpha: 0.75))
        // The stroke animates from the model value, nil, which reads as transparent black.
        #expect(quarter.strokeColor == CGColor(red: 0, green: 0.25, blue: 0, alpha: 0))
        #expect(shape.strokeColor == nil)
    }

    @Test func byValuesAndAdditiveAnimationsUseTheModelValueAsForOtherProperties() throws {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let shape = CAShapeLayer()
        display.commitImplicitTransaction()
        CATransaction.setDisableActions(true)
        shape.lineWidth = 2
        let by = CABasicAnimation(keyPath: "lineWidth")
        by.byValue = 4
        by.duration = 1
        shape.add(by, forKey: "by")
        let additive = CABasicAnimation(keyPath: "strokeEnd")
        additive.fromValue = -0.5
        additive.toValue = 0
        additive.isAdditive = true
        additive.duration = 1
        shape.add(additive, forKey: "additive")
        display.advance(frames: 50)
        let middle = try #require(shape.presentation())
        #expect(middle.lineWidth == 4)
        #expect(middle.strokeEnd == 0.75)
    }

    @Test func keyframeAndSpringAnimationsDriveContentPropertiesAsTheyDriveOpacity() throws {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let shape = CAShapeLayer()
        let reference = CALayer()
        display.commitImplicitTransaction()
        let keyframes = CAKeyframeAnimation(keyPath: "strokeEnd")
        keyframes.values = [0.0, 1.0, 0.5]
        keyframes.duration = 1
        shape.add(keyframes, forKey: "keyframes")
        let spring = CASpringAnimation(keyPath: "shadowOpacity")
        spring.fromValue = 0
        spring.toValue = 1
        spring.duration = spring.settlingDuration
        shape.add(spring, forKey: "spring")
        let referenceSpring = CASpringAnimation(keyPath: "opacity")
        referenceSpring.fromValue = 0
        referenceSpring.toValue = 1
        referenceSpring.duration = spring.settlingDuration
        reference.add(referenceSpring, forKey: "spring")
        display.advance(frames: 25)
        let early = try #require(shape.presentation())
        #expect(early.strokeEnd == 0.5)
        #expect(early.shadowOpacity == reference.presentationState().opacity)
        #expect(early.shadowOpacity > 0 && early.shadowOpacity != 1)
        display.advance(frames: 50)
        #expect(try #require(shape.presentation()).strokeEnd == 0.75)
    }

    @Test func aChangeOfAContentPropertyAnimatesImplicitlyExceptForPaths() throws {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let shape = CAShapeLayer()
        display.commitImplicitTransaction()
        shape.strokeEnd = 0
        shape.borderWidth = 4
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        shape.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let stroke = try #require(shape.animation(forKey: "strokeEnd") as? CABasicAnimation)
        #expect(stroke.duration == 0.25)
        #expect(shape.animation(forKey: "borderWidth") != nil)
        #expect(shape.animation(forKey: "path") == nil)
        #expect(shape.animation(forKey: "shadowPath") == nil)
        display.advance(frames: 10)
        let presented = try #require(shape.presentation())
        #expect(presented.strokeEnd > 0 && presented.strokeEnd < 1)
        #expect(presented.path == shape.path)
    }

    @Test func aViewsAnimationBlockDoesNotAnimateShadowsOrBordersOfItsLayer() throws {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        display.commitImplicitTransaction()
        UIView.animate(withDuration: 1) {
            view.layer.shadowOpacity = 1
            view.layer.borderWidth = 2
            view.layer.cornerRadius = 8
        }
        #expect(view.layer.animationKeys()?.contains("cornerRadius") == true)
        #expect(view.layer.animation(forKey: "shadowOpacity") == nil)
        #expect(view.layer.animation(forKey: "borderWidth") == nil)
        display.advance(frames: 50)
        let presented = try #require(view.layer.presentation())
        #expect(presented.shadowOpacity == 1)
        #expect(presented.borderWidth == 2)
        #expect(presented.cornerRadius > 0 && presented.cornerRadius < 8)
    }

    @Test func theUnknownKeyPathDiagnosticIsForKeysNotAnimatableOnTheLayer() {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let shape = CAShapeLayer()
        let gradient = CAGradientLayer()
        let plain = CALayer()
        for key in LayerContentProperty.allCases.map(\.rawValue) {
            let animation = CABasicAnimation(keyPath: key)
            animation.duration = 1
            if key.hasPrefix("shadow") || key.hasPrefix("border") {
                plain.add(animation, forKey: key)
            }
            if ["colors", "locations", "startPoint", "endPoint"].contains(key) {
                gradient.add(animation, forKey: key)
            } else {
                shape.add(animation, forKey: key)
            }
        }
        #expect(display.diagnostics.isEmpty)
        plain.add(CABasicAnimation(keyPath: "shadowBlur"), forKey: "unknown")
        plain.add(CABasicAnimation(keyPath: "strokeEnd"), forKey: "wrong class")
        #expect(display.diagnostics.map(\.code) == [.unknownKeyPath, .unknownKeyPath])
        #expect(display.diagnostics.last?.message.contains("CAShapeLayer") == true)
    }
}

/// Content properties whose animations are not active, and key-value coding of the shape and
/// gradient keys.
@MainActor
@Suite struct AnimatedContentEdgeTests {
    /// A delayed animation of `strokeColor`, whose model value is nil: until it starts the
    /// presentation is the model, nil included.
    @Test func anAnimationThatHasNotStartedLeavesThePresentationAtTheModel() throws {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let shape = CAShapeLayer()
        display.commitImplicitTransaction()
        let stroke = CABasicAnimation(keyPath: "strokeColor")
        stroke.fromValue = CGColor(gray: 0, alpha: 1)
        stroke.toValue = CGColor(gray: 1, alpha: 1)
        stroke.duration = 0.5
        stroke.beginTime = CACurrentMediaTime() + 1
        shape.add(stroke, forKey: "stroke")
        display.advance(by: 0.5)
        #expect(try #require(shape.presentation()).strokeColor == nil)
        #expect(shape.presentationState() == LayerPresentation(modelOf: shape))
        display.advance(by: 0.75)
        #expect(try #require(shape.presentation()).strokeColor != nil, "running: the animation writes it")
        display.advance(by: 1)
        #expect(try #require(shape.presentation()).strokeColor == nil, "removed at its end")
    }

    /// The idiom that keeps an explicit animation's end: set the model by key path.
    @Test func keyValueCodingReachesShapeAndGradientProperties() throws {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let ring = CAShapeLayer()
        let gradient = CAGradientLayer()
        display.commitImplicitTransaction()
        let progress = CABasicAnimation(keyPath: "strokeEnd")
        progress.fromValue = 0
        progress.toValue = 0.4
        progress.duration = 0.5
        ring.add(progress, forKey: "progress")
        ring.setValue(progress.toValue, forKeyPath: try #require(progress.keyPath))
        #expect(ring.strokeEnd == 0.4)
        #expect((ring.value(forKey: "strokeEnd") as? NSNumber)?.doubleValue == 0.4)
        display.advance(by: 1)
        #expect(try #require(ring.presentation()).strokeEnd == 0.4)

        gradient.setValue(NSValue(cgPoint: CGPoint(x: 1, y: 1)), forKey: "endPoint")
        #expect(gradient.endPoint == CGPoint(x: 1, y: 1))
        ring.setValue(nil, forKey: "fillColor")
        #expect(ring.fillColor == nil)
        let plain = CALayer()
        plain.setValue(0.5, forKey: "strokeEnd")
        #expect((plain.value(forKey: "strokeEnd") as? Double) == 0.5, "another layer stores the key")
    }
}
