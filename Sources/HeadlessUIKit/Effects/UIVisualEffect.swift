/// A visual effect a ``UIVisualEffectView`` applies, as UIKit's `UIVisualEffect`.
///
/// The model stores effects and compares them; it does not blur or tint anything.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    public override init() {
        super.init()
    }
}

/// A blur of the content behind the view, as UIKit's `UIBlurEffect` [DOC UIBlurEffect]. Not
/// rendered. Two blur effects of the same style are equal.
open class UIBlurEffect: UIVisualEffect {
    /// The style, as given.
    let style: Style

    /// A blur effect of `style` [DOC init(style:)].
    public init(style: Style) {
        self.style = style
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIBlurEffect)?.style == style
    }

    open override var hash: Int { style.hashValue }
}

extension UIBlurEffect {
    /// The intensity and tint of a blur, with UIKit's raw values [DOC UIBlurEffect.Style].
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }
}

/// Vibrancy for content over a blur, as UIKit's `UIVibrancyEffect` [DOC UIVibrancyEffect]. Not
/// rendered; it keeps the blur it was made for.
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy goes with.
    let blurEffect: UIBlurEffect

    /// A vibrancy effect for content placed over `blurEffect` [DOC init(blurEffect:)].
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIVibrancyEffect)?.blurEffect.isEqual(blurEffect) ?? false
    }

    open override var hash: Int { blurEffect.hash }
}
