import HeadlessCompositor

extension Film {
    /// A violation with the picture of its frame, and the picture a rule expected there when
    /// the rule judges the screen.
    public struct PinnedViolation: Sendable, Equatable {
        public var violation: Violation
        /// The transition it belongs to; nil for a scene violation.
        public var transition: Int?
        /// The screen at the violation's frame at ``Film/pictureScale``; nil when that frame
        /// was not displayed during the replay (a frame of the scene's setup).
        public var picture: Raster?
        /// What the screen should have shown at that frame, for a rule that judges pictures;
        /// nil for the rules that judge views and calls.
        public var expected: Raster?

        public init(violation: Violation, transition: Int?, picture: Raster?, expected: Raster? = nil) {
            self.violation = violation
            self.transition = transition
            self.picture = picture
            self.expected = expected
        }
    }
}
