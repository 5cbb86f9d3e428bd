import HeadlessUIKit

/// `appearance-balanced`: appearance callbacks follow UIKit's order and every begin has its
/// end. Three readings, each reported on the transition concerned:
///
/// - at the frame a transition is first seen completed, the controller on screen has appeared
///   and the other has disappeared (or, for styles that keep the presenter on screen, stays
///   appeared on screen);
/// - when the replay ends, the callbacks each controller got during the transition, against
///   UIKit's sequence for the outcome (``judgeOrder(of:transitions:windows:in:)``);
/// - UIKit's "Unbalanced calls to begin/end appearance transitions" diagnostic, on the
///   transition in flight then (or the last one begun), or on the scene before any began.
struct AppearanceBalancedRule: StandardContractRule {
    nonisolated static var contracts: [Contract] { [.appearanceBalanced] }

    var judgedDiagnostics: Set<UIKitDiagnostic.Kind> { [.unbalancedAppearanceTransition] }

    func transitionCompleted(
        _ frame: FrameMoment, _ transition: inout CheckedTransition, state: inout Void, in replay: ReplayUnderCheck
    ) {
        let end = TransitionEndState(transition.context)
        func violation(_ subject: UIViewController, _ expected: String, _ found: String) {
            transition.record(
                Violation(
                    contract: .appearanceBalanced, time: frame.time, frame: frame.index,
                    subject: ViolationText.name(subject), expected: expected, found: found))
        }
        if let onScreen = end.onScreen, onScreen.appearanceState != .appeared {
            violation(onScreen, "appeared (viewDidAppear last)", "\(onScreen.appearanceState)")
        }
        if let offScreen = end.offScreen {
            // Styles that keep the presenter on screen send it no callbacks: it stays appeared.
            let state = offScreen.appearanceState
            let stillVisible = offScreen.viewIfLoaded?.window != nil
            if !(state == .disappeared || (state == .appeared && stillVisible)) {
                violation(offScreen, "disappeared (viewDidDisappear last)", "\(state)")
            }
        }
    }

    mutating func replayEnded(
        _ ending: ReplayEnding, transitions: inout [CheckedTransition], scene: inout SceneViolations,
        in replay: ReplayUnderCheck
    ) {
        let windows = Self.windows(in: replay.recorder.events)
        // The windows by where they begin, to find those nested in one without a scan of all.
        let byStart = windows.values.sorted { $0.lowerBound < $1.lowerBound }
        for position in transitions.indices {
            judgeOrder(of: &transitions[position], windows: windows, byStart: byStart, in: replay)
        }
        for diagnostic in replay.recorder.diagnostics where judgedDiagnostics.contains(diagnostic.kind) {
            let violation = Violation(
                contract: .appearanceBalanced, time: diagnostic.time(in: replay), frame: diagnostic.frame(in: replay),
                subject: diagnostic.subject, expected: "no \(diagnostic.kind.rawValue)", found: diagnostic.message)
            if let owner = diagnostic.concernedTransition(among: transitions, in: replay) {
                transitions[owner].record(violation)
            } else {
                scene.record(violation, sequence: diagnostic.sequence)
            }
        }
    }

    /// Where each transition's own events begin and end in the log, by the context's id.
    private static func windows(in events: [UIKitEvent]) -> [Int: ClosedRange<Int>] {
        var windows: [Int: ClosedRange<Int>] = [:]
        for (position, event) in events.enumerated() {
            guard case .transition(let id, let call) = event.kind else { continue }
            switch call {
            case .began: windows[id] = position...(events.count - 1)
            case .ended: windows[id] = windows[id].map { $0.lowerBound...position }
            default: break
            }
        }
        return windows
    }

    /// The order itself: the appearance callbacks each controller got between the
    /// transition's start and the end of its completion, against UIKit's sequence for the
    /// outcome (uikit-semantics.md §5.1 and §5.2):
    ///
    /// - finished: the source gets will-disappear then did-disappear, the destination
    ///   will-appear then did-appear;
    /// - cancelled: the source gets will-disappear, will-appear, did-appear (it never really
    ///   left), the destination will-appear, will-disappear, did-disappear.
    ///
    /// A presenter whose view the presentation style keeps on screen gets no callbacks at all
    /// (§5.1), so for the presenter of a presentation or dismissal either sequence is right.
    /// Any other controller that gets a callback, except children of the source and the
    /// destination (containers forward to them), was not on screen and must get none.
    /// Callbacks inside another transition that starts meanwhile belong to that one.
    private func judgeOrder(
        of transition: inout CheckedTransition, windows: [Int: ClosedRange<Int>], byStart: [ClosedRange<Int>],
        in replay: ReplayUnderCheck
    ) {
        let context = transition.context
        guard let window = windows[context.id], let ended = context.committedOutcome,
            let from = context.viewController(forKey: .from), let to = context.viewController(forKey: .to)
        else { return }
        let events = replay.recorder.events
        // Only transitions that begin inside this one's window can nest in it.
        var nested: [ClosedRange<Int>] = []
        var low = 0
        var high = byStart.count
        while low < high {
            let middle = (low + high) / 2
            if byStart[middle].lowerBound <= window.lowerBound { low = middle + 1 } else { high = middle }
        }
        while low < byStart.count, byStart[low].lowerBound <= window.upperBound {
            nested.append(byStart[low])
            low += 1
        }
        var received: [ObjectIdentifier: [String]] = [:]
        var names: [ObjectIdentifier: String] = [:]
        var order: [ObjectIdentifier] = []
        for position in window where !nested.contains(where: { $0.contains(position) }) {
            let event = events[position]
            guard let id = event.subjectID, let callback = Self.appearanceName(event.kind) else { continue }
            if received[id] == nil { order.append(id) }
            received[id, default: []].append(callback)
            names[id] = event.subject
        }
        let presenter: UIViewController? =
            switch context.operation {
            case .present: from
            case .dismiss: to
            case .push, .pop, .tabSwitch: nil
            }
        // The source first, then the destination: when both are wrong, the source is reported.
        let expected: [(controller: UIViewController, sequence: [String])] =
            ended
            ? [
                (from, ["viewWillDisappear", "viewDidDisappear"]),
                (to, ["viewWillAppear", "viewDidAppear"]),
            ]
            : [
                (from, ["viewWillDisappear", "viewWillAppear", "viewDidAppear"]),
                (to, ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"]),
            ]
        let expectedIDs = Set(expected.map { ObjectIdentifier($0.controller) })
        let (time, frame) = replay.completionMoment(of: transition)
        func violation(_ subject: String, _ expected: String, _ found: String) {
            transition.record(
                Violation(
                    contract: .appearanceBalanced, time: time, frame: frame, subject: subject, expected: expected,
                    found: found))
        }
        let allowed = Set(([from, to].flatMap(Self.descendants)).map(ObjectIdentifier.init))
        for (subject, sequence) in expected {
            let got = received[ObjectIdentifier(subject)] ?? []
            if got == sequence || (got.isEmpty && subject === presenter) { continue }
            violation(
                ViolationText.name(subject),
                "\(sequence.joined(separator: ", ")) (\(ended ? "finished" : "cancelled"))",
                got.isEmpty ? "no appearance callbacks" : got.joined(separator: ", "))
            return
        }
        for controller in order where !expectedIDs.contains(controller) && !allowed.contains(controller) {
            violation(
                names[controller] ?? "a controller", "no appearance callbacks for a controller that is not on screen",
                (received[controller] ?? []).joined(separator: ", "))
            return
        }
    }

    private static func appearanceName(_ kind: UIKitEvent.Kind) -> String? {
        switch kind {
        case .viewWillAppear: "viewWillAppear"
        case .viewDidAppear: "viewDidAppear"
        case .viewWillDisappear: "viewWillDisappear"
        case .viewDidDisappear: "viewDidDisappear"
        default: nil
        }
    }

    private static func descendants(of controller: UIViewController) -> [UIViewController] {
        controller.children.flatMap { [$0] + descendants(of: $0) }
    }
}

extension Contract {
    /// `appearance-balanced`, judged by this file's rule (docs/contracts.md).
    public static let appearanceBalanced = Contract(
        id: "appearance-balanced",
        summary: "appearance callbacks follow UIKit's order and every begin has its end")
}
