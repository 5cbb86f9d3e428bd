/// A frame of reference on the screen that points and rectangles convert between (UIKit API)
/// [DOC UICoordinateSpace: "a set of methods for converting between different frames of
/// reference on a screen"].
///
/// `UIView` adopts it, and `UIScreen.coordinateSpace` and `UIScreen.fixedCoordinateSpace` are
/// the screen's spaces [DOC UICoordinateSpace]. A type of your own may adopt it too: a view or
/// a screen space converting to or from it goes through the screen's space, asking it to
/// convert from or to `UIScreen.main.coordinateSpace` [INF], so its methods must not hand the
/// same conversion back to the view or the screen space.
@MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
    /// Converts `point` from this space to `coordinateSpace` [DOC convert(_:to:)].
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint

    /// Converts `point` from `coordinateSpace` to this space [DOC convert(_:from:)].
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint

    /// Converts `rect` from this space to `coordinateSpace` [DOC convert(_:to:)].
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect

    /// Converts `rect` from `coordinateSpace` to this space [DOC convert(_:from:)].
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect

    /// The space's bounding rectangle in its own coordinates [DOC UICoordinateSpace.bounds].
    var bounds: CGRect { get }
}
