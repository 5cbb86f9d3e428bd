import Testing
import TransitionHarness

/// Contract ids are public: reports, `expect` blocks and users' CI filters name them, so an
/// id never changes. This table is docs/contracts.md's, spelled out.
@Suite struct ContractTests {
    static let ids: [(String, Contract)] = [
        ("complete-once", .completeOnce),
        ("complete-matches-outcome", .completeMatchesOutcome),
        ("complete-after-animation", .completeAfterAnimation),
        ("no-calls-after-complete", .noCallsAfterComplete),
        ("single-resolution", .singleResolution),
        ("final-state-finished", .finalStateFinished),
        ("final-state-cancelled", .finalStateCancelled),
        ("screen-at-rest", .screenAtRest),
        ("hierarchy-consistent", .hierarchyConsistent),
        ("appearance-balanced", .appearanceBalanced),
        ("no-overlapping-transitions", .noOverlappingTransitions),
        ("continuous-motion", .continuousMotion),
        ("screen-continuity", .screenContinuity),
        ("progress-in-range", .progressInRange),
        ("completion-timing", .completionTiming),
        ("transition-begun", .transitionBegun),
    ]

    @Test func everyIdNamesItsContractAndNoOther() {
        #expect(Self.ids.count == Contract.allCases.count)
        for (id, contract) in Self.ids {
            #expect(Contract(id: id) == contract)
            #expect(Contract(id: id)?.summary == contract.summary)
            #expect(contract.id == id)
            #expect(!contract.summary.isEmpty)
        }
    }

    @Test func contractsSortInTheDocumentsOrder() {
        #expect(Contract.allCases == Self.ids.map(\.1))
        #expect(Contract.allCases.reversed().sorted() == Self.ids.map(\.1))
    }

    @Test func anIdNotRegisteredNamesNoContract() {
        #expect(Contract(id: "no-such-contract") == nil)
        #expect(Contract(id: "") == nil)
    }

    /// A contract declared outside the registration (a user's own rule's) sorts after the
    /// registered ones, by id, and equals another only by id.
    @Test func aContractOfYourOwnSortsAfterTheRegisteredOnes() {
        let mine = Contract(id: "a-contract-of-mine", summary: "mine")
        #expect(Contract.allCases.last! < mine)
        #expect(!(mine < .completeOnce))
        #expect(mine == Contract(id: "a-contract-of-mine", summary: "another wording"))
        #expect(Set([mine, Contract(id: "a-contract-of-mine", summary: "")]).count == 1)
    }
}
