/// The traits of an interface environment, as UIKit's `UITraitCollection`, as the model's
/// environment has them: an iPhone in portrait, compact width, regular height, scale 1 unless
/// given. The model adapts nothing to traits; the type lets trait-taking API compile.
@preconcurrency @MainActor
open class UITraitCollection: NSObject {
    /// The kind of device. Default `.phone` [DOC userInterfaceIdiom].
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    /// The horizontal size class: `.compact` [DOC horizontalSizeClass].
    public let horizontalSizeClass: UIUserInterfaceSizeClass

    /// The vertical size class: `.regular` [DOC verticalSizeClass].
    public let verticalSizeClass: UIUserInterfaceSizeClass

    /// The display scale: 1 [DOC displayScale].
    public let displayScale: CGFloat

    /// The environment of the model's device.
    public override init() {
        userInterfaceIdiom = .phone
        horizontalSizeClass = .compact
        verticalSizeClass = .regular
        displayScale = 1
        super.init()
    }
}

/// The coarse width or height class of an environment, with UIKit's raw values
/// [DOC UIUserInterfaceSizeClass].
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}
