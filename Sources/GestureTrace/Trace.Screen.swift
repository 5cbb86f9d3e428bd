extension Trace {
    /// The screen a trace was recorded on, in points.
    public struct Screen: Sendable, Equatable {
        public static let defaultScale = 1.0
        public static let defaultRefreshRate = 60.0

        /// Width in points: finite, greater than 0, at most 100,000.
        public var width: Double
        /// Height in points: finite, greater than 0, at most 100,000.
        public var height: Double
        /// Pixels per point: finite, greater than 0, at most 10. Default 1.
        public var scale: Double
        /// The display-link frame rate of a replay, in Hz: 1 to 1,000. Default 60.
        public var refreshRate: Double

        public init(
            width: Double,
            height: Double,
            scale: Double = Screen.defaultScale,
            refreshRate: Double = Screen.defaultRefreshRate
        ) {
            self.width = width
            self.height = height
            self.scale = scale
            self.refreshRate = refreshRate
        }
    }
}
