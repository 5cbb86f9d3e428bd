// What a harness asks the display besides stepping it: whether work is pending, running until
// idle, and the windows on screen.

extension HeadlessDisplay {
    /// Whether anything is still waiting to run: scheduled callbacks or animations on layers.
    public var hasPendingWork: Bool {
        !scheduled.isEmpty || hasAnimatedLayers || hasOpenImplicitTransaction
    }

    /// Advances frame by frame until nothing is pending or `maximumDuration` seconds of virtual
    /// time have passed; returns whether it became idle. Animations that repeat forever keep it
    /// busy until the limit.
    @discardableResult
    public func runUntilIdle(maximumDuration: CFTimeInterval = 60) -> Bool {
        let limit = currentTime + maximumDuration
        while hasPendingWork {
            if time(ofFrame: frameIndex + 1) > limit { return false }
            advanceFrame()
        }
        return true
    }

    /// The visible windows, in the order they were made visible.
    public var windows: [UIWindow] { windowList }

    /// The key window, or nil.
    public var keyWindow: UIWindow? { keyWindowStorage }
}
