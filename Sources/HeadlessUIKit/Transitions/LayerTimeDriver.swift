/// Percent-driven interaction through layer time (uikit-semantics §3.3 Path B [IMPL]).
///
/// The container's layer (and the layers of views registered with
/// `animateAlongsideTransition(in:...)`) get `speed = 0`, so every animation made in their
/// subtrees during `animateTransition(using:)` starts at local time 0 and stands still;
/// progress p shows them at `timeOffset = p·D`. Finish or cancel moves the time offset, once per
/// display frame, from p·D to D (finish) or 0 (cancel) along `completionCurve`, over
/// `(1 − p)·D/s` or `p·D/s` seconds of virtual time (s the completion speed). At the end the
/// layers run again (`speed = 1`) from local time D, so the animations reach their end and
/// their completion blocks run (where the animator calls `completeTransition(_:)`); UIKit
/// re-times the animations instead, with the same durations [INF for the mechanism]. After a
/// cancel, the model values are whatever the animation block set, as in UIKit: an animator
/// must restore them in its completion. When the transition completes, the layers get their
/// timing back: speed 1, offset 0, begin time 0.
@MainActor
final class LayerTimeDriver {
    private(set) var layers: [CALayer] = []
    /// D, the animator's duration.
    let duration: CFTimeInterval
    /// The layers' current time offset.
    private(set) var offset: CFTimeInterval = 0
    private var scheduledStep: Int?
    private let display = HeadlessDisplay.current

    init(duration: CFTimeInterval) {
        self.duration = Swift.max(duration, 0)
    }

    /// Freezes `layer` at the current offset.
    func include(_ layer: CALayer) {
        guard !layers.contains(where: { $0 === layer }) else { return }
        layers.append(layer)
        layer.speed = 0
        layer.timeOffset = offset
    }

    /// Shows progress `percent` (already clamped).
    func scrub(to percent: CGFloat) {
        stopCompletion()
        setOffset(duration * Double(percent))
    }

    /// Runs the completion from `percent` forward (finish) or back (cancel).
    func complete(from percent: CGFloat, cancelled: Bool, speed: CGFloat, curve: UIView.AnimationCurve) {
        stopCompletion()
        let start = Double(percent)
        let target: Double = cancelled ? 0 : 1
        let remaining = UIPercentDrivenInteractiveTransition.completionDuration(
            of: duration, from: percent, cancelled: cancelled, speed: speed)
        let bezier = curve.unitBezier
        let startTime = display.currentTime
        func step() {
            scheduledStep = nil
            let elapsed = display.currentTime - startTime
            let unit = remaining > 0 ? Swift.min(elapsed / remaining, 1) : 1
            let eased = bezier.value(at: unit)
            setOffset(duration * (start + (target - start) * eased))
            if unit >= 1 {
                resume()
            } else {
                scheduleNext(endingAt: startTime + remaining, step)
            }
        }
        if remaining > 0 {
            scheduleNext(endingAt: startTime + remaining, step)
        } else {
            step()
        }
    }

    /// Stops a running completion where it is.
    func stopCompletion() {
        if let scheduledStep {
            display.cancelScheduledCallback(scheduledStep)
        }
        scheduledStep = nil
    }

    /// Runs `body` with the layers standing still at local time `time`, then gives them back
    /// the timing they had (speed, offset, begin time): nothing else changes, so whatever
    /// `body` reads is the animations' path at that time. Not UIKit behaviour: a package
    /// hook for reading an animation's path.
    func showing<T>(time: CFTimeInterval, _ body: () -> T) -> T {
        let saved = layers.map { (speed: $0.speed, timeOffset: $0.timeOffset, beginTime: $0.beginTime) }
        for layer in layers {
            layer.speed = 0
            layer.timeOffset = time
        }
        defer {
            for (layer, timing) in zip(layers, saved) {
                layer.speed = timing.speed
                layer.timeOffset = timing.timeOffset
                layer.beginTime = timing.beginTime
            }
        }
        return body()
    }

    /// Gives the layers their timing back (the transition completed).
    func release() {
        stopCompletion()
        for layer in layers {
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
        }
        layers.removeAll()
    }

    private func setOffset(_ value: CFTimeInterval) {
        offset = value
        for layer in layers {
            layer.timeOffset = value
        }
    }

    /// Schedules `step` at the next display frame, or at `end` if that comes first.
    private func scheduleNext(endingAt end: CFTimeInterval, _ step: @escaping () -> Void) {
        var due = Swift.min(display.time(ofFrame: display.frameIndex + 1), end)
        if due <= display.currentTime {
            due = display.time(ofFrame: display.frameIndex + 1)
        }
        scheduledStep = display.schedule(at: due, step)
    }

    /// Lets the layers run from local time D, so the animations end and complete.
    private func resume() {
        for layer in layers {
            let parentTime = layer.superlayer?.localTime(fromDisplayTime: display.currentTime) ?? display.currentTime
            layer.speed = 1
            layer.timeOffset = duration
            layer.beginTime = parentTime
        }
    }
}
