/// A path with its drawing attributes, as UIKit's `UIBezierPath`, built on ``CGMutablePath``.
///
/// Angles and `clockwise` have UIKit's meaning: with the y axis down, `clockwise` sweeps
/// toward increasing angles. Rounded rectangles have circular (or elliptical) corners, where
/// UIKit draws a slightly different continuous curve. The model keeps the path and the line
/// attributes; `fill()`, `stroke()` and `contains(_:)` are not offered, as nothing is drawn.
/// Not isolated to the main actor: a path is built in any context, as it is in UIKit.
open class UIBezierPath: NSObject {
    private var path = CGMutablePath()

    /// The width of a stroke. Default 1 [DOC lineWidth].
    open var lineWidth: CGFloat = 1

    /// An empty path.
    public override init() {
        super.init()
    }

    /// A closed rectangular path [DOC init(rect:)].
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed elliptical path inscribed in `rect` [DOC init(ovalIn:)].
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A closed rounded rectangle with every corner of radius `cornerRadius`, clamped to half
    /// the shorter side [DOC init(roundedRect:cornerRadius:)].
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// A closed rectangle whose `corners` are rounded with `cornerRadii`, each clamped to half
    /// the rectangle's width or height [DOC init(roundedRect:byRoundingCorners:cornerRadii:)].
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let rect = rect.standardized
        let width = min(max(cornerRadii.width, 0), rect.width / 2)
        let height = min(max(cornerRadii.height, 0), rect.height / 2)
        // Each corner: the corner point, the ellipse centre's offset from it, the start angle.
        let plan: [(UIRectCorner, CGPoint, CGFloat, CGFloat, CGFloat)] = [
            (.topRight, CGPoint(x: rect.maxX, y: rect.minY), -width, height, -.pi / 2),
            (.bottomRight, CGPoint(x: rect.maxX, y: rect.maxY), -width, -height, 0),
            (.bottomLeft, CGPoint(x: rect.minX, y: rect.maxY), width, -height, .pi / 2),
            (.topLeft, CGPoint(x: rect.minX, y: rect.minY), width, height, .pi),
        ]
        let topLeftRounded = corners.contains(.topLeft) && width > 0 && height > 0
        path.move(to: CGPoint(x: rect.minX + (topLeftRounded ? width : 0), y: rect.minY))
        for (corner, point, dx, dy, startAngle) in plan {
            guard corners.contains(corner), width > 0, height > 0 else {
                path.addLine(to: point)
                continue
            }
            let ellipse = CGAffineTransform(translationX: point.x + dx, y: point.y + dy).scaledBy(x: width, y: height)
            path.addLine(to: CGPoint(x: cos(startAngle), y: sin(startAngle)), transform: ellipse)
            path.appendArcCurves(startAngle: startAngle, sweep: .pi / 2, transform: ellipse)
        }
        path.closeSubpath()
    }

    /// An open path that is an arc of a circle; `clockwise` sweeps toward increasing angles
    /// on a UIKit screen [DOC init(arcCenter:radius:startAngle:endAngle:clockwise:)].
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of `cgPath` [DOC init(cgPath:)].
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// The path, as an immutable Core Graphics path; setting it replaces the elements
    /// [DOC cgPath].
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(elements: []) }
        set {
            path = CGMutablePath()
            path.addPath(newValue)
        }
    }

    /// Whether the path has no elements [DOC isEmpty].
    open var isEmpty: Bool { path.isEmpty }

    /// The bounding box of the points and control points [DOC bounds].
    open var bounds: CGRect { path.boundingBox }

    /// The end of the last element [DOC currentPoint].
    open var currentPoint: CGPoint { path.currentPoint }

    /// Starts a subpath [DOC move(to:)].
    open func move(to point: CGPoint) {
        path.move(to: point)
    }

    /// Adds a straight line [DOC addLine(to:)].
    open func addLine(to point: CGPoint) {
        path.addLine(to: point)
    }

    /// Adds a cubic Bézier curve [DOC addCurve(to:controlPoint1:controlPoint2:)].
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve [DOC addQuadCurve(to:controlPoint:)].
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc, with a line to its start from the current point if there is one;
    /// `clockwise` as UIKit means it on screen [DOC addArc(withCenter:radius:startAngle:endAngle:clockwise:)].
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath [DOC close()].
    open func close() {
        path.closeSubpath()
    }

    /// Removes every element [DOC removeAllPoints()].
    open func removeAllPoints() {
        path = CGMutablePath()
    }

    /// Appends the elements of `bezierPath` [DOC append(_:)].
    open func append(_ bezierPath: UIBezierPath) {
        path.addPath(bezierPath.path)
    }

    /// Transforms every point of the path [DOC apply(_:)].
    open func apply(_ transform: CGAffineTransform) {
        let transformed = CGMutablePath()
        transformed.addPath(path, transform: transform)
        path = transformed
    }
}
