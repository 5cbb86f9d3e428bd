extension UIEvent {
    /// The kinds of events, with UIKit's cases and raw values [DOC UIEvent.EventType].
    /// Only `touches` events are produced and delivered here.
    public enum EventType: Int, Sendable, CaseIterable {
        case touches = 0
        case motion = 1
        case remoteControl = 2
        case presses = 3
        case scroll = 10
        case hover = 11
        case transform = 14
    }
}
