import HeadlessUIKit

extension ContractChecker {
    /// appearance-balanced, the order itself: the appearance callbacks each controller got
    /// between the transition's start and the end of its completion, against UIKit's sequence
    /// for the outcome (uikit-semantics.md §5.1 and §5.2):
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
    func judgeAppearanceOrder(transitions: [DrivenTransition]) {
        let events = scene.recorder.events
        // Where each transition's own events begin and end in the log.
        var windows: [Int: (first: Int, last: Int)] = [:]
        for (position, event) in events.enumerated() {
            guard case .transition(let id, let call) = event.kind else { continue }
            switch call {
            case .began: windows[id] = (position, events.count - 1)
            case .ended: windows[id]?.last = position
            default: break
            }
        }
        for driven in transitions {
            guard let window = windows[driven.context.id], let ended = driven.context.committedOutcome,
                let from = driven.context.viewController(forKey: .from),
                let to = driven.context.viewController(forKey: .to)
            else { continue }
            let nested = windows.filter { $0.key != driven.context.id && $0.value.first > window.first }
                .map { $0.value.first...$0.value.last }
            var received: [ObjectIdentifier: [String]] = [:]
            var names: [ObjectIdentifier: String] = [:]
            var order: [ObjectIdentifier] = []
            for position in window.first...window.last where !nested.contains(where: { $0.contains(position) }) {
                let event = events[position]
                guard let id = event.subjectID, let callback = Self.appearanceName(event.kind) else { continue }
                if received[id] == nil { order.append(id) }
                received[id, default: []].append(callback)
                names[id] = event.subject
            }
            let presenter: UIViewController? =
                switch scene.operation {
                case .present: from
                case .dismiss: to
                case .push, .pop: nil
                }
            let expected: [ObjectIdentifier: [String]] =
                ended
                ? [
                    ObjectIdentifier(from): ["viewWillDisappear", "viewDidDisappear"],
                    ObjectIdentifier(to): ["viewWillAppear", "viewDidAppear"],
                ]
                : [
                    ObjectIdentifier(from): ["viewWillDisappear", "viewWillAppear", "viewDidAppear"],
                    ObjectIdentifier(to): ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"],
                ]
            let allowed = Set(([from, to].flatMap(Self.descendants)).map(ObjectIdentifier.init))
            for (controller, sequence) in expected {
                let got = received[controller] ?? []
                let subject = controller == ObjectIdentifier(from) ? from : to
                if got == sequence || (got.isEmpty && subject === presenter) { continue }
                recordAppearance(
                    driven, subject: name(subject),
                    expected: "\(sequence.joined(separator: ", ")) (\(ended ? "finished" : "cancelled"))",
                    found: got.isEmpty ? "no appearance callbacks" : got.joined(separator: ", "))
                return
            }
            for controller in order where expected[controller] == nil && !allowed.contains(controller) {
                recordAppearance(
                    driven, subject: names[controller] ?? "a controller",
                    expected: "no appearance callbacks for a controller that is not on screen",
                    found: (received[controller] ?? []).joined(separator: ", "))
                return
            }
        }
    }

    private func recordAppearance(_ driven: DrivenTransition, subject: String, expected: String, found: String) {
        let (time, frame) = completionMoment(of: driven)
        record(
            Violation(
                contract: .appearanceBalanced, time: time, frame: frame, subject: subject, expected: expected,
                found: found),
            transition: driven.index)
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
