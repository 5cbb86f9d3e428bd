import GestureTrace

extension SyntheticCorpus {
    /// Vertical dismiss pans, bottom-edge presentations and right-edge pushes.
    static var verticalAndPush: [Recipe] {
        let dismiss = Trace.Transition(operation: .dismiss, gesture: .pan, axis: .y, direction: 1)
        let presentFromBottom = Trace.Transition(operation: .present, gesture: .edgePan, edge: .bottom)
        let pushFromRight = Trace.Transition(operation: .push, gesture: .edgePan, edge: .right)

        func stroke(
            _ name: String, _ summary: String, transition: Trace.Transition, rate: Double, refresh: Double,
            from start: (x: Double, y: Double), to end: (x: Double, y: Double), duration: Double, cut: Double = 1,
            outcome: Trace.Outcome
        ) -> Recipe {
            recipe(name, summary) { rng in
                var stroke = StrokeBuilder(samplingRate: rate, startTime: 0, at: start)
                stroke.touchDown()
                stroke.move(to: end, duration: duration, cutAt: cut, using: &rng)
                if cut >= 1 { stroke.hold(0.12) }
                stroke.touchUp()
                return singleFinger(
                    screen: phone(refreshRate: refresh), transition: transition,
                    outcome: [outcome], stroke: stroke)
            }
        }
        return [
            stroke(
                "dismiss-pan-down-finish-120hz", "Pulls a presented screen down past the middle, releases still.",
                transition: dismiss, rate: 120, refresh: 120, from: (200, 220), to: (215, 700), duration: 0.9,
                outcome: .finish),
            stroke(
                "dismiss-pan-down-cancel-60hz", "Pulls a presented screen down a little, releases still.",
                transition: dismiss, rate: 60, refresh: 60, from: (180, 300), to: (170, 440), duration: 0.6,
                outcome: .cancel),
            stroke(
                "dismiss-pan-down-fling-finish-240hz", "Flicks a presented screen down.",
                transition: dismiss, rate: 240, refresh: 120, from: (190, 250), to: (200, 650), duration: 0.2, cut: 0.5,
                outcome: .finish),
            stroke(
                "present-edge-bottom-finish-60hz", "Swipes up from the bottom edge past the middle.",
                transition: presentFromBottom, rate: 60, refresh: 60, from: (195, 838), to: (190, 260), duration: 0.9,
                outcome: .finish),
            stroke(
                "present-edge-bottom-cancel-120hz", "Swipes up from the bottom edge a little way.",
                transition: presentFromBottom, rate: 120, refresh: 120, from: (200, 839), to: (205, 700), duration: 0.6,
                outcome: .cancel),
            stroke(
                "push-edge-right-finish-60hz", "Swipes in from the right edge past the middle.",
                transition: pushFromRight, rate: 60, refresh: 60, from: (384, 500), to: (95, 490), duration: 0.9,
                outcome: .finish),
            stroke(
                "push-edge-right-cancel-120hz", "Swipes in from the right edge a little way.",
                transition: pushFromRight, rate: 120, refresh: 120, from: (386, 420), to: (300, 425), duration: 0.6,
                outcome: .cancel),
            stroke(
                "push-edge-right-fling-finish-240hz", "Flicks in from the right edge.",
                transition: pushFromRight, rate: 240, refresh: 120, from: (387, 380), to: (150, 372), duration: 0.22,
                cut: 0.55, outcome: .finish),
            recipe(
                "present-edge-bottom-two-quick-swipes-finish-finish-60hz",
                "Two quick swipes up from the bottom edge almost to the top, the second starting 0.3 s after the "
                    + "first: a double tap's worth of triggers for a transition that starts later (a segue)."
            ) { rng in
                var finger = StrokeBuilder(samplingRate: 60, startTime: 0, at: (195, 838))
                finger.touchDown()
                finger.move(to: (190, 40), duration: 0.2, using: &rng)
                finger.hold(0.05)
                finger.touchUp()
                finger.lift(to: (200, 838), after: 0.05)
                finger.touchDown()
                finger.move(to: (205, 40), duration: 0.2, using: &rng)
                finger.hold(0.05)
                finger.touchUp()
                return assembled(
                    screen: phone(refreshRate: 60), transition: presentFromBottom, outcome: [.finish, .finish],
                    samples: finger.samples)
            },
        ]
    }

    /// Two fingers at once, and two swipes in a row.
    static var multiFinger: [Recipe] {
        func twoFingers(_ name: String, _ summary: String, rate: Double, dx: Double, outcome: Trace.Outcome) -> Recipe {
            recipe(name, summary) { rng in
                var first = StrokeBuilder(finger: 0, samplingRate: rate, startTime: 0, at: (8, 400))
                var second = StrokeBuilder(finger: 1, samplingRate: rate, startTime: 0.03, at: (16, 470))
                first.touchDown()
                second.touchDown()
                first.move(to: (8 + dx, 405), duration: 0.8, using: &rng)
                second.move(to: (16 + dx, 468), duration: 0.77, using: &rng)
                second.hold(0.03)
                second.touchUp()
                first.hold(0.15)
                first.touchUp()
                return assembled(
                    screen: phone(refreshRate: rate >= 120 ? 120 : 60),
                    transition: leftEdgePop, outcome: [outcome], samples: first.samples + second.samples)
            }
        }
        func twoSwipes(
            _ name: String, _ summary: String, rate: Double, first p1: Double, second p2: Double,
            outcomes: [Trace.Outcome]
        ) -> Recipe {
            recipe(name, summary) { rng in
                var finger = StrokeBuilder(samplingRate: rate, startTime: 0, at: (7, 420))
                finger.touchDown()
                finger.move(to: (7 + p1 * 390, 428), duration: 0.8, using: &rng)
                finger.hold(0.12)
                finger.touchUp()
                finger.lift(to: (9, 380), after: 1.5)
                finger.touchDown()
                finger.move(to: (9 + p2 * 390, 386), duration: 0.8, using: &rng)
                finger.hold(0.12)
                finger.touchUp()
                return assembled(
                    screen: phone(refreshRate: rate >= 120 ? 120 : 60),
                    transition: leftEdgePop, outcome: outcomes, samples: finger.samples)
            }
        }
        return [
            twoFingers(
                "pop-edge-two-fingers-finish-60hz", "Two fingers swipe back together past the middle.",
                rate: 60, dx: 270, outcome: .finish),
            twoFingers(
                "pop-edge-two-fingers-cancel-120hz", "Two fingers swipe back together a short way.",
                rate: 120, dx: 90, outcome: .cancel),
            twoSwipes(
                "pop-edge-two-swipes-finish-finish-60hz", "Two back swipes in a row, both past the middle.",
                rate: 60, first: 0.75, second: 0.7, outcomes: [.finish, .finish]),
            twoSwipes(
                "pop-edge-two-swipes-cancel-finish-120hz", "A back swipe given up, then one carried through.",
                rate: 120, first: 0.2, second: 0.8, outcomes: [.cancel, .finish]),
        ]
    }
}
