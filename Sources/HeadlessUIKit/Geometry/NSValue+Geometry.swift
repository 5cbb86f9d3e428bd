// UIKit's NSValue additions for Core Graphics values, on Foundation's own point, size and rect
// values (on Linux `CGPoint`, `CGSize` and `CGRect` are Foundation's NSPoint, NSSize and NSRect).

extension NSValue {
    /// A value holding `point` [DOC NSValue(cgPoint:)].
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// A value holding `size` [DOC NSValue(cgSize:)].
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// A value holding `rect` [DOC NSValue(cgRect:)].
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// The point held [DOC cgPointValue].
    public var cgPointValue: CGPoint { pointValue }

    /// The size held [DOC cgSizeValue].
    public var cgSizeValue: CGSize { sizeValue }

    /// The rectangle held [DOC cgRectValue].
    public var cgRectValue: CGRect { rectValue }
}
