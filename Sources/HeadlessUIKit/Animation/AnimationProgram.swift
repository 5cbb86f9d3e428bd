/// What an animation on a layer does to the layer's properties, compiled when the animation is
/// added so that evaluating it at a frame does no dynamic casting and no string comparison
/// (internal).
indirect enum AnimationProgram {
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

/// How one animated property gets its value from the animation's progress.
struct PropertyProgram {
    let property: AnimatableProperty
    let isAdditive: Bool
    let isCumulative: Bool
    /// The animation's timing function.
    let curve: ProgressCurve
    var values: ValueProgram
}

/// The value function of a property animation.
enum ValueProgram {
    /// `CABasicAnimation`: interpolation between two ends. For transforms with two fixed
    /// ends, their decompositions are computed once (nil when a matrix cannot be decomposed,
    /// and the value then jumps to the end).
    case basic(from: Endpoint, to: Endpoint, decomposed: DecomposedEnds?)
    /// `CASpringAnimation`: the spring's progress at the local time.
    case spring(from: Endpoint, to: Endpoint, spring: UnitSpring, decomposed: DecomposedEnds?)
    /// `CAKeyframeAnimation`.
    case keyframes(KeyframeProgram)
    /// A `UIViewPropertyAnimator`'s animation: the animator decides the fraction.
    case driven(DrivenProgram)
}

/// The decompositions of two fixed transform ends.
struct DecomposedEnds {
    let from: TransformComponents
    let to: TransformComponents

    init?(from: Endpoint, to: Endpoint) {
        guard case .value(.transform(let start)) = from, case .value(.transform(let end)) = to,
            let startComponents = TransformComponents(start), let endComponents = TransformComponents(end)
        else { return nil }
        self.from = startComponents
        self.to = endComponents
    }

    func value(at fraction: Double) -> AnimationValue {
        .transform(from.interpolated(to: to, fraction: fraction).matrix)
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
    /// is `duration`.
    func apply(to presentation: inout LayerPresentation, state: MediaTiming.State, duration: Double) {
        let underlying = presentation.value(of: property)
        var value: AnimationValue
        switch values {
        case .basic(let from, let to, let decomposed):
            let fraction = curve(state.progress)
            value = Self.interpolate(from, to, decomposed, fraction: fraction, underlying: underlying)
            if isCumulative, state.iteration > 0 {
                value = value.adding(Self.change(from, to, underlying).scaled(by: Double(state.iteration)))
            }
        case .spring(let from, let to, let spring, let decomposed):
            let fraction = spring.position(at: curve(state.progress) * duration)
            value = Self.interpolate(from, to, decomposed, fraction: fraction, underlying: underlying)
            if isCumulative, state.iteration > 0 {
                value = value.adding(Self.change(from, to, underlying).scaled(by: Double(state.iteration)))
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
            value = underlying.adding(value)
        }
        presentation.setValue(value, for: property)
    }

    private static func interpolate(
        _ from: Endpoint, _ to: Endpoint, _ decomposed: DecomposedEnds?, fraction: Double,
        underlying: AnimationValue
    ) -> AnimationValue {
        if let decomposed { return decomposed.value(at: fraction) }
        return from.resolved(underlying: underlying).interpolated(
            to: to.resolved(underlying: underlying), fraction: fraction)
    }

    /// The change over one cycle, for cumulative animations.
    private static func change(_ from: Endpoint, _ to: Endpoint, _ underlying: AnimationValue) -> AnimationValue {
        let start = from.resolved(underlying: underlying)
        let end = to.resolved(underlying: underlying)
        return end.subtracting(start) ?? AnimationValue.zero(of: end.kind)
    }
}
