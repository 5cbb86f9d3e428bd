import HeadlessUIKit

/// `final-state-finished` and `final-state-cancelled`, judged at the frame the transition is
/// first seen completed.
///
/// - Finished: the destination view is in the window at `finalFrame(for:)`, untransformed,
///   anchored at its centre, with its alpha from before the transition, not hidden; the source
///   view is out of the window where the style removes it (`finalFrame(for: source)` is zero).
/// - Cancelled: the source view is back in the window where and as it was before, untransformed
///   and anchored at its centre; the destination view is out of the container; the container
///   holds no view the window did not hold before (a leftover snapshot).
struct FinalStateRule: StandardContractRule {
    nonisolated static var contracts: [Contract] { [.finalStateFinished, .finalStateCancelled] }

    func transitionCompleted(
        _ frame: FrameMoment, _ transition: inout CheckedTransition, state: inout Void, in replay: ReplayUnderCheck
    ) {
        let end = TransitionEndState(transition.context)
        var found: [(Contract, String, String, String)] = []
        func violation(_ contract: Contract, _ subject: String, _ expected: String, _ actual: String) {
            found.append((contract, subject, expected, actual))
        }
        if end.cancelled {
            judgeCancelled(transition, end, replay.tolerances.finalState, violation)
        } else {
            judgeFinished(transition, end, replay.tolerances.finalState, violation)
        }
        for (contract, subject, expected, actual) in found {
            transition.record(
                Violation(
                    contract: contract, time: frame.time, frame: frame.index, subject: subject, expected: expected,
                    found: actual))
        }
    }

    private func judgeFinished(
        _ transition: CheckedTransition, _ end: TransitionEndState, _ limits: CheckerTolerances.FinalState,
        _ violation: (Contract, String, String, String) -> Void
    ) {
        let context = transition.context
        guard let toVC = end.to, let toView = toVC.viewIfLoaded else { return }
        let contract = Contract.finalStateFinished
        if toView.window == nil {
            violation(contract, "to.view", "in the window", "not in the window")
        } else {
            judgeRestingLook(toView, label: "to.view", contract: contract, violation: violation)
            let final = context.finalFrame(for: toVC)
            if final != .zero, let superview = toView.superview {
                let inContainer = superview.convert(toView.frame, to: context.containerView)
                if !inContainer.isApproximatelyEqual(to: final, absoluteTolerance: limits.framePoints) {
                    violation(
                        contract, "to.view", "frame \(ViolationText.describe(final))",
                        "frame \(ViolationText.describe(inContainer))")
                }
            }
            let alphaBefore = transition.before.toAlpha
            if abs(toView.alpha - alphaBefore) > CGFloat(limits.alpha) {
                violation(
                    contract, "to.view", "alpha \(alphaBefore) (as before the transition)", "alpha \(toView.alpha)")
            }
            if toView.isHidden { violation(contract, "to.view", "not hidden", "hidden") }
        }
        if let fromVC = end.from, context.finalFrame(for: fromVC) == .zero, let fromView = fromVC.viewIfLoaded,
            fromView.window != nil, !fromView.isDescendant(of: toView)
        {
            violation(contract, "from.view", "removed from the window", "still in the window")
        }
    }

    private func judgeCancelled(
        _ transition: CheckedTransition, _ end: TransitionEndState, _ limits: CheckerTolerances.FinalState,
        _ violation: (Contract, String, String, String) -> Void
    ) {
        let context = transition.context
        guard let fromView = end.from?.viewIfLoaded else { return }
        let contract = Contract.finalStateCancelled
        if fromView.window == nil {
            violation(contract, "from.view", "back on screen", "not in the window (a black screen)")
        } else {
            judgeRestingLook(fromView, label: "from.view", contract: contract, violation: violation)
            if let look = transition.before.fromLook {
                let now = fromView.convert(fromView.bounds, to: nil)
                if !now.isApproximatelyEqual(to: look.frameInWindow, absoluteTolerance: limits.framePoints) {
                    violation(
                        contract, "from.view", "frame \(ViolationText.describe(look.frameInWindow))",
                        "frame \(ViolationText.describe(now))")
                }
                if abs(fromView.alpha - look.alpha) > CGFloat(limits.alpha) {
                    violation(contract, "from.view", "alpha \(look.alpha) as before", "alpha \(fromView.alpha)")
                }
                if fromView.isHidden != look.isHidden {
                    violation(contract, "from.view", "hidden \(look.isHidden) as before", "hidden \(fromView.isHidden)")
                }
            }
        }
        if let toView = context.view(forKey: .to), toView.isDescendant(of: context.containerView) {
            violation(contract, "to.view", "removed from the container", "still in the container")
        }
        let before = transition.before.windowViews
        let leftovers = context.containerView.subviews.filter {
            !before.contains(ObjectIdentifier($0)) && $0 !== fromView && $0 !== context.view(forKey: .to)
        }
        if let leftover = leftovers.first {
            violation(
                contract, "containerView", "only the views it held before the transition",
                "a leftover \(type(of: leftover)) at \(ViolationText.describe(leftover.frame))")
        }
    }

    /// A view at rest has an identity transform and is anchored at its centre. Both are judged
    /// together, in one violation that names each that is off: only the first violation of a
    /// contract is kept, and a view left anchored at (0, 0.5) with its transform reset still
    /// shows out of place by half its width.
    private func judgeRestingLook(
        _ view: UIView, label: String, contract: Contract, violation: (Contract, String, String, String) -> Void
    ) {
        let layer = view.layer
        var expected: [String] = []
        var found: [String] = []
        if !CATransform3DIsIdentity(layer.transform) {
            expected.append("an identity transform")
            found.append("transform \(ViolationText.describe(layer.transform))")
        }
        if layer.anchorPoint != CGPoint(x: 0.5, y: 0.5) {
            expected.append("anchor point (0.5, 0.5)")
            found.append("anchor point \(ViolationText.describe(layer.anchorPoint))")
        }
        guard !found.isEmpty else { return }
        violation(contract, label, expected.joined(separator: " and "), found.joined(separator: " and "))
    }
}

extension Contract {
    /// `final-state-finished`, judged by this file's rule (docs/contracts.md).
    public static let finalStateFinished = Contract(
        id: "final-state-finished",
        summary: "after a finished transition the destination view is on screen at its final frame, untransformed")
}

extension Contract {
    /// `final-state-cancelled`, judged by this file's rule (docs/contracts.md).
    public static let finalStateCancelled = Contract(
        id: "final-state-cancelled",
        summary: "after a cancelled transition the source view is back as it was and the destination view is gone")
}
