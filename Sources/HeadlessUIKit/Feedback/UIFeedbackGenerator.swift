/// A source of haptic feedback, as UIKit's `UIFeedbackGenerator`. The model has no haptics:
/// preparing and triggering do nothing.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    public override init() {
        super.init()
    }

    /// Readies the haptic engine; does nothing here [DOC prepare()].
    open func prepare() {}
}

/// Haptics for a physical impact, as UIKit's `UIImpactFeedbackGenerator`. Does nothing.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The weight of the impact, as given.
    let style: FeedbackStyle

    /// A generator of impacts of `style` [DOC init(style:)].
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// Triggers an impact; does nothing here [DOC impactOccurred()].
    open func impactOccurred() {}

    /// Triggers an impact of `intensity`; does nothing here [DOC impactOccurred(intensity:)].
    open func impactOccurred(intensity: CGFloat) {}
}

extension UIImpactFeedbackGenerator {
    /// The weight of an impact, with UIKit's raw values [DOC FeedbackStyle].
    public enum FeedbackStyle: Int, Sendable {
        case light = 0
        case medium = 1
        case heavy = 2
        case soft = 3
        case rigid = 4
    }
}

/// Haptics for a change of selection, as UIKit's `UISelectionFeedbackGenerator`. Does nothing.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Triggers the selection haptic; does nothing here [DOC selectionChanged()].
    open func selectionChanged() {}
}
