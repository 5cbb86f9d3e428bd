/// The accessibility settings UIKit's `UIAccessibility` reports, as the model has them: every
/// assistive setting off, the same on every machine, so transitions always take their
/// full-motion path.
public enum UIAccessibility {
    /// Whether VoiceOver is on: false here [DOC isVoiceOverRunning].
    public static var isVoiceOverRunning: Bool { false }

    /// Whether Reduce Motion is on: false here [DOC isReduceMotionEnabled].
    public static var isReduceMotionEnabled: Bool { false }

    /// Whether Reduce Transparency is on: false here [DOC isReduceTransparencyEnabled].
    public static var isReduceTransparencyEnabled: Bool { false }
}
