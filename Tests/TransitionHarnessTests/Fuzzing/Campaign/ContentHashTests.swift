import Testing

@testable import TransitionHarness

@Suite struct ContentHashTests {
    @Test func fnv1aMatchesItsReferenceValues() {
        #expect(ContentHash.fnv1a64([UInt8]()) == 0xcbf2_9ce4_8422_2325)
        #expect(ContentHash.fnv1a64(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        #expect(ContentHash.fnv1a64(Array("foobar".utf8)) == 0x8594_4171_f739_67e8)
        #expect(ContentHash.hex(0xab) == "00000000000000ab")
    }
}
