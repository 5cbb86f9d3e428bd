/// A typed animation value: what an `Any?` `fromValue`, `toValue`, `byValue` or keyframe value
/// becomes when the animation is added to a layer, so that evaluation does no dynamic casting
/// (internal).
enum AnimationValue: Hashable, Sendable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(ColorComponents)
    /// A path's elements; nil for no path.
    case path([PathElement]?)
    /// A list of colors; nil for no list.
    case colors([ColorComponents]?)
    /// A list of numbers; nil for no list.
    case numbers([Double]?)

    /// The kind of the value.
    var kind: AnimatableProperty.Kind {
        switch self {
        case .scalar: .scalar
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .transform: .transform
        case .color: .color
        case .path: .path
        case .colors: .colors
        case .numbers: .numbers
        }
    }

    /// The zero of a kind: 0, the origin, the empty size and rectangle, the identity transform,
    /// transparent black, no path or list. The additive identity of `adding(_:)`.
    static func zero(of kind: AnimatableProperty.Kind) -> AnimationValue {
        switch kind {
        case .scalar: .scalar(0)
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .rect: .rect(.zero)
        case .transform: .transform(CATransform3DIdentity)
        case .color: .color(.clear)
        case .path: .path(nil)
        case .colors: .colors(nil)
        case .numbers: .numbers(nil)
        }
    }
}

/// A color as four components for interpolation. Gray colors are converted to RGB with equal
/// components; `isGray` remembers whether the result can be given back as a gray color.
struct ColorComponents: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double
    var isGray: Bool

    init(red: Double, green: Double, blue: Double, alpha: Double, isGray: Bool) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.isGray = isGray
    }

    /// Transparent black, what a missing color reads as.
    static let clear = ColorComponents(red: 0, green: 0, blue: 0, alpha: 0, isGray: true)

    /// The components of a `CGColor`.
    init(_ color: CGColor) {
        let components = color.components ?? [0, 0]
        if color.model == .gray {
            let white = Double(components[0])
            self.init(red: white, green: white, blue: white, alpha: Double(color.alpha), isGray: true)
        } else {
            self.init(
                red: Double(components[0]), green: Double(components[1]), blue: Double(components[2]),
                alpha: Double(color.alpha), isGray: false)
        }
    }

    /// The color, gray when the components came from gray colors only.
    var cgColor: CGColor {
        if isGray, red == green, green == blue {
            return CGColor(gray: CGFloat(red), alpha: CGFloat(alpha))
        }
        return CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

// MARK: Converting Core Animation's `Any?` values

extension AnimationValue {
    /// Converts a value given to an animation into the kind its key path needs, or nil when it
    /// is of another type.
    ///
    /// Numbers may be `NSNumber`, `Double`, `CGFloat`, `Float` or `Int` (Core Animation takes
    /// `NSNumber`, which Swift's numeric types bridge to on Apple platforms); points, sizes and
    /// rectangles are `CGPoint`, `CGSize`, `CGRect`; transforms `CATransform3D`, or any of
    /// these in an `NSValue` (`NSValue(cgPoint:)`, `NSValue(caTransform3D:)`, ...); colors
    /// `CGColor`; paths `CGPath`; lists arrays of `CGColor`s or of numbers. A `UIColor` where a
    /// `CGColor` is expected (or a `UIBezierPath` where a `CGPath` is) is rejected, as Core
    /// Animation silently ignores it.
    init?(converting value: Any, to kind: AnimatableProperty.Kind) {
        if kind != .scalar, let held = (value as? NSValue)?.heldGeometry {
            guard held.kind == kind else { return nil }
            self = held
            return
        }
        switch kind {
        case .scalar:
            guard let number = Self.number(from: value) else { return nil }
            self = .scalar(number)
        case .point:
            guard let point = value as? CGPoint else { return nil }
            self = .point(point)
        case .size:
            guard let size = value as? CGSize else { return nil }
            self = .size(size)
        case .rect:
            guard let rect = value as? CGRect else { return nil }
            self = .rect(rect)
        case .transform:
            guard let transform = value as? CATransform3D else { return nil }
            self = .transform(transform)
        case .color:
            guard let color = value as? CGColor else { return nil }
            self = .color(ColorComponents(color))
        case .path:
            guard let path = value as? CGPath else { return nil }
            self = .path(path.elements)
        case .colors:
            guard let list = value as? [Any] else { return nil }
            let colors = list.compactMap { $0 as? CGColor }
            guard colors.count == list.count else { return nil }
            self = .colors(colors.map(ColorComponents.init))
        case .numbers:
            guard let list = value as? [Any] else { return nil }
            let numbers = list.compactMap(Self.number(from:))
            guard numbers.count == list.count else { return nil }
            self = .numbers(numbers)
        }
    }

    /// A number from the numeric types code passes to animations.
    static func number(from value: Any) -> Double? {
        switch value {
        case let double as Double: double
        case let float as CGFloat: Double(float)
        case let float as Float: Double(float)
        case let integer as Int: Double(integer)
        case let number as NSNumber: number.doubleValue
        default: nil
        }
    }

    /// The value as the `Any` Core Animation would hand back (for `value(forKeyPath:)`-style
    /// reads): `NSNumber`-compatible `Double`s, `CGPoint`, `CGSize`, `CGRect`, `CATransform3D`,
    /// `CGColor`, `CGPath?`, `[CGColor]?`, `[NSNumber]?`.
    var anyValue: Any {
        switch self {
        case .scalar(let value): value
        case .point(let value): value
        case .size(let value): value
        case .rect(let value): value
        case .transform(let value): value
        case .color(let value): value.cgColor
        case .path(let elements): elements.map { CGPath(elements: $0) } as Any
        case .colors(let colors): colors?.map(\.cgColor) as Any
        case .numbers(let numbers): numbers?.map { NSNumber(value: $0) } as Any
        }
    }
}
