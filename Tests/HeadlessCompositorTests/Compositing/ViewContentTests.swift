import HeadlessCompositor
@_spi(Harness) import HeadlessUIKit
import Testing

/// A view controller type whose name seeds a placeholder pattern.
@MainActor
final class PatternedViewController: UIViewController {}

@MainActor
@Suite struct ViewContentTests {
    static let options = CompositorOptions(background: Palette.black)

    @Test func aViewWithoutAColorShowsAStablePattern() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let first = HeadlessCompositor.render(view, options: Self.options)
        let again = HeadlessCompositor.render(
            UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)), options: Self.options)
        #expect(first == again)
        // Two tones in squares of 10 points.
        #expect(first[5, 5] != first[15, 5])
        #expect(first[5, 5] == first[15, 15])
        #expect(first[5, 5].alpha == 255)
    }

    @Test func thePatternMovesWithTheView() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        container.backgroundColor = .black
        let moving = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        container.addSubview(moving)
        let before = HeadlessCompositor.render(container, options: Self.options)
        moving.center.x += 5
        let after = HeadlessCompositor.render(container, options: Self.options)
        #expect(after[12, 5] == before[7, 5])
        #expect(after[12, 5] != before[12, 5])
    }

    @Test func aViewControllersViewsLookTheSameWhereverTheControllerIsHosted() {
        let controller = PatternedViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        controller.view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 15)))
        let alone = HeadlessCompositor.render(controller.view, options: Self.options)
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        host.addSubview(UIView(frame: .zero))
        host.addSubview(controller.view)
        let hosted = HeadlessCompositor.render(host, options: Self.options)
        #expect(hosted == alone)
        // The sublayer's pattern differs from its controller view's.
        #expect(alone[5, 5] != alone[5, 25])
    }

    @Test func aViewWithAClearColorStaysTransparent() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .clear
        #expect(
            HeadlessCompositor.render(view, options: Self.options)
                == Raster(width: 10, height: 10, fill: Palette.blackPixel))
    }

    @Test func placeholdersCanBeTurnedOff() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let raster = HeadlessCompositor.render(view, options: CompositorOptions(placeholders: false))
        #expect(raster == Raster(width: 10, height: 10, fill: Palette.blackPixel))
    }

    @Test func aSnapshotShowsWhatItsSourceShowedWhenCaptured() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        container.backgroundColor = .white
        let source = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        source.backgroundColor = .red
        source.layer.cornerRadius = 8
        source.layer.borderWidth = 2
        source.layer.borderColor = Palette.blue
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        inner.backgroundColor = .green
        source.addSubview(inner)
        container.addSubview(source)
        let original = HeadlessCompositor.render(container, options: Self.options)
        let snapshot = try #require(source.snapshotView(afterScreenUpdates: false))
        // Change the source after the capture, hide it, and put the snapshot where it was.
        inner.backgroundColor = .black
        source.isHidden = true
        container.addSubview(snapshot)
        #expect(HeadlessCompositor.render(container, options: Self.options) == original)
        // Moved to the right half, the snapshot shows the captured look there.
        snapshot.center.x += 40
        let moved = HeadlessCompositor.render(container, options: Self.options)
        #expect(moved[55, 15] == Palette.greenPixel)
        #expect(moved[15, 15] == Palette.whitePixel)
    }

    @Test func aSnapshotOfAViewWithoutAColorShowsItsPattern() throws {
        let controller = PatternedViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let original = HeadlessCompositor.render(controller.view, options: Self.options)
        let snapshot = try #require(controller.view.snapshotView(afterScreenUpdates: false))
        #expect(HeadlessCompositor.render(snapshot, options: Self.options) == original)
    }

    @Test func presentationValuesAreRendered() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        view.backgroundColor = .black
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        bar.backgroundColor = .red
        view.addSubview(bar)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            bar.center.x = 95
        }
        display.advance(by: 0.5)
        // Model at 95; on screen halfway, at 50 (covering x 45..<55).
        let raster = HeadlessCompositor.render(view, options: Self.options)
        #expect(raster.boundingBox(of: Palette.redPixel) == PixelRect(x: 45, y: 0, width: 10, height: 10))
    }

    /// A red 40 × 40 view with a blue right half, masked by a black view.
    func maskedCard(maskFrame: CGRect) -> (card: UIView, maskView: UIView) {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        card.backgroundColor = .red
        let half = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 40))
        half.backgroundColor = .blue
        card.addSubview(half)
        let maskView = UIView(frame: maskFrame)
        maskView.backgroundColor = .black
        card.mask = maskView
        return (card, maskView)
    }

    @Test func aMaskViewKeepsOnlyWhereItsAlphaIs() {
        let (card, maskView) = maskedCard(maskFrame: CGRect(x: 10, y: 10, width: 20, height: 20))
        var raster = HeadlessCompositor.render(card, options: Self.options)
        #expect(raster[5, 5] == Palette.blackPixel)
        #expect(raster[15, 15] == Palette.redPixel)
        #expect(raster[25, 25] == Palette.bluePixel)
        #expect(raster[35, 35] == Palette.blackPixel)
        maskView.alpha = 0.5
        raster = HeadlessCompositor.render(card, options: Self.options)
        #expect(raster[15, 15] == RGBA8(red: 128, green: 0, blue: 0, alpha: 255))
        card.mask = nil
        raster = HeadlessCompositor.render(card, options: Self.options)
        #expect(raster[5, 5] == Palette.redPixel)
        #expect(raster[35, 35] == Palette.bluePixel)
    }

    @Test func aMaskViewsFrameAnimatedInABlockMovesTheMaskMidAnimation() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let (card, maskView) = maskedCard(maskFrame: CGRect(x: 0, y: 0, width: 10, height: 40))
        display.commitImplicitTransaction()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            maskView.frame = CGRect(x: 30, y: 0, width: 10, height: 40)
        }
        display.advance(frames: 5)
        // Halfway the mask covers x 15..<25: red then blue, black elsewhere.
        let raster = HeadlessCompositor.render(card, options: Self.options)
        #expect(raster.boundingBox(of: Palette.redPixel) == PixelRect(x: 15, y: 0, width: 5, height: 40))
        #expect(raster.boundingBox(of: Palette.bluePixel) == PixelRect(x: 20, y: 0, width: 5, height: 40))
        #expect(raster[5, 20] == Palette.blackPixel)
        #expect(raster[35, 20] == Palette.blackPixel)
    }
}
