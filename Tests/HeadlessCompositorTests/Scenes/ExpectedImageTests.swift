import Foundation
import HeadlessCompositor
import HeadlessUIKit
import Testing

/// A known scene and the name of its expected image.
struct KnownScene: Sendable, CustomTestStringConvertible {
    let name: String
    let build: @MainActor @Sendable () -> CALayer
    var testDescription: String { name }
}

/// Known scenes rendered and compared with checked-in images (Expected/NAME.png). To
/// re-record after an intended change, run
/// `RECORD_EXPECTED_IMAGES=1 swift test --filter ExpectedImageTests`; recording fails the
/// test so it is never left on by accident.
@MainActor
@Suite struct ExpectedImageTests {
    nonisolated static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Expected")

    nonisolated static let scenes: [KnownScene] = [
        KnownScene(name: "flip-90-edge-on", build: KnownScenes.flip(degrees: 90)),
        KnownScene(name: "flip-60", build: KnownScenes.flip(degrees: 60)),
        KnownScene(name: "hung-from-corner-quarter-turn", build: KnownScenes.hungFromCorner),
        KnownScene(name: "cornered-bordered-clipped-card", build: KnownScenes.card),
        KnownScene(name: "group-opacity", build: KnownScenes.groupOpacity),
        KnownScene(name: "mask", build: KnownScenes.mask),
    ]

    @Test(arguments: scenes)
    func theSceneMatchesItsExpectedImage(scene: KnownScene) throws {
        let raster = HeadlessCompositor.render(scene.build(), options: CompositorOptions(scale: 2, placeholders: false))
        let file = Self.directory.appendingPathComponent("\(scene.name).png")
        if ProcessInfo.processInfo.environment["RECORD_EXPECTED_IMAGES"] == "1" {
            try Data(raster.pngData()).write(to: file)
            Issue.record("recorded \(file.lastPathComponent); run again without RECORD_EXPECTED_IMAGES")
            return
        }
        let expected = try Raster(png: [UInt8](Data(contentsOf: file)))
        let difference = raster.difference(from: expected)
        #expect(difference.isWithinTolerance, "\(scene.name): \(difference)")
    }

    @Test func theEdgeOnFlipShowsNothingOfTheCard() {
        let raster = HeadlessCompositor.render(
            KnownScenes.flip(degrees: 90)(), options: CompositorOptions(placeholders: false))
        #expect(raster.count(of: Palette.whitePixel) == raster.width * raster.height)
    }

    @Test func theViewHungFromItsCornerLandsWhereTheMathSays() {
        // Bounds 60 × 30 with anchor (0, 0) at (70, 20), turned +90° about z (clockwise on
        // screen): (x, y) → (70 − y, 20 + x), so it covers x 40...70 and y 20...80.
        let raster = HeadlessCompositor.render(
            KnownScenes.hungFromCorner(), options: CompositorOptions(placeholders: false))
        #expect(raster.boundingBox(of: Palette.redPixel) == PixelRect(x: 40, y: 20, width: 30, height: 60))
        // Its top-left corner (local (0, 0), blue marker) stays at the anchor, top right of the box.
        #expect(raster[68, 21] == Palette.bluePixel)
    }
}

/// The scenes, each on a white 100 × 100 root.
@MainActor
enum KnownScenes {
    static func root() -> CALayer { Scene.root() }

    /// A card turned `degrees` about y with m34 = −1/500 about its centre.
    nonisolated static func flip(degrees: Double) -> @MainActor @Sendable () -> CALayer {
        {
            let root = root()
            let card = Scene.layer(CGRect(x: 20, y: 20, width: 60, height: 60), color: Palette.red)
            card.addSublayer(Scene.layer(CGRect(x: 0, y: 0, width: 30, height: 30), color: Palette.blue))
            var t = CATransform3DIdentity
            t.m34 = -1.0 / 500
            card.transform = CATransform3DRotate(t, degrees * .pi / 180, 0, 1, 0)
            root.addSublayer(card)
            return root
        }
    }

    static func hungFromCorner() -> CALayer {
        let root = root()
        let bar = Scene.layer(.zero, color: Palette.red)
        bar.bounds = CGRect(x: 0, y: 0, width: 60, height: 30)
        bar.anchorPoint = .zero
        bar.position = CGPoint(x: 70, y: 20)
        bar.addSublayer(Scene.layer(CGRect(x: 0, y: 0, width: 5, height: 5), color: Palette.blue))
        bar.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.addSublayer(bar)
        return root
    }

    static func card() -> CALayer {
        let root = root()
        let card = Scene.layer(CGRect(x: 15, y: 15, width: 70, height: 70), color: Palette.blue)
        card.cornerRadius = 16
        card.borderWidth = 3
        card.borderColor = Palette.black
        card.masksToBounds = true
        card.addSublayer(Scene.layer(CGRect(x: -20, y: 35, width: 110, height: 50), color: Palette.red))
        root.addSublayer(card)
        return root
    }

    static func groupOpacity() -> CALayer {
        let root = root()
        for (y, grouped) in [(10.0, true), (55.0, false)] {
            let parent = Scene.layer(CGRect(x: 10, y: y, width: 80, height: 35))
            parent.opacity = 0.5
            parent.allowsGroupOpacity = grouped
            parent.addSublayer(Scene.layer(CGRect(x: 0, y: 0, width: 50, height: 35), color: Palette.red))
            parent.addSublayer(Scene.layer(CGRect(x: 30, y: 0, width: 50, height: 35), color: Palette.blue))
            root.addSublayer(parent)
        }
        return root
    }

    static func mask() -> CALayer {
        let root = root()
        let content = Scene.layer(CGRect(x: 10, y: 10, width: 80, height: 80), color: Palette.red)
        content.addSublayer(Scene.layer(CGRect(x: 40, y: 0, width: 40, height: 80), color: Palette.blue))
        let mask = Scene.layer(CGRect(x: 10, y: 10, width: 60, height: 60), color: Palette.black)
        mask.cornerRadius = 30
        mask.addSublayer(Scene.layer(CGRect(x: 40, y: 40, width: 30, height: 30), color: CGColor(gray: 0, alpha: 0.5)))
        content.mask = mask
        root.addSublayer(content)
        return root
    }
}
