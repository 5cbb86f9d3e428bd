import Testing

@testable import GestureTrace

@Suite struct TouchSampleTests {
    /// The reader's memory is mostly the sample array: a million samples are 48 MB, not 56.
    @Test func aSampleTakesFortyEightBytes() {
        #expect(MemoryLayout<TouchSample>.stride == 48)
    }

    @Test func onlyEndedAndCancelledEndATouch() {
        #expect(TouchPhase.allCases.filter(\.endsTouch) == [.ended, .cancelled])
    }
}
