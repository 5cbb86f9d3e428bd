// Interpolation and arithmetic of animation values: component-wise for numbers, points, sizes,
// rectangles and colors; by decomposition for transforms (TransformComponents.swift); element by
// element for paths and lists (AnimationValue+Lists.swift).
//
// Mismatched kinds never trap: the left-hand value is returned unchanged.

extension AnimationValue {
    /// The value at fraction `t` between `self` (t = 0) and `other` (t = 1); fractions outside
    /// [0, 1] extrapolate (springs and overshooting curves), except for transforms, whose
    /// decomposition is extrapolated component by component too.
    ///
    /// Transforms interpolate as Core Animation does, by decomposing both matrices into
    /// translation, scale, skew, perspective and a rotation quaternion, interpolating those (the
    /// rotation by spherical interpolation along the shorter arc) and recomposing ([OBS]
    /// rajasoftwarelabs.com, "Debugging CGAffineTransform scale to zero animations on iOS":
    /// iOS decomposes both transforms into scale, shear, rotation and translation; the
    /// decomposition itself follows the CSS Transforms Level 2 algorithm that WebKit shares). When
    /// either matrix cannot be decomposed (a zero scale, a singular matrix), iOS shows no
    /// animation and the view jumps to the new transform [OBS same source]: the result is then
    /// `other` for every t > 0.
    func interpolated(to other: AnimationValue, fraction t: Double) -> AnimationValue {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)):
            return .scalar(a + (b - a) * t)
        case (.point(let a), .point(let b)):
            return .point(CGPoint(x: Self.lerp(a.x, b.x, t), y: Self.lerp(a.y, b.y, t)))
        case (.size(let a), .size(let b)):
            return .size(CGSize(width: Self.lerp(a.width, b.width, t), height: Self.lerp(a.height, b.height, t)))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(
                    x: Self.lerp(a.origin.x, b.origin.x, t), y: Self.lerp(a.origin.y, b.origin.y, t),
                    width: Self.lerp(a.size.width, b.size.width, t),
                    height: Self.lerp(a.size.height, b.size.height, t)))
        case (.color(let a), .color(let b)):
            return .color(
                ColorComponents(
                    red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
                    blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t,
                    isGray: a.isGray && b.isGray))
        case (.transform(let a), .transform(let b)):
            if t == 0 { return self }
            if t == 1 { return other }
            guard let start = TransformComponents(a), let end = TransformComponents(b) else { return other }
            return .transform(start.interpolated(to: end, fraction: t).matrix)
        case (.path, .path), (.colors, .colors), (.numbers, .numbers):
            return interpolatedList(to: other, fraction: t)
        default:
            return self
        }
    }

    /// `self + other`: component-wise sums; for transforms the concatenation `other · self`
    /// (`other` applies first), so that an additive transform animation applies its value before
    /// the underlying transform [INF: Core Animation documents additive animations as adding to
    /// the current presentation value, not the order of matrix concatenation].
    func adding(_ other: AnimationValue) -> AnimationValue {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)):
            return .scalar(a + b)
        case (.point(let a), .point(let b)):
            return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case (.size(let a), .size(let b)):
            return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(
                    x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y,
                    width: a.size.width + b.size.width, height: a.size.height + b.size.height))
        case (.color(let a), .color(let b)):
            return .color(
                ColorComponents(
                    red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha,
                    isGray: a.isGray && b.isGray))
        case (.transform(let a), .transform(let b)):
            return .transform(b.multiplied(by: a))
        case (.path, .path), (.colors, .colors), (.numbers, .numbers):
            return addingList(other)
        default:
            return self
        }
    }

    /// `self − other`, the inverse of `adding(_:)`; nil for transforms when `other` is singular.
    func subtracting(_ other: AnimationValue) -> AnimationValue? {
        switch (self, other) {
        case (.transform(let a), .transform(let b)):
            guard let inverse = b.inverse else { return nil }
            return .transform(inverse.multiplied(by: a))
        default:
            return adding(other.scaled(by: -1))
        }
    }

    /// The value multiplied by `factor` component-wise; a transform is raised to the power
    /// `factor` when it is a whole number (repeated concatenation), else returned unchanged.
    func scaled(by factor: Double) -> AnimationValue {
        switch self {
        case .scalar(let a):
            return .scalar(a * factor)
        case .point(let a):
            return .point(CGPoint(x: a.x * factor, y: a.y * factor))
        case .size(let a):
            return .size(CGSize(width: a.width * factor, height: a.height * factor))
        case .rect(let a):
            return .rect(
                CGRect(
                    x: a.origin.x * factor, y: a.origin.y * factor, width: a.size.width * factor,
                    height: a.size.height * factor))
        case .color(let a):
            return .color(
                ColorComponents(
                    red: a.red * factor, green: a.green * factor, blue: a.blue * factor, alpha: a.alpha * factor,
                    isGray: a.isGray))
        case .transform(let a):
            guard factor == factor.rounded(), abs(factor) <= 1_000 else { return self }
            var base = a
            if factor < 0 {
                guard let inverse = a.inverse else { return self }
                base = inverse
            }
            var result = CATransform3DIdentity
            for _ in 0..<Int(abs(factor)) {
                result = result.multiplied(by: base)
            }
            return .transform(result)
        case .path, .colors, .numbers:
            return scaledList(by: factor)
        }
    }

    /// The distance between two values, for paced keyframe timing: Euclidean over the
    /// components; for transforms over the entries of the matrices [INF: Core Animation does not
    /// document its metric for transforms].
    func distance(to other: AnimationValue) -> Double {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)):
            return abs(b - a)
        case (.point(let a), .point(let b)):
            return Self.norm([b.x - a.x, b.y - a.y])
        case (.size(let a), .size(let b)):
            return Self.norm([b.width - a.width, b.height - a.height])
        case (.rect(let a), .rect(let b)):
            return Self.norm([
                b.origin.x - a.origin.x, b.origin.y - a.origin.y, b.size.width - a.size.width,
                b.size.height - a.size.height,
            ])
        case (.color(let a), .color(let b)):
            return Self.norm(
                [b.red - a.red, b.green - a.green, b.blue - a.blue, b.alpha - a.alpha].map { CGFloat($0) })
        case (.transform(let a), .transform(let b)):
            return Self.norm(zip(a.rows.joined(), b.rows.joined()).map { $1 - $0 })
        case (.path, .path), (.colors, .colors), (.numbers, .numbers):
            return listDistance(to: other)
        default:
            return 0
        }
    }

    static func lerp(_ a: CGFloat, _ b: CGFloat, _ t: Double) -> CGFloat {
        a + (b - a) * CGFloat(t)
    }

    static func norm(_ components: [CGFloat]) -> Double {
        Double(components.reduce(0) { $0 + $1 * $1 }.squareRoot())
    }
}
