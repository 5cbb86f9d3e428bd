/// The view `snapshotView(afterScreenUpdates:)` returns. Not UIKit API (UIKit's is a private
/// class), but public so tests can ask what a snapshot shows and where it came from.
@MainActor
package final class SnapshotView: UIView {
    /// What the snapshot shows: the source view's layer tree as captured.
    package let content: LayerSnapshot
    /// The view the snapshot was taken of (weak).
    package private(set) weak var sourceView: UIView?
    /// Whether pending layout was applied before capturing.
    package let capturedAfterScreenUpdates: Bool

    init(content: LayerSnapshot, sourceView: UIView, afterScreenUpdates: Bool) {
        self.content = content
        self.sourceView = sourceView
        capturedAfterScreenUpdates = afterScreenUpdates
        super.init(frame: .zero)
    }

    /// Snapshots cannot be decoded: there is nothing to show.
    package required init?(coder: NSCoder) {
        nil
    }
}
