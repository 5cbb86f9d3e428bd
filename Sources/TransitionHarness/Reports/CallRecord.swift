/// One call on the transition's context, interaction controller or animator, with the
/// virtual time it was made at: the report's call log.
public struct CallRecord: Sendable, Equatable {
    /// Who received the call.
    public enum Receiver: String, Sendable, Equatable, CaseIterable {
        case context, interaction, animator, gesture
    }

    public var time: Double
    public var frame: Int
    public var receiver: Receiver
    /// The call as source would spell it, with its argument: `updateInteractiveTransition(0.42)`.
    public var call: String

    public init(time: Double, frame: Int, receiver: Receiver, call: String) {
        self.time = time
        self.frame = frame
        self.receiver = receiver
        self.call = call
    }
}
