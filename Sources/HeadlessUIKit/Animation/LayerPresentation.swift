/// The values of a layer's animatable properties at one moment: its model values with the
/// animations at that moment applied (not QuartzCore API).
///
/// ``CALayer/presentationState()`` computes it without creating a layer, which is what the
/// harness reads every frame; `presentation()` wraps the same values in a layer copy, as Core
/// Animation does. The value is immutable and does not follow the layer.
package struct LayerPresentation: Hashable, Sendable {
    package var bounds: CGRect
    package var position: CGPoint
    package var zPosition: CGFloat
    package var anchorPoint: CGPoint
    package var anchorPointZ: CGFloat
    package var transform: CATransform3D
    package var sublayerTransform: CATransform3D
    package var opacity: Float
    package var isHidden: Bool
    package var cornerRadius: CGFloat
    package var backgroundColor: CGColor?
    /// The values of the content properties (shadow, border, shape, gradient) that animations
    /// changed, in the order first animated; empty when none is animated. The layer's own
    /// values hold for the others.
    package internal(set) var animatedContent: [AnimatedContentValue] = []

    /// The model values of `layer`.
    package init(modelOf layer: CALayer) {
        // A plain CALayer's getters are its stored model values: copy them in one read (a
        // reader of presentation values asks for this for each layer up the tree, each frame). A subclass may
        // override a getter, so it is asked property by property.
        if type(of: layer) == CALayer.self {
            self = layer.modelValues
            return
        }
        bounds = layer.bounds
        position = layer.position
        zPosition = layer.zPosition
        anchorPoint = layer.anchorPoint
        anchorPointZ = layer.anchorPointZ
        transform = layer.transform
        sublayerTransform = layer.sublayerTransform
        opacity = layer.opacity
        isHidden = layer.isHidden
        cornerRadius = layer.cornerRadius
        backgroundColor = layer.backgroundColor
    }

    /// A new layer's model values: zero bounds and position, the anchor point in the middle,
    /// identity transforms, opaque, shown, square corners, no background color.
    static let defaultModel: LayerPresentation = {
        let identity = CATransform3DIdentity
        return LayerPresentation(
            bounds: .zero, position: .zero, zPosition: 0, anchorPoint: CGPoint(x: 0.5, y: 0.5), anchorPointZ: 0,
            transform: identity, sublayerTransform: identity, opacity: 1, isHidden: false, cornerRadius: 0,
            backgroundColor: nil)
    }()

    private init(
        bounds: CGRect, position: CGPoint, zPosition: CGFloat, anchorPoint: CGPoint, anchorPointZ: CGFloat,
        transform: CATransform3D, sublayerTransform: CATransform3D, opacity: Float, isHidden: Bool,
        cornerRadius: CGFloat, backgroundColor: CGColor?
    ) {
        self.bounds = bounds
        self.position = position
        self.zPosition = zPosition
        self.anchorPoint = anchorPoint
        self.anchorPointZ = anchorPointZ
        self.transform = transform
        self.sublayerTransform = sublayerTransform
        self.opacity = opacity
        self.isHidden = isHidden
        self.cornerRadius = cornerRadius
        self.backgroundColor = backgroundColor
    }

    /// The frame these values give, computed as ``CALayer/frame`` is: the bounding box of the
    /// bounds' corners carried through `transform` about the anchor point and placed at
    /// `position`.
    package var frame: CGRect {
        let anchor = (
            x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height
        )
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
        ]
        let mapped = corners.map { corner -> CGPoint in
            let image = transform.projecting(x: corner.x - anchor.x, y: corner.y - anchor.y, z: -anchorPointZ)
            return CGPoint(x: image.x + position.x, y: image.y + position.y)
        }
        return CGRect(boundingBoxOf: mapped)
    }

    /// The center of the bounds in the superlayer's space when the anchor point is the center:
    /// `position` (UIView's `center`).
    package var center: CGPoint { position }

    /// The opacity as UIView's `alpha`.
    package var alpha: CGFloat { CGFloat(opacity) }
}

// MARK: Reading and writing one animatable property

extension LayerPresentation {
    /// The value of an animatable property (a transform field is read from the transform's
    /// decomposition; a missing background color reads as transparent black).
    func value(of property: AnimatableProperty) -> AnimationValue {
        switch property {
        case .position: return .point(position)
        case .positionX: return .scalar(Double(position.x))
        case .positionY: return .scalar(Double(position.y))
        case .bounds: return .rect(bounds)
        case .boundsOrigin: return .point(bounds.origin)
        case .boundsOriginX: return .scalar(Double(bounds.origin.x))
        case .boundsOriginY: return .scalar(Double(bounds.origin.y))
        case .boundsSize: return .size(bounds.size)
        case .boundsWidth: return .scalar(Double(bounds.size.width))
        case .boundsHeight: return .scalar(Double(bounds.size.height))
        case .anchorPoint: return .point(anchorPoint)
        case .anchorPointX: return .scalar(Double(anchorPoint.x))
        case .anchorPointY: return .scalar(Double(anchorPoint.y))
        case .anchorPointZ: return .scalar(Double(anchorPointZ))
        case .zPosition: return .scalar(Double(zPosition))
        case .opacity: return .scalar(Double(opacity))
        case .cornerRadius: return .scalar(Double(cornerRadius))
        case .backgroundColor:
            return .color(
                backgroundColor.map(ColorComponents.init)
                    ?? .clear)
        case .transform(let field): return Self.value(of: field, in: transform)
        case .sublayerTransform(let field): return Self.value(of: field, in: sublayerTransform)
        case .content(let key): return animatedValue(of: key) ?? .zero(of: key.kind)
        }
    }

    /// Writes an animatable property; a value of the wrong kind is ignored.
    mutating func setValue(_ value: AnimationValue, for property: AnimatableProperty) {
        switch (property, value) {
        case (.position, .point(let point)): position = point
        case (.positionX, .scalar(let x)): position.x = CGFloat(x)
        case (.positionY, .scalar(let y)): position.y = CGFloat(y)
        case (.bounds, .rect(let rect)): bounds = rect
        case (.boundsOrigin, .point(let point)): bounds.origin = point
        case (.boundsOriginX, .scalar(let x)): bounds.origin.x = CGFloat(x)
        case (.boundsOriginY, .scalar(let y)): bounds.origin.y = CGFloat(y)
        case (.boundsSize, .size(let size)): bounds.size = size
        case (.boundsWidth, .scalar(let width)): bounds.size.width = CGFloat(width)
        case (.boundsHeight, .scalar(let height)): bounds.size.height = CGFloat(height)
        case (.anchorPoint, .point(let point)): anchorPoint = point
        case (.anchorPointX, .scalar(let x)): anchorPoint.x = CGFloat(x)
        case (.anchorPointY, .scalar(let y)): anchorPoint.y = CGFloat(y)
        case (.anchorPointZ, .scalar(let z)): anchorPointZ = CGFloat(z)
        case (.zPosition, .scalar(let z)): zPosition = CGFloat(z)
        case (.opacity, .scalar(let alpha)): opacity = Float(alpha)
        case (.cornerRadius, .scalar(let radius)): cornerRadius = CGFloat(radius)
        case (.backgroundColor, .color(let color)): backgroundColor = color.cgColor
        case (.transform(let field), _): Self.setValue(value, of: field, in: &transform)
        case (.sublayerTransform(let field), _): Self.setValue(value, of: field, in: &sublayerTransform)
        case (.content(let key), _) where value.kind == key.kind: setAnimatedValue(value, of: key)
        default: break
        }
    }

    private static func value(of field: AnimatableProperty.TransformField, in t: CATransform3D) -> AnimationValue {
        switch field {
        case .whole: return .transform(t)
        case .translationX: return .scalar(Double(t.m41 / nonZero(t.m44)))
        case .translationY: return .scalar(Double(t.m42 / nonZero(t.m44)))
        case .translationZ: return .scalar(Double(t.m43 / nonZero(t.m44)))
        case .translation: return .size(CGSize(width: t.m41 / nonZero(t.m44), height: t.m42 / nonZero(t.m44)))
        default: break
        }
        let components = TransformComponents(t) ?? .approximate(t)
        switch field {
        case .rotationX: return .scalar(components.eulerAngles.x)
        case .rotationY: return .scalar(components.eulerAngles.y)
        case .rotationZ: return .scalar(components.eulerAngles.z)
        case .scale: return .scalar((components.scale.x + components.scale.y + components.scale.z) / 3)
        case .scaleX: return .scalar(components.scale.x)
        case .scaleY: return .scalar(components.scale.y)
        case .scaleZ: return .scalar(components.scale.z)
        default: return .transform(t)
        }
    }

    private static func setValue(
        _ value: AnimationValue, of field: AnimatableProperty.TransformField, in t: inout CATransform3D
    ) {
        if field == .whole {
            if case .transform(let matrix) = value { t = matrix }
            return
        }
        var components = TransformComponents(t) ?? .approximate(t)
        switch (field, value) {
        case (.rotationX, .scalar(let angle)): components.eulerAngles.x = angle
        case (.rotationY, .scalar(let angle)): components.eulerAngles.y = angle
        case (.rotationZ, .scalar(let angle)): components.eulerAngles.z = angle
        case (.scale, .scalar(let scale)): components.scale = SIMD3(scale, scale, scale)
        case (.scaleX, .scalar(let scale)): components.scale.x = scale
        case (.scaleY, .scalar(let scale)): components.scale.y = scale
        case (.scaleZ, .scalar(let scale)): components.scale.z = scale
        case (.translation, .size(let size)):
            components.translation.x = Double(size.width)
            components.translation.y = Double(size.height)
        case (.translationX, .scalar(let x)): components.translation.x = x
        case (.translationY, .scalar(let y)): components.translation.y = y
        case (.translationZ, .scalar(let z)): components.translation.z = z
        default: return
        }
        t = components.matrix
    }

    /// The animated value of a content property, or nil when no animation changed it.
    func animatedValue(of key: LayerContentProperty) -> AnimationValue? {
        animatedContent.first { $0.property == key }?.value
    }

    /// Sets the value of a content property, as an animation applying writes it.
    mutating func setAnimatedValue(_ value: AnimationValue, of key: LayerContentProperty) {
        if let index = animatedContent.firstIndex(where: { $0.property == key }) {
            animatedContent[index].value = value
            animatedContent[index].isWritten = true
        } else {
            animatedContent.append(AnimatedContentValue(property: key, value: value, isWritten: true))
        }
    }

    /// Seeds a content property with the layer's model value before the first animation of
    /// it applies, so the animation reads the underlying value; ``dropUnwrittenContent()``
    /// removes it again if no animation writes it (one not started yet, or finished).
    mutating func seedAnimatedValue(_ value: AnimationValue, of key: LayerContentProperty) {
        guard !animatedContent.contains(where: { $0.property == key }) else { return }
        animatedContent.append(AnimatedContentValue(property: key, value: value, isWritten: false))
    }

    /// Removes the seeded values no animation wrote: the presentation of a property whose
    /// animations are all outside their active time is its model value.
    mutating func dropUnwrittenContent() {
        guard animatedContent.contains(where: { !$0.isWritten }) else { return }
        animatedContent.removeAll { !$0.isWritten }
    }

    private static func nonZero(_ w: CGFloat) -> CGFloat {
        w == 0 ? 1 : w
    }
}

/// The presentation value of one animated content property (not QuartzCore API).
package struct AnimatedContentValue: Hashable, Sendable {
    let property: LayerContentProperty
    var value: AnimationValue
    /// Whether an animation wrote the value (false while it is only the seeded model value).
    var isWritten: Bool
}
