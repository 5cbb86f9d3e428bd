/// An image, as UIKit's `UIImage`: its size in points and its scale.
///
/// The model has no pixels, no image files and no asset catalogue: an image is a size and a
/// scale. `UIImage()` is empty; `init?(named:)` and `init?(contentsOfFile:)` find nothing and
/// return nil; an image context (`UIGraphicsBeginImageContextWithOptions`) gives an image of
/// the context's size and scale, which keeps the layers drawn into it (`drawing`). Immutable, so `Sendable` and not isolated to the main actor,
/// as UIKit's is.
open class UIImage: NSObject, @unchecked Sendable {
    /// The size in points [DOC size].
    public let size: CGSize

    /// Pixels per point [DOC scale].
    public let scale: CGFloat

    /// What was drawn into the image context the image was taken from, in order (layer
    /// snapshots: docs/drawing.md); empty for other images. Not UIKit API.
    package let drawing: [DrawnLayer]

    /// An empty image: zero size, scale 1.
    public override init() {
        size = .zero
        scale = 1
        drawing = []
        super.init()
    }

    /// An image of `size` points at `scale` pixels per point, as an image context makes, with
    /// what was drawn into the context.
    init(size: CGSize, scale: CGFloat, drawing: [DrawnLayer] = []) {
        self.size = size
        self.scale = scale
        self.drawing = drawing
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
