/// A layer that draws a color gradient, as QuartzCore's `CAGradientLayer`, with QuartzCore's
/// defaults.
///
/// The model stores the values and copies them to `presentation()` copies; it does not draw
/// the gradient, and its properties are not animatable here. Not isolated to any actor.
open class CAGradientLayer: CALayer {
    /// The colors, as `CGColor`s. Default nil [DOC colors].
    open var colors: [Any]?
    /// Where each color stops, 0 to 1; nil (the default) spaces them evenly [DOC locations].
    open var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates of the bounds. Default (0.5, 0)
    /// [DOC startPoint].
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in unit coordinates of the bounds. Default (0.5, 1)
    /// [DOC endPoint].
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The kind of gradient. Default `.axial` [DOC type].
    open var type = CAGradientLayerType.axial

    /// A gradient layer with QuartzCore's defaults.
    public override init() {
        super.init()
    }

    /// A copy of `layer`'s values, gradient values included when it is a gradient layer
    /// [DOC init(layer:)].
    public override init(layer: Any) {
        if let source = layer as? CAGradientLayer {
            colors = source.colors
            locations = source.locations
            startPoint = source.startPoint
            endPoint = source.endPoint
            type = source.type
        }
        super.init(layer: layer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override class func makeLayerClassInstance() -> CALayer {
        CAGradientLayer()
    }
}

/// The kind of gradient a gradient layer draws [DOC CAGradientLayerType].
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
