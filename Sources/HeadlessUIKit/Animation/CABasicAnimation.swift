/// An animation of a layer property between two values (QuartzCore API).
///
/// Which values are used follows Core Animation's documented rules [DOC CABasicAnimation]:
///
/// | set | interpolates between |
/// |---|---|
/// | `fromValue`, `toValue` | `fromValue` and `toValue` |
/// | `fromValue`, `byValue` | `fromValue` and `fromValue + byValue` |
/// | `byValue`, `toValue` | `toValue − byValue` and `toValue` |
/// | `fromValue` | `fromValue` and the current presentation value |
/// | `toValue` | the current presentation value and `toValue` |
/// | `byValue` | the current presentation value and that plus `byValue` |
/// | none | the previous and the current value of the property |
///
/// "The current presentation value" is the property's underlying value, re-evaluated at every
/// frame: the model value with the animations added before this one applied [INF: Core
/// Animation's render tree does not document when it samples it]. So setting the model value
/// and then adding an animation with only `toValue` equal to it shows no motion, as on iOS.
/// "The previous value" (no values set, as implicit animations are) is the presentation value
/// the property had before the change that ran the action, or the underlying value when the
/// animation is added directly.
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value, or nil.
    open var fromValue: Any? {
        didSet { refuseIfFrozen(&fromValue, oldValue, "fromValue") }
    }

    /// The end value, or nil.
    open var toValue: Any? {
        didSet { refuseIfFrozen(&toValue, oldValue, "toValue") }
    }

    /// The change relative to the start, or nil.
    open var byValue: Any? {
        didSet { refuseIfFrozen(&byValue, oldValue, "byValue") }
    }

    override func makeEmptyInstance() -> CAAnimation {
        CABasicAnimation()
    }

    override func copyProperties(from source: CAAnimation) {
        super.copyProperties(from: source)
        guard let source = source as? CABasicAnimation else { return }
        fromValue = source.fromValue
        toValue = source.toValue
        byValue = source.byValue
    }
}
