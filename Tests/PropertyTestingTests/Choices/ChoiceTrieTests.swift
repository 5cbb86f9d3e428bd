import Testing

@testable import PropertyTesting

@Suite struct ChoiceTrieTests {
    @Test func anUnknownSequenceHasNoAnswer() {
        var trie = ChoiceTrie()
        #expect(trie.lookup([1, 2]) == nil)
        trie.record([1, 2], .holds)
        #expect(trie.lookup([1, 3]) == nil)
        #expect(trie.lookup([2]) == nil)
    }

    @Test func aCompletedCaseAnswersEveryExtensionOfItsChoices() throws {
        var trie = ChoiceTrie()
        trie.record([1, 2], .fails(PropertyFailure(message: "x")))
        let exact = try #require(trie.lookup([1, 2]))
        #expect(exact.outcome == .fails(PropertyFailure(message: "x")))
        #expect(exact.consumed == 2)
        let longer = try #require(trie.lookup([1, 2, 7, 7]))
        #expect(longer.outcome == .fails(PropertyFailure(message: "x")))
        #expect(longer.consumed == 2)
    }

    @Test func aPrefixThatStopsInsideAKnownCaseOverruns() throws {
        var trie = ChoiceTrie()
        trie.record([1, 2, 3], .holds)
        let short = try #require(trie.lookup([1, 2]))
        #expect(short.outcome == .overrun)
    }

    @Test func anOverrunAnswersItsOwnChoicesAndFewerButNotMore() throws {
        var trie = ChoiceTrie()
        trie.record([4, 4], .overrun)
        #expect(try #require(trie.lookup([4, 4])).outcome == .overrun)
        #expect(try #require(trie.lookup([4])).outcome == .overrun)
        #expect(trie.lookup([4, 4, 1]) == nil)
        #expect(trie.count == 0)
    }

    @Test func invalidCasesAreRecordedAtTheirLastChoice() throws {
        var trie = ChoiceTrie()
        trie.record([0, 99], .invalid)
        #expect(try #require(trie.lookup([0, 99, 1])).outcome == .invalid)
        #expect(trie.lookup([0, 98]) == nil)
    }
}
