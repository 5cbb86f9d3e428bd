/// One timestamped position of one pointer: the input of velocity estimation.
///
/// Times are seconds on any clock (only differences matter); positions are points in any
/// fixed coordinate space. This is not UIKit API: `UIPanGestureRecognizer` keeps its samples
/// private. It is the value the harness's recognizers feed to a ``VelocityTracker``.
@_spi(Harness) public struct VelocitySample: Sendable, Equatable {
    /// Seconds; only differences between samples matter.
    public var time: Double
    /// Where the pointer was at ``time``, in points.
    public var position: CGPoint

    public init(time: Double, position: CGPoint) {
        self.time = time
        self.position = position
    }

    public init(time: Double, x: Double, y: Double) {
        self.init(time: time, position: CGPoint(x: x, y: y))
    }

    /// Whether the time and both coordinates are finite. A ``VelocityTracker`` ignores
    /// samples that are not.
    public var isFinite: Bool {
        time.isFinite && position.x.isFinite && position.y.isFinite
    }
}
