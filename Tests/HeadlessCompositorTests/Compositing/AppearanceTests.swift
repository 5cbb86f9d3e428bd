import HeadlessCompositor
import HeadlessUIKit
import Testing

@MainActor
@Suite struct AppearanceTests {
    @Test func opacityBlendsOverWhatIsBehind() {
        let root = Scene.root(width: 10, height: 10)
        let red = Scene.layer(CGRect(x: 0, y: 0, width: 10, height: 10), color: Palette.red)
        red.opacity = 0.5
        root.addSublayer(red)
        #expect(Scene.render(root)[5, 5] == RGBA8(red: 255, green: 128, blue: 128, alpha: 255))
    }

    @Test func groupOpacityCompositesOverlappingChildrenAsOne() {
        // Two opaque overlapping children in a half-transparent parent: as a group the
        // overlap shows the front child at half opacity; without, the back child shows through.
        let root = Scene.root(width: 30, height: 10)
        let parent = Scene.layer(CGRect(x: 0, y: 0, width: 30, height: 10))
        parent.opacity = 0.5
        parent.addSublayer(Scene.layer(CGRect(x: 0, y: 0, width: 20, height: 10), color: Palette.red))
        parent.addSublayer(Scene.layer(CGRect(x: 10, y: 0, width: 20, height: 10), color: Palette.blue))
        root.addSublayer(parent)
        let grouped = Scene.render(root)
        #expect(grouped[15, 5] == RGBA8(red: 128, green: 128, blue: 255, alpha: 255))
        parent.allowsGroupOpacity = false
        let separate = Scene.render(root)
        // Red at half over white gives (255, 128, 128); blue at half over that gives (128, 64, 191).
        #expect(separate[15, 5] == RGBA8(red: 128, green: 64, blue: 191, alpha: 255))
        #expect(separate[5, 5] == grouped[5, 5])
    }

    @Test func aBorderIsInsetAndDrawnOverTheSublayers() {
        let root = Scene.root(width: 40, height: 40)
        let card = Scene.layer(CGRect(x: 10, y: 10, width: 20, height: 20), color: Palette.white)
        card.borderWidth = 2
        card.borderColor = Palette.blue
        card.addSublayer(Scene.layer(CGRect(x: 0, y: 0, width: 20, height: 20), color: Palette.red))
        root.addSublayer(card)
        let raster = Scene.render(root)
        #expect(raster.boundingBox(of: Palette.bluePixel) == PixelRect(x: 10, y: 10, width: 20, height: 20))
        #expect(raster[11, 20] == Palette.bluePixel)
        #expect(raster[12, 20] == Palette.redPixel)
        #expect(raster.count(of: Palette.bluePixel) == 20 * 20 - 16 * 16)
    }

    @Test func theCornerRadiusRoundsOnlyTheMaskedCorners() {
        let root = Scene.root(width: 40, height: 40)
        let card = Scene.layer(CGRect(x: 0, y: 0, width: 40, height: 40), color: Palette.red)
        card.cornerRadius = 10
        root.addSublayer(card)
        var raster = Scene.render(root)
        #expect(raster[0, 0] == Palette.whitePixel)
        #expect(raster[39, 39] == Palette.whitePixel)
        #expect(raster[20, 20] == Palette.redPixel)
        card.maskedCorners = [.layerMinXMinYCorner]
        raster = Scene.render(root)
        #expect(raster[0, 0] == Palette.whitePixel)
        #expect(raster[39, 0] == Palette.redPixel)
        #expect(raster[0, 39] == Palette.redPixel)
        #expect(raster[39, 39] == Palette.redPixel)
    }

    @Test func aContinuousCornerCurveIsDrawnAsACircularArc() {
        let root = Scene.root(width: 40, height: 40)
        let card = Scene.layer(CGRect(x: 0, y: 0, width: 40, height: 40), color: Palette.red)
        card.cornerRadius = 12
        root.addSublayer(card)
        let circular = Scene.render(root)
        card.cornerCurve = .continuous
        #expect(Scene.render(root) == circular)
        #expect(circular[0, 0] == Palette.whitePixel)
    }

    @Test func masksToBoundsClipsSublayersToTheRoundedBounds() {
        let root = Scene.root(width: 60, height: 60)
        let card = Scene.layer(CGRect(x: 10, y: 10, width: 40, height: 40), color: Palette.blue)
        card.cornerRadius = 10
        let overflow = Scene.layer(CGRect(x: -10, y: -10, width: 60, height: 60), color: Palette.red)
        card.addSublayer(overflow)
        root.addSublayer(card)
        #expect(Scene.render(root)[5, 5] == Palette.redPixel)
        card.masksToBounds = true
        let clipped = Scene.render(root)
        #expect(clipped[5, 5] == Palette.whitePixel)
        #expect(clipped[10, 10] == Palette.whitePixel)
        #expect(clipped.boundingBox(of: Palette.redPixel) == PixelRect(x: 10, y: 10, width: 40, height: 40))
        #expect(clipped[30, 30] == Palette.redPixel)
    }

    @Test func masksToBoundsClipsInTheLayersPlaneUnderA3DTransform() {
        let root = Scene.root(width: 100, height: 100)
        let card = Scene.layer(CGRect(x: 25, y: 25, width: 50, height: 50))
        card.masksToBounds = true
        card.addSublayer(Scene.layer(CGRect(x: -100, y: -100, width: 300, height: 300), color: Palette.red))
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        card.transform = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        root.addSublayer(card)
        let raster = Scene.render(root)
        // The red child shows exactly where the turned card does.
        let twin = Scene.layer(CGRect(x: 25, y: 25, width: 50, height: 50), color: Palette.red)
        twin.transform = card.transform
        let alone = Scene.root(width: 100, height: 100)
        alone.addSublayer(twin)
        #expect(raster.difference(from: Scene.render(alone)).isWithinTolerance)
    }

    @Test func aMaskKeepsOnlyWhereItsAlphaIs() {
        let root = Scene.root(width: 40, height: 40)
        let card = Scene.layer(CGRect(x: 0, y: 0, width: 40, height: 40), color: Palette.red)
        card.addSublayer(Scene.layer(CGRect(x: 20, y: 0, width: 20, height: 40), color: Palette.blue))
        let mask = Scene.layer(CGRect(x: 10, y: 10, width: 20, height: 20), color: CGColor(gray: 0, alpha: 1))
        card.mask = mask
        root.addSublayer(card)
        var raster = Scene.render(root)
        #expect(raster[5, 5] == Palette.whitePixel)
        #expect(raster[15, 15] == Palette.redPixel)
        #expect(raster[25, 25] == Palette.bluePixel)
        #expect(raster[35, 35] == Palette.whitePixel)
        mask.backgroundColor = CGColor(gray: 0, alpha: 0.5)
        raster = Scene.render(root)
        #expect(raster[15, 15] == RGBA8(red: 255, green: 128, blue: 128, alpha: 255))
    }

    @Test func aTransparentBackgroundOptionLeavesUncoveredPixelsTransparent() {
        let root = Scene.layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSublayer(Scene.layer(CGRect(x: 0, y: 0, width: 5, height: 10), color: Palette.red))
        let raster = Scene.render(root, background: nil)
        #expect(raster[2, 2] == Palette.redPixel)
        #expect(raster[7, 2] == RGBA8(red: 0, green: 0, blue: 0, alpha: 0))
    }
}
