import GestureTrace

// The recipes of the bundled corpus. Distances are fractions of the screen width (390 pt)
// or height (844 pt); one distance per second is the cupertino policy's fling threshold.
extension SyntheticCorpus {
    /// A left-edge swipe that drags slowly to `progress`, holds still, and lifts.
    static func slowEdgePop(
        _ name: String, _ summary: String, rate: Double, progress: Double, duration: Double, outcome: Trace.Outcome
    ) -> Recipe {
        recipe(name, summary) { rng in
            let screen = phone(refreshRate: rate >= 120 ? 120 : 60)
            let startY = rng.nextDouble(in: 300...600)
            var stroke = StrokeBuilder(samplingRate: rate, startTime: 0, at: (rng.nextDouble(in: 4...12), startY))
            stroke.touchDown()
            stroke.move(to: (stroke.position.x + progress * screen.width, startY + 12), duration: duration, using: &rng)
            stroke.hold(0.12)
            stroke.touchUp()
            return singleFinger(
                screen: screen, transition: leftEdgePop, outcome: [outcome],
                stroke: stroke)
        }
    }

    static var edgePops: [Recipe] {
        [
            slowEdgePop(
                "pop-edge-slow-finish-60hz", "Left-edge back swipe dragged slowly past the middle and released still.",
                rate: 60, progress: 0.72, duration: 0.9, outcome: .finish),
            slowEdgePop(
                "pop-edge-slow-cancel-60hz", "Left-edge back swipe dragged a quarter of the way and released still.",
                rate: 60, progress: 0.25, duration: 0.7, outcome: .cancel),
            slowEdgePop(
                "pop-edge-just-past-half-finish-120hz", "Released still just past the middle: finishes.",
                rate: 120, progress: 0.58, duration: 0.8, outcome: .finish),
            slowEdgePop(
                "pop-edge-just-short-of-half-cancel-120hz", "Released still just short of the middle: cancels.",
                rate: 120, progress: 0.42, duration: 0.8, outcome: .cancel),
            slowEdgePop(
                "pop-edge-slow-finish-240hz", "A slow back swipe sampled at 240 Hz, released past the middle.",
                rate: 240, progress: 0.8, duration: 1.1, outcome: .finish),
            slowEdgePop(
                "pop-edge-slow-cancel-240hz", "A slow back swipe sampled at 240 Hz, released early.",
                rate: 240, progress: 0.18, duration: 0.6, outcome: .cancel),
            recipe("pop-edge-long-hold-finish-60hz", "Drags past the middle, holds for two seconds, then lifts.") {
                rng in
                let screen = phone(refreshRate: 60)
                var stroke = StrokeBuilder(samplingRate: 60, startTime: 12.5, at: (6, 420))
                stroke.touchDown()
                stroke.move(to: (240, 430), duration: 0.8, using: &rng)
                stroke.hold(2.0)
                stroke.touchUp()
                return singleFinger(
                    screen: screen, transition: leftEdgePop, outcome: [.finish], stroke: stroke)
            },
            recipe("pop-edge-starts-outside-edge-60hz", "A pan that begins 70 pt from the edge: no back swipe starts.")
            { rng in
                let screen = phone(refreshRate: 60)
                var stroke = StrokeBuilder(samplingRate: 60, startTime: 0, at: (70, 500))
                stroke.touchDown()
                stroke.move(to: (330, 505), duration: 0.6, using: &rng)
                stroke.hold(0.1)
                stroke.touchUp()
                var trace = singleFinger(
                    screen: screen, transition: leftEdgePop, outcome: [], stroke: stroke)
                trace.expect?.progressAtRelease = nil
                return trace
            },
            recipe("pop-edge-dropped-samples-finish-120hz", "A back swipe with a lossy sensor: 15% of samples dropped.")
            { rng in
                let screen = phone(refreshRate: 120)
                var stroke = StrokeBuilder(samplingRate: 120, startTime: 3.25, at: (9, 380))
                stroke.dropProbability = 0.15
                stroke.timingJitter = 0.2
                stroke.touchDown()
                stroke.move(to: (290, 372), duration: 0.9, using: &rng)
                stroke.hold(0.12)
                stroke.touchUp()
                return singleFinger(
                    screen: screen, transition: leftEdgePop, outcome: [.finish], stroke: stroke)
            },
        ]
    }

    /// A quick flick released while the finger still moves at well over one screen width
    /// per second.
    static var flings: [Recipe] {
        func fling(_ name: String, _ summary: String, rate: Double, to dx: Double, cut: Double, refresh: Double)
            -> Recipe
        {
            recipe(name, summary) { rng in
                let screen = phone(refreshRate: refresh)
                var stroke = StrokeBuilder(samplingRate: rate, startTime: 0.5, at: (7, 510))
                stroke.touchDown()
                stroke.move(to: (7 + dx, 500), duration: 0.22, cutAt: cut, using: &rng)
                stroke.touchUp()
                return singleFinger(
                    screen: screen, transition: leftEdgePop, outcome: [.finish],
                    stroke: stroke)
            }
        }
        return [
            fling(
                "pop-edge-fling-short-finish-120hz", "A short, fast flick: released at a third of the way, finishes.",
                rate: 120, to: 220, cut: 0.55, refresh: 120),
            fling(
                "pop-edge-fling-finish-60hz", "A fast flick sampled at 60 Hz, released while moving.",
                rate: 60, to: 260, cut: 0.6, refresh: 60),
            fling(
                "pop-edge-fling-finish-240hz", "A fast flick sampled at 240 Hz, released while moving.",
                rate: 240, to: 240, cut: 0.5, refresh: 120),
            recipe("pop-edge-fling-back-cancel-120hz", "Drags past the middle, then flicks back: the fling cancels.") {
                rng in
                let screen = phone(refreshRate: 120)
                var stroke = StrokeBuilder(samplingRate: 120, startTime: 0, at: (5, 450))
                stroke.touchDown()
                stroke.move(to: (250, 455), duration: 0.7, using: &rng)
                stroke.hold(0.08)
                stroke.move(to: (60, 460), duration: 0.2, cutAt: 0.55, using: &rng)
                stroke.touchUp()
                return singleFinger(
                    screen: screen, transition: leftEdgePop, outcome: [.cancel], stroke: stroke)
            },
        ]
    }

    /// Drags that change their mind: the position at release decides.
    static var thereAndBack: [Recipe] {
        func drag(_ name: String, _ summary: String, rate: Double, via: Double, to: Double, outcome: Trace.Outcome)
            -> Recipe
        {
            recipe(name, summary) { rng in
                let screen = phone(refreshRate: 60)
                var stroke = StrokeBuilder(samplingRate: rate, startTime: 100, at: (8, 600))
                stroke.touchDown()
                stroke.move(to: (8 + via * 390, 590), duration: 0.7, using: &rng)
                stroke.hold(0.05)
                stroke.move(to: (8 + to * 390, 585), duration: 0.7, using: &rng)
                stroke.hold(0.12)
                stroke.touchUp()
                return singleFinger(
                    screen: screen, transition: leftEdgePop, outcome: [outcome],
                    stroke: stroke)
            }
        }
        return [
            drag(
                "pop-edge-there-and-back-cancel-60hz", "Drags to 70%, comes back to 15%, releases still: cancels.",
                rate: 60, via: 0.7, to: 0.15, outcome: .cancel),
            drag(
                "pop-edge-back-and-there-finish-120hz", "Drags to 20%, then on to 80%, releases still: finishes.",
                rate: 120, via: 0.2, to: 0.8, outcome: .finish),
            drag(
                "pop-edge-overshoot-back-finish-60hz", "Drags off the far edge, comes back to 65%: finishes.",
                rate: 60, via: 1.15, to: 0.65, outcome: .finish),
        ]
    }

    /// Touches the system takes away (an incoming call, a system gesture): always cancel.
    static var systemCancelled: [Recipe] {
        [
            recipe("pop-edge-system-cancelled-late-60hz", "Dragged to 80%, then the system cancels the touch.") { rng in
                let screen = phone(refreshRate: 60)
                var stroke = StrokeBuilder(samplingRate: 60, startTime: 0, at: (10, 400))
                stroke.touchDown()
                stroke.move(to: (320, 410), duration: 0.8, using: &rng)
                stroke.touchUp(.cancelled)
                return singleFinger(
                    screen: screen, transition: leftEdgePop, outcome: [.cancel], stroke: stroke)
            },
            recipe("pop-edge-system-cancelled-early-120hz", "The system cancels the touch just after the swipe begins.")
            { rng in
                let screen = phone(refreshRate: 120)
                var stroke = StrokeBuilder(samplingRate: 120, startTime: 0, at: (6, 480))
                stroke.touchDown()
                stroke.move(to: (120, 482), duration: 0.5, cutAt: 0.45, using: &rng)
                stroke.touchUp(.cancelled)
                return singleFinger(
                    screen: screen, transition: leftEdgePop, outcome: [.cancel], stroke: stroke)
            },
        ]
    }
}
