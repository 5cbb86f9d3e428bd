// Compiling an animation into the program the layer evaluates at each frame: key path to
// property, `Any?` values to typed values, Core Animation's rules for which values are used.
// Problems (unknown key path, wrong value type, invalid keyframes) are reported as diagnostics
// once, here, and the animation then changes nothing (or uses the documented fallback).

@MainActor
extension CALayer {
    /// The program of `animation`, whose resolved simple duration is `duration`.
    func compileProgram(for animation: CAAnimation, duration: Double, display: HeadlessDisplay) -> AnimationProgram {
        switch animation {
        case let group as CAAnimationGroup:
            let children = (group.animations ?? []).map { child -> GroupChild in
                var timing = child.mediaTiming
                if timing.duration == 0 {
                    timing.duration = duration
                }
                return GroupChild(
                    timing: timing, program: compileProgram(for: child, duration: timing.duration, display: display))
            }
            return .group(children)
        case let property as CAPropertyAnimation:
            return compilePropertyProgram(property, display: display).map { .property($0) } ?? .noEffect
        default:
            return .noEffect
        }
    }

    private func compilePropertyProgram(_ animation: CAPropertyAnimation, display: HeadlessDisplay) -> PropertyProgram?
    {
        let subject = String(describing: type(of: animation))
        guard let keyPath = animation.keyPath, let property = AnimatableProperty(keyPath: keyPath) else {
            display.record(
                .unknownKeyPath, subject: subject,
                "key path \"\(animation.keyPath ?? "nil")\" is not animatable here (supported: position, bounds, "
                    + "anchorPoint, anchorPointZ, zPosition, opacity, cornerRadius, backgroundColor, transform, "
                    + "sublayerTransform and their fields; shadow and border properties; a shape or gradient "
                    + "layer's animatable properties); the animation changes nothing")
            return nil
        }
        if case .content(let key) = property, !key.belongs(to: self) {
            display.record(
                .unknownKeyPath, subject: subject,
                "key path \"\(keyPath)\" is a property of \(key.layerClass), not of \(type(of: self)); "
                    + "the animation changes nothing")
            return nil
        }
        let curve = ProgressCurve(animation.timingFunction)
        let values: ValueProgram
        switch animation {
        case let spring as CASpringAnimation:
            guard let (from, to) = endpoints(of: spring, property: property, display: display) else { return nil }
            values = .spring(InterpolationEnds(from: from, to: to), UnitSpringBox(spring.unitSpring))
        case let basic as CABasicAnimation:
            guard let (from, to) = endpoints(of: basic, property: property, display: display) else { return nil }
            values = .basic(InterpolationEnds(from: from, to: to))
        case let keyframe as CAKeyframeAnimation:
            let (program, problems) = KeyframeProgram.compile(keyframe, kind: property.kind)
            for problem in problems {
                display.record(.invalidKeyframes, subject: subject, "\(keyPath): \(problem)")
            }
            guard let program else { return nil }
            values = .keyframes(program)
        default:
            return nil
        }
        return PropertyProgram(
            property: property, isAdditive: animation.isAdditive, isCumulative: animation.isCumulative, curve: curve,
            values: values)
    }

    /// The two ends of a basic animation, by Core Animation's rules for `fromValue`, `toValue`
    /// and `byValue` (see `CABasicAnimation`); nil, with a diagnostic, when a value has the
    /// wrong type.
    private func endpoints(
        of animation: CABasicAnimation, property: AnimatableProperty, display: HeadlessDisplay
    ) -> (Endpoint, Endpoint)? {
        let kind = property.kind
        func convert(_ value: Any?, _ name: String) -> (ok: Bool, value: AnimationValue?) {
            guard let value else { return (true, nil) }
            guard let converted = AnimationValue(converting: value, to: kind) else {
                display.record(
                    .valueTypeMismatch, subject: String(describing: type(of: animation)),
                    "\(animation.keyPath ?? "nil"): \(name) is \(type(of: value)), not a \(kind) value; "
                        + "the animation changes nothing")
                return (false, nil)
            }
            return (true, converted)
        }
        let from = convert(animation.fromValue, "fromValue")
        let to = convert(animation.toValue, "toValue")
        let by = convert(animation.byValue, "byValue")
        guard from.ok, to.ok, by.ok else { return nil }
        switch (from.value, to.value, by.value) {
        case (let from?, let to?, _):
            return (.value(from), .value(to))
        case (let from?, nil, let by?):
            return (.value(from), .value(from.adding(by)))
        case (nil, let to?, let by?):
            return (.value(to.subtracting(by) ?? to), .value(to))
        case (let from?, nil, nil):
            return (.value(from), .underlying)
        case (nil, let to?, nil):
            return (.underlying, .value(to))
        case (nil, nil, let by?):
            return (.underlying, .underlyingPlus(by))
        case (nil, nil, nil):
            if let pending = animationStorage.pendingChange, pending.property == property {
                return (.value(pending.previousPresentationValue ?? pending.previousModelValue), .underlying)
            }
            return (.underlying, .underlying)
        }
    }
}
