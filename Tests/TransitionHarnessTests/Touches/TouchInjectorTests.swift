import GestureTrace
import HeadlessUIKit
import Testing

@testable import TransitionHarness

/// A window that notes, for each event it is sent, each touch's phase (touches ordered by x)
/// and whether it already has its view (UIApplication hit-tests before `sendEvent(_:)`).
@MainActor
final class EventLoggingWindow: UIWindow {
    var events: [String] = []

    override func sendEvent(_ event: UIEvent) {
        // By x: a `Set`'s order changes from run to run.
        let touches = (event.allTouches ?? []).sorted { $0.location(in: nil).x < $1.location(in: nil).x }
        events.append(
            "\(event.timestamp):"
                + touches.map { "\($0.phase.rawValue)\($0.view == nil ? "" : "v")" }.joined(separator: ","))
        super.sendEvent(event)
    }
}

@MainActor
@Suite struct TouchInjectorTests {
    func makeWindow() -> EventLoggingWindow {
        let window = EventLoggingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(UIView(frame: window.bounds))
        return window
    }

    @Test func eachFingerIsOneTouchForAsLongAsItIsDown() throws {
        let window = makeWindow()
        let injector = TouchInjector(window: window)
        injector.deliver([TouchSample(t: 0, phase: .began, x: 10, y: 10)], at: 5)
        let first = try #require(injector.touch(forFinger: 0))
        injector.deliver([TouchSample(t: 0, phase: .moved, x: 20, y: 10)], at: 5.01)
        #expect(injector.touch(forFinger: 0) === first)
        #expect(first.location(in: nil) == CGPoint(x: 20, y: 10) && first.timestamp == 5.01)
        injector.deliver([TouchSample(t: 0, phase: .ended, x: 20, y: 10)], at: 5.02)
        #expect(first.phase == .ended)
        #expect(injector.fingersDown.isEmpty)
        injector.deliver([TouchSample(t: 0, phase: .began, x: 30, y: 10)], at: 6)
        let second = try #require(injector.touch(forFinger: 0))
        #expect(second !== first, "the same finger beginning again is a new touch")
        #expect(window.events == ["5.0:0v", "5.01:1v", "5.02:3v", "6.0:0v"])
    }

    @Test func fingersWithoutASampleAreStationaryInTheEvent() throws {
        let window = makeWindow()
        let injector = TouchInjector(window: window)
        injector.deliver([TouchSample(t: 0, phase: .began, x: 10, y: 10, id: 4)], at: 0)
        injector.deliver([TouchSample(t: 0, phase: .began, x: 50, y: 10, id: 2)], at: 0.01)
        injector.deliver([TouchSample(t: 0, phase: .moved, x: 55, y: 10, id: 2)], at: 0.02)
        #expect(injector.fingersDown == [4, 2])
        let event = injector.event
        #expect(event.allTouches?.count == 2)
        #expect(try #require(injector.touch(forFinger: 4)).phase == .stationary)
        #expect(try #require(injector.touch(forFinger: 2)).phase == .moved)
        #expect(window.events.last == "0.02:2v,1v")
    }

    @Test func aFingerRepeatedInOneCallIsSplitIntoConsecutiveEvents() {
        let window = makeWindow()
        let injector = TouchInjector(window: window)
        injector.deliver(
            [
                TouchSample(t: 0, phase: .began, x: 10, y: 10),
                TouchSample(t: 0, phase: .moved, x: 12, y: 10),
                TouchSample(t: 0, phase: .began, x: 100, y: 10, id: 1),
                TouchSample(t: 0, phase: .ended, x: 12, y: 10),
            ], at: 1)
        #expect(injector.eventCount == 3)
        #expect(window.events == ["1.0:0v", "1.0:1v,0v", "1.0:3v,2v"])
        #expect(injector.issues.isEmpty)
    }

    @Test func badSamplesAreSkippedAndReported() {
        let window = makeWindow()
        let injector = TouchInjector(window: window)
        let samples = [
            TouchSample(t: 0, phase: .moved, x: 1, y: 1, id: 3),
            TouchSample(t: 0, phase: .began, x: .nan, y: 1, id: 1),
            TouchSample(t: 0, phase: .began, x: 10, y: 10, force: -1),
        ]
        injector.deliver(samples, at: 1, firstSampleIndex: 10)
        injector.deliver([TouchSample(t: 0, phase: .began, x: 20, y: 20)], at: 1.5, firstSampleIndex: 13)
        injector.deliver([TouchSample(t: 0, phase: .moved, x: 30, y: 20)], at: 0.5, firstSampleIndex: 14)
        #expect(
            injector.issues.map(\.kind) == [
                .fingerNotDown, .nonFiniteValue, .invalidForce, .fingerAlreadyDown, .timeWentBackwards,
            ])
        #expect(injector.issues.map(\.sampleIndex) == [10, 11, 12, 13, 14])
        #expect(injector.issues[0].description == "touches[10]: moved for finger 3, which is not down; skipped")
        #expect(injector.fingersDown == [0])
        #expect(injector.lastEventTime == 1, "a time that goes backwards is delivered at the previous time")
        #expect(window.events == ["1.0:0v", "1.0:1v"])
    }

    @Test func cancellingAllTouchesCancelsEveryFingerInOneEvent() {
        let window = makeWindow()
        let injector = TouchInjector(window: window)
        let pan = UIPanGestureRecognizer()
        window.addGestureRecognizer(pan)
        var states: [UIGestureRecognizer.State] = []
        pan.addAction { states.append($0.state) }
        injector.deliver(
            [TouchSample(t: 0, phase: .began, x: 10, y: 10), TouchSample(t: 0, phase: .began, x: 30, y: 10, id: 1)],
            at: 0)
        injector.deliver([TouchSample(t: 0, phase: .moved, x: 40, y: 10)], at: 0.01)
        injector.cancelAllTouches(at: 0.02)
        #expect(injector.fingersDown.isEmpty)
        #expect(window.events.last == "0.02:4v,4v")
        #expect(states == [.began, .cancelled])
        injector.cancelAllTouches(at: 0.03)
        #expect(injector.eventCount == 3)
    }
}
