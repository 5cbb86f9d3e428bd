import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// The recorder's log in chunks: every event at its place across chunk boundaries, in order.
@Suite struct UIKitEventLogTests {
    private static func event(_ sequence: Int) -> UIKitEvent {
        UIKitEvent(
            sequence: sequence, time: Double(sequence) / 8, subject: "V\(sequence % 7)", subjectID: nil,
            kind: .transition(id: sequence % 3, .interactorUpdate(CGFloat(sequence))))
    }

    @Test(arguments: [0, 1, 1_023, 1_024, 1_025, 2_048, 5_000])
    func holdsEveryEventInOrder(count: Int) {
        var log = UIKitEventLog()
        var expected: [UIKitEvent] = []
        for sequence in 0..<count {
            log.append(Self.event(sequence))
            expected.append(Self.event(sequence))
        }
        #expect(log.count == count && log.isEmpty == (count == 0))
        #expect(Array(log) == expected)
        if count > 0 {
            #expect(log[count - 1] == expected[count - 1] && log.first == expected.first)
            #expect(log.indices == 0..<count)
        }
        log.removeAll()
        #expect(log.isEmpty && Array(log) == [])
        log.append(Self.event(9))
        #expect(Array(log) == [Self.event(9)])
    }
}
