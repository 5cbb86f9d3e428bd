/// An animation of one layer property named by a key path (QuartzCore API; abstract, like
/// Core Animation's: use `CABasicAnimation`, `CAKeyframeAnimation` or `CASpringAnimation`).
///
/// The key paths animated here are those the transitions use: `position` (`.x`, `.y`),
/// `bounds` (`.origin`, `.origin.x/.y`, `.size`, `.size.width/.height`), `anchorPoint`
/// (`.x`, `.y`), `anchorPointZ`, `zPosition`, `opacity`, `cornerRadius`, `backgroundColor`,
/// and `transform` and `sublayerTransform` with their `rotation`, `scale` and `translation`
/// fields; the shadow and border properties; a shape layer's `path`, colors and stroke values
/// and a gradient layer's `colors`, `locations`, `startPoint` and `endPoint`. Adding an animation with another key path records a diagnostic
/// (`animation.unknownKeyPath`) and the animation has no effect (its timing and delegate calls
/// still run) [INF: Core Animation silently animates nothing for a key path it does not know].
/// `valueFunction` is not modelled.
open class CAPropertyAnimation: CAAnimation {
    /// The key path of the animated property.
    open var keyPath: String? {
        didSet { refuseIfFrozen(&keyPath, oldValue, "keyPath") }
    }

    /// Whether the value is added to the property's underlying value (the model value with the
    /// animations added before this one applied) instead of replacing it. Default false.
    open var isAdditive = false {
        didSet { refuseIfFrozen(&isAdditive, oldValue, "additive") }
    }

    /// Whether each repeat cycle starts where the previous one ended: the value adds the
    /// cycle number times the change over one cycle. Default false.
    open var isCumulative = false {
        didSet { refuseIfFrozen(&isCumulative, oldValue, "cumulative") }
    }

    /// An animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func makeEmptyInstance() -> CAAnimation {
        CAPropertyAnimation()
    }

    override func copyProperties(from source: CAAnimation) {
        super.copyProperties(from: source)
        guard let source = source as? CAPropertyAnimation else { return }
        keyPath = source.keyPath
        isAdditive = source.isAdditive
        isCumulative = source.isCumulative
    }
}

extension HeadlessDiagnostic.Code {
    /// An animation names a key path that is not animatable here.
    public static let unknownKeyPath = Self("animation.unknownKeyPath")
    /// An animation's value is not of the type its key path needs.
    public static let valueTypeMismatch = Self("animation.valueTypeMismatch")
}
