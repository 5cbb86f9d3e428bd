// Core Animation's NSValue addition for transforms, and the geometry a value holds, for the
// model's readers of `Any` values (animations' from, to and keyframe values; key-value coding).

extension NSValue {
    /// The Objective-C type encoding a transform is stored under: sixteen doubles. Core
    /// Animation's own is the struct's encoding, which swift-corelibs-foundation cannot store
    /// (NSValue+UIKitGeometry.swift).
    private static let transformEncoding = componentsEncoding(count: 16)

    /// A value holding `t` [DOC NSValue(caTransform3D:)].
    public convenience init(caTransform3D t: CATransform3D) {
        self.init(components: t.rows.flatMap { $0 })
    }

    /// The transform held; the identity when the value holds something else (Core Animation
    /// reads the bytes regardless) [DOC caTransform3DValue].
    public var caTransform3DValue: CATransform3D {
        heldTransform ?? CATransform3DIdentity
    }

    /// The transform held, or nil when the value holds something else.
    var heldTransform: CATransform3D? {
        guard let m = heldComponents(count: 16) else { return nil }
        return CATransform3D(
            m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
            m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }

    /// The point, size, rectangle or transform held, as an animation value; nil for numbers
    /// and anything else.
    var heldGeometry: AnimationValue? {
        if self is NSNumber { return nil }
        switch String(cString: objCType) {
        case "{CGPoint=dd}": return .point(cgPointValue)
        case "{CGSize=dd}": return .size(cgSizeValue)
        case "{CGRect={CGPoint=dd}{CGSize=dd}}": return .rect(cgRectValue)
        case NSValue.transformEncoding: return heldTransform.map { .transform($0) }
        default: return nil
        }
    }
}
