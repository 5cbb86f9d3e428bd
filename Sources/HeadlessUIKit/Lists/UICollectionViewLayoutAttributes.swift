/// Where a collection view shows one item and how, as UIKit's
/// `UICollectionViewLayoutAttributes`: its index path, frame, alpha, transform, z-index and
/// visibility, applied to the item's cell.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The item's path [DOC indexPath].
    open var indexPath: IndexPath

    /// The item's frame in the collection view's content coordinates [DOC frame].
    open var frame: CGRect = .zero

    /// The frame's centre [DOC center].
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The frame's size [DOC size].
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }

    /// The cell's alpha. Default 1 [DOC alpha].
    open var alpha: CGFloat = 1

    /// The cell's affine transform. Default identity [DOC transform].
    open var transform: CGAffineTransform = .identity

    /// The cell's 3D transform. Default identity [DOC transform3D].
    open var transform3D: CATransform3D = CATransform3DIdentity

    /// The cell's layer's z position. Default 0 [DOC zIndex].
    open var zIndex = 0

    /// Whether the cell is hidden. Default false [DOC isHidden].
    open var isHidden = false

    /// The attributes of the cell of the item at `indexPath` [DOC init(forCellWith:)].
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        super.init()
    }
}
