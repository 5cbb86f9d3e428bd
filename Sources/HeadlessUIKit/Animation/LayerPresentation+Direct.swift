// The per-frame fast path of property animations with two fixed ends: the value is computed
// and written as plain numbers (or a recomposed matrix), without building `AnimationValue`s.
// It gives exactly what the general path gives (`AnimationValue.interpolated(to:fraction:)`,
// then `adding(_:)` for additive animations, then `LayerPresentation.setValue(_:for:)`); the
// tests of both paths are the same tests.

/// Two fixed ends of a simple kind, as plain numbers (internal).
enum DirectEnds {
    case scalar(Double, Double)
    case point(CGPoint, CGPoint)
    case size(CGSize, CGSize)
    case rect(CGRect, CGRect)
    /// Two decomposable transforms (for `transform` and `sublayerTransform` as a whole).
    case transform(DecomposedEnds)

    /// Nil for colors, transform fields other than scalars, and transforms that cannot be
    /// decomposed (which take the general path).
    init?(_ from: AnimationValue, _ to: AnimationValue, decomposed: DecomposedEnds?) {
        switch (from, to) {
        case (.scalar(let a), .scalar(let b)): self = .scalar(a, b)
        case (.point(let a), .point(let b)): self = .point(a, b)
        case (.size(let a), .size(let b)): self = .size(a, b)
        case (.rect(let a), .rect(let b)): self = .rect(a, b)
        case (.transform, .transform):
            guard let decomposed else { return nil }
            self = .transform(decomposed)
        default: return nil
        }
    }
}

extension LayerPresentation {
    /// Writes the value at `fraction` between the ends to `property` (added to the current
    /// value when `additive`).
    mutating func write(_ ends: DirectEnds, fraction t: Double, to property: AnimatableProperty, additive: Bool) {
        switch ends {
        case .scalar(let a, let b):
            writeScalar(a + (b - a) * t, to: property, additive: additive)
        case .point(let a, let b):
            let point = CGPoint(x: a.x + (b.x - a.x) * CGFloat(t), y: a.y + (b.y - a.y) * CGFloat(t))
            writePoint(point, to: property, additive: additive)
        case .size(let a, let b):
            let size = CGSize(
                width: a.width + (b.width - a.width) * CGFloat(t), height: a.height + (b.height - a.height) * CGFloat(t)
            )
            writeSize(size, to: property, additive: additive)
        case .rect(let a, let b):
            let rect = CGRect(
                x: a.origin.x + (b.origin.x - a.origin.x) * CGFloat(t),
                y: a.origin.y + (b.origin.y - a.origin.y) * CGFloat(t),
                width: a.size.width + (b.size.width - a.size.width) * CGFloat(t),
                height: a.size.height + (b.size.height - a.size.height) * CGFloat(t))
            guard property == .bounds else {
                setValue(.rect(rect), for: property)
                return
            }
            if additive {
                bounds = CGRect(
                    x: bounds.origin.x + rect.origin.x, y: bounds.origin.y + rect.origin.y,
                    width: bounds.size.width + rect.size.width, height: bounds.size.height + rect.size.height)
            } else {
                bounds = rect
            }
        case .transform(let decomposed):
            let matrix: CATransform3D
            if t == 0 {
                matrix = decomposed.fromMatrix
            } else if t == 1 {
                matrix = decomposed.toMatrix
            } else {
                matrix = decomposed.from.interpolated(to: decomposed.to, fraction: t).matrix
            }
            switch property {
            case .transform(.whole): transform = additive ? matrix.multiplied(by: transform) : matrix
            case .sublayerTransform(.whole):
                sublayerTransform = additive ? matrix.multiplied(by: sublayerTransform) : matrix
            default: break
            }
        }
    }

    /// Writes a property animator's value: points use one fraction per axis.
    mutating func write(_ ends: DirectEnds, fractions: (x: Double, y: Double), to property: AnimatableProperty) {
        if case .point(let a, let b) = ends, fractions.x != fractions.y {
            let point = CGPoint(
                x: a.x + (b.x - a.x) * CGFloat(fractions.x), y: a.y + (b.y - a.y) * CGFloat(fractions.y))
            writePoint(point, to: property, additive: false)
            return
        }
        write(ends, fraction: fractions.x, to: property, additive: false)
    }

    private mutating func writeScalar(_ scalar: Double, to property: AnimatableProperty, additive: Bool) {
        switch property {
        case .opacity: opacity = additive ? opacity + Float(scalar) : Float(scalar)
        case .positionX: position.x = additive ? position.x + CGFloat(scalar) : CGFloat(scalar)
        case .positionY: position.y = additive ? position.y + CGFloat(scalar) : CGFloat(scalar)
        case .cornerRadius: cornerRadius = additive ? cornerRadius + CGFloat(scalar) : CGFloat(scalar)
        case .zPosition: zPosition = additive ? zPosition + CGFloat(scalar) : CGFloat(scalar)
        default:
            let written = additive ? value(of: property).adding(.scalar(scalar)) : AnimationValue.scalar(scalar)
            setValue(written, for: property)
        }
    }

    private mutating func writePoint(_ point: CGPoint, to property: AnimatableProperty, additive: Bool) {
        switch property {
        case .position:
            position = additive ? CGPoint(x: position.x + point.x, y: position.y + point.y) : point
        case .boundsOrigin:
            bounds.origin = additive ? CGPoint(x: bounds.origin.x + point.x, y: bounds.origin.y + point.y) : point
        case .anchorPoint:
            anchorPoint = additive ? CGPoint(x: anchorPoint.x + point.x, y: anchorPoint.y + point.y) : point
        default:
            setValue(additive ? value(of: property).adding(.point(point)) : .point(point), for: property)
        }
    }

    private mutating func writeSize(_ size: CGSize, to property: AnimatableProperty, additive: Bool) {
        switch property {
        case .boundsSize:
            bounds.size =
                additive
                ? CGSize(width: bounds.size.width + size.width, height: bounds.size.height + size.height) : size
        default:
            setValue(additive ? value(of: property).adding(.size(size)) : .size(size), for: property)
        }
    }
}
