/// Which corners `cornerRadius` rounds (`CACornerMask`, iOS 11+). In UIKit's y-down space
/// `MinY` is the top edge. The raw values are QuartzCore's (`1 << 0` ... `1 << 3`).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
