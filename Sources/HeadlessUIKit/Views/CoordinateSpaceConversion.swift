// Converting between coordinate spaces of any kind: views, the screen's spaces and spaces of
// the user's own types.
//
// The model knows where its own spaces lie on the screen: a view through its layers up to its
// window, and the window's place on the screen (the window layer's frame); the screen's spaces
// are the screen itself. A conversion between two known spaces is the product of the one's map
// to the screen and the inverse of the other's; between two views it is the views' own
// conversion. A space of the user's own type is asked to convert to or from the screen's
// current space [INF: UIKit documents that such types may adopt the protocol, not how it
// converts with them].

/// How points and rectangles move between two coordinate spaces (internal).
@MainActor
enum CoordinateSpaceConversion {
    /// `point` in `source`'s space, converted to `destination`'s.
    static func convert(
        _ point: CGPoint, from source: any UICoordinateSpace, to destination: any UICoordinateSpace
    ) -> CGPoint {
        if let sourceView = source as? UIView, let destinationView = destination as? UIView {
            return sourceView.convert(point, to: destinationView as UIView?)
        }
        switch (mapToScreen(from: source), mapToScreen(from: destination)) {
        case (let up?, let down?):
            return down.inverse.map { up.concatenating($0).apply(to: point) } ?? CALayer.unmappablePoint
        case (let up?, nil):
            return destination.convert(up.apply(to: point), from: screenSpace)
        case (nil, let down?):
            let onScreen = source.convert(point, to: screenSpace)
            return down.inverse?.apply(to: onScreen) ?? CALayer.unmappablePoint
        case (nil, nil):
            return destination.convert(source.convert(point, to: screenSpace), from: screenSpace)
        }
    }

    /// `rect` in `source`'s space, converted to `destination`'s: the bounding box of its
    /// converted corners (of the rectangle on the screen, when a space of the user's own type
    /// is on the way).
    static func convert(
        _ rect: CGRect, from source: any UICoordinateSpace, to destination: any UICoordinateSpace
    ) -> CGRect {
        if let sourceView = source as? UIView, let destinationView = destination as? UIView {
            return sourceView.convert(rect, to: destinationView as UIView?)
        }
        switch (mapToScreen(from: source), mapToScreen(from: destination)) {
        case (let up?, let down?):
            return down.inverse.map { up.concatenating($0).apply(to: rect) } ?? .null
        case (let up?, nil):
            return destination.convert(up.apply(to: rect), from: screenSpace)
        case (nil, let down?):
            let onScreen = source.convert(rect, to: screenSpace)
            return down.inverse?.apply(to: onScreen) ?? .null
        case (nil, nil):
            return destination.convert(source.convert(rect, to: screenSpace), from: screenSpace)
        }
    }

    /// The map from `space` to the screen's space, or nil for a space of the user's own type.
    ///
    /// A view's map goes through its layers to its window and through the window's place on
    /// the screen, as view conversion does; a view outside a window maps to the space its
    /// root view is placed in [INF]. The screen's spaces map by the identity: the model's
    /// screen never rotates [model].
    static func mapToScreen(from space: any UICoordinateSpace) -> PlanarProjection? {
        if let view = space as? UIView { return view.backingLayer.planarMap(toAncestor: nil) }
        if space is ScreenCoordinateSpace { return .identity }
        return nil
    }

    /// The space a conversion with a space of the user's own type goes through.
    static var screenSpace: any UICoordinateSpace { UIScreen.main.coordinateSpace }
}
