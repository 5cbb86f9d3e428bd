import HeadlessUIKit

/// One call on the transition's context, interaction controller or animator, with the
/// virtual time it was made at: the report's call log.
///
/// A call the recorder logged keeps the call itself and is spelled out only when ``call`` is
/// read (a report written, a test comparing): a replay's report holds two such calls a frame
/// of every drag, and most reports are never written in full (a fuzz campaign reads only the
/// verdicts), so text built up front would cost time and memory for nothing.
public struct CallRecord: Sendable, Equatable {
    /// Who received the call.
    public enum Receiver: String, Sendable, Equatable, CaseIterable {
        case context, interaction, animator, gesture
    }

    public var time: Double
    public var frame: Int
    public var receiver: Receiver
    /// The call as source would spell it, with its argument: `updateInteractiveTransition(0.42)`.
    public var call: String {
        get {
            switch spelling {
            case .text(let text): text
            case .logged(let call): call.description
            }
        }
        set { spelling = .text(newValue) }
    }

    /// How ``call`` is spelled: given as text, or the logged call's own description.
    private enum Spelling: Sendable {
        case text(String)
        case logged(TransitionCall)
    }
    private var spelling: Spelling

    public init(time: Double, frame: Int, receiver: Receiver, call: String) {
        self.time = time
        self.frame = frame
        self.receiver = receiver
        self.spelling = .text(call)
    }

    /// A call the recorder logged, spelled as its `description` when read.
    init(time: Double, frame: Int, receiver: Receiver, logged call: TransitionCall) {
        self.time = time
        self.frame = frame
        self.receiver = receiver
        self.spelling = .logged(call)
    }

    /// Equal when the time, frame, receiver and spelling are: a logged call equals the same
    /// text given as text.
    public static func == (lhs: CallRecord, rhs: CallRecord) -> Bool {
        lhs.time == rhs.time && lhs.frame == rhs.frame && lhs.receiver == rhs.receiver && lhs.call == rhs.call
    }
}
