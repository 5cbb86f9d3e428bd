@_spi(Harness) import HeadlessUIKit

extension UIKitDiagnostic {
    /// The time of the diagnostic, from the replay's start.
    @MainActor
    func time(in replay: ReplayUnderCheck) -> Double { time - replay.origin }

    /// The display frame of the diagnostic.
    @MainActor
    func frame(in replay: ReplayUnderCheck) -> Int {
        Int((time * Double(replay.display.framesPerSecond)).rounded())
    }

    /// The transition in flight when the diagnostic came (the last one begun by then whose
    /// first completion had not come before it), if any.
    @MainActor
    func transitionInFlight(among transitions: [CheckedTransition], in replay: ReplayUnderCheck) -> Int? {
        let time = time(in: replay)
        return transitions.last { transition in
            transition.driven.startTime <= time && (transition.completionTime.map { time <= $0 } ?? true)
        }?.index
    }

    /// The transition the diagnostic concerns: the one in flight then, or else the last one
    /// begun before it; nil when none had begun.
    @MainActor
    func concernedTransition(among transitions: [CheckedTransition], in replay: ReplayUnderCheck) -> Int? {
        let time = time(in: replay)
        return transitionInFlight(among: transitions, in: replay)
            ?? transitions.last { $0.driven.startTime <= time }?.index
    }
}
