import HeadlessCompositor

extension Film {
    /// The picture of a frame where something that matters happened.
    public struct KeyFrame: Sendable, Equatable {
        /// The display frame and its time, seconds from the replay's start.
        public var frame: Int
        public var time: Double
        /// What happened there, in the order it happened.
        public var moments: [Moment]
        /// The screen at ``Film/pictureScale``.
        public var picture: Raster

        public init(frame: Int, time: Double, moments: [Moment], picture: Raster) {
            self.frame = frame
            self.time = time
            self.moments = moments
            self.picture = picture
        }
    }
}
