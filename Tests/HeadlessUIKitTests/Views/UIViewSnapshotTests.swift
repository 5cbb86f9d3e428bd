import Testing

@testable import HeadlessUIKit

@MainActor
@Suite struct UIViewSnapshotTests {
    func makeSource() -> UIView {
        let source = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 60))
        source.alpha = 0.5
        source.backgroundColor = .blue
        source.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 1.5, y: 1)
        source.layer.anchorPoint = CGPoint(x: 0.25, y: 0.75)
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        child.isHidden = true
        source.addSubview(child)
        return source
    }

    @Test func theSnapshotCoversTheSourcesFrame() throws {
        let source = makeSource()
        let snapshot = try #require(source.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.frame.isApproximatelyEqual(to: source.frame, absoluteTolerance: 1e-12))
        #expect(snapshot.bounds.size == source.bounds.size && snapshot.center == source.center)
        #expect(snapshot.transform == source.transform)
        #expect(snapshot.alpha == 1 && !snapshot.isHidden && snapshot.subviews.isEmpty)
        #expect(snapshot.superview == nil && snapshot !== source)
    }

    @Test func theSnapshotShowsTheSourcesStateAtCaptureTime() throws {
        let source = makeSource()
        let snapshot = try #require(source.snapshotView(afterScreenUpdates: false) as? SnapshotView)
        #expect(snapshot.sourceView === source && !snapshot.capturedAfterScreenUpdates)
        let content = snapshot.content
        #expect(content.bounds == source.bounds && content.position == source.center)
        #expect(content.transform == source.transform3D && content.opacity == 0.5)
        #expect(content.backgroundColor == UIColor.blue.cgColor)
        #expect(content.anchorPoint == CGPoint(x: 0.25, y: 0.75))
        #expect(content.sublayers.count == 1 && content.sublayers[0].isHidden)
        source.alpha = 1
        source.subviews[0].removeFromSuperview()
        #expect(snapshot.content == content)
        #expect(content != LayerSnapshot(capturing: source.layer))
    }

    @Test func afterScreenUpdatesAppliesPendingLayoutFirst() throws {
        let journal = RecordingView.Journal()
        let source = RecordingView("source", journal: journal, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = source.snapshotView(afterScreenUpdates: false)
        #expect(journal.entries.isEmpty)
        let snapshot = try #require(source.snapshotView(afterScreenUpdates: true) as? SnapshotView)
        #expect(journal.entries == ["source.layoutSubviews"])
        #expect(snapshot.capturedAfterScreenUpdates)
    }
}
