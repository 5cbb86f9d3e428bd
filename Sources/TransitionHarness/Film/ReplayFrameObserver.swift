import HeadlessUIKit

/// Sees every display frame of a replay once it is on screen: how the film of a replay
/// (``Film``) is made. The replay calls it after the display advanced, the checker observed
/// the frame and the timeline row was recorded.
@MainActor
protocol ReplayFrameObserver: AnyObject {
    /// Frame `row.frame` is on screen: `row` holds its progress and the transition's views,
    /// `window` is the screen, and `gesture` the harness's pan recognizer (the finger), nil in an app's scene.
    func frameDidDisplay(_ row: TimelineRow, window: UIWindow, gesture: UIPanGestureRecognizer?)

    /// The scale of the pictures of what a screen contract expected that the observer shows
    /// beside its violations; nil for none.
    var referencePictureScale: Double? { get }
}
