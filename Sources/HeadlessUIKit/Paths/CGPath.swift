/// One element of a path, as Core Graphics' `CGPathElement` describes it: its type and its
/// points (the end point last). Not Core Graphics API.
package enum PathElement: Hashable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath

    /// The element's points, control points first, the end point last.
    var points: [CGPoint] {
        switch self {
        case .move(let point), .line(let point): [point]
        case .quadCurve(let point, let control): [control, point]
        case .curve(let point, let control1, let control2): [control1, control2, point]
        case .closeSubpath: []
        }
    }

    func applying(_ transform: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let point): .move(to: point.applying(transform))
        case .line(let point): .line(to: point.applying(transform))
        case .quadCurve(let point, let control):
            .quadCurve(to: point.applying(transform), control: control.applying(transform))
        case .curve(let point, let control1, let control2):
            .curve(
                to: point.applying(transform), control1: control1.applying(transform),
                control2: control2.applying(transform))
        case .closeSubpath: .closeSubpath
        }
    }
}

/// An immutable graphics path, as Core Graphics' `CGPath`: a list of subpaths made of lines
/// and Bézier curves.
///
/// The model keeps the elements (arcs and ellipses become cubic Bézier curves, as in Core
/// Graphics) and answers geometry questions about them: `boundingBox`, `currentPoint`,
/// `isEmpty`, equality. It does not fill, stroke or hit-test a path, and has no
/// `applyWithBlock`. Not isolated to any actor, like Core Graphics, and not `Sendable`.
public class CGPath: Hashable {
    /// The elements, in order. Only `CGMutablePath` changes them.
    package internal(set) var elements: [PathElement]

    init(elements: [PathElement]) {
        self.elements = elements
    }

    /// A path that is the rectangle `rect`, transformed [DOC CGPath(rect:transform:)].
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A path that is the ellipse inscribed in `rect`, transformed
    /// [DOC CGPath(ellipseIn:transform:)].
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A path that is the rectangle `rect` with elliptical corners, transformed
    /// [DOC CGPath(roundedRect:cornerWidth:cornerHeight:transform:)].
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements [DOC isEmpty].
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle that holds every point of the path, control points included;
    /// `.null` for an empty path [DOC boundingBox].
    public var boundingBox: CGRect {
        let points = elements.flatMap(\.points)
        guard let first = points.first else { return .null }
        var minX = first.x
        var minY = first.y
        var maxX = first.x
        var maxY = first.y
        for point in points.dropFirst() {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The end point of the last element, or the start of the subpath after a close; `.zero`
    /// for an empty path [DOC currentPoint].
    public var currentPoint: CGPoint {
        var subpathStart = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            if case .move(let point) = element { subpathStart = point }
            if case .closeSubpath = element {
                current = subpathStart
            } else if let end = element.points.last {
                current = end
            }
        }
        return current
    }

    /// An immutable copy [DOC copy()].
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// An immutable copy with every point transformed [DOC copy(using:)].
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let transform = transform?.pointee ?? .identity
        return CGPath(elements: elements.map { $0.applying(transform) })
    }

    /// A mutable copy [DOC mutableCopy()].
    public func mutableCopy() -> CGMutablePath? {
        let path = CGMutablePath()
        path.elements = elements
        return path
    }

    /// Paths are equal when their elements are, in order [DOC CGPath.==].
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.elements == rhs.elements
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }
}
