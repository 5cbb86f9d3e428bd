/// An image, as UIKit's `UIImage`: its size in points and its scale.
///
/// The model has no pixels, no image files and no asset catalogue: an image is a size and a
/// scale. `UIImage()` is empty; `init?(named:)` and `init?(contentsOfFile:)` find nothing and
/// return nil; an image context (`UIGraphicsBeginImageContextWithOptions`) gives an image of
/// the context's size and scale. Immutable, so `Sendable` and not isolated to the main actor,
/// as UIKit's is.
open class UIImage: NSObject, @unchecked Sendable {
    /// The size in points [DOC size].
    public let size: CGSize

    /// Pixels per point [DOC scale].
    public let scale: CGFloat

    /// An empty image: zero size, scale 1.
    public override init() {
        size = .zero
        scale = 1
        super.init()
    }

    /// An image of `size` points at `scale` pixels per point, as an image context makes.
    init(size: CGSize, scale: CGFloat) {
        self.size = size
        self.scale = scale
        super.init()
    }

    /// The image named `name` in the main bundle's asset catalogue [DOC init(named:)]. There
    /// is none here, so always nil.
    public convenience init?(named name: String) {
        return nil
    }

    /// The image in the file at `path` [DOC init(contentsOfFile:)]. Image files are not
    /// decoded here, so always nil.
    public convenience init?(contentsOfFile path: String) {
        return nil
    }
}
