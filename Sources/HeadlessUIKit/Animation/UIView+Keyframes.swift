// UIView's keyframe animations (UIKit API): `animateKeyframes(withDuration:delay:options:
// animations:completion:)` and `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
//
// UIKit runs the keyframe blocks at once, collecting each property's value at the end of each
// keyframe, and adds one `CAKeyframeAnimation` per property, keyed by its key path, lasting the
// whole duration, with fill mode `both` and the overall curve from the options (ease-in-ease-out
// unless curve bits say otherwise) [OBS Stack Overflow 20521214: a keyframe of relative start 0
// and duration 0.1 changing alpha to 0 in a 10 s animation gives keyTimes (0, 0.1, 1), values
// (1, 0, 0), calculationMode linear, timingFunction easeInEaseOut, fillMode both, duration 10].
// Between keyframes the value holds. Relative times are clamped into [0, 1]; a keyframe that
// starts before the previous one of the same property ends starts at its end instead [INF].
// Changes made in the outer block, outside any keyframe, form a keyframe over the whole
// duration [INF]. In `discrete` mode each keyframe's value shows from its start time [INF]; the
// paced modes ignore the times, as Core Animation does [DOC].

extension UIView {
    /// Animates the keyframes the block adds over `duration`, after `delay`.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let display = HeadlessDisplay.current
        let tracker = ViewAnimationCompletion(completion)
        guard duration > 0, display.viewAnimation.areAnimationsEnabled else {
            performWithoutAnimation(animations)
            tracker.blockDidEnd()
            return
        }
        var parameters = ViewAnimationParameters(
            duration: duration, delay: delay, timing: .curve(options.animationOptions.curve),
            options: options.animationOptions)
        if let outer = display.viewAnimation.contexts.last?.blockParameters {
            parameters = parameters.nested(in: outer)
        }
        let recorder = KeyframeRecorder()
        tracker.blocksUserInteraction = !parameters.options.contains(.allowUserInteraction)
        runInContext(ViewAnimationContext(kind: .keyframes(recorder), completion: tracker), animations)
        recorder.addAnimations(parameters: parameters, mode: options.calculationMode, completion: tracker)
        tracker.blockDidEnd()
    }

    /// Adds a keyframe to the keyframe animation being built: the block's changes are reached
    /// between `frameStartTime` and `frameStartTime + frameDuration`, fractions of the whole
    /// duration. Outside `animateKeyframes` this is a programmer error UIKit does not define:
    /// recorded as a diagnostic (`animation.keyframeOutsideBlock`), and the block runs without
    /// animation.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        let display = HeadlessDisplay.current
        guard case .keyframes(let recorder) = display.viewAnimation.contexts.last?.kind else {
            display.record(
                .keyframeOutsideBlock, subject: "UIView",
                "addKeyframe(withRelativeStartTime:relativeDuration:animations:) called outside animateKeyframes; "
                    + "the changes are made without animation")
            performWithoutAnimation(animations)
            return
        }
        let start = Swift.min(Swift.max(frameStartTime.isNaN ? 0 : frameStartTime, 0), 1)
        let length = Swift.min(Swift.max(frameDuration.isNaN ? 0 : frameDuration, 0), 1 - start)
        let saved = recorder.window
        recorder.window = (start, length)
        animations()
        recorder.window = saved
    }
}

extension HeadlessDiagnostic.Code {
    /// `addKeyframe` outside `animateKeyframes`.
    public static let keyframeOutsideBlock = Self("animation.keyframeOutsideBlock")
}

/// Collects the property changes of a keyframe block (internal).
@MainActor
final class KeyframeRecorder {
    /// The keyframe being run: relative start and duration; the whole animation outside any.
    var window: (start: Double, duration: Double) = (0, 1)

    private struct Frame {
        var start: Double
        var duration: Double
        var value: AnimationValue
    }

    private struct Track {
        let layer: CALayer
        let key: String
        let property: AnimatableProperty
        let initial: AnimationValue
        var frames: [Frame]
    }

    private var tracks: [Track] = []

    /// Records the value a change leaves, in the current keyframe.
    func record(_ change: LayerAnimationStorage.PendingChange, on layer: CALayer, key: String) {
        let value = layer.modelValue(of: change.property)
        let frame = Frame(start: window.start, duration: window.duration, value: value)
        if let index = tracks.firstIndex(where: { $0.layer === layer && $0.property == change.property }) {
            if let last = tracks[index].frames.last, last.start == frame.start, last.duration == frame.duration {
                tracks[index].frames[tracks[index].frames.count - 1].value = value
            } else {
                tracks[index].frames.append(frame)
            }
        } else {
            tracks.append(
                Track(
                    layer: layer, key: key, property: change.property, initial: change.previousModelValue,
                    frames: [frame]))
        }
    }

    /// Adds one keyframe animation per recorded property.
    func addAnimations(
        parameters: ViewAnimationParameters, mode: CAAnimationCalculationMode, completion: ViewAnimationCompletion
    ) {
        for track in tracks {
            let (keyTimes, values) = Self.keyframes(of: track, discrete: mode == .discrete)
            let animation = CAKeyframeAnimation(keyPath: track.key)
            animation.values = values.map(\.anyValue)
            animation.keyTimes = keyTimes.map { NSNumber(value: $0) }
            animation.calculationMode = mode
            animation.duration = parameters.duration
            animation.fillMode = .both
            if case .curve(let curve) = parameters.timing {
                animation.timingFunction = CAMediaTimingFunction(name: curve.mediaTimingFunctionName)
            }
            if parameters.delay > 0 {
                animation.beginTime = track.layer.convertTime(CACurrentMediaTime(), from: nil) + parameters.delay
            }
            if parameters.options.contains(.repeat) {
                animation.repeatCount = .infinity
            }
            if parameters.options.contains(.autoreverse) {
                animation.autoreverses = true
            }
            animation.delegate = completion
            completion.animationAdded()
            track.layer.add(animation, forKey: track.key)
        }
    }

    /// The key times and values of a track: the initial value at 0, each keyframe's value at
    /// its end (held from the previous keyframe's end to its start), the last value held to 1.
    /// Discrete: each value from its keyframe's start, one more time than values.
    private static func keyframes(of track: Track, discrete: Bool) -> ([Double], [AnimationValue]) {
        let frames = track.frames.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
            .map(\.element)
        if discrete {
            var times = [0.0]
            var values = [track.initial]
            for frame in frames {
                if frame.start <= times[times.count - 1] {
                    values[values.count - 1] = frame.value
                } else {
                    times.append(frame.start)
                    values.append(frame.value)
                }
            }
            times.append(1)
            return (times, values)
        }
        var times = [0.0]
        var values = [track.initial]
        var lastTime = 0.0
        for frame in frames {
            let start = Swift.max(frame.start, lastTime)
            let end = Swift.max(Swift.min(start + frame.duration, 1), start)
            if start > lastTime {
                times.append(start)
                values.append(values[values.count - 1])
            }
            // A keyframe of zero length repeats its time: the value changes at once.
            times.append(end)
            values.append(frame.value)
            lastTime = end
        }
        if lastTime < 1 {
            times.append(1)
            values.append(values[values.count - 1])
        }
        return (times, values)
    }
}
