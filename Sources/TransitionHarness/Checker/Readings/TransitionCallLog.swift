import GestureTrace
import HeadlessUIKit

/// One transition's calls in the recorder's log, with what the rules read from them: the
/// progress the context held before each call, its `completeTransition(_:)` calls, and how its
/// interaction was resolved.
struct TransitionCallLog {
    /// One call, with times from the replay's start.
    struct Entry {
        var time: Double
        /// Its place in the recorder's sequence.
        var sequence: Int
        var call: TransitionCall
        /// The progress the context held just before the call (the last applied
        /// `updateInteractiveTransition(_:)` before the first completion).
        var progressBefore: Double
        /// Whether a `completeTransition(_:)` came before it.
        var isAfterCompletion: Bool
    }

    /// One `completeTransition(_:)` call.
    struct Completion {
        var time: Double
        var didComplete: Bool
        var wasCancelled: Bool
    }

    /// Every call, in the log's order; empty once the transition is judged
    /// (``forgetEntries()``).
    private(set) var entries: [Entry]
    /// Every `completeTransition(_:)`, in order (UIKit ignores all but the first).
    let completions: [Completion]
    /// How the interaction was resolved before the first completion, when it was.
    let resolution: Resolution?

    /// Lets the calls go, keeping ``completions`` and ``resolution``: what is read of a
    /// transition once every rule's `transitionEnded` has judged it.
    mutating func forgetEntries() {
        entries = []
    }

    /// A transition with no calls.
    static let empty = TransitionCallLog(calls: [], transitionDuration: 0)

    /// Reads `calls` (time from the replay's start, sequence, call) of a transition that
    /// lasts `transitionDuration`. `interruptibleCompletion` is the context's record of the
    /// last completion its percent-driven controller started on an interruptible property
    /// animator (`TransitionContext.interruptibleCompletion`): a completion that goes on along
    /// the animator's own curve is expected to last the rest of that curve's time, of the
    /// transition's duration (so a property animator that runs longer than its animator's
    /// `transitionDuration(using:)` says is still caught).
    init(
        calls: [(time: Double, sequence: Int, call: TransitionCall)], transitionDuration: TimeInterval,
        interruptibleCompletion: (curveTime: CGFloat?, duration: TimeInterval)? = nil
    ) {
        var entries: [Entry] = []
        entries.reserveCapacity(calls.count)
        var completions: [Completion] = []
        var applied: Double = 0
        var resolution: Resolution?
        for (time, sequence, call) in calls {
            entries.append(
                Entry(
                    time: time, sequence: sequence, call: call, progressBefore: applied,
                    isAfterCompletion: !completions.isEmpty))
            if completions.isEmpty {
                switch call {
                case .updateInteractiveTransition(_, let value?): applied = Double(value)
                case .interactorFinish(let speed), .interactorCancel(let speed):
                    if resolution == nil {
                        var outcome = Trace.Outcome.cancel
                        if case .interactorFinish = call { outcome = .finish }
                        resolution = Resolution(
                            outcome: outcome, time: time, progress: applied, completionSpeed: Double(speed))
                    }
                case .pauseInteractiveTransition(applied: true):
                    resolution = nil
                default: break
                }
            }
            if case .completeTransition(let didComplete, let wasCancelled, _, _) = call {
                completions.append(Completion(time: time, didComplete: didComplete, wasCancelled: wasCancelled))
            }
        }
        if var found = resolution {
            // The completion a percent-driven controller runs: the rest of the duration, or the
            // part done, over the completion speed it read at finish() or cancel() (≤ 0 behaves
            // as 1); for an interruptible animator continued along its own timing, the rest of
            // its own curve's time (docs/transitions.md, "How long the completion lasts").
            found.expectedDuration = UIPercentDrivenInteractiveTransition.completionDuration(
                of: transitionDuration, from: CGFloat(found.progress), cancelled: found.outcome == .cancel,
                speed: CGFloat(found.completionSpeed), curveTime: interruptibleCompletion?.curveTime)
            resolution = found
        }
        self.entries = entries
        self.completions = completions
        self.resolution = resolution
    }
}
