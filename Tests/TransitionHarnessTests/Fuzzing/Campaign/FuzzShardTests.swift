import Testing
import TransitionHarness

@Suite struct FuzzShardTests {
    @Test func shardIndicesAreDisjointAndCoverEveryCase() {
        let shards = (0..<4).map { FuzzShard(index: $0, count: 4) }
        let all = shards.flatMap { Array($0.caseIndices(below: 103)) }
        #expect(all.sorted() == Array(0..<103))
        #expect(shards.allSatisfy { shard in shard.caseIndices(below: 103).allSatisfy { shard.contains($0) } })
    }

    @Test(arguments: [("0/1", true), ("3/4", true), ("4/4", false), ("-1/2", false), ("1", false), ("a/b", false)])
    func shardsAreReadFromText(text: String, valid: Bool) {
        #expect((FuzzShard(text: text) != nil) == valid)
        if valid { #expect(FuzzShard(text: text)?.description == text) }
    }

    @Test func theWholeCampaignIsOneShard() {
        #expect(FuzzShard.whole == FuzzShard(index: 0, count: 1))
        #expect(Array(FuzzShard.whole.caseIndices(below: 3)) == [0, 1, 2])
    }
}
