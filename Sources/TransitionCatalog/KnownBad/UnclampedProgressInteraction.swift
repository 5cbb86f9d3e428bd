import HeadlessUIKit

/// Reports the raw translation over the width as progress: below 0 when the finger goes back
/// past where it started, above 1 when it overshoots the width. UIKit clamps, but the value
/// is already wrong, and code that reads it back (a parallax, a progress label) goes out of
/// range too. Caught by `progress-in-range`.
final class UnclampedProgressInteraction: EdgePanInteraction {
    override func progress(of pan: UIPanGestureRecognizer) -> CGFloat {
        rawProgress(of: pan)
    }
}
