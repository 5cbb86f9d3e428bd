import TestSupport
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite struct UICoordinateSpaceTests {
    /// A window at (100, 50) on the screen holding a view at (10, 20).
    func placedView() -> (window: UIWindow, view: UIView) {
        let window = UIWindow(frame: CGRect(x: 100, y: 50, width: 200, height: 300))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
        window.addSubview(view)
        return (window, view)
    }

    @Test func aViewConvertsToTheScreenThroughItsWindowsPlaceOnIt() {
        let (window, view) = placedView()
        defer { withExtendedLifetime(window) {} }
        let screen = UIScreen.main.coordinateSpace
        #expect(view.convert(CGPoint(x: 1, y: 2), to: screen) == CGPoint(x: 111, y: 72))
        #expect(view.convert(view.bounds, to: screen) == CGRect(x: 110, y: 70, width: 40, height: 30))
        #expect(screen.convert(CGPoint(x: 1, y: 2), from: view) == CGPoint(x: 111, y: 72))
        #expect(screen.convert(view.bounds, from: view) == CGRect(x: 110, y: 70, width: 40, height: 30))
        // nil still means the window, not the screen.
        #expect(view.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 11, y: 22))
    }

    @Test func theFixedSpaceMapsAsTheCurrentOneBecauseTheScreenNeverRotates() {
        let (window, view) = placedView()
        defer { withExtendedLifetime(window) {} }
        let screen = UIScreen.main
        #expect(view.convert(CGPoint(x: 1, y: 2), to: screen.fixedCoordinateSpace) == CGPoint(x: 111, y: 72))
        #expect(
            screen.fixedCoordinateSpace.convert(CGPoint(x: 7, y: 9), to: screen.coordinateSpace) == CGPoint(x: 7, y: 9))
        #expect(screen.coordinateSpace.bounds == screen.bounds)
        #expect(screen.fixedCoordinateSpace.bounds == screen.bounds)
        #expect(screen.coordinateSpace === screen.coordinateSpace)
        #expect(screen.fixedCoordinateSpace === screen.fixedCoordinateSpace)
        #expect(screen.coordinateSpace !== screen.fixedCoordinateSpace)
    }

    @Test func theScreenConvertsIntoAViewUnderATransformedAncestor() {
        let window = UIWindow(frame: CGRect(x: 100, y: 100, width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.transform = CGAffineTransform(scaleX: 2, y: 2)
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(parent)
        parent.addSubview(child)
        // Scaled about its centre (50, 50), the parent's (x, y) is at the window's
        // (2x − 50, 2y − 50): the child's origin at the window's (−30, −30), the screen's (70, 70).
        let screen = UIScreen.main.coordinateSpace
        #expect(child.convert(CGPoint(x: 72, y: 74), from: screen) == CGPoint(x: 1, y: 2))
        #expect(screen.convert(CGPoint(x: 72, y: 74), to: child) == CGPoint(x: 1, y: 2))
        #expect(
            child.convert(CGRect(x: 70, y: 70, width: 40, height: 20), from: screen)
                == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(screen.convert(child.bounds, from: child) == CGRect(x: 70, y: 70, width: 40, height: 40))
        withExtendedLifetime(window) {}
    }

    @Test func viewToViewThroughTheProtocolTypeIsTheViewConversion() {
        let window = UIWindow(frame: CGRect(x: 30, y: 40, width: 400, height: 400))
        let source = UIView(frame: CGRect(x: 150, y: 75, width: 100, height: 50))
        source.transform = CGAffineTransform(rotationAngle: .pi / 3)
        let other = UIView(frame: CGRect(x: 20, y: 200, width: 80, height: 80))
        other.layer.transform = CATransform3DMakeScale(0.5, 1.5, 1)
        window.addSubview(source)
        window.addSubview(other)
        let space: any UICoordinateSpace = other
        let point = CGPoint(x: 12, y: 7)
        let rect = CGRect(x: 5, y: 5, width: 30, height: 10)
        #expect(source.convert(point, to: space) == source.convert(point, to: other as UIView?))
        #expect(source.convert(point, from: space) == source.convert(point, from: other as UIView?))
        #expect(source.convert(rect, to: space) == source.convert(rect, to: other as UIView?))
        #expect(source.convert(rect, from: space) == source.convert(rect, from: other as UIView?))
        let sourceSpace: any UICoordinateSpace = source
        #expect(sourceSpace.convert(point, to: space) == source.convert(point, to: other as UIView?))
        #expect(source.convert(point, to: space) != point)
        withExtendedLifetime(window) {}
    }

    @Test func aRoundTripThroughTheScreenUnderPerspectiveReturnsThePoint() {
        let window = UIWindow(frame: CGRect(x: 20, y: 60, width: 390, height: 600))
        let card = UIView(frame: CGRect(x: 40, y: 100, width: 300, height: 200))
        var turn = CATransform3DMakeRotation(.pi / 5, 0, 1, 0)
        turn.m34 = -1 / 500
        card.transform3D = turn
        let badge = UIView(frame: CGRect(x: 200, y: 20, width: 60, height: 60))
        badge.transform = CGAffineTransform(rotationAngle: 0.4)
        window.addSubview(card)
        card.addSubview(badge)
        let screen = UIScreen.main.coordinateSpace
        for point in [CGPoint(x: 0, y: 0), CGPoint(x: 60, y: 60), CGPoint(x: 13.5, y: 47.25)] {
            let onScreen = badge.convert(point, to: screen)
            #expect(onScreen != point)
            let back = badge.convert(onScreen, from: screen)
            #expect(back.isApproximatelyEqual(to: point, absoluteTolerance: 1e-9))
        }
        // The screen point agrees with going through the window and adding its origin.
        let inWindow = badge.convert(CGPoint(x: 60, y: 60), to: nil)
        #expect(
            badge.convert(CGPoint(x: 60, y: 60), to: screen).isApproximatelyEqual(
                to: CGPoint(x: inWindow.x + 20, y: inWindow.y + 60), absoluteTolerance: 1e-9))
        withExtendedLifetime(window) {}
    }

    /// The calls written against `convert(_:to: UIView?)` before the protocol existed compile
    /// unchanged and give what they gave.
    @Test func existingViewConversionCallsStillCompileAndAgree() {
        let (window, view) = placedView()
        let sibling = UIView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        window.addSubview(sibling)
        #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 20))
        #expect(view.convert(CGRect.zero, from: nil) == CGRect(x: -10, y: -20, width: 0, height: 0))
        #expect(view.convert(CGPoint.zero, to: sibling) == CGPoint(x: -90, y: -80))
        #expect(view.convert(CGRect(x: 0, y: 0, width: 1, height: 1), from: sibling).origin == CGPoint(x: 90, y: 80))
        #expect(view.convert(CGPoint.zero, to: view.superview) == CGPoint(x: 10, y: 20))
        #expect(view.convert(CGPoint.zero, to: view.window) == CGPoint(x: 10, y: 20))
        #expect(ConvertingView.converted(sibling, in: window) == CGRect(x: 100, y: 100, width: 10, height: 10))
    }

    @Test func aSpaceOfTheUsersOwnTypeConvertsThroughTheScreen() {
        let (window, view) = placedView()
        defer { withExtendedLifetime(window) {} }
        let halves = HalfScaleSpace()
        // The view's (1, 2) is the screen's (111, 72), the half-scale space's (55.5, 36).
        #expect(view.convert(CGPoint(x: 1, y: 2), to: halves) == CGPoint(x: 55.5, y: 36))
        #expect(view.convert(CGPoint(x: 55.5, y: 36), from: halves) == CGPoint(x: 1, y: 2))
        #expect(
            view.convert(CGRect(x: 0, y: 0, width: 4, height: 2), to: halves)
                == CGRect(x: 55, y: 35, width: 2, height: 1))
        #expect(UIScreen.main.coordinateSpace.convert(CGPoint(x: 10, y: 10), to: halves) == CGPoint(x: 5, y: 5))
    }
}

/// A subclass that converts with an unlabelled view argument, as users' code does.
@MainActor
private final class ConvertingView: UIView {
    static func converted(_ other: UIView, in window: UIWindow) -> CGRect {
        let view = ConvertingView(frame: .zero)
        window.addSubview(view)
        return view.convert(other.bounds, from: other)
    }
}

/// A space of the user's own: the screen at half scale.
@MainActor
private final class HalfScaleSpace: NSObject, UICoordinateSpace {
    var bounds: CGRect {
        CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width / 2, height: UIScreen.main.bounds.height / 2)
    }

    private var isScreen: (any UICoordinateSpace) -> Bool {
        { $0 === UIScreen.main.coordinateSpace }
    }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        let onScreen = CGPoint(x: point.x * 2, y: point.y * 2)
        return isScreen(coordinateSpace)
            ? onScreen : UIScreen.main.coordinateSpace.convert(onScreen, to: coordinateSpace)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        let onScreen =
            isScreen(coordinateSpace) ? point : UIScreen.main.coordinateSpace.convert(point, from: coordinateSpace)
        return CGPoint(x: onScreen.x / 2, y: onScreen.y / 2)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        let onScreen = CGRect(x: rect.minX * 2, y: rect.minY * 2, width: rect.width * 2, height: rect.height * 2)
        return isScreen(coordinateSpace)
            ? onScreen : UIScreen.main.coordinateSpace.convert(onScreen, to: coordinateSpace)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        let onScreen =
            isScreen(coordinateSpace) ? rect : UIScreen.main.coordinateSpace.convert(rect, from: coordinateSpace)
        return CGRect(
            x: onScreen.minX / 2, y: onScreen.minY / 2, width: onScreen.width / 2, height: onScreen.height / 2)
    }
}
