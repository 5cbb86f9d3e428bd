/// A layer that draws a path, as QuartzCore's `CAShapeLayer`: the path and its fill and stroke
/// attributes, with QuartzCore's defaults.
///
/// The model stores the values and copies them to `presentation()` copies; it does not draw
/// the shape. `path`, `fillColor`, `strokeColor`, `strokeStart`, `strokeEnd`, `lineWidth`,
/// `miterLimit` and `lineDashPhase` are animatable, and `presentation()` has their in-flight
/// values [DOC CAShapeLayer: each is "Animatable"]. Not isolated to any actor, like every layer.
open class CAShapeLayer: CALayer {
    /// The shape. Default nil [DOC path]. Animatable, with no implicit animation [DOC path].
    /// Two paths with the same number and types of elements interpolate point by point
    /// (control points linearly too [model]); other pairs show the from-path until the
    /// midpoint and the to-path from it on, where Core Animation's result is undefined
    /// [model] (docs/view-content.md, "Animated content").
    open var path: CGPath? {
        didSet { didChangeContent(.path, from: .path(oldValue?.elements)) }
    }
    /// The fill color. Default opaque black [DOC fillColor]. Animatable.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { didChangeContent(.fillColor, from: .color(oldValue.map(ColorComponents.init) ?? .clear)) }
    }
    /// The fill rule. Default `.nonZero` [DOC fillRule].
    open var fillRule = CAShapeLayerFillRule.nonZero
    /// The stroke color. Default nil, no stroke [DOC strokeColor]. Animatable; nil animates as
    /// transparent black.
    open var strokeColor: CGColor? {
        didSet { didChangeContent(.strokeColor, from: .color(oldValue.map(ColorComponents.init) ?? .clear)) }
    }
    /// The start of the stroked part of the path, 0 to 1. Default 0 [DOC strokeStart].
    /// Animatable.
    open var strokeStart: CGFloat = 0 {
        didSet { didChangeContent(.strokeStart, from: .scalar(Double(oldValue))) }
    }
    /// The end of the stroked part of the path, 0 to 1. Default 1 [DOC strokeEnd]. Animatable.
    open var strokeEnd: CGFloat = 1 {
        didSet { didChangeContent(.strokeEnd, from: .scalar(Double(oldValue))) }
    }
    /// The stroke width. Default 1 [DOC lineWidth]. Animatable.
    open var lineWidth: CGFloat = 1 {
        didSet { didChangeContent(.lineWidth, from: .scalar(Double(oldValue))) }
    }
    /// The miter limit. Default 10 [DOC miterLimit]. Animatable.
    open var miterLimit: CGFloat = 10 {
        didSet { didChangeContent(.miterLimit, from: .scalar(Double(oldValue))) }
    }
    /// The line cap. Default `.butt` [DOC lineCap].
    open var lineCap = CAShapeLayerLineCap.butt
    /// The line join. Default `.miter` [DOC lineJoin].
    open var lineJoin = CAShapeLayerLineJoin.miter
    /// The dash phase. Default 0 [DOC lineDashPhase]. Animatable.
    open var lineDashPhase: CGFloat = 0 {
        didSet { didChangeContent(.lineDashPhase, from: .scalar(Double(oldValue))) }
    }
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

    override func copyOwnModelValues(from source: CALayer) {
        guard let source = source as? CAShapeLayer else { return }
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
