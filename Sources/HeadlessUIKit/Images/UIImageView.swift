/// A view that shows an image, as UIKit's `UIImageView`.
///
/// The model draws no pixels. It keeps the image and the highlighted image, sizes itself to
/// the image when made with one, and reports the image's size as its intrinsic content size
/// (no intrinsic size without an image). As in UIKit, user interaction is off by default.
open class UIImageView: UIView {
    /// The image shown when not highlighted [DOC image].
    open var image: UIImage? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The image shown when highlighted [DOC highlightedImage].
    open var highlightedImage: UIImage? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Whether the highlighted image is shown [DOC isHighlighted].
    open var isHighlighted = false {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// An image view with a zero frame and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view whose frame is the image's size at the origin [DOC init(image:)].
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// An image view with both images, framed to `image`'s size
    /// [DOC init(image:highlightedImage:)].
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The size of the image shown, or no intrinsic size without one.
    open override var intrinsicContentSize: CGSize {
        guard let shown = (isHighlighted ? highlightedImage : nil) ?? image else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return shown.size
    }

    /// The size of the image shown; the current size without one.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        ((isHighlighted ? highlightedImage : nil) ?? image)?.size ?? bounds.size
    }
}
