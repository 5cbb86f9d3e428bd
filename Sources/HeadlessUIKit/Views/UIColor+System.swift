// UIKit's system colours, at their light-appearance values: the model has no trait collections,
// so a dynamic colour is always what it is in light mode. The values are iOS 13's, and
// `systemTeal` iOS 15's; whites and black are gray colours, as UIKit resolves them
// [DOC UIColor "Standard colors" and "UI element colors" name them; the light values, which
// Apple's pages do not list, as UIKit's `resolvedColor(with:)` reports them, listed by
// noahgilmore.com, "Backwards compatibility for iOS 13 system colors", 2019, and Apple's Human
// Interface Guidelines, "Color", before its 2025 revision]. They are plain colours here:
// `UIColor.label == UIColor.label`, and a view's colour does not change when nothing else would.

extension UIColor {
    /// An sRGB colour from 0–255 components, as the guidelines list them.
    private static func system(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    // MARK: Standard colours

    /// (0, 122, 255), the default tint colour.
    public class var systemBlue: UIColor { system(0, 122, 255) }
    /// (52, 199, 89).
    public class var systemGreen: UIColor { system(52, 199, 89) }
    /// (88, 86, 214).
    public class var systemIndigo: UIColor { system(88, 86, 214) }
    /// (255, 149, 0).
    public class var systemOrange: UIColor { system(255, 149, 0) }
    /// (255, 45, 85).
    public class var systemPink: UIColor { system(255, 45, 85) }
    /// (175, 82, 222).
    public class var systemPurple: UIColor { system(175, 82, 222) }
    /// (255, 59, 48).
    public class var systemRed: UIColor { system(255, 59, 48) }
    /// (48, 176, 199), the value since iOS 15.
    public class var systemTeal: UIColor { system(48, 176, 199) }
    /// (255, 204, 0).
    public class var systemYellow: UIColor { system(255, 204, 0) }
    /// (142, 142, 147).
    public class var systemGray: UIColor { system(142, 142, 147) }
    /// (174, 174, 178).
    public class var systemGray2: UIColor { system(174, 174, 178) }
    /// (199, 199, 204).
    public class var systemGray3: UIColor { system(199, 199, 204) }
    /// (209, 209, 214).
    public class var systemGray4: UIColor { system(209, 209, 214) }
    /// (229, 229, 234).
    public class var systemGray5: UIColor { system(229, 229, 234) }
    /// (242, 242, 247).
    public class var systemGray6: UIColor { system(242, 242, 247) }

    // MARK: Labels

    /// Black.
    public class var label: UIColor { UIColor(white: 0, alpha: 1) }
    /// (60, 60, 67) at 60%.
    public class var secondaryLabel: UIColor { system(60, 60, 67, 0.6) }
    /// (60, 60, 67) at 30%.
    public class var tertiaryLabel: UIColor { system(60, 60, 67, 0.3) }
    /// (60, 60, 67) at 18%.
    public class var quaternaryLabel: UIColor { system(60, 60, 67, 0.18) }
    /// (60, 60, 67) at 30%.
    public class var placeholderText: UIColor { system(60, 60, 67, 0.3) }
    /// (0, 122, 255), as `systemBlue`.
    public class var link: UIColor { system(0, 122, 255) }

    // MARK: Backgrounds, fills and separators

    /// White.
    public class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    /// (242, 242, 247).
    public class var secondarySystemBackground: UIColor { system(242, 242, 247) }
    /// White.
    public class var tertiarySystemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    /// (242, 242, 247).
    public class var systemGroupedBackground: UIColor { system(242, 242, 247) }
    /// White.
    public class var secondarySystemGroupedBackground: UIColor { UIColor(white: 1, alpha: 1) }
    /// (242, 242, 247).
    public class var tertiarySystemGroupedBackground: UIColor { system(242, 242, 247) }
    /// (120, 120, 128) at 20%.
    public class var systemFill: UIColor { system(120, 120, 128, 0.2) }
    /// (120, 120, 128) at 16%.
    public class var secondarySystemFill: UIColor { system(120, 120, 128, 0.16) }
    /// (118, 118, 128) at 12%.
    public class var tertiarySystemFill: UIColor { system(118, 118, 128, 0.12) }
    /// (116, 116, 128) at 8%.
    public class var quaternarySystemFill: UIColor { system(116, 116, 128, 0.08) }
    /// (60, 60, 67) at 29%.
    public class var separator: UIColor { system(60, 60, 67, 0.29) }
    /// (198, 198, 200).
    public class var opaqueSeparator: UIColor { system(198, 198, 200) }
}
