import HeadlessUIKit

/// `hierarchy-consistent`, judged at the frame the transition is first seen completed: the
/// navigation stack is popped or pushed after a finish and unchanged after a cancel;
/// `presentedViewController` and `presentingViewController` are linked after a finished
/// presentation and unlinked after a cancelled one, the reverse for a dismissal. The outcome
/// is the interaction's (`transitionWasCancelled`).
struct HierarchyConsistentRule: ContractRule {
    var contracts: [Contract] { [.hierarchyConsistent] }

    func transitionCompleted(
        _ frame: FrameMoment, _ transition: inout CheckedTransition, state: inout Void, in replay: ReplayUnderCheck
    ) {
        let end = TransitionEndState(transition.context)
        guard let fromVC = end.from, let toVC = end.to else { return }
        let cancelled = end.cancelled
        let name = ViolationText.name
        var found: (subject: String, expected: String, found: String)?
        switch replay.operation {
        case .pop, .push:
            guard let navigation = replay.scene.navigation else { return }
            let stack = navigation.viewControllers.map(ObjectIdentifier.init)
            if cancelled {
                if stack != transition.before.stack {
                    found = (
                        "navigation stack", "unchanged after a cancel",
                        "\(stack.count) controllers, top \(name(navigation.topViewController))"
                    )
                }
            } else if navigation.topViewController !== toVC {
                found = (
                    "navigation stack", "\(name(toVC)) on top after a finish",
                    "\(name(navigation.topViewController)) on top"
                )
            }
        case .present:
            let linked = fromVC.presentedViewController === toVC || toVC.presentingViewController != nil
            if cancelled == linked {
                found = (
                    name(toVC), cancelled ? "not presented after a cancel" : "presented after a finish",
                    linked ? "presented" : "not presented"
                )
            }
        case .dismiss:
            let linked = fromVC.presentingViewController != nil
            if cancelled != linked {
                found = (
                    name(fromVC), cancelled ? "still presented after a cancel" : "dismissed after a finish",
                    linked ? "still presented" : "dismissed"
                )
            }
        }
        guard let found else { return }
        transition.record(
            Violation(
                contract: .hierarchyConsistent, time: frame.time, frame: frame.index, subject: found.subject,
                expected: found.expected, found: found.found))
    }
}
