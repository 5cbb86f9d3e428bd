/// A color, as UIKit's `UIColor`: a gray or RGB value with alpha, backed by a ``CGColor``.
///
/// Not isolated to the main actor and `Sendable`, like UIKit's: colors are immutable values.
/// Equality compares the color model and components exactly, so `UIColor(white: 1, alpha: 1)`
/// and `UIColor(red: 1, green: 1, blue: 1, alpha: 1)` differ, as they do in UIKit, where
/// colors in different color spaces are not equal [OBS]. Components are not clamped (UIKit
/// colors are extended-range). Dynamic colors (`systemBackground`, ...) resolve to their
/// light-appearance value: trait collections are not modelled.
open class UIColor: NSObject, @unchecked Sendable {
    /// The Core Graphics color (immutable, so the class is safe to share).
    public let cgColor: CGColor

    /// A gray color in UIKit's extended gray color space.
    public init(white: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(gray: white, alpha: alpha)
        super.init()
    }

    /// An RGB color in UIKit's extended sRGB color space.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        super.init()
    }

    /// The color of a Core Graphics color.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
        super.init()
    }

    // Named colors with the component values UIKit documents for them [DOC UIColor].
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Gray 0 with alpha 0.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    /// The same color with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
    }

    /// The RGB components; a gray color gives red = green = blue = white. Always true here,
    /// because both color models convert to RGB. Nil pointers are skipped.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let components = cgColor.components ?? []
        let rgb: [CGFloat] =
            cgColor.model == .gray ? [components[0], components[0], components[0]] : Array(components.prefix(3))
        red?.pointee = rgb[0]
        green?.pointee = rgb[1]
        blue?.pointee = rgb[2]
        alpha?.pointee = cgColor.alpha
        return true
    }

    /// The white and alpha components of a gray color; false (pointers untouched) for an
    /// RGB color, which is not in a compatible color space [DOC getWhite(_:alpha:)].
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard cgColor.model == .gray, let components = cgColor.components else { return false }
        white?.pointee = components[0]
        alpha?.pointee = components[1]
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return cgColor == other.cgColor
    }

    open override var hash: Int { cgColor.hashValue }

    /// UIKit's format, e.g. `UIExtendedSRGBColorSpace 1 0 0 1` or
    /// `UIExtendedGrayColorSpace 0.5 1`; numbers are locale-independent.
    open override var description: String {
        let space = cgColor.model == .gray ? "UIExtendedGrayColorSpace" : "UIExtendedSRGBColorSpace"
        let numbers = (cgColor.components ?? []).map { component -> String in
            if component == component.rounded(), abs(component) < 1e15 { return String(Int(component)) }
            return component.description
        }
        return ([space] + numbers).joined(separator: " ")
    }
}
