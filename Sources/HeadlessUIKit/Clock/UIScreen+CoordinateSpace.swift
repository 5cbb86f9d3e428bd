// The screen's coordinate spaces. The model's screen never rotates, so the current space and
// the fixed (portrait-up) space are the same rectangle, the screen's bounds [model], and a
// window's place in them is its frame, as the model places windows on the screen.

extension UIScreen {
    /// The screen's current coordinate space, whose bounds are the screen's `bounds` [DOC
    /// coordinateSpace: it "always reflects any interface orientations applied to the
    /// device"]. The same object on every read.
    public var coordinateSpace: any UICoordinateSpace { currentCoordinateSpace }

    /// The screen's coordinate space in a portrait-up orientation [DOC fixedCoordinateSpace].
    /// The model never rotates, so it maps every point to the same point as `coordinateSpace`
    /// and has the same bounds [model]. The same object on every read.
    public var fixedCoordinateSpace: any UICoordinateSpace { portraitCoordinateSpace }
}

/// One of a screen's coordinate spaces: the screen's bounds, with windows at their frames
/// (internal; UIKit's own class is private).
@MainActor
final class ScreenCoordinateSpace: NSObject, UICoordinateSpace {
    /// The screen's bounds, fixed for the screen's lifetime.
    nonisolated let bounds: CGRect
    /// Whether this is the fixed, portrait-up space (for the description only).
    private nonisolated let isFixed: Bool

    init(screen: UIScreen, isFixed: Bool) {
        bounds = screen.bounds
        self.isFixed = isFixed
        super.init()
    }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaceConversion.convert(point, from: self, to: coordinateSpace)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaceConversion.convert(point, from: coordinateSpace, to: self)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaceConversion.convert(rect, from: self, to: coordinateSpace)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaceConversion.convert(rect, from: coordinateSpace, to: self)
    }

    /// The bounds and which space, without an address, so reports stay byte-identical.
    override var description: String {
        "\(isFixed ? "UIScreen.fixedCoordinateSpace" : "UIScreen.coordinateSpace")(bounds: \(bounds))"
    }
}
