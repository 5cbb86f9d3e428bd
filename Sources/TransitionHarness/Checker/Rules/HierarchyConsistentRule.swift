import HeadlessUIKit

/// `hierarchy-consistent`, judged at the frame the transition is first seen completed, by the
/// transition's own kind and container:
///
/// - push and pop: after a cancel the navigation stack is the one from before the transition
///   (UIKit changes `viewControllers` as a push or pop begins and puts the old stack back when
///   it is cancelled, so the stack seen when the transition began is already the new one);
///   after a finish it is the whole stack the transition makes (`viewControllersAfter`);
/// - presentation: `presentedViewController` and `presentingViewController` are linked after a
///   finish and unlinked after a cancel; dismissal, the reverse;
/// - tab switch: the tab bar controller's selection is the destination after a finish and the
///   source after a cancel.
///
/// The outcome is the interaction's (`transitionWasCancelled`).
struct HierarchyConsistentRule: StandardContractRule {
    nonisolated static var contracts: [Contract] { [.hierarchyConsistent] }

    func transitionCompleted(
        _ frame: FrameMoment, _ transition: inout CheckedTransition, state: inout Void, in replay: ReplayUnderCheck
    ) {
        let end = TransitionEndState(transition.context)
        guard let fromVC = end.from, let toVC = end.to else { return }
        let cancelled = end.cancelled
        let name = ViolationText.name
        var found: (subject: String, expected: String, found: String)?
        switch transition.context.operation {
        case .pop, .push:
            guard let navigation = transition.navigation else { return }
            found = Self.judgeStack(of: navigation, transition, cancelled: cancelled, to: toVC)
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
        case .tabSwitch:
            guard let tabs = transition.tabBarController else { return }
            let expected = cancelled ? fromVC : toVC
            if tabs.selectedViewController !== expected {
                found = (
                    "tab bar controller", "\(name(expected)) selected after a \(cancelled ? "cancel" : "finish")",
                    "\(name(tabs.selectedViewController)) selected"
                )
            }
        }
        guard let found else { return }
        transition.record(
            Violation(
                contract: .hierarchyConsistent, time: frame.time, frame: frame.index, subject: found.subject,
                expected: found.expected, found: found.found))
    }

    /// The stack of `navigation` against the one the outcome calls for.
    private static func judgeStack(
        of navigation: UINavigationController, _ transition: CheckedTransition, cancelled: Bool,
        to toVC: UIViewController
    ) -> (subject: String, expected: String, found: String)? {
        let name = ViolationText.name
        let stack = navigation.viewControllers.map(ObjectIdentifier.init)
        let context = transition.context
        if cancelled {
            let before = context.viewControllersBefore.map { $0.map(ObjectIdentifier.init) } ?? transition.before.stack
            guard stack != before else { return nil }
            return (
                "navigation stack", "unchanged after a cancel",
                "\(stack.count) controllers, top \(name(navigation.topViewController))"
            )
        }
        if navigation.topViewController !== toVC {
            return (
                "navigation stack", "\(name(toVC)) on top after a finish",
                "\(name(navigation.topViewController)) on top"
            )
        }
        guard let after = context.viewControllersAfter, stack != after.map(ObjectIdentifier.init) else { return nil }
        return (
            "navigation stack", "the stack \(describe(after)) after a finish",
            "the stack \(describe(navigation.viewControllers))"
        )
    }

    private static func describe(_ stack: [UIViewController]) -> String {
        "[" + stack.map { ViolationText.name($0) }.joined(separator: ", ") + "]"
    }
}

extension Contract {
    /// `hierarchy-consistent`, judged by this file's rule (docs/contracts.md).
    public static let hierarchyConsistent = Contract(
        id: "hierarchy-consistent",
        summary: "the view-controller hierarchy matches the outcome")
}
