/// One finger on the screen, as UIKit reports it: where it is, where it was, when it last
/// changed, and which view and gesture recognizers it belongs to.
///
/// As in UIKit, one object stands for the finger for the whole of its sequence (began to
/// ended or cancelled) and is updated in place with each event [DOC UITouch: "a touch
/// object persists throughout a multi-touch sequence"]; a new sequence, even of the same
/// finger, gets a new object. Its `view` is the view hit-tested when it began, kept even
/// when the finger moves off that view [DOC UITouch.view].
///
/// Touches are made and updated by the source of touch events, through `package` members;
/// users read them, as in UIKit.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The touch's phase in the event being delivered.
    public package(set) var phase: Phase

    /// Seconds: when the touch began or last changed, on the event clock.
    public package(set) var timestamp: TimeInterval

    /// Taps in quick succession at one place. Always 1 here: tap counting is not modelled
    /// (see docs/gestures.md).
    public package(set) var tapCount: Int

    /// What made the touch; `direct` for fingers.
    public package(set) var type: TouchType

    /// The force of the touch; 1.0 is an average touch [DOC UITouch.force]. 0 when the
    /// source gives none.
    public package(set) var force: CGFloat

    /// The largest force the device can report; 0 when the device reports no force
    /// [DOC UITouch.maximumPossibleForce]. A touch source that carries forces sets
    /// ``syntheticMaximumPossibleForce``.
    public package(set) var maximumPossibleForce: CGFloat

    /// The view hit-tested when the touch began (nil when it began outside every view that
    /// takes touches). Held weakly [INF: UIKit does not document its ownership], so that a
    /// replay abandoned with a finger down does not keep its scene alive: a view that is
    /// released while the finger is down reads nil.
    public package(set) weak var view: UIView?

    /// The window the touch was delivered to; held weakly, like ``view``.
    public package(set) weak var window: UIWindow?

    /// The maximum force reported for touches that carry one: 480/72 ≈ 6.67, the value
    /// 3D Touch iPhones report [OBS: developer reports of `maximumPossibleForce` on
    /// iPhone 6s-era devices].
    package static let syntheticMaximumPossibleForce: CGFloat = 480.0 / 72.0

    /// The location in the window's bounds space.
    package private(set) var locationInWindow: CGPoint

    /// The location before the latest change, in the window's bounds space.
    package private(set) var previousLocationInWindow: CGPoint

    /// Creation order: sets of touches are iterated in this order, so delivery does not
    /// depend on `Set`'s per-process hash seed.
    package let sequenceNumber: UInt64

    /// The gesture recognizers receiving this touch, in delivery order, held weakly (their
    /// views own them, and they hold their touches).
    private var recognizerReferences: [WeakGestureRecognizer] = []

    /// The gesture recognizers receiving this touch that still exist.
    var recognizerStorage: [UIGestureRecognizer] {
        get { recognizerReferences.compactMap(\.recognizer) }
        set { recognizerReferences = newValue.map(WeakGestureRecognizer.init) }
    }

    /// Whether `recognizer` receives this touch: ``recognizerStorage`` contains it. Scans the
    /// weak references in place, since delivery asks this for every touch of every event and
    /// the array ``recognizerStorage`` builds would be thrown away at once.
    func isReceived(by recognizer: UIGestureRecognizer) -> Bool {
        for reference in recognizerReferences where reference.recognizer === recognizer {
            return true
        }
        return false
    }

    /// Appends to `list` the recognizers receiving this touch that are not in it yet, in
    /// delivery order (what a loop over ``recognizerStorage`` would add, without building it).
    func appendRecognizers(to list: inout [UIGestureRecognizer]) {
        for reference in recognizerReferences {
            guard let recognizer = reference.recognizer else { continue }
            var isListed = false
            for listed in list where listed === recognizer {
                isListed = true
                break
            }
            if !isListed { list.append(recognizer) }
        }
    }

    /// Where the touch stands in its delivery to `view`'s touches methods.
    var viewDelivery: ViewTouchDelivery = .notDelivered

    /// Whether the window has hit-tested the touch and attached its gesture recognizers.
    var isAttached = false

    private static var nextSequenceNumber: UInt64 = 0

    /// A touch that begins at `location` (window coordinates) at `timestamp`.
    package init(
        window: UIWindow?,
        location: CGPoint,
        timestamp: TimeInterval,
        force: CGFloat? = nil,
        type: TouchType = .direct
    ) {
        self.phase = .began
        self.timestamp = timestamp
        self.tapCount = 1
        self.type = type
        self.force = force ?? 0
        self.maximumPossibleForce = force == nil ? 0 : Self.syntheticMaximumPossibleForce
        self.window = window
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.sequenceNumber = Self.nextSequenceNumber
        Self.nextSequenceNumber &+= 1
        super.init()
    }

    /// A touch at the origin, at time 0, in no window: what `UITouch()` gives in UIKit.
    /// Touches that take part in delivery come from a touch source.
    public override convenience init() {
        self.init(window: nil, location: .zero, timestamp: 0)
    }

    /// Records a change of the touch: its phase, location (window coordinates), time and
    /// force. The previous location becomes the location before this change.
    package func update(phase: Phase, location: CGPoint, timestamp: TimeInterval, force: CGFloat?) {
        self.phase = phase
        previousLocationInWindow = locationInWindow
        locationInWindow = location
        self.timestamp = timestamp
        self.force = force ?? 0
        maximumPossibleForce = force == nil ? 0 : Self.syntheticMaximumPossibleForce
    }

    /// Marks the touch as unchanged in an event where other touches changed: phase
    /// `stationary`, previous location equal to the location, time and force kept.
    package func markStationary() {
        phase = .stationary
        previousLocationInWindow = locationInWindow
    }

    /// Sets the hit-tested view (before delivery, as UIApplication does before `sendEvent`).
    package func assignView(_ view: UIView?) {
        self.view = view
    }

    /// The touch's location in `view`'s bounds space; nil means the window's.
    open func location(in view: UIView?) -> CGPoint {
        convertFromWindow(locationInWindow, to: view)
    }

    /// The location before the latest change, in `view`'s bounds space; nil means the
    /// window's.
    open func previousLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(previousLocationInWindow, to: view)
    }

    /// The same as ``location(in:)``: trace samples carry no sub-point precision.
    open func preciseLocation(in view: UIView?) -> CGPoint {
        location(in: view)
    }

    /// The same as ``previousLocation(in:)``.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint {
        previousLocation(in: view)
    }

    /// The gesture recognizers receiving the touch, in delivery order [DOC
    /// UITouch.gestureRecognizers]. A recognizer leaves the list when it ignores the touch
    /// or resets.
    open var gestureRecognizers: [UIGestureRecognizer]? { recognizerStorage }

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, view !== window else { return point }
        return view.convert(point, from: window)
    }
}

extension Sequence where Element == UITouch {
    /// The touches in creation order: a deterministic order for a `Set` of touches.
    var inCreationOrder: [UITouch] {
        sorted { $0.sequenceNumber < $1.sequenceNumber }
    }
}
