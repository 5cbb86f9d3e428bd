/// A layer that draws a path, as QuartzCore's `CAShapeLayer`: the path and its fill and stroke
/// attributes, with QuartzCore's defaults.
///
/// The model stores the values and copies them to `presentation()` copies; it does not draw
/// the shape, and the shape's properties are not animatable here (an animation of `path` or
/// `strokeEnd` is added and runs on the clock, but no presentation value follows it). Not
/// isolated to any actor, like every layer.
open class CAShapeLayer: CALayer {
    /// The shape. Default nil [DOC path].
    open var path: CGPath?
    /// The fill color. Default opaque black [DOC fillColor].
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The fill rule. Default `.nonZero` [DOC fillRule].
    open var fillRule = CAShapeLayerFillRule.nonZero
    /// The stroke color. Default nil, no stroke [DOC strokeColor].
    open var strokeColor: CGColor?
    /// The start of the stroked part of the path, 0 to 1. Default 0 [DOC strokeStart].
    open var strokeStart: CGFloat = 0
    /// The end of the stroked part of the path, 0 to 1. Default 1 [DOC strokeEnd].
    open var strokeEnd: CGFloat = 1
    /// The stroke width. Default 1 [DOC lineWidth].
    open var lineWidth: CGFloat = 1
    /// The miter limit. Default 10 [DOC miterLimit].
    open var miterLimit: CGFloat = 10
    /// The line cap. Default `.butt` [DOC lineCap].
    open var lineCap = CAShapeLayerLineCap.butt
    /// The line join. Default `.miter` [DOC lineJoin].
    open var lineJoin = CAShapeLayerLineJoin.miter
    /// The dash phase. Default 0 [DOC lineDashPhase].
    open var lineDashPhase: CGFloat = 0
    /// The dash pattern; nil (the default) draws a solid line [DOC lineDashPattern].
    open var lineDashPattern: [NSNumber]?

    /// A shape layer with QuartzCore's defaults.
    public override init() {
        super.init()
    }

    /// A copy of `layer`'s values, shape values included when it is a shape layer
    /// [DOC init(layer:)].
    public override init(layer: Any) {
        if let source = layer as? CAShapeLayer {
            path = source.path
            fillColor = source.fillColor
            fillRule = source.fillRule
            strokeColor = source.strokeColor
            strokeStart = source.strokeStart
            strokeEnd = source.strokeEnd
            lineWidth = source.lineWidth
            miterLimit = source.miterLimit
            lineCap = source.lineCap
            lineJoin = source.lineJoin
            lineDashPhase = source.lineDashPhase
            lineDashPattern = source.lineDashPattern
        }
        super.init(layer: layer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override class func makeLayerClassInstance() -> CALayer {
        CAShapeLayer()
    }
}

/// How a shape's inside is decided [DOC CAShapeLayerFillRule].
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The shape of a stroke's ends [DOC CAShapeLayerLineCap].
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The shape of a stroke's corners [DOC CAShapeLayerLineJoin].
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
