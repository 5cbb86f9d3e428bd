import HeadlessCompositor
@_spi(Harness) import HeadlessUIKit
import Testing

/// What the screen shows where no app view covers it: black, as on a device. The window and
/// UIKit's own containers draw nothing; the app's views keep their placeholder pattern.
@MainActor
@Suite struct UncoveredScreenTests {
    static let frame = CGRect(x: 0, y: 0, width: 40, height: 60)

    @Test func aWindowWithNothingInItIsBlack() {
        let window = UIWindow(frame: Self.frame)
        #expect(HeadlessCompositor.render(window) == Raster(width: 40, height: 60, fill: Palette.blackPixel))
    }

    @Test func aNavigationControllerShowsBlackWhereItsTopViewHasMovedAway() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let window = UIWindow(frame: Self.frame)
        let top = PatternedViewController()
        let navigation = UINavigationController(rootViewController: top)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        display.advance(by: 0)
        top.view.frame.origin.x = 20
        let raster = HeadlessCompositor.render(window)
        // The left half: the navigation controller's view and its transition view, both UIKit's.
        #expect(raster[5, 30] == Palette.blackPixel)
        #expect(raster[15, 50] == Palette.blackPixel)
        // The right half: the app's view, patterned.
        #expect(raster[25, 30] != Palette.blackPixel)
        #expect(raster[25, 30].alpha == 255)
    }

    @Test func aPresentationContainerDrawsNothingOfItsOwn() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let window = UIWindow(frame: Self.frame)
        let root = UIViewController()
        root.view.backgroundColor = .red
        window.rootViewController = root
        window.makeKeyAndVisible()
        let card = PatternedViewController()
        card.modalPresentationStyle = .overFullScreen
        root.present(card, animated: false)
        display.advance(by: 0.1)
        let container = card.view.superview
        #expect(container != nil && container !== root.view)
        card.view.isHidden = true
        // With the card hidden, the presenter shows through the container.
        let raster = HeadlessCompositor.render(window)
        #expect(raster[20, 30] == Palette.redPixel)
    }

    @Test func aSnapshotOfANavigationControllerKeepsItsContainersBlack() throws {
        let navigation = UINavigationController(rootViewController: PatternedViewController())
        navigation.view.frame = Self.frame
        let top = try #require(navigation.topViewController?.view)
        top.frame.origin.x = 20
        let snapshot = try #require(navigation.view.snapshotView(afterScreenUpdates: false))
        let raster = HeadlessCompositor.render(snapshot)
        #expect(raster[5, 30] == Palette.blackPixel)
        #expect(raster[25, 30] != Palette.blackPixel)
    }
}
