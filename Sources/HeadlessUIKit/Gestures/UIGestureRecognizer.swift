/// The base of gesture recognizers: a state machine fed with the touches of the view it is
/// attached to and of that view's subviews, which calls its handlers as its state changes.
///
/// UIKit's behaviour is modelled: the states and their legal changes
/// (``UIGestureRecognizer/State``), the delegate's questions, `require(toFail:)`, one
/// recognizer winning over the others that share its touches unless a delegate allows
/// simultaneous recognition, disabling mid-gesture, cancelling touches in views, and the
/// reset to `possible` after each attempt. The window's `sendEvent(_:)` drives it; see
/// `UIWindow+EventDelivery.swift` and docs/gestures.md.
///
/// Actions are UIKit's target-action pairs where the Objective-C runtime exists (macOS):
/// `init(target:action:)`, ``addTarget(_:action:)`` and ``removeTarget(_:action:)`` send
/// `#selector` actions as UIKit does. Linux has no runtime, so no `#selector`: handlers are
/// closures there (and on macOS too), typed with the recognizer's own class:
///
/// ```swift
/// let pan = UIPanGestureRecognizer { pan in
///     print(pan.state, pan.translation(in: pan.view))
/// }
/// view.addGestureRecognizer(pan)
/// ```
///
/// The closures run first, in the order they were added, then the action messages
/// (`Runtime/TargetAction.swift`).
///
/// Subclasses override the touches methods, set ``state``, and override ``reset()``, as
/// with UIKit's `UIGestureRecognizerSubclass` header (whose `state` setter is public here).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// A handler, called with the recognizer whose state changed.
    typealias Action = @MainActor (UIGestureRecognizer) -> Void

    var stateStorage: State = .possible
    var isEnabledStorage = true
    weak var viewStorage: UIView?
    /// The touches the recognizer is receiving, in the order they arrived.
    var trackedTouches: [UITouch] = []
    /// The centroid of the tracked touches when last computed (window coordinates), for
    /// ``location(in:)`` after the last touch left.
    var lastCentroidInWindow: CGPoint = .zero
    weak var lastWindow: UIWindow?
    final var actions: [Action] = []
    #if canImport(ObjectiveC)
        /// The target-action pairs, in the order they were added.
        final var targetActions: [TargetActionPair] = []
    #endif
    /// Recognizers this one must wait for, from ``require(toFail:)``.
    var explicitFailureRequirements: [WeakGestureRecognizer] = []
    /// The state a recognizer waiting for others to fail will enter when they do.
    var pendingState: State?
    /// Whether the recognizer has received touches since its last reset.
    var isInPlay = false
    /// Touches whose delivery to their view this recognizer holds back
    /// (`delaysTouchesBegan`, `delaysTouchesEnded`).
    var heldTouches: [UITouch] = []
    /// The touches of the last moved event and the set they were delivered in (see
    /// `movedTouchSet(_:)`); forgotten at reset.
    var lastMovedTouches: (list: [UITouch], set: Set<UITouch>)?
    /// Test hook: told of every state change, including failures and resets, which run no
    /// handler.
    package var stateChangeObserver: ((_ from: State, _ to: State) -> Void)?

    /// A recognizer with no handler.
    public override init() {
        super.init()
    }

    /// UIKit's designated initializer [DOC init(target:action:)]: where the Objective-C runtime
    /// exists, the recognizer sends `action` to `target` as its state changes, as
    /// ``addTarget(_:action:)`` does. Linux has no runtime to send it: a subclass calling
    /// `super.init(target: nil, action: nil)` compiles unchanged, and a target or an action given
    /// there is reported with a `targetAction.withoutRuntime` diagnostic; add a handler with
    /// ``addAction(_:)`` instead (docs/objective-c.md).
    public init(target: Any?, action: Selector?) {
        super.init()
        #if canImport(ObjectiveC)
            if let target, let action { addTarget(target, action: action) }
        #else
            if target != nil || action != nil {
                reportTargetActionWithoutRuntime(
                    subject: String(describing: type(of: self)), action: action.map(String.init(describing:)) ?? "nil")
            }
        #endif
    }

    #if canImport(ObjectiveC)
        /// Adds a target-action pair: the recognizer sends `action` to `target`, with itself as
        /// the argument when the method takes one, each time its state changes to `began`,
        /// `changed`, `ended` (recognized) or `cancelled`. Adding a pair already added does
        /// nothing [DOC addTarget(_:action:)]. The target is not retained [OBS].
        open func addTarget(_ target: Any, action: Selector) {
            guard !targetActions.contains(where: { $0.matches(target: target, action: action) }) else { return }
            targetActions.append(TargetActionPair(target: target, action: action))
        }

        /// Removes the pairs of `target` and `action`; nil matches every target, or every action
        /// [DOC removeTarget(_:action:)].
        open func removeTarget(_ target: Any?, action: Selector?) {
            targetActions.removeAll { $0.matches(target: target, action: action) }
        }
    #endif

    /// A recognizer that calls `handler` each time its state changes to `began`,
    /// `changed`, `ended` (recognized) or `cancelled`. This replaces UIKit's
    /// `init(target:action:)`; see docs/gestures.md, "Comparison with UIKit".
    public convenience init(_ handler: @escaping @MainActor (Self) -> Void) {
        self.init()
        addAction(handler)
    }

    /// Adds a handler, called after the existing ones (UIKit's `addTarget(_:action:)`).
    public final func addAction(_ handler: @escaping @MainActor (Self) -> Void) {
        actions.append { recognizer in
            if let recognizer = recognizer as? Self { handler(recognizer) }
        }
    }

    /// Removes every handler added with ``addAction(_:)``.
    public final func removeAllActions() {
        actions.removeAll()
    }

    /// Calls the handlers, in the order they were added, then sends the action messages.
    final func runActions() {
        for action in actions {
            action(self)
        }
        #if canImport(ObjectiveC)
            for pair in targetActions {
                guard let target = pair.target else { continue }
                sendActionMessage(pair.action, to: target, from: self, event: nil)
            }
        #endif
    }

    // MARK: State

    /// The recognizer's state. Subclasses set it as they interpret touches; a change that
    /// ``State`` does not allow is ignored. Leaving `possible` asks the delegate, waits
    /// for recognizers this one requires to fail, and may be refused because another
    /// recognizer holds the touches; see `UIGestureRecognizer+StateMachine.swift`.
    open var state: State {
        get { stateStorage }
        set { requestState(newValue) }
    }

    /// Whether the recognizer receives touches. Setting it to false while a gesture is in
    /// progress cancels the gesture (`began`/`changed` become `cancelled`), or fails the
    /// attempt when it is still `possible` [DOC isEnabled; INF for `possible`].
    open var isEnabled: Bool {
        get { isEnabledStorage }
        set {
            guard newValue != isEnabledStorage else { return }
            isEnabledStorage = newValue
            if !newValue { interruptForDisabling() }
        }
    }

    /// The delegate, held weakly.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// The view the recognizer is attached to (``UIView/addGestureRecognizer(_:)``).
    open var view: UIView? { viewStorage }

    /// Whether the touches of a recognized gesture are cancelled in their views (the views
    /// get `touchesCancelled` and nothing more of them). Default true.
    open var cancelsTouchesInView = true

    /// Whether views get their touches' began phase only after this recognizer failed.
    /// Default false.
    open var delaysTouchesBegan = false

    /// Whether views get a touch's ended phase only after this recognizer decided, when the
    /// touch ends while it is still `possible`. Default true.
    open var delaysTouchesEnded = true

    /// A name for debugging.
    open var name: String?

    // MARK: Touches and location

    /// How many touches the recognizer is receiving now. At `ended`, after the last finger
    /// lifted, this is 0.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the touches, in `view`'s bounds space (nil: the window's) [DOC
    /// location(in:)]. With no touches, the centroid when the last one left.
    open func location(in view: UIView?) -> CGPoint {
        let window = trackedTouches.first?.window ?? lastWindow ?? viewStorage?.window
        let point = trackedTouches.isEmpty ? lastCentroidInWindow : UIGestureRecognizer.centroid(of: trackedTouches)
        guard let view, view !== window else { return point }
        return view.convert(point, from: window)
    }

    /// The location of the touch at `touchIndex` (0 ..< ``numberOfTouches``, in the order
    /// the touches arrived) in `view`'s bounds space. UIKit raises an exception for an
    /// index out of range; here the result is `.zero`.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else { return .zero }
        return trackedTouches[touchIndex].location(in: view)
    }

    // MARK: Dependencies

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it begins or
    /// recognizes; if the other recognizes instead, this one fails [DOC require(toFail:)].
    /// The other recognizer is held weakly; requiring oneself is ignored.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        explicitFailureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        explicitFailureRequirements.append(WeakGestureRecognizer(otherGestureRecognizer))
    }

    /// Overridden by subclasses to wait for `otherGestureRecognizer` to fail. Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    /// Overridden by subclasses to make `otherGestureRecognizer` wait for this one to fail.
    /// Default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    /// Whether this recognizer, by recognizing, may make `preventedGestureRecognizer` fail.
    /// Default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    /// Whether `preventingGestureRecognizer`, by recognizing, may make this one fail.
    /// Default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    // MARK: Subclass hooks

    /// Touches that began and that the recognizer receives. Does nothing by default.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Touches that moved. Does nothing by default.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Touches that lifted. Does nothing by default.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Touches the system cancelled. Does nothing by default.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when an attempt is over (after `ended`, `cancelled` or `failed`), once the
    /// event being delivered has been delivered; the state is `possible` again. Subclasses
    /// clear their own state here. Afterwards the recognizer receives nothing more of the
    /// touches that were down [DOC reset()].
    open func reset() {}

    /// Stops delivering `touch` to this recognizer; a recognized gesture does not cancel an
    /// ignored touch in its view [DOC ignore(_:for:)].
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        detach(touch)
    }
}

/// A weak reference to a gesture recognizer.
struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?

    init(_ recognizer: UIGestureRecognizer) {
        self.recognizer = recognizer
    }
}
