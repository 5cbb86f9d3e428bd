/// The traits of an interface environment, as UIKit's `UITraitCollection`, as the model's
/// environment has them: an iPhone in portrait, compact width, regular height, scale 1 unless
/// given. A parent may override a child controller's horizontal size class
/// (`setOverrideTraitCollection(_:forChild:)`), which a split view controller follows; nothing
/// else adapts to traits.
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

    /// Traits with only a horizontal size class; the others unspecified
    /// [DOC init(horizontalSizeClass:)].
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        userInterfaceIdiom = .unspecified
        self.horizontalSizeClass = horizontalSizeClass
        verticalSizeClass = .unspecified
        displayScale = 0
        super.init()
    }

    /// Traits with only a vertical size class; the others unspecified
    /// [DOC init(verticalSizeClass:)].
    public init(verticalSizeClass: UIUserInterfaceSizeClass) {
        userInterfaceIdiom = .unspecified
        horizontalSizeClass = .unspecified
        self.verticalSizeClass = verticalSizeClass
        displayScale = 0
        super.init()
    }

    /// The traits of `traitCollections` combined, each specified trait of a later one winning
    /// [DOC init(traitsFrom:)].
    public init(traitsFrom traitCollections: [UITraitCollection]) {
        var idiom = UIUserInterfaceIdiom.unspecified
        var horizontal = UIUserInterfaceSizeClass.unspecified
        var vertical = UIUserInterfaceSizeClass.unspecified
        var scale: CGFloat = 0
        for traits in traitCollections {
            if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.displayScale != 0 { scale = traits.displayScale }
        }
        userInterfaceIdiom = idiom
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
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
