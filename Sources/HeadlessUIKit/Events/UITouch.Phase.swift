extension UITouch {
    /// The phase of a touch, with UIKit's cases and raw values [DOC UITouch.Phase].
    ///
    /// A finger goes `began`, then `moved` or `stationary` any number of times, then `ended`
    /// or `cancelled`. The region phases belong to pointer hovering (iPadOS 13.4+); no
    /// touch source in this package produces them, and delivery ignores a touch in one.
    public enum Phase: Int, Sendable, CaseIterable {
        case began
        case moved
        case stationary
        case ended
        case cancelled
        case regionEntered
        case regionMoved
        case regionExited

        /// Whether the touch's sequence is over in this phase (`ended` or `cancelled`).
        var endsTouch: Bool { self == .ended || self == .cancelled }

        /// Whether the phase belongs to a finger on the screen (not a hovering pointer).
        var isContact: Bool { rawValue <= Phase.cancelled.rawValue }
    }

    /// What made a touch, with UIKit's cases and raw values [DOC UITouch.TouchType]. Touches
    /// from gesture traces are `direct` (a finger on the screen).
    public enum TouchType: Int, Sendable, CaseIterable {
        case direct
        case indirect
        case pencil
        case indirectPointer
    }
}
