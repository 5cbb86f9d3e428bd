import HeadlessUIKit
import Testing

@testable import TransitionHarness

/// A call the recorder logged is spelled when read, as the call's own description, and is
/// the same record as that text given as text.
@Suite struct CallRecordTests {
    @Test(arguments: [
        TransitionCall.updateInteractiveTransition(requested: 0.4213, applied: 0.4213),
        .updateInteractiveTransition(requested: -0.0, applied: nil),
        .interactorUpdate(1.5),
        .completeTransition(didComplete: true, wasCancelled: false, percentComplete: 1, ignored: false),
        .began(operation: .pop, from: "B", to: nil, animated: true),
    ])
    func aLoggedCallReadsAsItsDescription(call: TransitionCall) {
        let logged = CallRecord(time: 0.25, frame: 30, receiver: .context, logged: call)
        let text = CallRecord(time: 0.25, frame: 30, receiver: .context, call: call.description)
        #expect(logged.call == call.description)
        #expect(logged == text)
        #expect(logged != CallRecord(time: 0.25, frame: 31, receiver: .context, logged: call))
        var renamed = logged
        renamed.call = "animateTransition"
        #expect(renamed.call == "animateTransition" && renamed != logged)
    }
}
