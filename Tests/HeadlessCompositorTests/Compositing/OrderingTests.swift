import HeadlessCompositor
import HeadlessUIKit
import Testing

@MainActor
@Suite struct OrderingTests {
    @Test func laterSublayersDrawOverEarlierOnes() {
        let root = Scene.root()
        root.addSublayer(Scene.layer(CGRect(x: 0, y: 0, width: 60, height: 60), color: Palette.red))
        root.addSublayer(Scene.layer(CGRect(x: 40, y: 40, width: 60, height: 60), color: Palette.blue))
        let raster = Scene.render(root)
        #expect(raster[50, 50] == Palette.bluePixel)
    }

    @Test func aHigherZPositionDrawsOverLaterSiblings() {
        let root = Scene.root()
        let red = Scene.layer(CGRect(x: 0, y: 0, width: 60, height: 60), color: Palette.red)
        red.zPosition = 1
        root.addSublayer(red)
        root.addSublayer(Scene.layer(CGRect(x: 40, y: 40, width: 60, height: 60), color: Palette.blue))
        #expect(Scene.render(root)[50, 50] == Palette.redPixel)
    }

    @Test func aSublayerNeverDrawsOverItsParentsLaterSibling() {
        // Flattening: a child's zPosition orders it only among its own siblings.
        let root = Scene.root()
        let parent = Scene.layer(CGRect(x: 0, y: 0, width: 60, height: 60), color: Palette.green)
        let child = Scene.layer(CGRect(x: 0, y: 0, width: 60, height: 60), color: Palette.red)
        child.zPosition = 1000
        parent.addSublayer(child)
        root.addSublayer(parent)
        root.addSublayer(Scene.layer(CGRect(x: 40, y: 40, width: 60, height: 60), color: Palette.blue))
        #expect(Scene.render(root)[50, 50] == Palette.bluePixel)
    }

    @Test func aHiddenLayerAndItsSublayersAreNotDrawn() {
        let root = Scene.root()
        let parent = Scene.layer(CGRect(x: 0, y: 0, width: 60, height: 60), color: Palette.green)
        parent.addSublayer(Scene.layer(CGRect(x: 0, y: 0, width: 10, height: 10), color: Palette.red))
        parent.isHidden = true
        root.addSublayer(parent)
        #expect(Scene.render(root).count(of: Palette.whitePixel) == 100 * 100)
    }

    @Test func aSingleSidedLayerTurnedAwayIsCulled() {
        let root = Scene.root()
        let front = Scene.layer(CGRect(x: 20, y: 20, width: 60, height: 60), color: Palette.red)
        front.transform = CATransform3DMakeRotation(.pi * 0.75, 0, 1, 0)
        root.addSublayer(front)
        #expect(Scene.render(root).count(of: Palette.redPixel) > 0)
        front.isDoubleSided = false
        #expect(Scene.render(root).count(of: Palette.redPixel) == 0)
        front.transform = CATransform3DMakeRotation(.pi * 0.25, 0, 1, 0)
        #expect(Scene.render(root).count(of: Palette.redPixel) > 0)
    }
}
