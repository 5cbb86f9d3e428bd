import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// The recorder: one ordered sequence, stamped with the injected clock, resettable.
@MainActor
@Suite struct UIKitRecorderTests {
    @Test func eventsAndDiagnosticsShareOneSequenceStampedWithTheClock() throws {
        let clock = TestClock(now: 1.5)
        let recorder = UIKitRecorder.install(UIKitRecorder(clock: { clock.now }))
        let subject = controller("V")
        subject.loadViewIfNeeded()
        recorder.reset()
        var live: [String] = []
        recorder.onEvent = { live.append($0.description) }
        subject.beginAppearanceTransition(true, animated: true)
        clock.now = 2.25
        subject.beginAppearanceTransition(true, animated: true)
        subject.endAppearanceTransition()
        #expect(recorder.events.map(\.time) == [1.5, 2.25])
        let first = try #require(recorder.events.first?.sequence)
        #expect(recorder.events.map(\.sequence) == [first, first + 2])
        #expect(recorder.diagnostics.map(\.sequence) == [first + 1])
        #expect(recorder.diagnostics.first?.time == 2.25)
        #expect(recorder.events.first?.subjectID == ObjectIdentifier(subject))
        #expect(live == ["V.viewWillAppear(true)", "V.viewDidAppear(true)"])
        recorder.reset()
        #expect(recorder.events.isEmpty && recorder.diagnostics.isEmpty && recorder.transitions.isEmpty)
        #expect(recorder.lifecycleLog(of: ["V"]).isEmpty)
    }

    @Test func transitionNumbersIncreasePerRecorder() {
        let recorder = UIKitRecorder.install()
        let (first, _) = standaloneContext()
        let (second, _) = standaloneContext()
        #expect(second.id == first.id + 1)
        #expect(recorder.transitions.map(\.id) == [first.id, second.id])
    }
}

@MainActor
private final class TestClock {
    var now: CFTimeInterval

    init(now: CFTimeInterval) {
        self.now = now
    }
}
