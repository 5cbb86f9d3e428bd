import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing

@testable import TransitionHarness

/// Arbitrary sample sequences (phases out of order, repeated fingers, times going back,
/// NaN, infinities, huge coordinates, bad forces) never crash delivery, and every sample is
/// either delivered or reported.
@MainActor
@Suite struct TraceTouchSourceRobustnessTests {
    static func arbitrarySamples(seed: UInt64) -> [TouchSample] {
        var generator = SeededGenerator(seed: seed)
        let values: [Double] = [0, 5, 100, 389, -40, 1e308, -1e308, .nan, .infinity, -.infinity, 12.5]
        var t = 0.0
        return (0..<Int.random(in: 1...80, using: &generator)).map { _ in
            t += [0, 0.008, -0.004, 0.1][Int.random(in: 0..<4, using: &generator)]
            if Int.random(in: 0..<30, using: &generator) == 0 {
                t = [Double.nan, .infinity][Int.random(in: 0..<2, using: &generator)]
            }
            let phase = TouchPhase.allCases[Int.random(in: 0..<TouchPhase.allCases.count, using: &generator)]
            let x =
                Bool.random(using: &generator)
                ? Double.random(in: 0...390, using: &generator) : values.randomElement(using: &generator)!
            let y =
                Bool.random(using: &generator)
                ? Double.random(in: 0...844, using: &generator) : values.randomElement(using: &generator)!
            let force: Double? = Bool.random(using: &generator) ? values.randomElement(using: &generator) : nil
            return TouchSample(
                t: t, phase: phase, x: x, y: y, id: Int.random(in: 0...3, using: &generator), force: force)
        }
    }

    @Test(arguments: 0..<64 as Range<UInt64>)
    func arbitrarySamplesAreDeliveredOrReported(seed: UInt64) {
        let window = TraceRecordingWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let content = UIView(frame: window.bounds)
        window.addSubview(content)
        let edgePan = UIScreenEdgePanGestureRecognizer()
        edgePan.edges = .all
        let pan = UIPanGestureRecognizer()
        pan.require(toFail: edgePan)
        content.addGestureRecognizer(edgePan)
        content.addGestureRecognizer(pan)
        var handlerCalls = 0
        pan.addAction { _ in handlerCalls += 1 }
        edgePan.addAction { _ in handlerCalls += 1 }

        let samples = Self.arbitrarySamples(seed: seed)
        let source = TraceTouchSource(samples: samples, window: window, startTime: 0)
        var frame = 0
        while !source.isFinished && frame < 10_000 {
            source.deliver(samplesUpTo: Double(frame) / 60)
            frame += 1
        }
        source.deliverAll()
        #expect(source.isFinished, "seed \(seed)")
        source.injector.cancelAllTouches(at: 1e9)
        #expect(source.injector.fingersDown.isEmpty, "seed \(seed)")
        #expect(pan.state == .possible && edgePan.state == .possible, "seed \(seed)")
        // Every sample was either delivered (and recorded, except stationary samples whose
        // time did not advance) or reported; a sample with a bad force or a time going back
        // is both.
        let skipped = Set(
            source.issues.filter { $0.kind != .invalidForce && $0.kind != .timeWentBackwards }.map(\.sampleIndex))
        let delivered = samples.indices.filter { !skipped.contains($0) }.map { samples[$0] }
        let recorded = window.recordedSamples
        let cancels =
            recorded.filter { $0.phase != "stationary" }.count - delivered.filter { $0.phase != .stationary }.count
        #expect((0...4).contains(cancels), "seed \(seed)")
        #expect(
            recorded.filter { $0.phase == "stationary" }.count <= delivered.filter { $0.phase == .stationary }.count)
        _ = window.traceJSON()
    }
}
