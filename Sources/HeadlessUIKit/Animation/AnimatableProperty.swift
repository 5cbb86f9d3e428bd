/// The layer properties and sub-properties animations can target, parsed once from Core
/// Animation's key paths so that evaluation never compares strings (internal).
///
/// Key paths follow Core Animation's key-value coding extensions [DOC "Core Animation
/// Programming Guide: Key-Value Coding Extensions"]: structure fields (`position.x`,
/// `bounds.size.width`) and the transform fields `rotation.x/.y/.z` (`rotation` is `.z`),
/// `scale.x/.y/.z` (`scale` is the average of the three factors, and setting it sets all three),
/// `translation.x/.y/.z` (`translation` is an x–y size) of `transform` and `sublayerTransform`.
/// Shadows, borders, and the drawn content of shape and gradient layers are `content` keys
/// (`LayerContentProperty`).
enum AnimatableProperty: Hashable, Sendable {
    case position
    case positionX
    case positionY
    case bounds
    case boundsOrigin
    case boundsOriginX
    case boundsOriginY
    case boundsSize
    case boundsWidth
    case boundsHeight
    case anchorPoint
    case anchorPointX
    case anchorPointY
    case anchorPointZ
    case zPosition
    case opacity
    case cornerRadius
    case backgroundColor
    /// `transform` or one of its fields.
    case transform(TransformField)
    /// `sublayerTransform` or one of its fields.
    case sublayerTransform(TransformField)
    /// A shadow or border property, or a property of a shape or gradient layer.
    case content(LayerContentProperty)

    /// A field of a transform, read from and written to its decomposition
    /// (`TransformComponents`).
    enum TransformField: Hashable, Sendable {
        case whole
        case rotationX
        case rotationY
        case rotationZ
        case scale
        case scaleX
        case scaleY
        case scaleZ
        case translation
        case translationX
        case translationY
        case translationZ
    }

    /// The kind of value the property holds.
    enum Kind: Hashable, Sendable {
        case scalar
        case point
        case size
        case rect
        case transform
        case color
        /// A path's elements (`CGPath?`).
        case path
        /// A list of colors (`[CGColor]?`, a gradient's `colors`).
        case colors
        /// A list of numbers (`[NSNumber]?`, a gradient's `locations`).
        case numbers

        /// Whether values of the kind are paths or lists, which interpolate element by element
        /// (linearly only, also in cubic keyframe modes [model]).
        var isList: Bool {
            self == .path || self == .colors || self == .numbers
        }
    }

    /// Parses a Core Animation key path; nil for a path that is not animatable here (including
    /// `frame`, which Core Animation does not animate either: it is derived from `position`,
    /// `bounds`, `anchorPoint` and `transform`).
    init?(keyPath: String) {
        switch keyPath {
        case "position": self = .position
        case "position.x": self = .positionX
        case "position.y": self = .positionY
        case "bounds": self = .bounds
        case "bounds.origin": self = .boundsOrigin
        case "bounds.origin.x": self = .boundsOriginX
        case "bounds.origin.y": self = .boundsOriginY
        case "bounds.size": self = .boundsSize
        case "bounds.size.width": self = .boundsWidth
        case "bounds.size.height": self = .boundsHeight
        case "anchorPoint": self = .anchorPoint
        case "anchorPoint.x": self = .anchorPointX
        case "anchorPoint.y": self = .anchorPointY
        case "anchorPointZ": self = .anchorPointZ
        case "zPosition": self = .zPosition
        case "opacity": self = .opacity
        case "cornerRadius": self = .cornerRadius
        case "backgroundColor": self = .backgroundColor
        default:
            if let key = LayerContentProperty(rawValue: keyPath) {
                self = .content(key)
            } else if let field = Self.transformField(keyPath, prefix: "transform") {
                self = .transform(field)
            } else if let field = Self.transformField(keyPath, prefix: "sublayerTransform") {
                self = .sublayerTransform(field)
            } else {
                return nil
            }
        }
    }

    private static func transformField(_ keyPath: String, prefix: String) -> TransformField? {
        guard keyPath.hasPrefix(prefix) else { return nil }
        switch keyPath.dropFirst(prefix.count) {
        case "": return .whole
        case ".rotation", ".rotation.z": return .rotationZ
        case ".rotation.x": return .rotationX
        case ".rotation.y": return .rotationY
        case ".scale": return .scale
        case ".scale.x": return .scaleX
        case ".scale.y": return .scaleY
        case ".scale.z": return .scaleZ
        case ".translation": return .translation
        case ".translation.x": return .translationX
        case ".translation.y": return .translationY
        case ".translation.z": return .translationZ
        default: return nil
        }
    }

    /// The kind of value the property holds.
    var kind: Kind {
        switch self {
        case .position, .boundsOrigin, .anchorPoint: .point
        case .bounds: .rect
        case .boundsSize: .size
        case .backgroundColor: .color
        case .content(let key): key.kind
        case .transform(let field), .sublayerTransform(let field):
            switch field {
            case .whole: .transform
            case .translation: .size
            default: .scalar
            }
        default: .scalar
        }
    }

    /// The top-level layer property the path belongs to (`position.x` belongs to `position`).
    /// Two animations conflict for additivity and replacement purposes only through this.
    var rootKey: String {
        switch self {
        case .position, .positionX, .positionY: "position"
        case .bounds, .boundsOrigin, .boundsOriginX, .boundsOriginY, .boundsSize, .boundsWidth, .boundsHeight:
            "bounds"
        case .anchorPoint, .anchorPointX, .anchorPointY: "anchorPoint"
        case .anchorPointZ: "anchorPointZ"
        case .zPosition: "zPosition"
        case .opacity: "opacity"
        case .cornerRadius: "cornerRadius"
        case .backgroundColor: "backgroundColor"
        case .transform: "transform"
        case .sublayerTransform: "sublayerTransform"
        case .content(let key): key.rawValue
        }
    }

    /// Whether the property is a content property (read and written through the layer's own
    /// accessors, not `LayerPresentation`'s stored fields).
    var isContent: Bool {
        if case .content = self { return true }
        return false
    }

    /// Whether a change of the property has the implicit animation when no action is found:
    /// every property but paths [DOC CAShapeLayer.path: "Unlike most animatable properties,
    /// path (as with all CGPath animatable properties) does not support implicit animation"].
    var hasImplicitAnimation: Bool {
        kind != .path
    }
}
