/// The base of controls, as UIKit's `UIControl`: a view with states that sends actions for
/// events.
///
/// What the model does, as UIKit documents it [DOC UIControl]: ``state`` from ``isEnabled``,
/// ``isSelected`` and ``isHighlighted``; actions added with ``addAction(_:for:)`` run, in the
/// order they were added, when the control sends one of their events, from
/// ``sendActions(for:)`` or from touches: a touch that begins in an enabled control
/// highlights it and sends `.touchDown`, moving sends `.touchDragInside`/`.touchDragOutside`
/// (and `.touchDragEnter`/`.touchDragExit` when it crosses the bounds), lifting sends
/// `.touchUpInside` (a button adds `.primaryActionTriggered`) or `.touchUpOutside`, a cancel sends
/// `.touchCancel`; ``beginTracking(_:with:)`` and its kin are called along the way.
///
/// Target-action with selectors (`addTarget(_:action:for:)`) needs the Objective-C runtime: it
/// works where the runtime exists (macOS), the action messages following the actions; on Linux
/// use ``addAction(_:for:)`` (docs/objective-c.md). The inside test is
/// the bounds, where UIKit allows a margin of about 70 points around them [OBS]; menus,
/// context menus, focus and `contentHorizontalAlignment` are not modelled. See
/// docs/controls-and-lists.md.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// The actions and the events each runs for, in the order they were added.
    private var registrations: [(action: UIAction, events: Event)] = []
    private var isTrackingStorage = false
    private var isTouchInsideStorage = false
    /// Whether the touch being tracked still gets tracking callbacks.
    private var tracksTouch = false
    #if canImport(ObjectiveC)
        /// The target-action pairs and the events each is sent for, in the order they were added.
        private var targetRegistrations: [(pair: TargetActionPair, events: Event)] = []
        /// The touch event whose control events are being sent, for the action messages.
        private var touchEventInFlight: UIEvent?
    #endif

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A control that runs `primaryAction` for `.primaryActionTriggered`
    /// [DOC init(frame:primaryAction:)].
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: State

    /// Whether the control responds to touches. Default true [DOC isEnabled].
    open var isEnabled = true

    /// Whether the control is selected. Default false [DOC isSelected].
    open var isSelected = false

    /// Whether the control is highlighted; touches set it while they are inside. Default false
    /// [DOC isHighlighted].
    open var isHighlighted = false

    /// The state: `.disabled`, `.selected` and `.highlighted` as the flags say, else `.normal`
    /// [DOC state].
    open var state: State {
        var state: State = .normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Whether a touch is being tracked [DOC isTracking].
    open var isTracking: Bool { isTrackingStorage }

    /// Whether the tracked touch is inside the bounds [DOC isTouchInside].
    open var isTouchInside: Bool { isTouchInsideStorage }

    // MARK: Actions

    /// Runs `action` for `controlEvents`. An action with the same identifier already added
    /// is replaced, so adding one twice runs it once [DOC addAction(_:for:)].
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = registrations.firstIndex(where: { $0.action.identifier == action.identifier }) {
            registrations[index].events.formUnion(controlEvents)
            registrations[index].action = action
        } else {
            registrations.append((action, controlEvents))
        }
    }

    /// Stops running `action` for `controlEvents` [DOC removeAction(_:for:)].
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with `actionIdentifier` for `controlEvents`
    /// [DOC removeAction(identifiedBy:for:)].
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in registrations.indices where registrations[index].action.identifier == actionIdentifier {
            registrations[index].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// The events some action runs for [DOC allControlEvents].
    open var allControlEvents: Event {
        registrations.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// Runs, in the order they were added, the actions for any of `controlEvents`, each once
    /// [DOC sendActions(for:)]; then, where the Objective-C runtime exists, sends the action
    /// messages of the target-action pairs for them, with ``sendAction(_:to:for:)``.
    open func sendActions(for controlEvents: Event) {
        let due = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }.map(\.action)
        for action in due {
            sendAction(action)
        }
        #if canImport(ObjectiveC)
            let pairs = targetRegistrations.filter { !$0.events.isDisjoint(with: controlEvents) }.map(\.pair)
            for pair in pairs {
                if pair.isUntargeted {
                    sendAction(pair.action, to: nil, for: touchEventInFlight)
                } else if let target = pair.target {
                    sendAction(pair.action, to: target, for: touchEventInFlight)
                }
            }
        #endif
    }

    /// Runs `body`, the handling of a touch of `event`: the action messages it causes carry the
    /// event, including those sent from the tracking callbacks (a slider's `.valueChanged`).
    private func handling(_ event: UIEvent?, _ body: () -> Void) {
        #if canImport(ObjectiveC)
            let outer = touchEventInFlight
            touchEventInFlight = event
            defer { touchEventInFlight = outer }
        #endif
        body()
    }

    #if canImport(ObjectiveC)
        /// Sends `action` for `controlEvents`: to `target`, or, for a nil target, to the first
        /// object up the responder chain that implements it. The method may take no argument,
        /// the sender, or the sender and the event. Adding a pair already added for other events
        /// adds those events. The target is not retained [DOC addTarget(_:action:for:)].
        open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
            if let index = targetRegistrations.firstIndex(where: {
                $0.pair.isUntargeted == (target == nil) && $0.pair.matches(target: target, action: action)
            }) {
                targetRegistrations[index].events.formUnion(controlEvents)
            } else {
                targetRegistrations.append((TargetActionPair(target: target, action: action), controlEvents))
            }
        }

        /// Stops sending the pairs of `target` and `action` for `controlEvents`; a nil target
        /// matches every target, a nil action every action [DOC removeTarget(_:action:for:)].
        open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
            for index in targetRegistrations.indices
            where targetRegistrations[index].pair.matches(target: target, action: action) {
                targetRegistrations[index].events.subtract(controlEvents)
            }
            targetRegistrations.removeAll { $0.events.isEmpty }
        }

        /// Sends `action` to `target` (nil: up the responder chain) through the application's
        /// ``UIApplication/sendAction(_:to:from:for:)``, with the control as the sender
        /// [DOC sendAction(_:to:for:)]. Subclasses override it to watch or redirect actions.
        open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
            UIApplication.shared.sendAction(action, to: target, from: self, for: event)
        }
    #endif

    /// Runs `action` with the control as its sender [DOC sendAction(_:)].
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Whether a touch lifted inside also sends `.primaryActionTriggered` (buttons do).
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    // MARK: Tracking

    /// A touch began in the control; return false to stop tracking it. Default true
    /// [DOC beginTracking(_:with:)].
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch moved; return false to stop tracking it. Default true
    /// [DOC continueTracking(_:with:)].
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch lifted. Does nothing by default [DOC endTracking(_:with:)].
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Tracking was cancelled. Does nothing by default [DOC cancelTracking(with:)].
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        handling(event) { trackTouchBegan(touches, with: event) }
    }

    private func trackTouchBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, !isTrackingStorage, let touch = touches.first else { return }
        isTrackingStorage = true
        isTouchInsideStorage = true
        isHighlighted = true
        tracksTouch = beginTracking(touch, with: event)
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        handling(event) { trackTouchMoved(touches, with: event) }
    }

    private func trackTouchMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTrackingStorage, let touch = touches.first else { return }
        let inside = bounds.contains(touch.location(in: self))
        let wasInside = isTouchInsideStorage
        isTouchInsideStorage = inside
        isHighlighted = inside
        if tracksTouch { tracksTouch = continueTracking(touch, with: event) }
        var events: Event = inside ? .touchDragInside : .touchDragOutside
        if inside != wasInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        handling(event) { trackTouchEnded(touches, with: event) }
    }

    private func trackTouchEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTrackingStorage, let touch = touches.first else { return }
        let inside = bounds.contains(touch.location(in: self))
        isTrackingStorage = false
        isTouchInsideStorage = inside
        isHighlighted = false
        if tracksTouch { endTracking(touch, with: event) }
        tracksTouch = false
        var events: Event = inside ? .touchUpInside : .touchUpOutside
        if inside && sendsPrimaryActionOnTouchUpInside { events.insert(.primaryActionTriggered) }
        sendActions(for: events)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        handling(event) { trackTouchCancelled(touches, with: event) }
    }

    private func trackTouchCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTrackingStorage else { return }
        isTrackingStorage = false
        isTouchInsideStorage = false
        isHighlighted = false
        if tracksTouch { cancelTracking(with: event) }
        tracksTouch = false
        sendActions(for: .touchCancel)
    }
}
