@_spi(Harness) import HeadlessUIKit

/// A replay's clock: the display's time and frame, counted from the replay's start.
@MainActor
struct ReplayClock {
    let display: HeadlessDisplay
    /// The display time of the replay's start.
    let origin: Double

    /// The time now, from the replay's start, and the display frame shown last.
    var now: (time: Double, frame: Int) { (display.currentTime - origin, display.frameIndex) }
}
