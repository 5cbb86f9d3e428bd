/// How ``Replayer/film(_:file:against:options:filmOptions:)`` films a replay: the size of its
/// pictures and how many frames it keeps.
public struct FilmOptions: Sendable, Equatable {
    /// Pixels per point of the pictures of key frames and violations (and of every frame with
    /// ``picturesOfEveryFrame``): 1 shows the screen's points one to one. Values that are not
    /// finite and positive count as 1; at most 10.
    public var pictureScale: Double
    /// The widest the player's pictures are, in pixels; never wider than the pictures. At
    /// least 1.
    public var thumbnailWidth: Int
    /// The most frames the film keeps besides its key frames: a longer replay keeps every
    /// k-th frame, k the smallest stride that fits. At least 2.
    public var maximumFrames: Int
    /// Whether every filmed frame also gets a picture at ``pictureScale`` (for `--png`).
    /// Rendering one costs what a key frame costs, so this is off by default.
    public var picturesOfEveryFrame: Bool

    public init(
        pictureScale: Double = 1, thumbnailWidth: Int = 180, maximumFrames: Int = 600,
        picturesOfEveryFrame: Bool = false
    ) {
        self.pictureScale = pictureScale
        self.thumbnailWidth = thumbnailWidth
        self.maximumFrames = maximumFrames
        self.picturesOfEveryFrame = picturesOfEveryFrame
    }

    /// The options with every value made sensible.
    var sanitized: FilmOptions {
        var options = self
        if !(pictureScale.isFinite && pictureScale > 0) { options.pictureScale = 1 }
        options.pictureScale = min(options.pictureScale, 10)
        options.thumbnailWidth = max(thumbnailWidth, 1)
        options.maximumFrames = max(maximumFrames, 2)
        return options
    }

    /// Pixels per point of the player's pictures on a screen `width` points wide.
    func thumbnailScale(screenWidth width: Double) -> Double {
        guard width.isFinite, width > 0 else { return pictureScale }
        return min(pictureScale, Double(thumbnailWidth) / width)
    }
}
