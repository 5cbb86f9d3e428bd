import HeadlessUIKit
import Testing

@testable import HeadlessCompositor

/// A capture composites later exactly what rendering composited at the moment of the capture,
/// and says without compositing when two captures render the same bytes.
@MainActor
@Suite struct CapturedSceneTests {
    private static let options = CompositorOptions(scale: 0.5, background: Palette.black)

    /// A root with a red card, a rounded and bordered blue card turned in perspective, and a
    /// view without a color (the placeholder pattern).
    private static func scene() -> (root: CALayer, card: CALayer, view: UIView) {
        let root = Scene.root(width: 80, height: 60)
        let red = Scene.layer(CGRect(x: 5, y: 5, width: 30, height: 20), color: Palette.red)
        let card = Scene.layer(CGRect(x: 30, y: 20, width: 40, height: 30), color: Palette.blue)
        card.cornerRadius = 6
        card.borderWidth = 2
        card.borderColor = Palette.green
        var turn = CATransform3DIdentity
        turn.m34 = -1 / 200
        card.transform = CATransform3DRotate(turn, 0.4, 0, 1, 0)
        root.addSublayer(red)
        root.addSublayer(card)
        let view = UIView(frame: CGRect(x: 0, y: 40, width: 30, height: 20))
        root.addSublayer(view.layer)
        return (root, card, view)
    }

    @Test func aCaptureCompositedLaterIsWhatRenderingGaveAtTheCapture() {
        let (root, card, view) = Self.scene()
        let now = HeadlessCompositor.render(root, options: Self.options)
        let capture = HeadlessCompositor.capture(root, options: Self.options)
        card.transform = CATransform3DIdentity
        card.position.x -= 20
        #expect(!capture.isRendered)
        #expect(capture.raster == now)
        #expect(capture.isRendered)
        #expect(capture.withoutRaster().raster == now)
        #expect(HeadlessCompositor.render(root, options: Self.options) != now)
        withExtendedLifetime(view) {}
    }

    @Test func aCopyWithoutPixelsSharesNoPixelsComposited() {
        let (root, _, view) = Self.scene()
        let capture = HeadlessCompositor.capture(root, options: Self.options)
        let copy = capture.withoutRaster()
        #expect(copy !== capture)
        _ = copy.raster
        #expect(copy.isRendered && !capture.isRendered)
        let later = capture.withoutRaster()
        _ = capture.raster
        #expect(capture.isRendered && !later.isRendered)
        #expect(later.raster == capture.raster)
        withExtendedLifetime(view) {}
    }

    @Test func capturesOfTheSameValuesRenderIdentically() {
        let (root, _, view) = Self.scene()
        let first = HeadlessCompositor.capture(root, options: Self.options)
        let second = HeadlessCompositor.capture(root, options: Self.options)
        #expect(first.rendersIdentically(to: second))
        #expect(first.rendersIdentically(to: first.withoutRaster()))
        #expect(first.raster == second.raster)
        withExtendedLifetime(view) {}
    }

    @Test(arguments: ["position", "opacity", "hidden", "border", "order", "scale", "placeholder", "negative zero"])
    func aCaptureOfAnyOtherValueIsNotIdentical(change: String) {
        let (root, card, view) = Self.scene()
        if change == "negative zero" { card.position.x = 0 }
        let before = HeadlessCompositor.capture(root, options: Self.options)
        var options = Self.options
        switch change {
        case "position": card.position.y += 0.25
        case "opacity": card.opacity = 0.999
        case "hidden": card.isHidden = true
        case "border": card.borderWidth = 3
        case "order": card.zPosition = -1
        case "scale": options.scale = 0.25
        case "placeholder": view.backgroundColor = UIColor(white: 1, alpha: 1)
        default:
            // 0 and -0 are equal numbers with different bits: not known to render alike.
            card.position.x = -0.0
        }
        let after = HeadlessCompositor.capture(root, options: options)
        #expect(!before.rendersIdentically(to: after))
    }

    @Test func sharingTheUnchangedLayersOfAnotherCaptureChangesNoPixel() {
        let (root, card, view) = Self.scene()
        let first = HeadlessCompositor.capture(root, options: Self.options)
        card.position.x -= 7
        let expected = HeadlessCompositor.render(root, options: Self.options)
        let second = HeadlessCompositor.capture(root, options: Self.options)
        second.shareSubtrees(with: first)
        #expect(second.tree.sublayers[0] === first.tree.sublayers[0])
        #expect(second.tree.sublayers[1] !== first.tree.sublayers[1])
        #expect(second.raster == expected)
        #expect(first.raster != expected)
        withExtendedLifetime(view) {}
    }

    @Test func aViewCapturedAtRestIsWhatRenderingItAtRestGives() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 30))
        view.backgroundColor = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        view.transform = CGAffineTransform(rotationAngle: 0.3)
        let frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        let options = CompositorOptions(viewport: CGRect(x: 0, y: 0, width: 80, height: 60), scale: 0.5)
        let rendered = HeadlessCompositor.render(view, restingAt: frame, alpha: 0.5, options: options)
        let captured = HeadlessCompositor.capture(view, restingAt: frame, alpha: 0.5, options: options)
        #expect(captured.raster == rendered)
    }
}
