/// The delivery of one event, while it lasts: the handlers waiting to run and the
/// recognizers to reset when it is over.
///
/// A window pushes a pass when `sendEvent(_:)` starts and pops it at the end. Recognizers
/// ask the current pass to queue their handlers and resets; with no pass (a state changed
/// from outside delivery) both happen at once. Passes nest if a handler sends an event.
@MainActor
final class TouchDeliveryPass {
    private static var stack: [TouchDeliveryPass] = []

    static var current: TouchDeliveryPass? { stack.last }

    let event: UIEvent
    private var queuedActions: [UIGestureRecognizer] = []
    private var finishedRecognizers: [UIGestureRecognizer] = []

    init(event: UIEvent) {
        self.event = event
    }

    /// Runs `body` with this pass current, then resets the recognizers that finished.
    func run(_ body: () -> Void) {
        Self.stack.append(self)
        body()
        flushActions()
        // A reset can let a waiting recognizer recognize, queuing handlers and resets.
        while !finishedRecognizers.isEmpty {
            let finished = finishedRecognizers
            finishedRecognizers.removeAll()
            for recognizer in finished {
                recognizer.performReset()
            }
            flushActions()
        }
        Self.stack.removeLast()
    }

    /// Runs the queued handlers, in order, including those queued while running.
    func flushActions() {
        var index = 0
        while index < queuedActions.count {
            let recognizer = queuedActions[index]
            index += 1
            recognizer.runActions()
        }
        queuedActions.removeAll()
    }

    /// Queues `recognizer`'s handlers in the current pass, or runs them now.
    static func sendActions(of recognizer: UIGestureRecognizer) {
        if let pass = current {
            pass.queuedActions.append(recognizer)
        } else {
            recognizer.runActions()
        }
    }

    /// Resets `recognizer` when the current pass ends, or now.
    static func scheduleReset(of recognizer: UIGestureRecognizer) {
        if let pass = current {
            if !pass.finishedRecognizers.contains(where: { $0 === recognizer }) {
                pass.finishedRecognizers.append(recognizer)
            }
        } else {
            recognizer.performReset()
        }
    }
}
