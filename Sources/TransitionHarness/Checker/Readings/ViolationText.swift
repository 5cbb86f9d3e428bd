import HeadlessUIKit

/// How violations write numbers, geometry and controllers: three decimals at most, whole
/// numbers without a point, a controller by its title or else its type.
enum ViolationText {
    static func rounded(_ value: CGFloat) -> String { rounded(Double(value)) }

    static func rounded(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        let r = (value * 1000).rounded() / 1000
        return r == r.rounded() ? String(Int(r)) : String(r)
    }

    static func describe(_ rect: CGRect) -> String {
        "(\(rounded(rect.minX)), \(rounded(rect.minY)), \(rounded(rect.width)), \(rounded(rect.height)))"
    }

    static func describe(_ point: CGPoint) -> String { "(\(rounded(point.x)), \(rounded(point.y)))" }

    static func describe(_ t: CATransform3D) -> String {
        "[m11 \(rounded(t.m11)) m12 \(rounded(t.m12)) m21 \(rounded(t.m21)) m22 \(rounded(t.m22)) m34 \(rounded(t.m34)) "
            + "m41 \(rounded(t.m41)) m42 \(rounded(t.m42))]"
    }

    @MainActor
    static func name(_ controller: UIViewController?) -> String {
        guard let controller else { return "nil" }
        return controller.title ?? String(describing: type(of: controller))
    }
}
