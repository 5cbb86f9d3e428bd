import HeadlessUIKit

/// A variant of ``SlideSegue`` that slides a snapshot of the current screen instead of its
/// view: the source's view never moves, so nothing has to be put back; the snapshot goes
/// once the destination is presented.
final class SnapshotSlideSegue: UIStoryboardSegue {
    override func perform() {
        let source = self.source
        let destination = self.destination
        let sourceView = source.view!
        guard sourceView.isUserInteractionEnabled, source.presentedViewController == nil,
            let stage = sourceView.superview, let snapshot = sourceView.snapshotView(afterScreenUpdates: false)
        else { return }
        let width = sourceView.bounds.width
        let destinationView = destination.view!
        snapshot.frame = sourceView.frame
        destinationView.frame = sourceView.frame.offsetBy(dx: width, dy: 0)
        stage.insertSubview(snapshot, aboveSubview: sourceView)
        stage.insertSubview(destinationView, aboveSubview: snapshot)
        sourceView.isUserInteractionEnabled = false
        SlideMotion.slide([snapshot, destinationView], by: -width, duration: SlideMotion.forwardDuration) { _ in
            sourceView.isUserInteractionEnabled = true
            source.present(destination, animated: false)
            snapshot.removeFromSuperview()
        }
    }
}
