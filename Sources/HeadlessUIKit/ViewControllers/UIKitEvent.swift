/// One callback or call that the view-controller machinery made, as ``UIKitRecorder`` logs it.
///
/// Appearance callbacks are logged where UIKit sends them (so an override that forgets to call
/// `super` is still logged); containment callbacks are logged by `UIViewController`'s own
/// `willMove(toParent:)`/`didMove(toParent:)`, which overrides must call, as UIKit requires.
/// Transition calls are logged by the transition context, the percent-driven interaction
/// controller and the container around the user's animator. Not UIKit API.
package struct UIKitEvent: Sendable, Equatable, CustomStringConvertible {
    /// What happened.
    package enum Kind: Sendable, Equatable, CustomStringConvertible {
        case viewDidLoad
        case viewWillAppear(animated: Bool)
        case viewDidAppear(animated: Bool)
        case viewWillDisappear(animated: Bool)
        case viewDidDisappear(animated: Bool)
        /// `willMove(toParent:)` with the parent's log name, or nil.
        case willMoveToParent(String?)
        /// `didMove(toParent:)` with the parent's log name, or nil.
        case didMoveToParent(String?)
        /// A call in transition number `id` (see ``TransitionCall``).
        case transition(id: Int, TransitionCall)

        package var description: String {
            switch self {
            case .viewDidLoad: "viewDidLoad"
            case .viewWillAppear(let animated): "viewWillAppear(\(animated))"
            case .viewDidAppear(let animated): "viewDidAppear(\(animated))"
            case .viewWillDisappear(let animated): "viewWillDisappear(\(animated))"
            case .viewDidDisappear(let animated): "viewDidDisappear(\(animated))"
            case .willMoveToParent(let parent): "willMoveToParent(\(parent ?? "nil"))"
            case .didMoveToParent(let parent): "didMoveToParent(\(parent ?? "nil"))"
            case .transition(let id, let call): "#\(id) \(call)"
            }
        }

        /// Whether the event is an appearance or containment callback, or `viewDidLoad`.
        package var isLifecycle: Bool {
            if case .transition = self { return false }
            return true
        }
    }

    /// Increasing number among the recorder's events and diagnostics.
    package let sequence: Int
    /// Virtual time of the recorder's clock.
    package let time: CFTimeInterval
    /// The log name of the object: a controller's `title`, or its type name without one.
    package let subject: String
    /// The identity of the object, to match events to controllers.
    package let subjectID: ObjectIdentifier?
    package let kind: Kind

    package init(sequence: Int, time: CFTimeInterval, subject: String, subjectID: ObjectIdentifier?, kind: Kind) {
        self.sequence = sequence
        self.time = time
        self.subject = subject
        self.subjectID = subjectID
        self.kind = kind
    }

    /// `subject.kind`, for example `B.viewWillAppear(true)`.
    package var description: String { "\(subject).\(kind)" }
}
