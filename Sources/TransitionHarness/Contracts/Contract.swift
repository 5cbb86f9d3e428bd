/// The transition contracts of docs/contracts.md. Each has a stable id: reports, tests,
/// `expect` blocks and users' CI filters name them, so an id never changes meaning.
public enum Contract: String, Sendable, Equatable, Hashable, CaseIterable, Comparable {
    case completeOnce = "complete-once"
    case completeMatchesOutcome = "complete-matches-outcome"
    case completeAfterAnimation = "complete-after-animation"
    case noCallsAfterComplete = "no-calls-after-complete"
    case singleResolution = "single-resolution"
    case finalStateFinished = "final-state-finished"
    case finalStateCancelled = "final-state-cancelled"
    case hierarchyConsistent = "hierarchy-consistent"
    case appearanceBalanced = "appearance-balanced"
    case noOverlappingTransitions = "no-overlapping-transitions"
    case continuousMotion = "continuous-motion"
    case progressInRange = "progress-in-range"
    case completionTiming = "completion-timing"
    case transitionBegun = "transition-begun"

    /// The stable id, as reports print it.
    public var id: String { rawValue }

    /// One line saying what the contract demands.
    public var summary: String {
        switch self {
        case .completeOnce:
            "completeTransition(_:) is called exactly once for every transition that starts"
        case .completeMatchesOutcome:
            "the Bool passed to completeTransition(_:) equals !transitionWasCancelled at that moment"
        case .completeAfterAnimation:
            "an interactive transition completes only after finishInteractiveTransition() or cancelInteractiveTransition()"
        case .noCallsAfterComplete:
            "nothing drives the transition after it completed"
        case .singleResolution:
            "each interaction is resolved once: one finish() or one cancel() per gesture end"
        case .finalStateFinished:
            "after a finished transition the destination view is on screen at its final frame, untransformed"
        case .finalStateCancelled:
            "after a cancelled transition the source view is back as it was and the destination view is gone"
        case .hierarchyConsistent:
            "the view-controller hierarchy matches the outcome"
        case .appearanceBalanced:
            "appearance callbacks follow UIKit's order and every begin has its end"
        case .noOverlappingTransitions:
            "no transition starts while another is in flight in the same container"
        case .continuousMotion:
            "no visible jump at finger lift or at the end of the completion animation"
        case .progressInRange:
            "progress stays in [0, 1] and a curve-driven completion moves monotonically to its end"
        case .completionTiming:
            "a curve-driven completion lasts (1 - p) * D / speed when finishing and p * D / speed when cancelling"
        case .transitionBegun:
            "the trace's gesture begins the transition the trace declares: a replay that begins none never passes"
        }
    }

    public static func < (lhs: Contract, rhs: Contract) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
