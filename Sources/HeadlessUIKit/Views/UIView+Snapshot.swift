// `snapshotView(afterScreenUpdates:)` headlessly.
//
// UIKit returns a new view that shows the source's rendered content, frozen; transition
// animators use it to animate a stand-in while the real view moves or hides. Here the
// content is a `LayerSnapshot` of the source's layer tree (see `SnapshotView.content`).
//
// Geometry [INF]: the snapshot gets the source's bounds size (at origin zero), anchor point,
// centre and transform, so its frame equals the source's frame and, put in the same
// superview, it covers the source exactly. Its own alpha is 1 and it is not hidden: the
// source's opacity and hidden state are part of what it shows (`content.opacity`,
// `content.isHidden`). Whether UIKit copies the transform onto the snapshot or bakes it into
// the image is not documented.
//
// `afterScreenUpdates: true` asks for pending changes to be drawn first; here that means
// pending layout of the source is done (`layoutIfNeeded()`) before capturing. With false
// the current state is captured as is.

extension UIView {
    func makeSnapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates {
            layoutIfNeeded()
        }
        let snapshot = SnapshotView(
            content: LayerSnapshot(capturing: backingLayer), sourceView: self, afterScreenUpdates: afterUpdates)
        snapshot.backingLayer.anchorPoint = backingLayer.anchorPoint
        snapshot.backingLayer.anchorPointZ = backingLayer.anchorPointZ
        snapshot.bounds = CGRect(origin: .zero, size: bounds.size)
        snapshot.center = center
        snapshot.transform3D = transform3D
        return snapshot
    }
}
