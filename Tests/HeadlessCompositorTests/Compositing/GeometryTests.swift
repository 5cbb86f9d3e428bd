import HeadlessCompositor
import HeadlessUIKit
import Testing

@MainActor
@Suite struct GeometryTests {
    @Test func aLayerFillsItsFrameInTheRootsSpace() {
        let root = Scene.root()
        root.addSublayer(Scene.layer(CGRect(x: 10, y: 20, width: 30, height: 40), color: Palette.red))
        let raster = Scene.render(root)
        #expect(raster.width == 100 && raster.height == 100)
        #expect(raster.boundingBox(of: Palette.redPixel) == PixelRect(x: 10, y: 20, width: 30, height: 40))
        #expect(raster.count(of: Palette.redPixel) == 1200)
        #expect(raster[0, 0] == Palette.whitePixel)
    }

    @Test func theScaleMultipliesThePixels() {
        let root = Scene.root(width: 20, height: 10)
        root.addSublayer(Scene.layer(CGRect(x: 5, y: 2, width: 4, height: 3), color: Palette.red))
        let raster = Scene.render(root, scale: 3)
        #expect(raster.width == 60 && raster.height == 30)
        #expect(raster.boundingBox(of: Palette.redPixel) == PixelRect(x: 15, y: 6, width: 12, height: 9))
    }

    @Test func theViewportChoosesThePartShown() {
        let root = Scene.root()
        root.addSublayer(Scene.layer(CGRect(x: 50, y: 50, width: 10, height: 10), color: Palette.red))
        let raster = HeadlessCompositor.render(
            root, options: CompositorOptions(viewport: CGRect(x: 40, y: 45, width: 30, height: 20), placeholders: false)
        )
        #expect(raster.width == 30 && raster.height == 20)
        #expect(raster.boundingBox(of: Palette.redPixel) == PixelRect(x: 10, y: 5, width: 10, height: 10))
    }

    @Test func aHalfPixelEdgeIsHalfCovered() {
        let root = Scene.root(width: 10, height: 10)
        root.backgroundColor = Palette.black
        root.addSublayer(Scene.layer(CGRect(x: 2.5, y: 0, width: 5, height: 10), color: Palette.white))
        let raster = Scene.render(root)
        #expect(raster[2, 5] == RGBA8(red: 128, green: 128, blue: 128, alpha: 255))
        #expect(raster[3, 5] == Palette.whitePixel)
        #expect(raster[7, 5] == RGBA8(red: 128, green: 128, blue: 128, alpha: 255))
        #expect(raster[8, 5] == Palette.blackPixel)
    }

    @Test func theAnchorPointPlacesTheLayerAndIsTheCentreOfItsTransform() {
        // Bounds (0, 0, 40, 20), anchor (0, 0) at (50, 30), turned a quarter clockwise:
        // (x, y) → (50 − y, 30 + x), so the layer covers x 30...50, y 30...70.
        let root = Scene.root()
        let hung = Scene.layer(.zero, color: Palette.red)
        hung.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        hung.anchorPoint = .zero
        hung.position = CGPoint(x: 50, y: 30)
        hung.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.addSublayer(hung)
        #expect(Scene.render(root).boundingBox(of: Palette.redPixel) == PixelRect(x: 30, y: 30, width: 20, height: 40))
    }

    @Test func theBoundsOriginMovesTheSublayersNotTheLayer() {
        let root = Scene.root()
        let parent = Scene.layer(CGRect(x: 10, y: 10, width: 50, height: 50), color: Palette.blue)
        parent.bounds.origin = CGPoint(x: 5, y: 5)
        parent.addSublayer(Scene.layer(CGRect(x: 5, y: 5, width: 10, height: 10), color: Palette.red))
        root.addSublayer(parent)
        let raster = Scene.render(root)
        #expect(raster.boundingBox(of: Palette.redPixel) == PixelRect(x: 10, y: 10, width: 10, height: 10))
        #expect(raster.boundingBox(of: Palette.bluePixel) == PixelRect(x: 10, y: 10, width: 50, height: 50))
    }

    @Test func theSublayerTransformAppliesToSublayersAboutTheAnchor() {
        let root = Scene.root()
        let parent = Scene.layer(CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        parent.addSublayer(Scene.layer(CGRect(x: 50, y: 50, width: 10, height: 10), color: Palette.red))
        root.addSublayer(parent)
        // (q − 50)·2 + 50: (50, 50) → (50, 50), (60, 60) → (70, 70).
        #expect(Scene.render(root).boundingBox(of: Palette.redPixel) == PixelRect(x: 50, y: 50, width: 20, height: 20))
    }

    @Test func perspectiveMakesTheNearSideLarger() throws {
        // Turned 45° about y with m34 = −1/500 (math-reference §4.2): a point 50 right of the
        // anchor goes away from the viewer and lands at 50·0.7071/(1 + 50·0.7071/500) ≈ 33.02,
        // one 50 left comes nearer and lands at ≈ −38.04.
        let root = Scene.root(width: 200, height: 100)
        let card = Scene.layer(CGRect(x: 50, y: 25, width: 100, height: 50), color: Palette.red)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        card.transform = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        root.addSublayer(card)
        let raster = Scene.render(root)
        let box = try #require(raster.boundingBox(of: Palette.redPixel))
        #expect(box.x == 100 - 38)
        #expect(box.x + box.width == 100 + 33)
        // The far side (right) is shorter than the near side.
        let leftColumn = (0..<100).filter { raster[63, $0] == Palette.redPixel }.count
        let rightColumn = (0..<100).filter { raster[131, $0] == Palette.redPixel }.count
        #expect(leftColumn > rightColumn)
    }

    @Test func aPlaneBehindTheEyeIsClippedNotMirrored() {
        // A layer far nearer than the eye distance: its points with w ≤ 0 are not drawn.
        let root = Scene.root(width: 100, height: 100)
        root.sublayerTransform = {
            var t = CATransform3DIdentity
            t.m34 = -1.0 / 100
            return t
        }()
        let near = Scene.layer(CGRect(x: 0, y: 0, width: 100, height: 100), color: Palette.red)
        near.transform = CATransform3DMakeRotation(.pi / 3, 1, 0, 0)
        near.zPosition = 60
        root.addSublayer(near)
        let raster = Scene.render(root)
        // The far (top) edge lands at y = 50 − 25/0.833 = 20. The bottom rows come toward the
        // viewer and pass behind the eye (w ≤ 0): the plane fills the screen below the top
        // edge, and nothing of the part behind the eye shows mirrored above it.
        #expect(raster[50, 10] == Palette.whitePixel)
        #expect(raster[50, 25] == Palette.redPixel)
        #expect(raster[50, 99] == Palette.redPixel)
    }

    @Test func aQuarterTurnAboutYWithPerspectiveIsEdgeOn() {
        let root = Scene.root()
        let card = Scene.layer(CGRect(x: 20, y: 20, width: 60, height: 60), color: Palette.red)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        card.transform = CATransform3DRotate(t, .pi / 2, 0, 1, 0)
        root.addSublayer(card)
        let raster = Scene.render(root)
        #expect(raster.count(of: Palette.whitePixel) == 100 * 100)
    }
}
