/// The phase of a touch, with UIKit's `UITouch.Phase` names.
public enum TouchPhase: String, Sendable, Equatable, CaseIterable {
    case began, moved, stationary, ended, cancelled

    /// Whether the finger lifts (or is taken away by the system) with this sample.
    public var endsTouch: Bool { self == .ended || self == .cancelled }
}

/// One sample of one finger: where it was, in window coordinates, at time `t`.
///
/// The stored properties are ordered so that the one-byte phase packs after the optional
/// force: 48 bytes a sample instead of 56, which matters for a million-sample trace.
public struct TouchSample: Sendable, Equatable {
    /// Seconds on the recording's clock; only differences matter.
    public var t: Double
    /// Points in window coordinates; may lie outside the screen.
    public var x: Double
    public var y: Double
    /// The finger; 0 unless several fingers are down.
    public var id: Int
    /// Carried, not interpreted.
    public var force: Double?
    public var phase: TouchPhase

    public init(t: Double, phase: TouchPhase, x: Double, y: Double, id: Int = 0, force: Double? = nil) {
        self.t = t
        self.phase = phase
        self.x = x
        self.y = y
        self.id = id
        self.force = force
    }
}
