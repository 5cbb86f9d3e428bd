/// The opt-in log of the view-controller machinery: appearance and containment callbacks,
/// transition calls with virtual times, and diagnostics, in one order. Not UIKit API.
///
/// Diagnostics also go to the current `HeadlessDisplay`'s `diagnostics`, with the code
/// `uikit.<kind>`, so a harness that reads the display's list sees them too.
///
/// The machinery writes to ``current``. A harness installs a fresh recorder per scene (or
/// calls ``reset()``), sets ``clock`` to its virtual clock, and reads ``events`` and
/// ``diagnostics`` afterwards or live through ``onEvent``. Because UIKit's classes are
/// main-actor isolated, so is this: a synchronous test or replay owns it for its duration.
@MainActor
package final class UIKitRecorder {
    /// The recorder the machinery writes to. A process-wide recorder until replaced.
    package static var current = UIKitRecorder()

    /// The time stamped on events: virtual time, never the wall clock. Default:
    /// `CACurrentMediaTime()`, the current display's time.
    package var clock: @MainActor () -> CFTimeInterval

    /// Appearance, containment and transition events, in the order they happened.
    package private(set) var events: [UIKitEvent] = []

    /// Misuses recorded instead of UIKit's logs and exceptions, in order.
    package private(set) var diagnostics: [UIKitDiagnostic] = []

    /// Every transition context made while this recorder was current, in order (so the ones that
    /// never completed can be found). Holds them, and their controllers, until
    /// ``reset()``.
    package private(set) var transitions: [TransitionContext] = []

    /// Called with each event as it is recorded.
    package var onEvent: (@MainActor (UIKitEvent) -> Void)?

    /// Called with each diagnostic as it is recorded.
    package var onDiagnostic: (@MainActor (UIKitDiagnostic) -> Void)?

    private var nextSequence = 0
    private var nextTransitionID = 1

    /// A recorder whose events are stamped with `clock`.
    package init(clock: @escaping @MainActor () -> CFTimeInterval = { CACurrentMediaTime() }) {
        self.clock = clock
    }

    /// Makes `recorder` the current one and returns it.
    @discardableResult
    package static func install(_ recorder: UIKitRecorder = UIKitRecorder()) -> UIKitRecorder {
        current = recorder
        return recorder
    }

    /// Forgets all events, diagnostics and transitions; keeps the clock and the handlers.
    package func reset() {
        events.removeAll()
        diagnostics.removeAll()
        transitions.removeAll()
    }

    // MARK: Reading

    /// The appearance and containment callbacks (and `viewDidLoad`) as `subject.kind` strings,
    /// optionally only those of the named subjects.
    package func lifecycleLog(of subjects: Set<String>? = nil, includingViewDidLoad: Bool = false) -> [String] {
        events.filter { event in
            guard event.kind.isLifecycle else { return false }
            if !includingViewDidLoad, case .viewDidLoad = event.kind { return false }
            return subjects.map { $0.contains(event.subject) } ?? true
        }.map(\.description)
    }

    /// Only the appearance callbacks, as `subject.kind` strings.
    package var appearanceLog: [String] {
        events.filter { event in
            switch event.kind {
            case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: true
            default: false
            }
        }.map(\.description)
    }

    /// The calls recorded for transition `id`, in order.
    package func transitionCalls(_ id: Int) -> [TransitionCall] {
        events.compactMap { event in
            if case .transition(id, let call) = event.kind { return call }
            return nil
        }
    }

    /// The diagnostics of one kind.
    package func diagnostics(_ kind: UIKitDiagnostic.Kind) -> [UIKitDiagnostic] {
        diagnostics.filter { $0.kind == kind }
    }

    // MARK: Writing (the machinery)

    func record(_ kind: UIKitEvent.Kind, subject: String, subjectID: ObjectIdentifier?) {
        let event = UIKitEvent(
            sequence: takeSequence(), time: clock(), subject: subject, subjectID: subjectID, kind: kind)
        events.append(event)
        onEvent?(event)
    }

    func diagnose(_ kind: UIKitDiagnostic.Kind, _ message: String, subject: String) {
        let diagnostic = UIKitDiagnostic(
            sequence: takeSequence(), time: clock(), kind: kind, message: message, subject: subject)
        diagnostics.append(diagnostic)
        HeadlessDisplay.current.record(HeadlessDiagnostic.Code("uikit.\(kind.rawValue)"), subject: subject, message)
        onDiagnostic?(diagnostic)
    }

    /// Keeps `context` in ``transitions``.
    func register(_ context: TransitionContext) {
        transitions.append(context)
    }

    /// A new transition number.
    func makeTransitionID() -> Int {
        defer { nextTransitionID += 1 }
        return nextTransitionID
    }

    /// The sequence number the next event or diagnostic will get: everything recorded from
    /// now on has a sequence at least this large.
    package var sequenceMark: Int { nextSequence }

    private func takeSequence() -> Int {
        defer { nextSequence += 1 }
        return nextSequence
    }
}
