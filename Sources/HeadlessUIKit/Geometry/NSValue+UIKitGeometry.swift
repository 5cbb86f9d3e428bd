// UIKit's NSValue additions for vectors, affine transforms, edge insets and offsets.
//
// swift-corelibs-foundation stores only simple types and arrays of them (a struct encoding
// traps), so each value is stored as an array of doubles, as `NSValue(caTransform3D:)` is:
// "[2d]" for a vector or an offset, "[4d]" for edge insets of either kind, "[6d]" for an
// affine transform. UIKit's values carry the struct's own encoding ("{CGVector=dd}", ...), so
// there a vector and an offset with the same components are different values; here they are
// equal [model]. Each getter reads any value of its encoding, as UIKit's read the bytes
// whatever they hold, and gives zero (the identity for a transform) for a value of another
// encoding [model: UIKit's result is undefined].

extension NSValue {
    /// A value holding `vector` [DOC NSValue(cgVector:)].
    public convenience init(cgVector vector: CGVector) {
        self.init(components: [vector.dx, vector.dy])
    }

    /// A value holding `transform` [DOC NSValue(cgAffineTransform:)].
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(components: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
    }

    /// A value holding `insets` [DOC NSValue(uiEdgeInsets:)].
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(components: [insets.top, insets.left, insets.bottom, insets.right])
    }

    /// A value holding `offset` [DOC NSValue(uiOffset:)].
    public convenience init(uiOffset offset: UIOffset) {
        self.init(components: [offset.horizontal, offset.vertical])
    }

    /// A value holding `insets` [DOC NSValue(directionalEdgeInsets:)].
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(components: [insets.top, insets.leading, insets.bottom, insets.trailing])
    }

    /// The vector held [DOC cgVectorValue]; zero for a value of another encoding.
    public var cgVectorValue: CGVector {
        guard let c = heldComponents(count: 2) else { return CGVector() }
        return CGVector(dx: c[0], dy: c[1])
    }

    /// The affine transform held [DOC cgAffineTransformValue]; the identity for a value of
    /// another encoding.
    public var cgAffineTransformValue: CGAffineTransform {
        guard let c = heldComponents(count: 6) else { return .identity }
        return CGAffineTransform(a: c[0], b: c[1], c: c[2], d: c[3], tx: c[4], ty: c[5])
    }

    /// The edge insets held [DOC uiEdgeInsetsValue]; zero for a value of another encoding.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard let c = heldComponents(count: 4) else { return .zero }
        return UIEdgeInsets(top: c[0], left: c[1], bottom: c[2], right: c[3])
    }

    /// The offset held [DOC uiOffsetValue]; zero for a value of another encoding.
    public var uiOffsetValue: UIOffset {
        guard let c = heldComponents(count: 2) else { return .zero }
        return UIOffset(horizontal: c[0], vertical: c[1])
    }

    /// The directional edge insets held [DOC directionalEdgeInsetsValue]; zero for a value of
    /// another encoding.
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
        guard let c = heldComponents(count: 4) else { return .zero }
        return NSDirectionalEdgeInsets(top: c[0], leading: c[1], bottom: c[2], trailing: c[3])
    }

    // MARK: Components as an array of doubles

    /// The encoding of `count` doubles: "[<count>d]".
    static func componentsEncoding(count: Int) -> String { "[\(count)d]" }

    /// A value holding `components` as an array of doubles.
    convenience init(components: [CGFloat]) {
        var doubles = components.map { Double($0) }
        self.init(bytes: &doubles, objCType: NSValue.componentsEncoding(count: doubles.count))
    }

    /// The `count` doubles held, or nil when the value holds something else.
    func heldComponents(count: Int) -> [CGFloat]? {
        if self is NSNumber { return nil }
        guard String(cString: objCType) == NSValue.componentsEncoding(count: count) else { return nil }
        var doubles = [Double](repeating: 0, count: count)
        doubles.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return doubles.map { CGFloat($0) }
    }
}
