/// Insets of a rectangle's four edges, as UIKit's `UIEdgeInsets`: positive values move an
/// edge inward [DOC UIEdgeInsets].
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// No insets.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets [DOC UIEdgeInsets.zero].
    public static let zero = UIEdgeInsets()
}

/// Insets of a rectangle's edges by reading direction, as UIKit's `NSDirectionalEdgeInsets`
/// [DOC NSDirectionalEdgeInsets]. The model lays out left to right, so leading is left.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// No insets.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets [DOC NSDirectionalEdgeInsets.zero].
    public static let zero = NSDirectionalEdgeInsets()
}

/// A horizontal and vertical offset, as UIKit's `UIOffset` [DOC UIOffset].
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    /// No offset.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset [DOC UIOffset.zero].
    public static let zero = UIOffset()
}

extension CGRect {
    /// The rectangle with each edge moved inward by `insets` [DOC CGRect.inset(by:)]:
    /// UIKit's `UIEdgeInsetsInsetRect`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}
