/// What an animation on a layer does to the layer's properties, compiled when the animation is
/// added so that evaluating it at a frame does no dynamic casting and no string comparison
/// (internal). The large parts are classes, so evaluating copies references, not matrices.
enum AnimationProgram {
    /// Animates one property.
    case property(PropertyProgram)
    /// A group: children timed in the group's local time.
    case group([GroupChild])
    /// Changes nothing (a transition, an unknown key path, no values).
    case noEffect
}

/// A child of a group: its timing relative to the group, and its program.
struct GroupChild {
    var timing: MediaTiming
    var program: AnimationProgram
}

/// Where an end of a basic or spring animation comes from.
enum Endpoint {
    /// A fixed value.
    case value(AnimationValue)
    /// The property's underlying value at each frame (the model value with earlier animations
    /// applied).
    case underlying
    /// The underlying value plus a fixed change.
    case underlyingPlus(AnimationValue)

    func resolved(underlying: AnimationValue) -> AnimationValue {
        switch self {
        case .value(let value): value
        case .underlying: underlying
        case .underlyingPlus(let change): underlying.adding(change)
        }
    }
}

/// How one animated property gets its value from the animation's progress. A class: records
/// share it, and a property animator updates its `values` in place.
final class PropertyProgram {
    let property: AnimatableProperty
    let isAdditive: Bool
    let isCumulative: Bool
    /// The animation's timing function.
    let curve: ProgressCurve
    var values: ValueProgram

    init(property: AnimatableProperty, isAdditive: Bool, isCumulative: Bool, curve: ProgressCurve, values: ValueProgram)
    {
        self.property = property
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        self.curve = curve
        self.values = values
    }
}

/// The value function of a property animation. Every payload is a class, so evaluating a frame
/// copies references, not values.
enum ValueProgram {
    /// `CABasicAnimation`: interpolation between two ends.
    case basic(InterpolationEnds)
    /// `CASpringAnimation`: the spring's progress at the local time between two ends.
    case spring(InterpolationEnds, UnitSpringBox)
    /// `CAKeyframeAnimation`.
    case keyframes(KeyframeProgram)
    /// A `UIViewPropertyAnimator`'s animation: the animator decides the fraction.
    case driven(DrivenProgram)
}

/// The two ends of a basic or spring animation. For transforms with two fixed ends their
/// decompositions are computed once (nil when a matrix cannot be decomposed, and the value then
/// jumps to the end).
final class InterpolationEnds {
    let from: Endpoint
    let to: Endpoint
    let decomposed: DecomposedEnds?
    /// Whether evaluating needs the property's underlying value.
    let needsUnderlying: Bool
    /// The ends as plain numbers, when both are fixed and of a simple kind: evaluation then
    /// writes the property without building `AnimationValue`s (see `LayerPresentation+Direct`).
    let direct: DirectEnds?

    init(from: Endpoint, to: Endpoint) {
        self.from = from
        self.to = to
        decomposed = DecomposedEnds(from: from, to: to)
        if case .value(let start) = from, case .value(let end) = to {
            needsUnderlying = false
            direct = DirectEnds(start, end, decomposed: decomposed)
        } else {
            needsUnderlying = true
            direct = nil
        }
    }

    /// The value at `fraction` of the way.
    func value(at fraction: Double, underlying: AnimationValue?) -> AnimationValue {
        if let decomposed { return decomposed.value(at: fraction) }
        let base = underlying ?? .scalar(0)
        return from.resolved(underlying: base).interpolated(to: to.resolved(underlying: base), fraction: fraction)
    }

    /// The change over one cycle, for cumulative animations.
    func change(underlying: AnimationValue?) -> AnimationValue {
        let base = underlying ?? .scalar(0)
        let start = from.resolved(underlying: base)
        let end = to.resolved(underlying: base)
        return end.subtracting(start) ?? AnimationValue.zero(of: end.kind)
    }
}

/// A spring, boxed so that programs copy a reference.
final class UnitSpringBox {
    let spring: UnitSpring

    init(_ spring: UnitSpring) {
        self.spring = spring
    }
}

/// The decompositions of two fixed transform ends (a class, so programs share it).
final class DecomposedEnds {
    let from: TransformComponents
    let to: TransformComponents
    /// The two matrices as given: the value at fractions 0 and 1 exactly.
    let fromMatrix: CATransform3D
    let toMatrix: CATransform3D

    init?(from: Endpoint, to: Endpoint) {
        guard case .value(.transform(let start)) = from, case .value(.transform(let end)) = to,
            let startComponents = TransformComponents(start), let endComponents = TransformComponents(end)
        else { return nil }
        self.from = startComponents
        self.to = endComponents
        fromMatrix = start
        toMatrix = end
    }

    func value(at fraction: Double) -> AnimationValue {
        if fraction == 0 { return .transform(fromMatrix) }
        if fraction == 1 { return .transform(toMatrix) }
        return .transform(from.interpolated(to: to, fraction: fraction).matrix)
    }
}

// MARK: Evaluation

extension AnimationProgram {
    /// Applies the program to `presentation` at the parent time `parentTime` of an object with
    /// timing `timing` (for a record, the layer's local time; for a group's child, the group's).
    func apply(to presentation: inout LayerPresentation, timing: MediaTiming, parentTime: Double) {
        let state = timing.state(atParentTime: parentTime)
        guard state.isApplied else { return }
        switch self {
        case .property(let program):
            program.apply(to: &presentation, state: state, duration: timing.simpleDuration)
        case .group(let children):
            let groupTime = state.progress * timing.simpleDuration
            for child in children {
                child.program.apply(to: &presentation, timing: child.timing, parentTime: groupTime)
            }
        case .noEffect:
            break
        }
    }
}

extension PropertyProgram {
    /// Writes the property's value for the state `state` of an animation whose simple duration
    /// is `duration`. The underlying value (which may need a transform decomposition) is read
    /// only when the animation needs it.
    func apply(to presentation: inout LayerPresentation, state: MediaTiming.State, duration: Double) {
        var value: AnimationValue
        var underlying: AnimationValue?
        switch values {
        case .basic(let ends) where ends.direct != nil && (!isCumulative || state.iteration == 0):
            presentation.write(ends.direct!, fraction: curve(state.progress), to: property, additive: isAdditive)
            return
        case .spring(let ends, let spring) where ends.direct != nil && (!isCumulative || state.iteration == 0):
            let fraction = spring.spring.position(at: curve(state.progress) * duration)
            presentation.write(ends.direct!, fraction: fraction, to: property, additive: isAdditive)
            return
        case .driven(let driven) where driven.direct != nil:
            let fractions = driven.drive.fractions(atProgress: state.progress)
            presentation.write(driven.direct!, fractions: fractions, to: property)
            return
        case .basic(let ends):
            if isAdditive || isCumulative || ends.needsUnderlying {
                underlying = presentation.value(of: property)
            }
            value = ends.value(at: curve(state.progress), underlying: underlying)
            if isCumulative, state.iteration > 0 {
                value = value.adding(ends.change(underlying: underlying).scaled(by: Double(state.iteration)))
            }
        case .spring(let ends, let spring):
            if isAdditive || isCumulative || ends.needsUnderlying {
                underlying = presentation.value(of: property)
            }
            let fraction = spring.spring.position(at: curve(state.progress) * duration)
            value = ends.value(at: fraction, underlying: underlying)
            if isCumulative, state.iteration > 0 {
                value = value.adding(ends.change(underlying: underlying).scaled(by: Double(state.iteration)))
            }
        case .keyframes(let keyframes):
            value = keyframes.value(at: curve(state.progress))
            if isCumulative, state.iteration > 0, let change = keyframes.change {
                value = value.adding(change.scaled(by: Double(state.iteration)))
            }
        case .driven(let driven):
            value = driven.value(atProgress: state.progress)
        }
        if isAdditive {
            value = (underlying ?? presentation.value(of: property)).adding(value)
        }
        presentation.setValue(value, for: property)
    }
}
