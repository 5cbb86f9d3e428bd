// Target-action: an object and the selector of the message sent to it when something happens,
// as UIKit pairs them for gesture recognizers, controls and display links.
//
// Where the Objective-C runtime exists (macOS), the model sends the messages as UIKit does, with
// `perform(_:with:)`: `#selector` code written for iOS runs unchanged. A target that does not
// implement the action gets a `targetAction.unrecognizedSelector` diagnostic where UIKit would
// raise "unrecognized selector sent to instance". Linux has no runtime: nothing can send a
// message named by a selector, so a target and action given there are kept nowhere and reported
// once with a `targetAction.withoutRuntime` diagnostic; the closure forms (`addAction(_:)`,
// `CADisplayLink.init(_:)`) replace them (docs/objective-c.md).

#if canImport(ObjectiveC)
    import ObjectiveC
#endif

extension HeadlessDiagnostic.Code {
    /// A target and an action were given on a platform without the Objective-C runtime, where no
    /// action message can be sent.
    public static let targetActionWithoutRuntime = Self("targetAction.withoutRuntime")
    /// An action message was due to a target that does not implement it; UIKit raises
    /// "unrecognized selector sent to instance", the model skips the message.
    public static let unrecognizedSelector = Self("targetAction.unrecognizedSelector")
}

/// Records that `subject` was given a target and an action it cannot send on this platform.
@MainActor
func reportTargetActionWithoutRuntime(subject: String, action: String) {
    HeadlessDisplay.current.record(
        .targetActionWithoutRuntime, subject: subject,
        "the action \(action) is never sent: target-action needs the Objective-C runtime, which this platform "
            + "lacks; add a closure instead (docs/objective-c.md)")
}

#if canImport(ObjectiveC)
    /// A target and an action, as a recognizer or a control keeps them. The target is held
    /// weakly: UIKit does not retain a control's targets [DOC UIControl.addTarget(_:action:for:)],
    /// nor, as observed, a recognizer's [OBS]; a released target is skipped where UIKit would
    /// message a dangling pointer.
    struct TargetActionPair {
        weak var target: AnyObject?
        /// Whether the pair was made with a nil target: a control then sends the action up the
        /// responder chain.
        let isUntargeted: Bool
        let action: Selector

        init(target: Any?, action: Selector) {
            self.target = target.map { $0 as AnyObject }
            isUntargeted = target == nil
            self.action = action
        }

        /// Whether the pair is `target` and `action`, nil matching any.
        func matches(target other: Any?, action otherAction: Selector?) -> Bool {
            let targetMatches = other.map { ($0 as AnyObject) === target } ?? true
            return targetMatches && (otherAction.map { $0 == action } ?? true)
        }
    }

    /// Sends `action` to `target` as UIKit's action messages go, with `sender` and `event` (nil
    /// when there is none, passed explicitly so a method taking both reads nil) as the arguments:
    /// a method taking fewer arguments ignores the rest, as action methods with no argument or
    /// only the sender do in UIKit [DOC UIControl, "The target-action mechanism"]. Returns false,
    /// with a diagnostic, when the target does not implement the action.
    @MainActor
    @discardableResult
    func sendActionMessage(_ action: Selector, to target: AnyObject, from sender: Any?, event: UIEvent?) -> Bool {
        guard let receiver = target as? any NSObjectProtocol, receiver.responds(to: action) else {
            HeadlessDisplay.current.record(
                .unrecognizedSelector, subject: String(describing: type(of: target)),
                "\(NSStringFromSelector(action)) is not implemented by \(type(of: target)); "
                    + "UIKit would raise \"unrecognized selector sent to instance\", the message is skipped")
            return false
        }
        _ = receiver.perform(action, with: sender, with: event)
        return true
    }
#endif
