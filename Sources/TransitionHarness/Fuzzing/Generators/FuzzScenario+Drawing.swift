import PropertyTesting

extension FuzzScenario {
    /// Completion speeds: the default first, then the values that break arithmetic
    /// (0 divides a duration, negative runs time backwards), then a continuous range.
    static let speeds: [Double] = [1, 0, -1, 0.5, 2, 0.001, 100]
    /// Duration overrides: none first, then 1 ms (the shortest drawn), a single 240 Hz
    /// frame, and common durations.
    ///
    /// Never 0: the override sets the length of UIKit's own animators
    /// (``replayOptions(base:)``), which never last 0 s, and a zero-length animator cannot be
    /// driven by a finger in UIKit (its animation block animates nothing, so its completion,
    /// and `completeTransition(true)`, runs at the next frame while the finger drags): every
    /// case with 0 would report `complete-after-animation` against the system transition,
    /// a finding about the override and not about any transition. 1 ms and 1/240 s reach
    /// the same arithmetic (a completion shorter than a display frame).
    static let durations: [Double?] = [nil, 0.001, 1.0 / 240, 0.1, 0.35, 1, 5]
    /// The longest completion, in seconds, a drawn duration override may make at the drawn
    /// completion speed (D / s): what UIKit's own lengths give at the slowest speed drawn
    /// (the 0.6 s flip at 0.001). Longer ones cost a replay hundreds of thousands of frames
    /// and, past the replay's time limit (an hour), end in a `complete-once` report that is
    /// the limit's, not the transition's; a longer override is cut to this times the speed.
    static let longestCompletion: Double = 600
    /// Display rates: 60 Hz first, then ProMotion, the low-power 30 Hz, and odd ones.
    static let refreshRates: [Double] = [60, 120, 30, 240, 90, 48]

    /// Draws a scenario; all-zero choices give ``default``.
    ///
    /// Choices, in order: speed (a table index, and past its end a signed value in
    /// thousandths up to ±4), curve, duration (table, or past its end 1 ms to 2 s in
    /// milliseconds, cut to ``longestCompletion`` times the speed), refresh rate (table, or past its end any integer rate in 30...240),
    /// the dropped frames as a list (an "another?" flag, then the gap after the previous
    /// one; at most four), and whether the transition is interruptible.
    public static func draw(_ attempt: inout Attempt) -> FuzzScenario {
        var scenario = FuzzScenario()
        let speedIndex = attempt.index(below: speeds.count + 1)
        if speedIndex < speeds.count {
            scenario.completionSpeed = speeds[speedIndex]
        } else {
            scenario.completionSpeed = Double(attempt.signed(magnitudeUpTo: 4000)) / 1000
        }
        scenario.completionCurve = curveNames[attempt.index(below: curveNames.count)]
        let durationIndex = attempt.index(below: durations.count + 1)
        if durationIndex < durations.count {
            scenario.durationOverride = durations[durationIndex]
        } else {
            scenario.durationOverride = Double(1 + attempt.choice(upTo: 1999)) / 1000
        }
        if let duration = scenario.durationOverride {
            let speed = scenario.completionSpeed > 0 ? scenario.completionSpeed : 1
            scenario.durationOverride = min(duration, longestCompletion * speed)
        }
        let rateIndex = attempt.index(below: refreshRates.count + 1)
        if rateIndex < refreshRates.count {
            scenario.refreshRate = refreshRates[rateIndex]
        } else {
            scenario.refreshRate = Double(30 + attempt.choice(upTo: 210))
        }
        var frame = -1
        while true {
            let span = attempt.beginSpan()
            // After the fourth the flag is forced to "no more", so the list always ends with
            // a flag and deleting a frame leaves the choices after it aligned.
            guard attempt.weighted(scenario.droppedFrames.count < 4 ? 0.25 : 0) else { break }
            frame += 1 + Int(attempt.choice(upTo: 59))
            scenario.droppedFrames.append(frame)
            attempt.endSpan(span)
        }
        scenario.interruptible = attempt.weighted(0.5)
        return scenario
    }
}
