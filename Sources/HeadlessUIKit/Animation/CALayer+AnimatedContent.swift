// The content properties' side of presentation values: a layer's model value of a shadow,
// border, shape or gradient property as a typed value, written back to a layer, and seeded
// into a presentation before an animation of it applies.

extension CALayer {
    /// The model value of an animatable property as a typed value.
    func modelValue(of property: AnimatableProperty) -> AnimationValue {
        if case .content(let key) = property {
            return modelValue(of: key)
        }
        return LayerPresentation(modelOf: self).value(of: property)
    }

    /// The model value of a content property; the zero of its kind when the layer is not of
    /// the class that has it.
    func modelValue(of key: LayerContentProperty) -> AnimationValue {
        switch key {
        case .shadowOpacity: return .scalar(Double(shadowOpacity))
        case .shadowRadius: return .scalar(Double(shadowRadius))
        case .shadowOffset: return .size(shadowOffset)
        case .shadowColor: return .color(shadowColor.map(ColorComponents.init) ?? .clear)
        case .shadowPath: return .path(shadowPath?.elements)
        case .borderWidth: return .scalar(Double(borderWidth))
        case .borderColor: return .color(borderColor.map(ColorComponents.init) ?? .clear)
        default: break
        }
        if let shape = self as? CAShapeLayer {
            switch key {
            case .path: return .path(shape.path?.elements)
            case .fillColor: return .color(shape.fillColor.map(ColorComponents.init) ?? .clear)
            case .strokeColor: return .color(shape.strokeColor.map(ColorComponents.init) ?? .clear)
            case .strokeStart: return .scalar(Double(shape.strokeStart))
            case .strokeEnd: return .scalar(Double(shape.strokeEnd))
            case .lineWidth: return .scalar(Double(shape.lineWidth))
            case .lineDashPhase: return .scalar(Double(shape.lineDashPhase))
            case .miterLimit: return .scalar(Double(shape.miterLimit))
            default: break
            }
        }
        if let gradient = self as? CAGradientLayer {
            switch key {
            case .colors: return Self.colorList(gradient.colors)
            case .locations: return .numbers(gradient.locations?.map(\.doubleValue))
            case .startPoint: return .point(gradient.startPoint)
            case .endPoint: return .point(gradient.endPoint)
            default: break
            }
        }
        return .zero(of: key.kind)
    }

    /// Sets a content property from a typed value of its kind (through its setter, so the
    /// change funnel sees it); a value of another kind, or a property the layer's class does
    /// not have, is ignored.
    func setModelValue(_ value: AnimationValue, of key: LayerContentProperty) {
        let shape = self as? CAShapeLayer
        let gradient = self as? CAGradientLayer
        switch (key, value) {
        case (.shadowOpacity, .scalar(let x)): shadowOpacity = Float(x)
        case (.shadowRadius, .scalar(let x)): shadowRadius = CGFloat(x)
        case (.shadowOffset, .size(let size)): shadowOffset = size
        case (.shadowColor, .color(let color)): shadowColor = color.cgColor
        case (.shadowPath, .path(let elements)): shadowPath = elements.map { CGPath(elements: $0) }
        case (.borderWidth, .scalar(let x)): borderWidth = CGFloat(x)
        case (.borderColor, .color(let color)): borderColor = color.cgColor
        case (.path, .path(let elements)): shape?.path = elements.map { CGPath(elements: $0) }
        case (.fillColor, .color(let color)): shape?.fillColor = color.cgColor
        case (.strokeColor, .color(let color)): shape?.strokeColor = color.cgColor
        case (.strokeStart, .scalar(let x)): shape?.strokeStart = CGFloat(x)
        case (.strokeEnd, .scalar(let x)): shape?.strokeEnd = CGFloat(x)
        case (.lineWidth, .scalar(let x)): shape?.lineWidth = CGFloat(x)
        case (.lineDashPhase, .scalar(let x)): shape?.lineDashPhase = CGFloat(x)
        case (.miterLimit, .scalar(let x)): shape?.miterLimit = CGFloat(x)
        case (.colors, .colors(let colors)): gradient?.colors = colors?.map(\.cgColor)
        case (.locations, .numbers(let numbers)): gradient?.locations = numbers?.map { NSNumber(value: $0) }
        case (.startPoint, .point(let point)): gradient?.startPoint = point
        case (.endPoint, .point(let point)): gradient?.endPoint = point
        default: break
        }
    }

    /// A gradient's `colors` as a typed list; elements that are not `CGColor`s are left out.
    static func colorList(_ colors: [Any]?) -> AnimationValue {
        .colors(colors?.compactMap { ($0 as? CGColor).map(ColorComponents.init) })
    }

    /// Runs the change funnel for a content property whose old model value is `oldValue`.
    func didChangeContent(_ key: LayerContentProperty, from oldValue: AnimationValue) {
        didChangeModelValue(forKeyPath: key.rawValue, from: oldValue)
    }
}

@MainActor
extension CALayer {
    /// Gives `presentation` the model value of each content property `program` animates that
    /// it has no value for yet, so the animation finds its underlying value there.
    func seedAnimatedContent(of program: AnimationProgram, into presentation: inout LayerPresentation) {
        switch program {
        case .property(let property):
            guard case .content(let key) = property.property, presentation.animatedValue(of: key) == nil else { return }
            presentation.seedAnimatedValue(modelValue(of: key), of: key)
        case .group(let children):
            for child in children {
                seedAnimatedContent(of: child.program, into: &presentation)
            }
        case .noEffect:
            break
        }
    }

    /// Writes the animated content values of `state` to this (presentation) copy.
    func applyAnimatedContent(_ state: LayerPresentation) {
        for entry in state.animatedContent {
            setModelValue(entry.value, of: entry.property)
        }
    }
}

extension LayerPresentation {
    /// `model` with the animated border width and color, for the compositor.
    package func compositing(over model: LayerCompositingValues) -> LayerCompositingValues {
        guard !animatedContent.isEmpty else { return model }
        var values = model
        if case .scalar(let width) = animatedValue(of: .borderWidth) {
            values.borderWidth = CGFloat(width)
        }
        if case .color(let color) = animatedValue(of: .borderColor) {
            values.borderColor = color.cgColor
        }
        return values
    }
}
