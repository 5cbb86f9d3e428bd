import GestureTrace
import HeadlessUIKit

/// Replays a trace's touch samples into a window as the replay clock advances: each display
/// frame, ``deliver(samplesUpTo:)`` delivers the samples whose time has come.
///
/// ```swift
/// let source = TraceTouchSource(trace: trace, window: window, startTime: 0)
/// for frame in 0... {
///     let time = Double(frame) / trace.screen.refreshRate
///     source.deliver(samplesUpTo: time)
///     // advance animations to `time`, record the frame ...
///     if source.isFinished { break }
/// }
/// if source.endsWithFingerDown { /* the trace stopped mid-gesture */ }
/// ```
///
/// - Times: ``timeMapping`` puts the trace's first sample at `startTime` on the replay
///   clock. A sample is due when its replay time is at most the requested time, with a
///   slack of a nanosecond (or 1e-12 of the time, for large clocks), so a sample exactly on
///   a frame boundary is not pushed to the next frame by rounding in `k / refreshRate`.
/// - Events: consecutive samples with the same trace time are one `UIEvent` (several
///   fingers changing at once), split where a finger repeats; samples keep their trace
///   order. A sample with a non-finite time is skipped and reported.
/// - Delivery goes through a ``TouchInjector``; see it for fingers, touches and ``issues``.
@MainActor
public final class TraceTouchSource {
    /// The samples, in delivery order.
    public let samples: [TouchSample]
    public let injector: TouchInjector
    public let timeMapping: TraceTimeMapping
    /// The fingers still down after the last sample (by id, in the order they began): the
    /// trace ends mid-gesture when this is not empty.
    public let fingersDownAtEnd: [Int]
    /// The index of the next sample to deliver.
    public private(set) var nextSampleIndex = 0
    private var ownIssues: [TouchInjectionIssue] = []

    /// A source for `trace`'s samples, delivering into `window`, with the first sample at
    /// `startTime` on the replay clock.
    public convenience init(trace: Trace, window: UIWindow, startTime: Double) {
        self.init(samples: trace.touches, window: window, startTime: startTime)
    }

    /// A source for `samples` (in delivery order).
    public init(samples: [TouchSample], window: UIWindow, startTime: Double) {
        self.samples = samples
        self.injector = TouchInjector(window: window)
        let origin = samples.first { $0.t.isFinite }?.t ?? 0
        self.timeMapping = TraceTimeMapping(traceOrigin: origin, startTime: startTime)
        self.fingersDownAtEnd = Self.fingersDown(after: samples)
    }

    /// Whether the trace ends with a finger still down.
    public var endsWithFingerDown: Bool { !fingersDownAtEnd.isEmpty }

    /// Whether every sample has been delivered.
    public var isFinished: Bool { nextSampleIndex >= samples.count }

    /// The replay time of the next sample; nil when finished.
    public var nextSampleTime: Double? {
        isFinished ? nil : timeMapping.time(forTraceTime: samples[nextSampleIndex].t)
    }

    /// Samples that could not be delivered as given, in order.
    public var issues: [TouchInjectionIssue] {
        (ownIssues + injector.issues).sorted { $0.sampleIndex < $1.sampleIndex }
    }

    /// Delivers, in order, every sample due by `time` (replay clock); returns how many
    /// samples were taken (delivered or skipped).
    @discardableResult
    public func deliver(samplesUpTo time: Double) -> Int {
        let first = nextSampleIndex
        let limit = time + Swift.max(1e-9, abs(time) * 1e-12)
        while nextSampleIndex < samples.count {
            let sample = samples[nextSampleIndex]
            let sampleTime = timeMapping.time(forTraceTime: sample.t)
            guard sampleTime.isFinite else {
                // A non-finite trace time, or a start time that makes every time so.
                ownIssues.append(
                    TouchInjectionIssue(sampleIndex: nextSampleIndex, kind: .nonFiniteValue, sample: sample))
                nextSampleIndex += 1
                continue
            }
            guard sampleTime <= limit else { break }
            var end = nextSampleIndex + 1
            while end < samples.count, samples[end].t == sample.t {
                end += 1
            }
            injector.deliver(Array(samples[nextSampleIndex..<end]), at: sampleTime, firstSampleIndex: nextSampleIndex)
            nextSampleIndex = end
        }
        return nextSampleIndex - first
    }

    /// Delivers every remaining sample.
    @discardableResult
    public func deliverAll() -> Int {
        deliver(samplesUpTo: .infinity)
    }

    /// The fingers down after `samples`, following the injector's rules (a repeated began,
    /// or an end of a finger that is not down, changes nothing).
    /// Linear in the samples, however many fingers are down at once.
    private static func fingersDown(after samples: [TouchSample]) -> [Int] {
        // When each finger still down went down, by id; sorted by that at the end.
        var down: [Int: Int] = [:]
        for (index, sample) in samples.enumerated()
        where sample.t.isFinite && sample.x.isFinite && sample.y.isFinite {
            switch sample.phase {
            case .began:
                if down[sample.id] == nil { down[sample.id] = index }
            case .ended, .cancelled:
                down[sample.id] = nil
            case .moved, .stationary:
                break
            }
        }
        return down.sorted { $0.value < $1.value }.map(\.key)
    }
}
