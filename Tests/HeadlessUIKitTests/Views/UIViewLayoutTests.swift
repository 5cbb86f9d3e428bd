import Testing

@testable import HeadlessUIKit

@MainActor
@Suite struct UIViewLayoutTests {
    func makeTree(_ journal: RecordingView.Journal) -> (root: RecordingView, child: RecordingView) {
        let root = RecordingView("root", journal: journal, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = RecordingView("child", journal: journal, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(child)
        root.layoutIfNeeded()
        journal.entries.removeAll()
        return (root, child)
    }

    @Test func aNewViewWithASizeIsLaidOutOnce() {
        let journal = RecordingView.Journal()
        let view = RecordingView("view", journal: journal, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(journal.entries == ["view.layoutSubviews"])
    }

    @Test func nothingIsLaidOutWhenNothingIsMarked() {
        let journal = RecordingView.Journal()
        let tree = makeTree(journal)
        tree.root.layoutIfNeeded()
        #expect(journal.entries.isEmpty)
    }

    @Test func setNeedsLayoutThenLayoutIfNeededCallsLayoutSubviews() {
        let journal = RecordingView.Journal()
        let tree = makeTree(journal)
        tree.child.setNeedsLayout()
        #expect(tree.child.layer.needsLayout())
        tree.root.layoutIfNeeded()
        #expect(journal.entries == ["child.layoutSubviews"])
    }

    @Test func resizingMarksTheViewAndMovingDoesNot() {
        let journal = RecordingView.Journal()
        let tree = makeTree(journal)
        tree.child.center = CGPoint(x: 70, y: 70)
        tree.child.transform = CGAffineTransform(scaleX: 2, y: 2)
        tree.root.layoutIfNeeded()
        #expect(journal.entries.isEmpty)
        tree.child.frame.size = CGSize(width: 10, height: 10)
        tree.root.layoutIfNeeded()
        #expect(journal.entries == ["child.layoutSubviews"])
    }

    @Test func addingASubviewMarksTheSuperviewAndParentsGoFirst() {
        let journal = RecordingView.Journal()
        let tree = makeTree(journal)
        tree.child.setNeedsLayout()
        tree.root.addSubview(UIView())
        tree.child.layoutIfNeeded()
        #expect(
            journal.entries.filter { $0.hasSuffix("layoutSubviews") } == [
                "root.layoutSubviews", "child.layoutSubviews",
            ])
    }

    @Test func sizeThatFitsDefaultsToTheCurrentSize() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(view.sizeThatFits(CGSize(width: 1000, height: 1000)) == CGSize(width: 30, height: 40))
    }

    final class GridView: UIView {
        override func layoutSubviews() {
            for (index, subview) in subviews.enumerated() {
                subview.frame = CGRect(
                    x: CGFloat(index) * bounds.width / CGFloat(subviews.count), y: 0,
                    width: bounds.width / CGFloat(subviews.count), height: bounds.height)
            }
        }
    }

    @Test func aLayoutSubviewsOverridePlacesSubviews() {
        let grid = GridView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        for _ in 0..<3 { grid.addSubview(UIView()) }
        grid.layoutIfNeeded()
        #expect(grid.subviews.map(\.frame.minX) == [0, 100, 200])
        grid.bounds.size.width = 600
        grid.layoutIfNeeded()
        #expect(grid.subviews.map(\.frame.minX) == [0, 200, 400])
    }
}
