import Testing

@testable import HeadlessUIKit

/// Shadow, contents and display values keep QuartzCore's defaults and travel with copies.
@Suite struct CALayerContentTests {
    @Test func shadowAndContentsHaveQuartzCoresDefaults() {
        let layer = CALayer()
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.shadowColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.shadowPath == nil)
        #expect(layer.contents == nil)
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.contentsScale == 1)
        #expect(layer.contentsGravity == .resize)
        #expect(layer.isOpaque == false)
        #expect(layer.shouldRasterize == false)
        #expect(layer.rasterizationScale == 1)
        #expect(layer.magnificationFilter == .linear && layer.minificationFilter == .linear)
    }

    @Test func initWithLayerCopiesTheContentValues() {
        let layer = CALayer()
        layer.shadowOpacity = 0.4
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        layer.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
        layer.contentsScale = 3
        let copy = CALayer(layer: layer)
        #expect(copy.shadowOpacity == 0.4)
        #expect(copy.shadowRadius == 8)
        #expect(copy.shadowOffset == CGSize(width: 0, height: 2))
        #expect(copy.shadowPath == layer.shadowPath)
        #expect(copy.contentsRect == layer.contentsRect)
        #expect(copy.contentsScale == 3)
    }

    @Test func setNeedsDisplayMarksUntilDisplayRuns() {
        final class CountingLayer: CALayer {
            var displays = 0
            override func display() {
                displays += 1
                super.display()
            }
        }
        let layer = CountingLayer()
        #expect(!layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(layer.displays == 0)
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(layer.displays == 1)
        #expect(!layer.needsDisplay())
        #expect(CALayer.needsDisplay(forKey: "position") == false)
    }

    @MainActor
    @Test func aViewIsOpaqueByDefaultThroughItsLayer() {
        let view = UIView()
        #expect(view.isOpaque && view.layer.isOpaque)
        view.isOpaque = false
        #expect(!view.layer.isOpaque)
    }
}
