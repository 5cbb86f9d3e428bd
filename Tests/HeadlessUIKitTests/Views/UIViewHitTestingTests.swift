import Testing

@testable import HeadlessUIKit

@MainActor
@Suite struct UIViewHitTestingTests {
    /// root (0, 0, 100, 100) ⊃ back (0, 0, 60, 60), front (40, 40, 60, 60).
    func makeScene() -> (root: UIView, back: UIView, front: UIView) {
        let root = taggedView(0, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = taggedView(1, frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let front = taggedView(2, frame: CGRect(x: 40, y: 40, width: 60, height: 60))
        root.addSubview(back)
        root.addSubview(front)
        return (root, back, front)
    }

    @Test func theFrontMostContainingViewWins() {
        let scene = makeScene()
        #expect(scene.root.hitTest(CGPoint(x: 50, y: 50), with: nil) === scene.front)
        #expect(scene.root.hitTest(CGPoint(x: 10, y: 10), with: nil) === scene.back)
        #expect(scene.root.hitTest(CGPoint(x: 90, y: 5), with: nil) === scene.root)
        #expect(scene.root.hitTest(CGPoint(x: 150, y: 5), with: nil) == nil)
        #expect(scene.root.hitTest(CGPoint(x: 50, y: 50), with: UIEvent()) === scene.front)
    }

    @Test(arguments: ["hidden", "noInteraction", "transparent", "nearlyTransparent"])
    func hiddenDisabledAndTransparentViewsAreSkipped(condition: String) {
        let scene = makeScene()
        switch condition {
        case "hidden": scene.front.isHidden = true
        case "noInteraction": scene.front.isUserInteractionEnabled = false
        case "transparent": scene.front.alpha = 0
        default: scene.front.alpha = 0.005
        }
        #expect(scene.root.hitTest(CGPoint(x: 50, y: 50), with: nil) === scene.back)
    }

    @Test func aSlightlyTransparentViewIsStillHit() {
        let scene = makeScene()
        scene.front.alpha = 0.02
        #expect(scene.root.hitTest(CGPoint(x: 50, y: 50), with: nil) === scene.front)
    }

    @Test func aSubviewOutsideItsSuperviewsBoundsIsNotHit() {
        let scene = makeScene()
        let overhang = taggedView(3, frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        scene.front.addSubview(overhang)
        // (120, 120) is inside `overhang` but outside `front` and `root`.
        #expect(scene.root.hitTest(CGPoint(x: 120, y: 120), with: nil) == nil)
        #expect(scene.front.hitTest(CGPoint(x: 55, y: 55), with: nil) === overhang)
    }

    @Test func transformedSubviewsAreHitWhereTheyAppear() {
        let root = taggedView(0, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let bar = taggedView(1, frame: CGRect(x: 50, y: 90, width: 100, height: 20))
        root.addSubview(bar)
        #expect(root.hitTest(CGPoint(x: 100, y: 60), with: nil) === root)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(root.hitTest(CGPoint(x: 100, y: 60), with: nil) === bar)
        #expect(root.hitTest(CGPoint(x: 60, y: 100), with: nil) === root)
    }

    @Test func pointInsideUsesHalfOpenBounds() {
        let view = taggedView(0, frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        view.bounds.origin = CGPoint(x: 100, y: 100)
        #expect(view.point(inside: CGPoint(x: 100, y: 100), with: nil))
        #expect(view.point(inside: CGPoint(x: 109.9, y: 109.9), with: nil))
        #expect(!view.point(inside: CGPoint(x: 110, y: 105), with: nil))
        #expect(!view.point(inside: CGPoint(x: 5, y: 5), with: nil))
        #expect(!view.point(inside: CGPoint(x: CGFloat.nan, y: 105), with: nil))
    }

    final class WideHitView: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -20, dy: -20).contains(point)
        }
    }

    @Test func anOverriddenPointInsideWidensTheTarget() {
        let root = taggedView(0, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = WideHitView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        root.addSubview(button)
        #expect(root.hitTest(CGPoint(x: 95, y: 95), with: nil) === button)
    }
}
