/// The abstract base of Core Animation's animations: timing, timing function, delegate and
/// removal (QuartzCore API).
///
/// Add an animation to a layer with `CALayer.add(_:forKey:)`. The layer keeps a *copy*, frozen:
/// changing a property of the copy (as returned by `animation(forKey:)`) is refused with a
/// diagnostic (`animation.readOnly`), as Core Animation raises "attempting to modify read-only
/// animation". The copy is of the nearest built-in class (`CABasicAnimation`,
/// `CAKeyframeAnimation`, ...): a user subclass's own stored properties are not copied [INF:
/// without the Objective-C runtime the model cannot call a subclass's `copy(with:)` through
/// `init()`].
///
/// Arbitrary keys can be attached with `setValue(_:forKey:)` and read with `value(forKey:)`,
/// as code commonly does to tag animations for `animationDidStop(_:finished:)`; they are copied
/// with the animation.
open class CAAnimation: NSObject, CAMediaTiming, CAAction, NSCopying {
    /// Whether the animation is the frozen copy a layer holds.
    var isFrozen = false
    /// Whether the animation is a layer's built-in implicit animation (not copied).
    var isImplicitDefaultAction = false
    /// Values attached with `setValue(_:forKey:)`.
    private var attachedValues: [String: Any] = [:]

    public override init() {
        super.init()
    }

    // MARK: Timing function, delegate, removal

    /// The pacing of the animation; nil means linear [DOC].
    open var timingFunction: CAMediaTimingFunction? {
        didSet { refuseIfFrozen(&timingFunction, oldValue, "timingFunction") }
    }

    /// The delegate, retained as Core Animation retains it [DOC].
    open var delegate: (any CAAnimationDelegate)? {
        didSet { refuseIfFrozen(&delegate, oldValue, "delegate") }
    }

    /// Whether the layer removes the animation when its active duration ends. Default true.
    /// With false and a fill mode that fills forwards, the end value stays on screen.
    open var isRemovedOnCompletion = true {
        didSet { refuseIfFrozen(&isRemovedOnCompletion, oldValue, "removedOnCompletion") }
    }

    // MARK: CAMediaTiming

    open var beginTime: CFTimeInterval = 0 {
        didSet { refuseIfFrozen(&beginTime, oldValue, "beginTime") }
    }

    open var duration: CFTimeInterval = 0 {
        didSet { refuseIfFrozen(&duration, oldValue, "duration") }
    }

    open var speed: Float = 1 {
        didSet { refuseIfFrozen(&speed, oldValue, "speed") }
    }

    open var timeOffset: CFTimeInterval = 0 {
        didSet { refuseIfFrozen(&timeOffset, oldValue, "timeOffset") }
    }

    open var repeatCount: Float = 0 {
        didSet { refuseIfFrozen(&repeatCount, oldValue, "repeatCount") }
    }

    open var repeatDuration: CFTimeInterval = 0 {
        didSet { refuseIfFrozen(&repeatDuration, oldValue, "repeatDuration") }
    }

    open var autoreverses = false {
        didSet { refuseIfFrozen(&autoreverses, oldValue, "autoreverses") }
    }

    open var fillMode: CAMediaTimingFillMode = .removed {
        didSet { refuseIfFrozen(&fillMode, oldValue, "fillMode") }
    }

    // MARK: Attached values

    /// Attaches `value` under `key` (Core Animation's key-value coding of undefined keys); the
    /// body of `setValue(_:forKey:)` (Runtime/NSObject+KeyValueCoding.swift).
    func setAttachedValue(_ value: Any?, forKey key: String) {
        if isFrozen {
            reportReadOnlyMutation(key)
            return
        }
        attachedValues[key] = value
    }

    /// The value attached under `key`, or nil; the body of `value(forKey:)`.
    func attachedValue(forKey key: String) -> Any? {
        attachedValues[key]
    }

    /// The default value of a property for the class: nil for every key here.
    open class func defaultValue(forKey key: String) -> Any? {
        nil
    }

    // MARK: CAAction

    /// Adds the animation to the layer `anObject` under `event`, as Core Animation's actions do.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    // MARK: Copying

    /// A copy with the same property values (not frozen).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = makeEmptyInstance()
        copy.copyProperties(from: self)
        return copy
    }

    /// A new instance of the nearest built-in class.
    func makeEmptyInstance() -> CAAnimation {
        CAAnimation()
    }

    /// Copies every property of `source` into the receiver; subclasses add their own.
    func copyProperties(from source: CAAnimation) {
        timingFunction = source.timingFunction
        delegate = source.delegate
        isRemovedOnCompletion = source.isRemovedOnCompletion
        beginTime = source.beginTime
        duration = source.duration
        speed = source.speed
        timeOffset = source.timeOffset
        repeatCount = source.repeatCount
        repeatDuration = source.repeatDuration
        autoreverses = source.autoreverses
        fillMode = source.fillMode
        attachedValues = source.attachedValues
    }

    /// A frozen copy, the one a layer holds.
    func frozenCopy() -> CAAnimation {
        guard let copy = copy() as? CAAnimation else { return self }
        copy.freeze()
        return copy
    }

    /// Freezes the animation (and the animations of a group).
    func freeze() {
        isFrozen = true
    }

    // MARK: Read-only copies

    /// Puts `oldValue` back and records a diagnostic when the animation is frozen.
    func refuseIfFrozen<Value>(_ property: inout Value, _ oldValue: Value, _ name: String) {
        guard isFrozen else { return }
        property = oldValue
        reportReadOnlyMutation(name)
    }

    private func reportReadOnlyMutation(_ name: String) {
        let subject = String(describing: type(of: self))
        let message =
            "attempting to modify read-only animation (\(name)): a layer's animations are frozen copies; the change is ignored"
        let recorded = CoreAnimationThread.perform {
            HeadlessDisplay.current.record(.animationReadOnly, subject: subject, message)
        }
        if !recorded {
            CurrentDisplayRegistry.shared.current?.post(code: .animationReadOnly, subject: subject, message: message)
        }
    }
}

extension HeadlessDiagnostic.Code {
    /// A property of an animation that a layer holds was changed (Core Animation raises).
    public static let animationReadOnly = Self("animation.readOnly")
}
