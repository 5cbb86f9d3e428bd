// Interpolation and arithmetic of paths and lists (a gradient's colors and locations): element
// by element when the two values match, a switch at the midpoint when they do not.
//
// Two paths match when they have the same number of elements and each pair has the same type
// (move, line, quadratic or cubic curve, close); two lists match when they have the same count.
// Core Animation interpolates matching paths as "a linear blend of the on-line points" and
// leaves "off-line points" (control points) free to move non-linearly; for paths "with a
// different number of control points or segments the results are undefined" [DOC
// CAShapeLayer.path]. The model blends every point linearly, control points included, and
// shows the from-value before the midpoint of the interpolation and the to-value from it on
// [model]. Lists of different counts follow the same rule [INF: Core Animation does not
// document them]. A nil path or list matches nothing and is the additive identity.

extension AnimationValue {
    /// Element-wise interpolation of two matching paths or lists; the midpoint switch otherwise.
    func interpolatedList(to other: AnimationValue, fraction t: Double) -> AnimationValue {
        let combined = combinedList(with: other) { a, b in a.interpolated(to: b, fraction: t) }
        if let combined { return combined }
        return t < 0.5 ? self : other
    }

    /// Element-wise sum of two matching paths or lists; `other` when `self` is nil, `self`
    /// otherwise.
    func addingList(_ other: AnimationValue) -> AnimationValue {
        if isNilList { return other }
        return combinedList(with: other) { a, b in a.adding(b) } ?? self
    }

    /// Every point, color component or number multiplied by `factor`.
    func scaledList(by factor: Double) -> AnimationValue {
        switch self {
        case .path(let elements?):
            return .path(elements.map { $0.mappingPoints { CGPoint(x: $0.x * factor, y: $0.y * factor) } })
        case .colors(let colors?):
            return .colors(
                colors.map { color in
                    guard case .color(let scaled) = AnimationValue.color(color).scaled(by: factor) else { return color }
                    return scaled
                })
        case .numbers(let numbers?):
            return .numbers(numbers.map { $0 * factor })
        default:
            return self
        }
    }

    /// The Euclidean distance over every point, color component or number of two matching
    /// values; 0 when they do not match.
    func listDistance(to other: AnimationValue) -> Double {
        switch (self, other) {
        case (.path(let a?), .path(let b?)) where Self.pathsMatch(a, b):
            let differences = zip(a, b).flatMap { pair in
                zip(pair.0.points, pair.1.points).flatMap { [$1.x - $0.x, $1.y - $0.y] }
            }
            return Self.norm(differences)
        case (.colors(let a?), .colors(let b?)) where a.count == b.count:
            let squares = zip(a, b).map { pair in
                let d = AnimationValue.color(pair.0).distance(to: .color(pair.1))
                return d * d
            }
            return squares.reduce(0, +).squareRoot()
        case (.numbers(let a?), .numbers(let b?)) where a.count == b.count:
            return zip(a, b).map { ($1 - $0) * ($1 - $0) }.reduce(0, +).squareRoot()
        default:
            return 0
        }
    }

    /// Whether two paths have the same number of elements and the same type at each index.
    static func pathsMatch(_ a: [PathElement], _ b: [PathElement]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.hasSameType(as: $1) }
    }

    private var isNilList: Bool {
        switch self {
        case .path(nil), .colors(nil), .numbers(nil): true
        default: false
        }
    }

    /// `combine` applied element by element (to points for paths, colors for color lists,
    /// numbers for number lists), or nil when the values do not match.
    private func combinedList(
        with other: AnimationValue, _ combine: (AnimationValue, AnimationValue) -> AnimationValue
    ) -> AnimationValue? {
        switch (self, other) {
        case (.path(let a?), .path(let b?)):
            guard Self.pathsMatch(a, b) else { return nil }
            return .path(
                zip(a, b).map { pair in
                    pair.0.combiningPoints(with: pair.1) { p, q in
                        guard case .point(let result) = combine(.point(p), .point(q)) else { return p }
                        return result
                    }
                })
        case (.colors(let a?), .colors(let b?)):
            guard a.count == b.count else { return nil }
            return .colors(
                zip(a, b).map { pair in
                    guard case .color(let result) = combine(.color(pair.0), .color(pair.1)) else { return pair.0 }
                    return result
                })
        case (.numbers(let a?), .numbers(let b?)):
            guard a.count == b.count else { return nil }
            return .numbers(
                zip(a, b).map { pair in
                    guard case .scalar(let result) = combine(.scalar(pair.0), .scalar(pair.1)) else { return pair.0 }
                    return result
                })
        default:
            return nil
        }
    }
}

extension PathElement {
    /// Whether the two elements are of the same type (their points may differ).
    func hasSameType(as other: PathElement) -> Bool {
        switch (self, other) {
        case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve),
            (.closeSubpath, .closeSubpath):
            true
        default:
            false
        }
    }

    /// The element with each point transformed.
    func mappingPoints(_ transform: (CGPoint) -> CGPoint) -> PathElement {
        switch self {
        case .move(let point): .move(to: transform(point))
        case .line(let point): .line(to: transform(point))
        case .quadCurve(let point, let control): .quadCurve(to: transform(point), control: transform(control))
        case .curve(let point, let control1, let control2):
            .curve(to: transform(point), control1: transform(control1), control2: transform(control2))
        case .closeSubpath: .closeSubpath
        }
    }

    /// The element whose points combine this element's with `other`'s, point by point; the
    /// elements must be of the same type (else this element is returned).
    func combiningPoints(with other: PathElement, _ combine: (CGPoint, CGPoint) -> CGPoint) -> PathElement {
        switch (self, other) {
        case (.move(let a), .move(let b)): .move(to: combine(a, b))
        case (.line(let a), .line(let b)): .line(to: combine(a, b))
        case (.quadCurve(let a, let ac), .quadCurve(let b, let bc)):
            .quadCurve(to: combine(a, b), control: combine(ac, bc))
        case (.curve(let a, let a1, let a2), .curve(let b, let b1, let b2)):
            .curve(to: combine(a, b), control1: combine(a1, b1), control2: combine(a2, b2))
        default: self
        }
    }
}
