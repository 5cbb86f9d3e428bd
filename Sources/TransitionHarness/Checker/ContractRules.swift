/// The rules every replay is judged by: one line per rule, each rule in its own file under
/// `Checker/Rules/`. Every ``Contract`` is reported by exactly one of them.
enum ContractRules {
    @MainActor
    static var standard: [any ContractRule] {
        [
            CompleteOnceRule(),
            CompleteMatchesOutcomeRule(),
            CompleteAfterAnimationRule(),
            NoCallsAfterCompleteRule(),
            SingleResolutionRule(),
            FinalStateRule(),
            HierarchyConsistentRule(),
            AppearanceBalancedRule(),
            NoOverlappingTransitionsRule(),
            ContinuousMotionRule(),
            ProgressInRangeRule(),
            CompletionTimingRule(),
            TransitionBegunRule(),
        ]
    }
}
