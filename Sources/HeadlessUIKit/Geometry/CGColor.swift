/// A color, as Core Graphics' `CGColor` type is used by layers (`CALayer.backgroundColor`).
///
/// Foundation on Linux has no Core Graphics color type, so this is a minimal one: a gray
/// (white, alpha) or an RGB (red, green, blue, alpha) color, with no color-space objects,
/// pattern colors or color conversion. Components are stored as given, not clamped
/// (UIKit's extended-range colors allow values outside 0...1) [INF for CGColor itself].
///
/// Like Core Foundation types in Swift, `CGColor` is a class compared by value: two colors
/// are equal when they have the same model (gray or RGB) and exactly the same components,
/// as `CFEqual` compares color space and components. So gray 1 and RGB (1, 1, 1) differ.
public final class CGColor: Hashable, Sendable {
    /// Which kind of components the color has; stands in for a `CGColorSpace`.
    enum Model: Hashable, Sendable {
        case gray
        case rgb
    }

    let model: Model
    private let storedComponents: [CGFloat]

    /// A gray color: white level and alpha (`CGColor(gray:alpha:)`, iOS 13+).
    public init(gray: CGFloat, alpha: CGFloat) {
        model = .gray
        storedComponents = [gray, alpha]
    }

    /// An RGB color (`CGColor(red:green:blue:alpha:)`, iOS 13+).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        model = .rgb
        storedComponents = [red, green, blue, alpha]
    }

    /// The components, alpha last: `[white, alpha]` or `[red, green, blue, alpha]`.
    public var components: [CGFloat]? { storedComponents }

    /// The number of components including alpha: 2 for gray, 4 for RGB.
    public var numberOfComponents: Int { storedComponents.count }

    /// The alpha component.
    public var alpha: CGFloat { storedComponents[storedComponents.count - 1] }

    /// The same color with a different alpha (`copy(alpha:)`). Never nil here.
    public func copy(alpha: CGFloat) -> CGColor? {
        switch model {
        case .gray:
            CGColor(gray: storedComponents[0], alpha: alpha)
        case .rgb:
            CGColor(red: storedComponents[0], green: storedComponents[1], blue: storedComponents[2], alpha: alpha)
        }
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.model == rhs.model && lhs.storedComponents == rhs.storedComponents
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(storedComponents)
    }
}
