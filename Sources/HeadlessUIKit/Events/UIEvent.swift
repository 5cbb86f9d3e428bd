/// An event: for touches, every finger on the screen at one instant, and which of them
/// changed.
///
/// As in UIKit, a touch source reuses one event object for a stream of touch events and
/// updates it in place [OBS: UIKit passes the same `UIEvent` instance to successive
/// `sendEvent(_:)` calls for touches], so keep the values you need, not the event.
/// `allTouches` holds every touch of the event, the stationary ones too [DOC
/// UIEvent.allTouches].
///
/// `UIEvent()` gives an event with no touches, for `hitTest(_:with:)` and
/// `point(inside:with:)` calls; touch sources fill events through `package` members.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The event's type; `touches` for events from touch sources.
    open var type: EventType { typeStorage }

    /// Seconds: when the event occurred, on the event clock.
    open var timestamp: TimeInterval { timestampStorage }

    /// Every touch of the event, the stationary ones too; nil when the event has none.
    open var allTouches: Set<UITouch>? {
        touchList.isEmpty ? nil : Set(touchList)
    }

    var typeStorage: EventType
    var timestampStorage: TimeInterval = 0

    /// The event's touches in creation order.
    package private(set) var touchList: [UITouch] = []

    public override init() {
        typeStorage = .touches
        super.init()
    }

    /// A touch event at `timestamp` holding `touches`.
    package init(touches: [UITouch], timestamp: TimeInterval) {
        typeStorage = .touches
        super.init()
        setTouches(touches, timestamp: timestamp)
    }

    /// Replaces the event's touches and time (the touch source reuses one event).
    package func setTouches(_ touches: [UITouch], timestamp: TimeInterval) {
        // A touch source keeps its fingers in the order they began, so the list is usually
        // in creation order already; sequence numbers are unique, so sorting would not change it.
        touchList = UIEvent.isInCreationOrder(touches) ? touches : touches.inCreationOrder
        timestampStorage = timestamp
    }

    /// The touches of the event that belong to `window`; nil when the event has no touches.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        filteredTouches { $0.window === window }
    }

    /// The touches of the event whose hit-tested view is `view` [DOC touches(for:)]; nil
    /// when the event has no touches.
    open func touches(for view: UIView) -> Set<UITouch>? {
        filteredTouches { $0.view === view }
    }

    /// The touches of the event that `gesture` is receiving; nil when the event has no
    /// touches.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        filteredTouches { touch in touch.recognizerStorage.contains { $0 === gesture } }
    }

    /// The samples between the previous event and this one for `touch`: only `touch`
    /// itself, because a trace's samples are already the full-rate stream (coalescing is
    /// not modelled). Nil when the touch is not in the event.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        touchList.contains { $0 === touch } ? [touch] : nil
    }

    /// Predicted future samples for `touch`: none (prediction is not modelled). Nil when the
    /// touch is not in the event.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        touchList.contains { $0 === touch } ? [] : nil
    }

    private static func isInCreationOrder(_ touches: [UITouch]) -> Bool {
        var index = 1
        while index < touches.count {
            if touches[index - 1].sequenceNumber >= touches[index].sequenceNumber { return false }
            index += 1
        }
        return true
    }

    private func filteredTouches(_ isIncluded: (UITouch) -> Bool) -> Set<UITouch>? {
        touchList.isEmpty ? nil : Set(touchList.filter(isIncluded))
    }
}
