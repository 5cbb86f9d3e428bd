import GestureTrace
import HeadlessUIKit

/// Delivers touch samples to a window as UIKit delivers touches: one `UIEvent` per instant,
/// one `UITouch` per finger for as long as it is down, hit-tested when it begins, then
/// `window.sendEvent(_:)`.
///
/// - Each call to ``deliver(_:at:firstSampleIndex:)`` is one event at one time. A finger
///   that begins gets a new `UITouch` (also when the same finger id begins again after it
///   ended); fingers that are down but have no sample are `stationary` in the event, as in
///   UIKit; a finger leaves after its `ended` or `cancelled` event.
/// - If the same finger appears twice in one call, the samples are split into consecutive
///   events at the same time, so each event has one phase per finger.
/// - Touches in an event are ordered by when they began, and delivery is deterministic.
/// - Bad samples are skipped or repaired and reported in ``issues``; nothing traps.
///
/// Times are on the event clock (the replay's), in seconds; ``TraceTouchSource`` maps trace
/// times onto it.
@MainActor
public final class TouchInjector {
    /// The window touches are delivered to.
    public let window: UIWindow
    /// The event object, reused for every event (as UIKit reuses its touches event).
    public let event = UIEvent()
    /// Samples that could not be delivered as given, in order.
    public private(set) var issues: [TouchInjectionIssue] = []
    /// How many events were sent.
    public private(set) var eventCount = 0
    /// The time of the last event sent.
    public private(set) var lastEventTime: TimeInterval?

    /// The fingers down, with their touches, in the order they began.
    private var fingers: [(id: Int, touch: UITouch)] = []
    /// The touch of each finger down, while more than a few are: the lookup stays
    /// constant-time when thousands of fingers are down (docs/performance.md).
    private var touchByFinger: [Int: UITouch] = [:]
    /// Up to this many fingers or samples, a scan is cheaper than hashing.
    private static let scanLimit = 8

    /// Told of each event once its new touches are hit-tested, just before the window gets it,
    /// with whether the last finger down lifts in it. The replay watches touches with it.
    var willSendEvent: ((UIEvent, _ endsGesture: Bool) -> Void)?
    /// Told of each event right after the window delivered it, with whether the last finger
    /// down lifted in it.
    var didSendEvent: ((UIEvent, _ endsGesture: Bool) -> Void)?

    public init(window: UIWindow) {
        self.window = window
    }

    /// The ids of the fingers that are down, in the order they began.
    public var fingersDown: [Int] { fingers.map(\.id) }

    /// The touch of finger `id`, while it is down.
    public func touch(forFinger id: Int) -> UITouch? {
        if fingers.count > Self.scanLimit { return touchByFinger[id] }
        // A loop rather than `first(where:)`: this runs for every sample, and a main-actor
        // closure checks the executor each time it is called.
        for finger in fingers where finger.id == id {
            return finger.touch
        }
        return nil
    }

    /// Delivers `samples` (their times are ignored) as one event at `timestamp`, or as
    /// several when a finger repeats. `firstSampleIndex` is the first sample's index in its
    /// trace, for ``issues``.
    public func deliver(_ samples: [TouchSample], at timestamp: TimeInterval, firstSampleIndex: Int = 0) {
        // Nearly every call is one sample, or fingers that all differ: one event of the
        // samples as given, without copying them.
        guard !samples.isEmpty else { return }
        if samples.count == 1 || Self.firstRepeatedFinger(in: samples[...]) == samples.count {
            deliverEvent(samples, at: timestamp, firstSampleIndex: firstSampleIndex)
            return
        }
        var start = 0
        while start < samples.count {
            let end = Self.firstRepeatedFinger(in: samples[start...])
            deliverEvent(Array(samples[start..<end]), at: timestamp, firstSampleIndex: firstSampleIndex &+ start)
            start = end
        }
    }

    /// The index of the first sample whose finger already has a sample before it in
    /// `samples`, or `samples.endIndex` when the fingers all differ. Events have a few
    /// fingers, so a linear scan beats a set; past ``scanLimit``, a set.
    private static func firstRepeatedFinger(in samples: ArraySlice<TouchSample>) -> Int {
        if samples.count > scanLimit {
            var seen = Set<Int>(minimumCapacity: samples.count)
            for index in samples.indices where !seen.insert(samples[index].id).inserted {
                return index
            }
            return samples.endIndex
        }
        var end = samples.startIndex
        while end < samples.endIndex {
            let id = samples[end].id
            var index = samples.startIndex
            while index < end, samples[index].id != id {
                index += 1
            }
            if index < end { return end }
            end += 1
        }
        return end
    }

    /// Cancels every finger that is down, in one event at `timestamp`, at its current
    /// location: what the system does when it takes touches away (an alert, the app going
    /// to the background). Does nothing when no finger is down.
    public func cancelAllTouches(at timestamp: TimeInterval) {
        let samples = fingers.map { finger in
            let location = finger.touch.location(in: nil)
            return TouchSample(
                t: timestamp, phase: .cancelled, x: Double(location.x), y: Double(location.y), id: finger.id)
        }
        deliver(samples, at: timestamp, firstSampleIndex: -1)
    }

    /// One event: samples with distinct finger ids.
    private func deliverEvent(_ samples: [TouchSample], at requestedTime: TimeInterval, firstSampleIndex: Int) {
        var timestamp = requestedTime
        if let lastEventTime, timestamp < lastEventTime {
            for (offset, sample) in samples.enumerated() {
                issues.append(
                    TouchInjectionIssue(
                        sampleIndex: firstSampleIndex &+ offset, kind: .timeWentBackwards, sample: sample))
            }
            timestamp = lastEventTime
        }
        var changed: [UITouch] = []
        var ending: [Int] = []
        for (offset, sample) in samples.enumerated() {
            let index = firstSampleIndex &+ offset
            guard timestamp.isFinite, sample.x.isFinite, sample.y.isFinite else {
                issues.append(TouchInjectionIssue(sampleIndex: index, kind: .nonFiniteValue, sample: sample))
                continue
            }
            var force = sample.force.map { CGFloat($0) }
            if let value = sample.force, !(value.isFinite && value >= 0) {
                issues.append(TouchInjectionIssue(sampleIndex: index, kind: .invalidForce, sample: sample))
                force = nil
            }
            let location = CGPoint(x: sample.x, y: sample.y)
            let existing = touch(forFinger: sample.id)
            switch (sample.phase, existing) {
            case (.began, nil):
                let touch = UITouch(window: window, location: location, timestamp: timestamp, force: force)
                fingers.append((sample.id, touch))
                if fingers.count == Self.scanLimit + 1 {
                    for finger in fingers { touchByFinger[finger.id] = finger.touch }
                } else if fingers.count > Self.scanLimit {
                    touchByFinger[sample.id] = touch
                }
                changed.append(touch)
            case (.began, .some):
                issues.append(TouchInjectionIssue(sampleIndex: index, kind: .fingerAlreadyDown, sample: sample))
            case (_, nil):
                issues.append(TouchInjectionIssue(sampleIndex: index, kind: .fingerNotDown, sample: sample))
            case (let phase, .some(let touch)):
                touch.update(phase: Self.uiPhase(phase), location: location, timestamp: timestamp, force: force)
                changed.append(touch)
                if phase.endsTouch { ending.append(sample.id) }
            }
        }
        guard !changed.isEmpty else { return }
        var touches: [UITouch] = []
        touches.reserveCapacity(fingers.count)
        let changedSet = changed.count > Self.scanLimit ? Set(changed.map(ObjectIdentifier.init)) : []
        for finger in fingers {
            touches.append(finger.touch)
            var isChanged = false
            if changed.count > Self.scanLimit {
                isChanged = changedSet.contains(ObjectIdentifier(finger.touch))
            } else {
                for touch in changed where touch === finger.touch {
                    isChanged = true
                    break
                }
            }
            if !isChanged { finger.touch.markStationary() }
        }
        event.setTouches(touches, timestamp: timestamp)
        if !ending.isEmpty {
            let ended = ending.count > Self.scanLimit ? Set(ending) : []
            fingers.removeAll { finger in
                ending.count > Self.scanLimit ? ended.contains(finger.id) : ending.contains(finger.id)
            }
            if fingers.count > Self.scanLimit {
                for id in ending { touchByFinger[id] = nil }
            } else {
                touchByFinger.removeAll()
            }
        }
        eventCount += 1
        lastEventTime = timestamp
        window.hitTestNewTouches(of: event)
        let endsGesture = !ending.isEmpty && fingers.isEmpty
        willSendEvent?(event, endsGesture)
        window.sendEvent(event)
        didSendEvent?(event, endsGesture)
    }

    private static func uiPhase(_ phase: TouchPhase) -> UITouch.Phase {
        switch phase {
        case .began: .began
        case .moved: .moved
        case .stationary: .stationary
        case .ended: .ended
        case .cancelled: .cancelled
        }
    }
}
