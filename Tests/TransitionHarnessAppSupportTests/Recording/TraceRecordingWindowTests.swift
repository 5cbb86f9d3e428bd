import Foundation
import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing
import TransitionHarnessAppSupport

@testable import TransitionHarness

/// The recording window, driven by the harness's touch source, and its JSON read back by the
/// harness's parser.
@MainActor
@Suite struct TraceRecordingWindowTests {
    static let screen = Trace.Screen(width: 390, height: 844)

    func makeWindow() -> TraceRecordingWindow {
        let window = TraceRecordingWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let content = UIView(frame: window.bounds)
        window.addSubview(content)
        // A recognizer that takes the touches, so that recording does not depend on views.
        content.addGestureRecognizer(UIPanGestureRecognizer())
        return window
    }

    /// Replays `trace` through the injector into a recording window, with the first sample
    /// at `startTime`.
    func replay(_ trace: Trace, startTime: Double) -> TraceRecordingWindow {
        let window = makeWindow()
        let source = TraceTouchSource(trace: trace, window: window, startTime: startTime)
        var frame = 0
        while !source.isFinished {
            source.deliver(samplesUpTo: startTime + Double(frame) / 120)
            frame += 1
        }
        return window
    }

    /// A random gesture of up to three fingers: fingers land one per event (taking the
    /// lowest free id, as the recorder numbers them), move in groups, rest, lift or are
    /// cancelled; samples of one event in id order; some carry force.
    static func randomTrace(seed: UInt64) -> Trace {
        var generator = SeededGenerator(seed: seed)
        var down: [Int: (x: Double, y: Double)] = [:]
        var touches: [TouchSample] = []
        var t = Double(Int.random(in: 0...1000, using: &generator)) / 8
        let steps = Int.random(in: 5...60, using: &generator)
        for step in 0..<steps {
            t += [0.004, 0.008, 0.0083, 0.0166, 0.05][Int.random(in: 0..<5, using: &generator)]
            let roll = Double.random(in: 0..<1, using: &generator)
            let force: Double? = seed.isMultiple(of: 3) ? Double.random(in: 0...6, using: &generator) : nil
            if down.isEmpty || (down.count < 3 && roll < 0.15) || step == 0 {
                let id = (0...).first { down[$0] == nil }!
                let position = (
                    x: Double.random(in: 0...390, using: &generator), y: Double.random(in: 0...844, using: &generator)
                )
                down[id] = position
                touches.append(TouchSample(t: t, phase: .began, x: position.x, y: position.y, id: id, force: force))
            } else if roll < 0.25 {
                let id = down.keys.sorted()[Int.random(in: 0..<down.count, using: &generator)]
                let position = down.removeValue(forKey: id)!
                let phase: TouchPhase = roll < 0.22 ? .ended : .cancelled
                touches.append(TouchSample(t: t, phase: phase, x: position.x, y: position.y, id: id, force: force))
            } else {
                for id in down.keys.sorted() where Bool.random(using: &generator) || down.count == 1 {
                    let old = down[id]!
                    if roll > 0.9 {
                        touches.append(TouchSample(t: t, phase: .stationary, x: old.x, y: old.y, id: id, force: force))
                        continue
                    }
                    let new = (
                        x: old.x + Double.random(in: -30...30, using: &generator),
                        y: old.y + Double.random(in: -30...30, using: &generator)
                    )
                    down[id] = new
                    touches.append(TouchSample(t: t, phase: .moved, x: new.x, y: new.y, id: id, force: force))
                }
            }
        }
        for id in down.keys.sorted() where !seed.isMultiple(of: 5) {
            t += 0.008
            let position = down[id]!
            touches.append(TouchSample(t: t, phase: .ended, x: position.x, y: position.y, id: id))
        }
        return Trace(screen: screen, touches: touches)
    }

    @Test(arguments: 0..<40 as Range<UInt64>)
    func aReplayedTraceIsRecordedAsItWas(seed: UInt64) {
        let trace = Self.randomTrace(seed: seed)
        let window = replay(trace, startTime: trace.touches[0].t)
        #expect(window.recordedTouchSamples == trace.touches, "seed \(seed)")
    }

    @Test(arguments: 0..<8 as Range<UInt64>)
    func onAnotherClockOnlyTheTimesShift(seed: UInt64) {
        let trace = Self.randomTrace(seed: seed)
        let start = 86_400.25
        let recorded = replay(trace, startTime: start).recordedTouchSamples
        #expect(recorded.count == trace.touches.count)
        for (original, copy) in zip(trace.touches, recorded) {
            #expect(abs((copy.t - start) - (original.t - trace.touches[0].t)) < 1e-9)
            #expect(copy.phase == original.phase && copy.id == original.id)
            #expect(copy.x == original.x && copy.y == original.y && copy.force == original.force)
        }
    }

    @Test func fingersLandingTogetherAreNumberedByPosition() {
        let trace = Trace(
            screen: Self.screen,
            touches: [
                TouchSample(t: 0, phase: .began, x: 300, y: 100, id: 7),
                TouchSample(t: 0, phase: .began, x: 100, y: 100, id: 3),
                TouchSample(t: 0.01, phase: .ended, x: 300, y: 100, id: 7),
                TouchSample(t: 0.01, phase: .began, x: 50, y: 50, id: 9),
                TouchSample(t: 0.02, phase: .ended, x: 100, y: 100, id: 3),
                TouchSample(t: 0.02, phase: .ended, x: 50, y: 50, id: 9),
            ])
        let recorded = replay(trace, startTime: 0).recordedTouchSamples
        // At 0.01 finger 1 is still down while the new one lands, so the new one is 2.
        #expect(recorded.map(\.id) == [0, 1, 1, 2, 0, 2])
        #expect(recorded.map(\.phase) == [.began, .began, .ended, .began, .ended, .ended])
        #expect(recorded.map(\.x) == [100, 300, 300, 50, 100, 50])
    }

    @Test func aFingerEndingAndBeginningAtOneInstantIsTwoSamplesInOrder() {
        let touches = [
            TouchSample(t: 0, phase: .began, x: 10, y: 10),
            TouchSample(t: 0.01, phase: .ended, x: 12, y: 10),
            TouchSample(t: 0.01, phase: .began, x: 40, y: 10),
            TouchSample(t: 0.02, phase: .ended, x: 40, y: 10),
        ]
        let recorded = replay(Trace(screen: Self.screen, touches: touches), startTime: 0).recordedTouchSamples
        #expect(recorded == touches)
    }

    @Test func stationaryFingersAreRecordedOnlyWhenTheirSampleSaysSo() {
        let touches = [
            TouchSample(t: 0, phase: .began, x: 10, y: 10),
            TouchSample(t: 0.01, phase: .began, x: 100, y: 10, id: 1),
            TouchSample(t: 0.02, phase: .moved, x: 110, y: 10, id: 1),
            TouchSample(t: 0.03, phase: .stationary, x: 10, y: 10),
            TouchSample(t: 0.03, phase: .moved, x: 120, y: 10, id: 1),
            TouchSample(t: 0.04, phase: .ended, x: 10, y: 10),
            TouchSample(t: 0.04, phase: .ended, x: 120, y: 10, id: 1),
        ]
        let recorded = replay(Trace(screen: Self.screen, touches: touches), startTime: 0).recordedTouchSamples
        #expect(recorded == touches)
    }

    @Test func recordingCanBePausedAndCleared() {
        let window = makeWindow()
        let injector = TouchInjector(window: window)
        injector.deliver([TouchSample(t: 0, phase: .began, x: 10, y: 10)], at: 0)
        window.isRecording = false
        injector.deliver([TouchSample(t: 0, phase: .moved, x: 20, y: 10)], at: 0.01)
        window.isRecording = true
        injector.deliver([TouchSample(t: 0, phase: .moved, x: 30, y: 10)], at: 0.02)
        #expect(window.recordedSamples.map(\.x) == [10, 30])
        window.clearRecording()
        #expect(window.recordedSamples.isEmpty)
        injector.deliver([TouchSample(t: 0, phase: .ended, x: 30, y: 10)], at: 0.03)
        #expect(window.recordedSamples.map(\.phase) == ["ended"])
        #expect(window.recordedSamples.map(\.id) == [0])
    }

    @Test func touchesThatBeganBeforeRecordingAreLeftOut() {
        let window = makeWindow()
        window.isRecording = false
        let injector = TouchInjector(window: window)
        injector.deliver([TouchSample(t: 0, phase: .began, x: 10, y: 10)], at: 0)
        window.isRecording = true
        injector.deliver([TouchSample(t: 0, phase: .began, x: 200, y: 10, id: 1)], at: 0.01)
        injector.deliver([TouchSample(t: 0, phase: .moved, x: 20, y: 10)], at: 0.02)
        #expect(window.recordedSamples == [TraceRecordingWindow.Sample(t: 0.01, phase: "began", x: 200, y: 10, id: 0)])
    }

    @Test func theJSONIsAGestureTraceThatReadsBackToTheSameSamples() throws {
        let trace = Self.randomTrace(seed: 3)
        let window = replay(trace, startTime: trace.touches[0].t)
        let text = window.traceJSON(name: "swipe \"3\"\n", scale: 3, refreshRate: 120)
        let json = try JSONValue.parse(Array(text.utf8))
        guard case .string("gesture-trace")? = json["format"], case .number(1)? = json["version"],
            case .string("swipe \"3\"\n")? = json["name"], case .string("recorded")? = json["source"]?["kind"],
            case .number(390)? = json["screen"]?["width"], case .number(844)? = json["screen"]?["height"],
            case .number(3)? = json["screen"]?["scale"], case .number(120)? = json["screen"]?["refreshRate"],
            case .array(let samples)? = json["touches"]
        else {
            Issue.record("unexpected document: \(text.prefix(400))")
            return
        }
        let read = samples.compactMap { value -> TouchSample? in
            guard case .number(let t)? = value["t"], case .string(let phase)? = value["phase"],
                case .number(let x)? = value["x"], case .number(let y)? = value["y"],
                case .number(let id)? = value["id"],
                let touchPhase = TouchPhase(rawValue: phase)
            else { return nil }
            var force: Double?
            if case .number(let value)? = value["force"] { force = value }
            return TouchSample(t: t, phase: touchPhase, x: x, y: y, id: Int(id), force: force)
        }
        #expect(read == trace.touches)
        #expect(
            window.traceJSONData(scale: 3, refreshRate: 120) == Data(window.traceJSON(scale: 3, refreshRate: 120).utf8))
    }

    @Test func theNameIsAJSONStringWhateverItHolds() throws {
        let name = "a/b \u{1} \u{8} \u{C} é \"q\" \\ \t"
        let text = makeWindow().traceJSON(name: name)
        let json = try JSONValue.parse(Array(text.utf8))
        guard case .string(let read)? = json["name"] else {
            Issue.record("no name in \(text.prefix(200))")
            return
        }
        #expect(read == name)
        // Slashes as they are.
        #expect(text.contains("a/b"))
    }

    @Test func timesCanBeWrittenFromZero() throws {
        let trace = Self.randomTrace(seed: 7)
        let window = replay(trace, startTime: 1000)
        let json = try JSONValue.parse(Array(window.traceJSON(timesFromZero: true).utf8))
        guard case .array(let samples)? = json["touches"], case .number(let first)? = samples.first?["t"] else {
            Issue.record("no samples")
            return
        }
        #expect(first == 0)
    }

    @Test func anEmptyRecordingIsAValidDocumentWithNoSamples() throws {
        let json = try JSONValue.parse(Array(makeWindow().traceJSON().utf8))
        guard case .array(let samples)? = json["touches"] else {
            Issue.record("no touches array")
            return
        }
        #expect(samples.isEmpty)
    }

    @Test func theRecordingConvertsToATraceOnTheWindowsScreen() {
        let trace = Self.randomTrace(seed: 11)
        let recorded = replay(trace, startTime: trace.touches[0].t).recordedTrace(name: "again", refreshRate: 120)
        #expect(recorded.screen == Trace.Screen(width: 390, height: 844, scale: 1, refreshRate: 120))
        #expect(recorded.source?.kind == .recorded)
        #expect(recorded.touches == trace.touches)
        #expect(recorded.name == "again")
    }
}
