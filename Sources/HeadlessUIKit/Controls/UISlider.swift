/// A slider, as UIKit's `UISlider`: a value between a minimum and a maximum, set by dragging
/// its thumb, that sends `.valueChanged`.
///
/// What the model does [DOC UISlider]: ``value`` is kept within ``minimumValue`` and
/// ``maximumValue`` (changing a bound moves the other and the value when needed); setting it
/// from code sends no event. A touch that begins on the thumb (``thumbRect(forBounds:trackRect:value:)``)
/// drags it: the value follows the finger's horizontal movement along the track, and
/// `.valueChanged` is sent at each change while ``isContinuous``, else once when the finger
/// lifts. A touch elsewhere on the track does nothing, as in UIKit.
///
/// What it does not: nothing is drawn (the track and thumb colours and images are stored);
/// the track is the bounds' width and the thumb a 28-point circle [model], where UIKit's
/// metrics depend on the system's artwork; `setValue(_:animated:)` moves at once.
open class UISlider: UIControl {
    private var valueStorage: Float = 0
    /// The value and the finger's x when the drag began.
    private var dragOrigin: (value: Float, x: CGFloat)?
    private var valueAtTouchDown: Float = 0

    /// The diameter of the thumb in the model's metrics.
    static let thumbDiameter: CGFloat = 28

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The value, within ``minimumValue`` and ``maximumValue``. Default 0 [DOC value].
    open var value: Float {
        get { valueStorage }
        set { valueStorage = min(max(newValue, minimumValue), maximumValue) }
    }

    /// The smallest value. Default 0. A larger ``maximumValue`` or ``value`` is pulled up to it
    /// [DOC minimumValue].
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = valueStorage
        }
    }

    /// The largest value. Default 1. A smaller ``minimumValue`` or ``value`` is pulled down to
    /// it [DOC maximumValue].
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = valueStorage
        }
    }

    /// Whether a drag sends `.valueChanged` at every change (true, the default) or once at
    /// the end [DOC isContinuous].
    open var isContinuous = true

    /// Sets ``value``; `animated` changes nothing here [DOC setValue(_:animated:)].
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// The color of the track below the value [DOC minimumTrackTintColor]. Stored only.
    open var minimumTrackTintColor: UIColor?

    /// The color of the track above the value [DOC maximumTrackTintColor]. Stored only.
    open var maximumTrackTintColor: UIColor?

    /// The thumb's color [DOC thumbTintColor]. Stored only.
    open var thumbTintColor: UIColor?

    /// The image at the minimum end [DOC minimumValueImage]. Stored only.
    open var minimumValueImage: UIImage?

    /// The image at the maximum end [DOC maximumValueImage]. Stored only.
    open var maximumValueImage: UIImage?

    // MARK: Geometry

    /// The track: the bounds' width, 2 points tall, centred vertically [model]
    /// [DOC trackRect(forBounds:)].
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - 1, width: bounds.width, height: 2)
    }

    /// The thumb for `value`: a 28-point square centred on the track, its centre moving from
    /// 14 points inside one end to 14 points inside the other [model]
    /// [DOC thumbRect(forBounds:trackRect:value:)].
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let diameter = Self.thumbDiameter
        let centerX = rect.minX + diameter / 2 + CGFloat(fraction(of: value)) * max(0, rect.width - diameter)
        return CGRect(x: centerX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter)
    }

    /// The slider's height, 31 points; no intrinsic width [OBS].
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 31)
    }

    /// Where `value` lies between the bounds, from 0 to 1.
    private func fraction(of value: Float) -> Float {
        maximumValue > minimumValue ? (value - minimumValue) / (maximumValue - minimumValue) : 0
    }

    // MARK: Tracking

    /// Begins a drag when the touch is on the thumb.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
        guard thumb.contains(point) else { return false }
        dragOrigin = (value, point.x)
        valueAtTouchDown = value
        return true
    }

    /// Moves the value with the finger and sends `.valueChanged` when continuous.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let dragOrigin else { return false }
        let travel = max(1, trackRect(forBounds: bounds).width - Self.thumbDiameter)
        let delta = Float((touch.location(in: self).x - dragOrigin.x) / travel) * (maximumValue - minimumValue)
        let previous = value
        value = dragOrigin.value + delta
        if isContinuous, value != previous { sendActions(for: .valueChanged) }
        return true
    }

    /// Ends the drag; sends `.valueChanged` once when not continuous and the value moved.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { _ = continueTracking(touch, with: event) }
        if !isContinuous, value != valueAtTouchDown { sendActions(for: .valueChanged) }
        dragOrigin = nil
    }

    /// Ends the drag where it is.
    open override func cancelTracking(with event: UIEvent?) {
        if !isContinuous, value != valueAtTouchDown { sendActions(for: .valueChanged) }
        dragOrigin = nil
    }
}
