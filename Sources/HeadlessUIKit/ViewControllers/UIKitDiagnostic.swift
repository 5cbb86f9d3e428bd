/// A misuse that UIKit reports by logging, asserting or raising, recorded here instead.
///
/// Where UIKit prints "Unbalanced calls to begin/end appearance transitions for <X>" or raises
/// "Application tried to present modally an active controller", the model records a diagnostic
/// in ``UIKitRecorder/current`` and refuses or ignores the call as UIKit does; it never traps.
/// Not UIKit API (package).
package struct UIKitDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    package enum Kind: String, Sendable, Equatable, CaseIterable {
        /// A begin/end appearance call that the §5.3 state machine does not allow.
        case unbalancedAppearanceTransition
        /// `present` while a presentation or dismissal is in flight in the same window.
        case presentationInProgress
        /// `dismiss` while a presentation or dismissal is in flight.
        case dismissalInProgress
        /// `present` on a controller that already presents another.
        case alreadyPresenting
        /// Presenting a controller that is already presented, is a child, or is a window's root.
        case presentingActiveController
        /// Presenting from a controller whose view is not in a window.
        case presenterNotInWindow
        /// A `modalPresentationStyle` that is not modelled (sheets, `.none`).
        case unsupportedPresentationStyle
        /// A popover to be shown as one without a `sourceView` (UIKit raises).
        case popoverWithoutSource
        /// A `modalTransitionStyle` that is not modelled (`.partialCurl`).
        case unsupportedTransitionStyle
        /// A push, pop or `setViewControllers` while a navigation transition is in flight.
        case navigationTransitionInProgress
        /// Pushing a controller already in the stack, or a navigation controller.
        case invalidPush
        /// `popToViewController` with a controller that is not in the stack.
        case invalidPop
        /// `setViewControllers` with duplicates or a navigation controller.
        case invalidViewControllers
        /// A second `completeTransition(_:)` (UIKit ignores it).
        case completeTransitionCalledTwice
        /// An interactive call (update, finish, cancel, pause) that the context ignored because
        /// of its state.
        case ignoredInteractiveCall
        /// An unwind segue found no destination.
        case unwindWithoutDestination
        /// A tab switch while a tab bar controller's transition is in flight.
        case tabTransitionInProgress
        /// Selecting a controller that is not one of the tab bar controller's.
        case invalidTabSelection
    }

    /// Increasing number among the recorder's events and diagnostics.
    package let sequence: Int
    /// Virtual time of the recorder's clock.
    package let time: CFTimeInterval
    package let kind: Kind
    /// UIKit's message, with controllers named as `<Type: title>`.
    package let message: String
    /// The controller (or object) the message is about, named as in the message.
    package let subject: String

    package init(sequence: Int, time: CFTimeInterval, kind: Kind, message: String, subject: String) {
        self.sequence = sequence
        self.time = time
        self.kind = kind
        self.message = message
        self.subject = subject
    }

    package var description: String { "[\(kind.rawValue)] \(message)" }
}
