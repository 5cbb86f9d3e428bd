/// A layer that draws a color gradient, as QuartzCore's `CAGradientLayer`, with QuartzCore's
/// defaults.
///
/// The model stores the values and copies them to `presentation()` copies; it does not draw
/// the gradient. `colors`, `locations`, `startPoint` and `endPoint` are animatable, and
/// `presentation()` has their in-flight values [DOC CAGradientLayer: each is "Animatable"].
/// Not isolated to any actor.
open class CAGradientLayer: CALayer {
    /// The colors, as `CGColor`s. Default nil [DOC colors]. Animatable: two lists of the same
    /// count interpolate color by color; lists of different counts switch at the midpoint
    /// [model].
    open var colors: [Any]? {
        didSet { didChangeContent(.colors, from: CALayer.colorList(oldValue)) }
    }
    /// Where each color stops, 0 to 1; nil (the default) spaces them evenly [DOC locations].
    /// Animatable, number by number when the counts match (else as `colors`).
    open var locations: [NSNumber]? {
        didSet { didChangeContent(.locations, from: .numbers(oldValue?.map(\.doubleValue))) }
    }
    /// Where the gradient starts, in unit coordinates of the bounds. Default (0.5, 0)
    /// [DOC startPoint]. Animatable.
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { didChangeContent(.startPoint, from: .point(oldValue)) }
    }
    /// Where the gradient ends, in unit coordinates of the bounds. Default (0.5, 1)
    /// [DOC endPoint]. Animatable.
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { didChangeContent(.endPoint, from: .point(oldValue)) }
    }
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

    override func copyOwnModelValues(from source: CALayer) {
        guard let source = source as? CAGradientLayer else { return }
        colors = source.colors
        locations = source.locations
        startPoint = source.startPoint
        endPoint = source.endPoint
        type = source.type
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
