import HeadlessCompositor

extension Film {
    /// One filmed display frame: its timeline row, the finger, and the screen's picture.
    public struct Frame: Sendable, Equatable {
        /// The display frame, its time, the transition's progress and its views' presentation
        /// state, as ``ReplayOptions/recordsTimeline`` records them.
        public var row: TimelineRow
        /// The fingers on the replay's pan recognizer; nil when none is down.
        public var finger: Finger?
        /// The screen at the player's size (``Film/thumbnailScale``).
        public var thumbnail: Raster
        /// The screen at ``Film/pictureScale`` as a PNG file, when
        /// ``FilmOptions/picturesOfEveryFrame`` asked for it; nil otherwise.
        public var picturePNG: [UInt8]?

        public init(row: TimelineRow, finger: Finger?, thumbnail: Raster, picturePNG: [UInt8]? = nil) {
            self.row = row
            self.finger = finger
            self.thumbnail = thumbnail
            self.picturePNG = picturePNG
        }
    }
}
