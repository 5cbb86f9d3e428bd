import HeadlessUIKit

/// How ``HeadlessCompositor`` renders: which part of the root's placement space, at what
/// scale, over what background, and whether views without a color get a placeholder pattern.
public struct CompositorOptions: Sendable {
    /// The rectangle of the space the root layer is placed in (the screen, for a window)
    /// that the raster shows; nil for the root layer's presentation frame.
    public var viewport: CGRect?
    /// Pixels per point: 1 for judging, the screen's scale for pictures. Default 1.
    public var scale: CGFloat
    /// What shows where no layer covers; nil for transparent. Default opaque black, as a
    /// screen shows where no window covers it.
    public var background: CGColor?
    /// Whether a view's layer without a background color gets the placeholder pattern
    /// (docs/compositor.md). Default true.
    public var placeholders: Bool

    public init(
        viewport: CGRect? = nil, scale: CGFloat = 1, background: CGColor? = CGColor(gray: 0, alpha: 1),
        placeholders: Bool = true
    ) {
        self.viewport = viewport
        self.scale = scale
        self.background = background
        self.placeholders = placeholders
    }

    /// The default: the root's frame at scale 1, over black, with placeholders.
    public static let standard = CompositorOptions()
}
