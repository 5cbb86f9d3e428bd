import Testing

@testable import HeadlessUIKit

@MainActor
@Suite struct CALayerLayoutTests {
    /// root ⊃ (a ⊃ a1), b — all delegating to one recorder, all laid out once.
    func makeTree(_ recorder: LayoutRecorder) -> (root: CALayer, a: CALayer, a1: CALayer, b: CALayer) {
        let root = namedLayer("root", delegate: recorder)
        let a = namedLayer("a", delegate: recorder)
        let a1 = namedLayer("a1", delegate: recorder)
        let b = namedLayer("b", delegate: recorder)
        root.addSublayer(a)
        root.addSublayer(b)
        a.addSublayer(a1)
        root.layoutIfNeeded()
        recorder.log.removeAll()
        return (root, a, a1, b)
    }

    @Test func changingTheBoundsMarksTheLayerAndSettingTheSameValueDoesNot() {
        let layer = CALayer()
        layer.bounds = .zero
        #expect(!layer.needsLayout())
        layer.bounds.size.width = 10
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        layer.bounds.origin.y = 3
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        layer.position = CGPoint(x: 9, y: 9)
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(!layer.needsLayout())
    }

    @Test func onlyMarkedLayersAreLaidOutParentsFirst() {
        let recorder = LayoutRecorder()
        let tree = makeTree(recorder)
        tree.a1.setNeedsLayout()
        tree.b.setNeedsLayout()
        tree.a.setNeedsLayout()
        tree.root.layoutIfNeeded()
        #expect(recorder.log == ["a", "a1", "b"])
        tree.root.layoutIfNeeded()
        #expect(recorder.log == ["a", "a1", "b"])
    }

    @Test func layoutStartsAtTheTopmostMarkedAncestor() {
        let recorder = LayoutRecorder()
        let tree = makeTree(recorder)
        tree.root.setNeedsLayout()
        tree.a.setNeedsLayout()
        tree.b.setNeedsLayout()
        tree.a1.layoutIfNeeded()
        #expect(recorder.log == ["root", "a", "b"])
    }

    @Test func anUnmarkedAncestorStopsTheWalk() {
        let recorder = LayoutRecorder()
        let tree = makeTree(recorder)
        tree.b.setNeedsLayout()
        tree.a1.setNeedsLayout()
        tree.a1.layoutIfNeeded()
        #expect(recorder.log == ["a1"])
        #expect(tree.b.needsLayout())
    }

    @Test func aLayoutThatMarksItsOwnLayerDoesNotLoop() {
        let recorder = LayoutRecorder()
        let layer = namedLayer("self-marking", delegate: recorder)
        recorder.onLayout = { $0.setNeedsLayout() }
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        #expect(recorder.log == ["self-marking"])
        #expect(layer.needsLayout())
    }

    @Test func sublayersAddedDuringLayoutAreLaidOutInTheSamePass() {
        let recorder = LayoutRecorder()
        let root = namedLayer("root", delegate: recorder)
        recorder.onLayout = { layer in
            if layer === root {
                let added = namedLayer("added", delegate: recorder)
                added.setNeedsLayout()
                root.addSublayer(added)
            }
        }
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(recorder.log == ["root", "added"])
    }

    @Test func withoutADelegateLayoutDoesNothingButClearsTheMark() {
        let layer = CALayer()
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        #expect(!layer.needsLayout())
    }
}
