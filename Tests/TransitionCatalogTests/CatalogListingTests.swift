import Testing
import TransitionHarness

@testable import TransitionCatalog

/// The catalog as a list: names, kinds, and what catches what.
@MainActor
@Suite struct CatalogListingTests {
    @Test func namesAreUniqueAndFoundByName() {
        let names = Catalog.entries.map(\.name)
        #expect(Set(names).count == names.count, "duplicate names in \(names)")
        for name in names {
            #expect(Catalog.entry(named: name)?.name == name)
        }
        #expect(Catalog.entry(named: "no-such-transition") == nil)
    }

    @Test func everyContractIsCaughtByAtLeastOneKnownBadEntry() {
        let caught = Set(Catalog.entries.filter { $0.kind == .knownBad }.flatMap(\.catches))
        let missing = Contract.allCases.filter { !caught.contains($0) }
        #expect(missing.isEmpty, "no known-bad entry catches \(missing.map(\.id))")
    }

    @Test func correctEntriesCatchNothingAndTheOthersCatchSomething() {
        for entry in Catalog.entries {
            if entry.kind == .correct {
                #expect(entry.catches.isEmpty, "\(entry.name) is correct but lists \(entry.catches.map(\.id))")
            } else {
                #expect(!entry.catches.isEmpty, "\(entry.name) is \(entry.kind.rawValue) but names no contract")
            }
        }
    }

    @Test func everyEntryHasASummaryAndAnOperationAndMakesASubjectWithItsName() {
        for entry in Catalog.entries {
            #expect(!entry.summary.isEmpty, "\(entry.name) has no summary")
            #expect(!entry.operations.isEmpty, "\(entry.name) supports no operation")
            #expect(entry.make().name == entry.name)
        }
    }

    @Test func entriesAreListedCorrectFirstThenAsFirstWrittenThenKnownBad() {
        let kinds = Catalog.entries.map(\.kind)
        let order = CatalogEntry.Kind.allCases
        let ranks = kinds.map { order.firstIndex(of: $0)! }
        #expect(ranks == ranks.sorted())
        #expect(Catalog.correctEntries.allSatisfy { $0.kind == .correct })
    }

    @Test func theSeedTransitionsHaveACorrectAndAnAsFirstWrittenVersion() {
        for seed in ["flip", "swatch", "slide-segue", "unwind-spring-slide"] {
            #expect(Catalog.entry(named: seed)?.kind == .correct)
            #expect(Catalog.entry(named: "\(seed)-as-first-written")?.kind == .asFirstWritten)
        }
        for correct in [
            "system", "system-cross-dissolve", "system-flip-horizontal", "slide-segue-snapshot",
            "slide-segue-interactive", "slide-segue-snapshot-interactive",
        ] {
            #expect(Catalog.entry(named: correct)?.kind == .correct)
        }
    }
}
