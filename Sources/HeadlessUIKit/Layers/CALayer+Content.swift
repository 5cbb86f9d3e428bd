// The layer properties that describe drawn content the model does not draw: the shadow, the
// contents image and how it is placed, opacity hints and rasterization. They are model values,
// stored as set and copied by `init(layer:)`; nothing renders them. The shadow's properties
// are animatable (Animation/CALayer+AnimatedContent.swift).

/// The content model values of a layer, stored together. Not QuartzCore API.
struct LayerContentValues {
    var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    var contents: Any?
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsScale: CGFloat = 1
    var contentsGravity = CALayerContentsGravity.resize
    var isOpaque = false
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1
    var magnificationFilter = CALayerContentsFilter.linear
    var minificationFilter = CALayerContentsFilter.linear
    var minificationFilterBias: Float = 0
    var needsDisplay = false
    /// Values set by key-value coding for keys that are not properties
    /// (Runtime/CALayer+KeyValueCoding.swift).
    var codedValues: [String: Any] = [:]
}

extension CALayer {
    /// The color of the shadow. Default opaque black [DOC shadowColor]. Animatable
    /// [DOC "Animatable Properties"]; the model draws no shadow.
    public var shadowColor: CGColor? {
        get { contentValues.shadowColor }
        set {
            let old = contentValues.shadowColor
            contentValues.shadowColor = newValue
            didChangeContent(.shadowColor, from: .color(old.map(ColorComponents.init) ?? .clear))
        }
    }

    /// The opacity of the shadow, 0 (no shadow) to 1. Default 0 [DOC shadowOpacity]. Not
    /// clamped. Animatable [DOC shadowOpacity]; not drawn.
    public var shadowOpacity: Float {
        get { contentValues.shadowOpacity }
        set {
            let old = contentValues.shadowOpacity
            contentValues.shadowOpacity = newValue
            didChangeContent(.shadowOpacity, from: .scalar(Double(old)))
        }
    }

    /// The offset of the shadow. Default (0, -3) [DOC shadowOffset]. Animatable; not drawn.
    public var shadowOffset: CGSize {
        get { contentValues.shadowOffset }
        set {
            let old = contentValues.shadowOffset
            contentValues.shadowOffset = newValue
            didChangeContent(.shadowOffset, from: .size(old))
        }
    }

    /// The blur radius of the shadow. Default 3 [DOC shadowRadius]. Animatable; not drawn.
    public var shadowRadius: CGFloat {
        get { contentValues.shadowRadius }
        set {
            let old = contentValues.shadowRadius
            contentValues.shadowRadius = newValue
            didChangeContent(.shadowRadius, from: .scalar(Double(old)))
        }
    }

    /// The shape of the shadow; nil (the default) means the shape of the layer's content
    /// [DOC shadowPath]. Animatable with no implicit animation, by the rule of
    /// `CAShapeLayer.path` [DOC CAShapeLayer.path: "as with all CGPath animatable properties"];
    /// not drawn.
    public var shadowPath: CGPath? {
        get { contentValues.shadowPath }
        set {
            let old = contentValues.shadowPath
            contentValues.shadowPath = newValue
            didChangeContent(.shadowPath, from: .path(old?.elements))
        }
    }

    /// The layer's content, usually an image. Default nil [DOC contents]. Stored only: the
    /// model keeps whatever object is set and draws nothing.
    public var contents: Any? {
        get { contentValues.contents }
        set { contentValues.contents = newValue }
    }

    /// The part of `contents` shown, in unit coordinates. Default (0, 0, 1, 1), all of it
    /// [DOC contentsRect]. Stored only.
    public var contentsRect: CGRect {
        get { contentValues.contentsRect }
        set { contentValues.contentsRect = newValue }
    }

    /// Pixels per point of the layer's content. Default 1 [DOC contentsScale]. Stored only.
    public var contentsScale: CGFloat {
        get { contentValues.contentsScale }
        set { contentValues.contentsScale = newValue }
    }

    /// How `contents` is placed in the bounds. Default `.resize` [DOC contentsGravity].
    /// Stored only.
    public var contentsGravity: CALayerContentsGravity {
        get { contentValues.contentsGravity }
        set { contentValues.contentsGravity = newValue }
    }

    /// Whether the layer promises to be fully opaque. Default false [DOC isOpaque]. A hint
    /// only, in Core Animation as here.
    public var isOpaque: Bool {
        get { contentValues.isOpaque }
        set { contentValues.isOpaque = newValue }
    }

    /// Whether the layer is rendered to a bitmap before compositing. Default false
    /// [DOC shouldRasterize]. Stored only; the compositor always renders the layer tree.
    public var shouldRasterize: Bool {
        get { contentValues.shouldRasterize }
        set { contentValues.shouldRasterize = newValue }
    }

    /// The filter used when content is enlarged. Default `.linear` [DOC magnificationFilter].
    /// Stored only.
    public var magnificationFilter: CALayerContentsFilter {
        get { contentValues.magnificationFilter }
        set { contentValues.magnificationFilter = newValue }
    }

    /// The filter used when content is reduced. Default `.linear` [DOC minificationFilter].
    /// Stored only.
    public var minificationFilter: CALayerContentsFilter {
        get { contentValues.minificationFilter }
        set { contentValues.minificationFilter = newValue }
    }

    /// The bias of the trilinear minification filter. Default 0 [DOC minificationFilterBias].
    /// Stored only.
    public var minificationFilterBias: Float {
        get { contentValues.minificationFilterBias }
        set { contentValues.minificationFilterBias = newValue }
    }

    /// The scale of the rasterized bitmap. Default 1 [DOC rasterizationScale]. Stored only.
    public var rasterizationScale: CGFloat {
        get { contentValues.rasterizationScale }
        set { contentValues.rasterizationScale = newValue }
    }
}

/// How a layer's `contents` is placed in its bounds, QuartzCore's string constants
/// [DOC CALayerContentsGravity].
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// How content is filtered when scaled, QuartzCore's string constants [DOC CALayerContentsFilter].
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let linear = CALayerContentsFilter(rawValue: "linear")
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
