extension Film {
    /// Where the fingers were at a frame, as the replay's pan recognizer reports them: the
    /// centroid of its touches (`location(in: nil)`) and its velocity estimate
    /// (`velocity(in: nil)`), in window points and points per second.
    public struct Finger: Sendable, Equatable {
        public var x: Double
        public var y: Double
        public var velocityX: Double
        public var velocityY: Double
        /// How many touches the recognizer tracks.
        public var touches: Int

        public init(x: Double, y: Double, velocityX: Double, velocityY: Double, touches: Int) {
            self.x = x
            self.y = y
            self.velocityX = velocityX
            self.velocityY = velocityY
            self.touches = touches
        }
    }
}
