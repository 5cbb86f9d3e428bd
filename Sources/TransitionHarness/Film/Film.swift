import HeadlessCompositor

/// What the screen showed during one replay: a picture at each moment that matters, a small
/// picture of every frame for a player, the per-frame series the plots draw, and each
/// violation with the picture of its frame (docs/report-format.md, "HTML").
///
/// Made by ``Replayer/film(_:file:against:options:filmOptions:)``; written as HTML by
/// ``ReportWriter/html(_:)`` and as PNG files by ``pngFiles()``. Pictures are rendered by
/// ``HeadlessCompositor`` from the window's presentation layer tree at the end of each display
/// frame, over black where no view covers the screen.
public struct Film: Sendable, Equatable {
    /// The screen, in points.
    public var screenWidth: Double
    public var screenHeight: Double
    /// Pixels per point of the pictures (``KeyFrame/picture``, ``PinnedViolation/picture``,
    /// ``Frame/picturePNG``).
    public var pictureScale: Double
    /// Pixels per point of the player's pictures (``Frame/thumbnail``).
    public var thumbnailScale: Double
    /// Display frames between two consecutive frames of ``frames`` outside the moments that
    /// matter: 1 when the film holds every frame of the replay.
    public var frameStride: Int
    /// The filmed display frames, in order: every ``frameStride``-th frame of the replay from
    /// its first, every frame of a key moment or a violation, and the last.
    public var frames: [Frame]
    /// The moments that matter, in frame order; moments on one frame share a key frame.
    public var keyFrames: [KeyFrame]
    /// Every violation of the report, in the report's order, pinned at its frame.
    public var violations: [PinnedViolation]

    public init(
        screenWidth: Double, screenHeight: Double, pictureScale: Double, thumbnailScale: Double, frameStride: Int,
        frames: [Frame], keyFrames: [KeyFrame], violations: [PinnedViolation]
    ) {
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.pictureScale = pictureScale
        self.thumbnailScale = thumbnailScale
        self.frameStride = frameStride
        self.frames = frames
        self.keyFrames = keyFrames
        self.violations = violations
    }

    /// The filmed frame with display index `index`, if the film holds it.
    public func frame(_ index: Int) -> Frame? {
        var low = 0
        var high = frames.count
        while low < high {
            let middle = (low + high) / 2
            if frames[middle].row.frame < index { low = middle + 1 } else { high = middle }
        }
        return low < frames.count && frames[low].row.frame == index ? frames[low] : nil
    }
}
