/// The rules every replay is judged by: one line per rule, each rule (and the contracts it
/// reports) in its own file under `Checker/Rules/`. Every ``Contract`` of ``Contract/allCases``
/// is reported by exactly one of them, and their order here is docs/contracts.md's.
enum ContractRules {
    /// The registration: the standard rules' types, in docs/contracts.md's order.
    static var registered: [any StandardContractRule.Type] {
        [
            CompleteOnceRule.self,
            CompleteMatchesOutcomeRule.self,
            CompleteAfterAnimationRule.self,
            NoCallsAfterCompleteRule.self,
            SingleResolutionRule.self,
            FinalStateRule.self,
            ScreenAtRestRule.self,
            HierarchyConsistentRule.self,
            AppearanceBalancedRule.self,
            NoOverlappingTransitionsRule.self,
            ContinuousMotionRule.self,
            ScreenContinuityRule.self,
            ProgressInRangeRule.self,
            CompletionTimingRule.self,
            TransitionBegunRule.self,
        ]
    }

    /// A fresh instance of every registered rule, for one replay.
    @MainActor
    static var standard: [any ContractRule] {
        registered.map { $0.init() }
    }
}

/// A rule the standard set makes for each replay, with no settings of its own (it reads the
/// replay's tolerances).
protocol StandardContractRule: ContractRule {
    init()
}
