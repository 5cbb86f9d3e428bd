/// A path being built, as Core Graphics' `CGMutablePath`.
///
/// Arcs and ellipses are stored as cubic Bézier curves of at most a quarter turn each, as
/// Core Graphics builds them; `clockwise` has Core Graphics' meaning (decreasing angles, which
/// is clockwise with the y axis up and counterclockwise on a UIKit screen).
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() {
        super.init(elements: [])
    }

    /// Starts a new subpath at `point` [DOC move(to:transform:)].
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(to: point.applying(transform)))
    }

    /// Adds a line from the current point to `point` [DOC addLine(to:transform:)].
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.line(to: point.applying(transform)))
    }

    /// Adds lines through `points`, starting a subpath at the first [DOC addLines(between:transform:)].
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a quadratic Bézier curve [DOC addQuadCurve(to:control:transform:)].
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
    }

    /// Adds a cubic Bézier curve [DOC addCurve(to:control1:control2:transform:)].
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        elements.append(
            .curve(
                to: end.applying(transform), control1: control1.applying(transform),
                control2: control2.applying(transform)))
    }

    /// Closes the current subpath with a line to its start [DOC closeSubpath()].
    public func closeSubpath() {
        elements.append(.closeSubpath)
    }

    /// Adds a closed subpath that is the rectangle, starting at its minimum corner and going
    /// through (maxX, minY) [DOC addRect(_:transform:)].
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        addLines(
            between: [
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
            ], transform: transform)
        closeSubpath()
    }

    /// Adds each rectangle as a closed subpath [DOC addRects(_:transform:)].
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four curves
    /// [DOC addEllipse(in:transform:)].
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        let radii = CGSize(width: rect.width / 2, height: rect.height / 2)
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let scale = CGAffineTransform(translationX: center.x, y: center.y)
            .scaledBy(x: radii.width, y: radii.height).concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: scale)
        appendArcCurves(startAngle: 0, sweep: 2 * .pi, transform: scale)
        closeSubpath()
    }

    /// Adds a rectangle with elliptical corners of the given width and height (clamped to
    /// half the rectangle's) as a closed subpath [DOC addRoundedRect(in:cornerWidth:cornerHeight:transform:)].
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let rect = rect.standardized
        let width = min(max(cornerWidth, 0), rect.width / 2)
        let height = min(max(cornerHeight, 0), rect.height / 2)
        if width == 0 || height == 0 {
            addRect(rect, transform: transform)
            return
        }
        let corners: [(CGPoint, CGFloat)] = [
            (CGPoint(x: rect.maxX - width, y: rect.minY + height), -.pi / 2),
            (CGPoint(x: rect.maxX - width, y: rect.maxY - height), 0),
            (CGPoint(x: rect.minX + width, y: rect.maxY - height), .pi / 2),
            (CGPoint(x: rect.minX + width, y: rect.minY + height), .pi),
        ]
        move(to: CGPoint(x: rect.minX + width, y: rect.minY), transform: transform)
        for (center, startAngle) in corners {
            let corner = CGAffineTransform(translationX: center.x, y: center.y).scaledBy(x: width, y: height)
                .concatenating(transform)
            addLine(to: CGPoint(x: cos(startAngle), y: sin(startAngle)), transform: corner)
            appendArcCurves(startAngle: startAngle, sweep: .pi / 2, transform: corner)
        }
        closeSubpath()
    }

    /// Adds an arc of a circle: a line from the current point to the arc's start (or a new
    /// subpath there if the path is empty), then the arc. `clockwise` true sweeps toward
    /// decreasing angles [DOC addArc(center:radius:startAngle:endAngle:clockwise:transform:)].
    /// A sweep is at most one full turn.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let circle = CGAffineTransform(translationX: center.x, y: center.y).scaledBy(x: radius, y: radius)
            .concatenating(transform)
        let start = CGPoint(x: cos(startAngle), y: sin(startAngle))
        if isEmpty { move(to: start, transform: circle) } else { addLine(to: start, transform: circle) }
        appendArcCurves(
            startAngle: startAngle, sweep: Self.sweep(from: startAngle, to: endAngle, clockwise: clockwise),
            transform: circle)
    }

    /// Appends another path's elements, transformed [DOC addPath(_:transform:)].
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: path.elements.map { $0.applying(transform) })
    }

    /// The signed angle an arc sweeps: positive toward increasing angles (counterclockwise in
    /// Core Graphics' terms), at most one turn in magnitude.
    static func sweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        let delta = clockwise ? start - end : end - start
        var magnitude = delta
        if magnitude > turn {
            magnitude = turn
        } else if magnitude < 0 {
            magnitude = magnitude.truncatingRemainder(dividingBy: turn) + turn
        }
        return clockwise ? -magnitude : magnitude
    }

    /// Appends the unit-circle arc from `startAngle` through `sweep` radians as cubic curves
    /// of at most a quarter turn each (control distance 4/3·tan(θ/4)), mapped by `transform`.
    func appendArcCurves(startAngle: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        let count = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(count)
        let handle = 4 / 3 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<count {
            let next = angle + step
            let from = CGPoint(x: cos(angle), y: sin(angle))
            let to = CGPoint(x: cos(next), y: sin(next))
            addCurve(
                to: to,
                control1: CGPoint(x: from.x - handle * from.y, y: from.y + handle * from.x),
                control2: CGPoint(x: to.x + handle * to.y, y: to.y - handle * to.x),
                transform: transform)
            angle = next
        }
    }
}
