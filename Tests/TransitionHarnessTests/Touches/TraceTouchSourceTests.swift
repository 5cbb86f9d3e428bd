import GestureTrace
import HeadlessUIKit
import Testing

@testable import TransitionHarness

@MainActor
@Suite struct TraceTouchSourceTests {
    func makeWindow() -> EventLoggingWindow {
        let window = EventLoggingWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(UIView(frame: window.bounds))
        return window
    }

    /// A back swipe from the left edge at 120 Hz, recorded on a clock that started long ago.
    static let swipe = Trace(
        screen: Trace.Screen(width: 390, height: 844),
        touches: [
            TouchSample(t: 216690.900, phase: .began, x: 4, y: 400),
            TouchSample(t: 216690.908, phase: .moved, x: 14, y: 401),
            TouchSample(t: 216690.916, phase: .moved, x: 30, y: 402),
            TouchSample(t: 216690.925, phase: .moved, x: 52, y: 402),
            TouchSample(t: 216690.933, phase: .moved, x: 80, y: 403),
            TouchSample(t: 216690.941, phase: .ended, x: 95, y: 403),
        ])

    @Test func theFirstSampleHappensAtTheStartTime() {
        let source = TraceTouchSource(trace: Self.swipe, window: makeWindow(), startTime: 10)
        #expect(source.timeMapping.traceOrigin == 216690.900)
        #expect(source.timeMapping.time(forTraceTime: 216690.900) == 10)
        #expect(source.nextSampleTime == 10)
        #expect(abs(source.timeMapping.time(forTraceTime: 216690.941) - 10.041) < 1e-9)
        #expect(source.timeMapping.traceTime(forTime: source.timeMapping.time(forTraceTime: 3)) == 3)
    }

    @Test func withTheTracesOwnClockTimesComeThroughExactly() {
        let window = makeWindow()
        let source = TraceTouchSource(trace: Self.swipe, window: window, startTime: 216690.900)
        #expect(source.timeMapping.offset == 0)
        source.deliverAll()
        #expect(window.events.map { $0.split(separator: ":")[0] } == Self.swipe.touches.map { "\($0.t)"[...] })
    }

    @Test func eachFrameDeliversTheSamplesDueByThen() {
        let window = makeWindow()
        let source = TraceTouchSource(trace: Self.swipe, window: window, startTime: 0)
        var perFrame: [Int] = []
        var frame = 0
        while !source.isFinished {
            perFrame.append(source.deliver(samplesUpTo: Double(frame) / 60))
            frame += 1
        }
        // Frames at 0, 16.7, 33.3 ms: samples at 0 | 8, 16 | 25, 33 | 41.
        #expect(perFrame == [1, 2, 2, 1])
        #expect(source.nextSampleTime == nil)
        #expect(source.deliver(samplesUpTo: 100) == 0)
    }

    @Test func aSampleOnAFrameBoundaryIsNotPushedToTheNextFrameByRounding() {
        let samples = [
            TouchSample(t: 0, phase: .began, x: 10, y: 10), TouchSample(t: 0.35, phase: .moved, x: 20, y: 10),
        ]
        let source = TraceTouchSource(samples: samples, window: makeWindow(), startTime: 0)
        source.deliver(samplesUpTo: 0.35 - 1e-6)
        #expect(source.nextSampleIndex == 1)
        source.deliver(samplesUpTo: 0.35.nextDown)
        #expect(source.nextSampleIndex == 2)
    }

    @Test func samplesAtTheSameTimeAreOneEvent() {
        let window = makeWindow()
        let samples = [
            TouchSample(t: 0, phase: .began, x: 100, y: 100),
            TouchSample(t: 0, phase: .began, x: 200, y: 100, id: 1),
            TouchSample(t: 0.01, phase: .moved, x: 110, y: 100),
            TouchSample(t: 0.01, phase: .moved, x: 210, y: 100, id: 1),
            TouchSample(t: 0.02, phase: .ended, x: 110, y: 100),
            TouchSample(t: 0.03, phase: .ended, x: 210, y: 100, id: 1),
        ]
        let source = TraceTouchSource(samples: samples, window: window, startTime: 0)
        source.deliverAll()
        #expect(source.injector.eventCount == 4)
        #expect(window.events == ["0.0:0v,0v", "0.01:1v,1v", "0.02:3v,2v", "0.03:3v"])
    }

    @Test func aTraceThatEndsWithAFingerDownSaysSo() {
        var trace = Self.swipe
        #expect(!TraceTouchSource(trace: trace, window: makeWindow(), startTime: 0).endsWithFingerDown)
        trace.touches.removeLast()
        trace.touches.append(TouchSample(t: 216691, phase: .began, x: 300, y: 300, id: 2))
        let source = TraceTouchSource(trace: trace, window: makeWindow(), startTime: 0)
        #expect(source.endsWithFingerDown)
        #expect(source.fingersDownAtEnd == [0, 2])
        source.deliverAll()
        #expect(source.injector.fingersDown == [0, 2])
        source.injector.cancelAllTouches(at: 2)
        #expect(source.injector.fingersDown.isEmpty)
    }

    @Test func aSampleWithANonFiniteTimeIsSkippedAndReported() {
        let samples = [
            TouchSample(t: 0, phase: .began, x: 10, y: 10),
            TouchSample(t: .infinity, phase: .moved, x: 20, y: 10),
            TouchSample(t: 0.01, phase: .ended, x: 20, y: 10),
        ]
        let source = TraceTouchSource(samples: samples, window: makeWindow(), startTime: 0)
        #expect(source.deliverAll() == 3)
        #expect(source.issues.map(\.sampleIndex) == [1])
        #expect(source.issues.first?.kind == .nonFiniteValue)
        #expect(source.injector.eventCount == 2)
    }

    @Test func aStartTimeThatIsNotFiniteSkipsEverySampleInsteadOfStalling() {
        let source = TraceTouchSource(trace: Self.swipe, window: makeWindow(), startTime: .nan)
        #expect(source.deliver(samplesUpTo: 1) == Self.swipe.touches.count)
        #expect(source.isFinished)
        #expect(source.issues.count == Self.swipe.touches.count)
        #expect(source.injector.eventCount == 0)
    }

    @Test func aReplayedSwipeDrivesAnEdgePan() {
        let window = makeWindow()
        let edgePan = UIScreenEdgePanGestureRecognizer()
        edgePan.edges = .left
        window.subviews[0].addGestureRecognizer(edgePan)
        var log: [String] = []
        edgePan.addAction { pan in log.append("\(pan.state.rawValue):\(pan.translation(in: nil).x)") }
        let source = TraceTouchSource(trace: Self.swipe, window: window, startTime: 0)
        var frame = 0
        while !source.isFinished {
            source.deliver(samplesUpTo: Double(frame) / 120)
            frame += 1
        }
        #expect(log == ["1:10.0", "2:26.0", "2:48.0", "2:76.0", "3:91.0"])
    }
}
