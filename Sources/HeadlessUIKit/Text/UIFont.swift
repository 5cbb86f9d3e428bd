/// A font, as UIKit's `UIFont`, with deterministic metrics.
///
/// The model has no font files: a font is a name and a point size, and its metrics are fixed
/// fractions of the point size, the same on every machine (ascender 0.95, descender −0.25,
/// line height 1.2; every character is ``characterAdvance`` wide, half the point size).
/// They are close to San Francisco's, not equal to them, so text sizes are stand-ins, stable
/// across runs. Any name is accepted by `init?(name:size:)`. Immutable and `Sendable`, not
/// isolated to the main actor, as UIKit's is.
open class UIFont: NSObject, @unchecked Sendable {
    /// The font's name [DOC fontName].
    public let fontName: String

    /// The size in points [DOC pointSize].
    public let pointSize: CGFloat

    /// The weight, for system fonts; `.regular` for named fonts.
    let weight: Weight

    init(fontName: String, pointSize: CGFloat, weight: Weight) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.weight = weight
        super.init()
    }

    /// The font named `fontName` at `fontSize` points [DOC init(name:size:)]. Every name is
    /// accepted here, where UIKit returns nil for a font that is not installed.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(fontName: fontName, pointSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points [DOC systemFont(ofSize:)].
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points and `weight` [DOC systemFont(ofSize:weight:)].
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI-\(weight.name)", pointSize: fontSize, weight: weight)
    }

    /// The bold system font at `fontSize` points [DOC boldSystemFont(ofSize:)].
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The system font's size for labels, 17 points [DOC labelFontSize].
    open class var labelFontSize: CGFloat { 17 }

    /// The system font's size, 14 points [DOC systemFontSize].
    open class var systemFontSize: CGFloat { 14 }

    /// The same font at `fontSize` points [DOC withSize(_:)].
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, pointSize: fontSize, weight: weight)
    }

    /// The family name: the font name up to its first hyphen.
    open var familyName: String { String(fontName.prefix { $0 != "-" }) }

    /// The distance from the baseline to the top of the tallest glyphs, 0.95 × `pointSize`
    /// here [DOC ascender].
    open var ascender: CGFloat { pointSize * 0.95 }

    /// The distance from the baseline to the bottom of the lowest glyphs, negative,
    /// −0.25 × `pointSize` here [DOC descender].
    open var descender: CGFloat { -pointSize * 0.25 }

    /// The height of a line of text, 1.2 × `pointSize` here [DOC lineHeight].
    open var lineHeight: CGFloat { pointSize * 1.2 }

    /// The width of every character in the model's metrics, half the point size. Not UIKit API.
    package var characterAdvance: CGFloat { pointSize / 2 }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize
    }

    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }
}

extension UIFont {
    /// A font weight, UIKit's values from −1 (ultra light) to 1 (black) [DOC UIFont.Weight].
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// A name for the system font of this weight.
        var name: String {
            let names: [(Weight, String)] = [
                (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
                (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
            ]
            return names.first { $0.0 == self }?.1 ?? rawValue.description
        }
    }
}
