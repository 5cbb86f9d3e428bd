import HeadlessCompositor
@_spi(Harness) import HeadlessUIKit
import Testing

@MainActor
@Suite struct AnimatedBorderTests {
    @Test func aBorderIsDrawnWithItsPresentationWidthAndColorMidAnimation() {
        let display = HeadlessDisplay(framesPerSecond: 100)
        let root = Scene.root(width: 40, height: 40)
        let card = Scene.layer(CGRect(x: 10, y: 10, width: 20, height: 20), color: Palette.white)
        card.borderColor = Palette.blue
        root.addSublayer(card)
        display.advance(frames: 1)
        for (key, from, to) in [("borderWidth", 0.0 as Any, 4.0 as Any), ("borderColor", Palette.red, Palette.blue)] {
            let animation = CABasicAnimation(keyPath: key)
            animation.fromValue = from
            animation.toValue = to
            animation.duration = 1
            card.add(animation, forKey: key)
        }
        let start = Scene.render(root)
        display.advance(frames: 50)
        let middle = Scene.render(root)
        display.advance(frames: 50)
        let end = Scene.render(root)
        // Halfway: a 2-point border, red and blue mixed half and half; the model's 0 at the end.
        #expect(start.boundingBox(of: Palette.redPixel) == nil)
        #expect(middle[10, 20] == RGBA8(red: 128, green: 0, blue: 128, alpha: 255))
        #expect(middle[11, 20] == RGBA8(red: 128, green: 0, blue: 128, alpha: 255))
        #expect(middle[12, 20] == Palette.whitePixel)
        #expect(middle != start && middle != end)
        #expect(end == start)
        #expect(card.borderWidth == 0)
    }
}
