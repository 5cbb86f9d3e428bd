// What a view's property change inside an animation block makes: Core Animation animations
// on the view's layer, configured as UIKit configures them.
//
// UIKit (iOS 8 and later) animates `position` and `bounds` additively: the model value
// changes at once, and an additive animation runs from (old − new) to zero, so a second
// animation of the same property blends with a first one still running instead of replacing
// it, whether or not `beginFromCurrentState` is set; `bounds` is split into `bounds.origin` and
// `bounds.size` animations [OBS gist d-ronnqvist/137ce6b4c852d8ebd96d, the animations iOS 8
// adds for a bounds change: keyPath bounds.origin and bounds.size, additive = 1, fromValue =
// old − new, toValue = 0, fillMode both, timingFunction easeInEaseOut, delegate
// UIViewAnimationState; iosoteric.com, "Additive animations: animateWithDuration in iOS 8";
// WWDC 2014 session 236]. `transform` is animated additively too, from old · new⁻¹ to the
// identity [INF: the sources name position and bounds; a singular new transform, which has no
// inverse, is animated absolutely]. The other properties (`opacity`, `backgroundColor`,
// `cornerRadius`) replace any running animation of the same key, from the old model value, or
// from the presentation value with `beginFromCurrentState` [OBS iosoteric.com: iOS 7's
// animations used the key path as key and replaced the one in flight]. Additive animations
// after the first of a key path get keys "<keyPath>-<n>" [INF: UIKit's key names are not
// documented].

extension UIView {
    /// The properties of a view's layer UIKit animates in blocks [DOC UIView "Animations":
    /// frame, bounds, center, transform, alpha, backgroundColor; OBS cornerRadius since iOS 11].
    static let blockAnimatableKeys: Set<String> = [
        "position", "bounds", "transform", "opacity", "backgroundColor", "cornerRadius",
    ]

    /// The view's answer to its layer's action search.
    func viewAnimationAction(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard layer === backingLayer else { return nil }
        let state = HeadlessDisplay.current.viewAnimation
        guard state.areAnimationsEnabled, let context = state.contexts.last, Self.blockAnimatableKeys.contains(event)
        else { return NSNull() }
        return ViewAnimationAction(context: context)
    }
}

/// The action a view returns inside an animation block: hands the change to the block.
@MainActor
final class ViewAnimationAction: @preconcurrency CAAction {
    let context: ViewAnimationContext

    init(context: ViewAnimationContext) {
        self.context = context
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let change = layer.animationStorage.pendingChange else { return }
        switch context.kind {
        case .block(let parameters):
            BlockAnimationBuilder(layer: layer, parameters: parameters, completion: context.completion)
                .addAnimations(for: change, key: event)
        case .keyframes(let recorder):
            recorder.record(change, on: layer, key: event)
        case .animator(let animator, let windowStart):
            animator.track(change, on: layer, key: event, windowStart: windowStart)
        }
    }
}

/// Makes the Core Animation animations of one property change in a `UIView.animate` block.
@MainActor
struct BlockAnimationBuilder {
    let layer: CALayer
    let parameters: ViewAnimationParameters
    let completion: ViewAnimationCompletion

    func addAnimations(for change: LayerAnimationStorage.PendingChange, key: String) {
        let property = change.property
        let old = change.previousModelValue
        let new = layer.modelValue(of: property)
        switch (property, old, new) {
        case (.position, .point(let from), .point(let to)):
            addAdditive(keyPath: "position", from: CGPoint(x: from.x - to.x, y: from.y - to.y), to: CGPoint.zero)
        case (.bounds, .rect(let from), .rect(let to)):
            addAdditive(
                keyPath: "bounds.origin", from: CGPoint(x: from.origin.x - to.origin.x, y: from.origin.y - to.origin.y),
                to: CGPoint.zero)
            addAdditive(
                keyPath: "bounds.size",
                from: CGSize(width: from.size.width - to.size.width, height: from.size.height - to.size.height),
                to: CGSize.zero)
        case (.transform(.whole), .transform(let from), .transform(let to)):
            if let inverse = to.inverse {
                addAdditive(keyPath: "transform", from: from.multiplied(by: inverse), to: CATransform3DIdentity)
            } else {
                addAbsolute(keyPath: key, property: property, old: old)
            }
        default:
            addAbsolute(keyPath: key, property: property, old: old)
        }
    }

    /// An additive animation from `from` to `to` (zero), under a key no other animation uses.
    private func addAdditive(keyPath: String, from: Any, to: Any) {
        let animation = makeAnimation(keyPath: keyPath)
        animation.isAdditive = true
        animation.fromValue = from
        animation.toValue = to
        var key = keyPath
        if layer.animation(forKey: key) != nil {
            let display = HeadlessDisplay.current
            repeat {
                display.viewAnimation.additiveKeySerial += 1
                key = "\(keyPath)-\(display.viewAnimation.additiveKeySerial)"
            } while layer.animation(forKey: key) != nil
        }
        add(animation, forKey: key)
    }

    /// An absolute animation from the old model value (or the presentation value with
    /// `beginFromCurrentState`) to the model value, replacing the key's animation.
    private func addAbsolute(keyPath: String, property: AnimatableProperty, old: AnimationValue) {
        let animation = makeAnimation(keyPath: keyPath)
        let from =
            parameters.options.contains(.beginFromCurrentState)
            ? layer.presentationValue(of: property, withModelValue: old) : old
        animation.fromValue = from.anyValue
        add(animation, forKey: keyPath)
    }

    private func add(_ animation: CABasicAnimation, forKey key: String) {
        animation.delegate = completion
        completion.animationAdded()
        layer.add(animation, forKey: key)
    }

    /// A basic or spring animation with the block's duration, delay, curve and options.
    private func makeAnimation(keyPath: String) -> CABasicAnimation {
        let animation: CABasicAnimation
        var duration = parameters.duration
        switch parameters.timing {
        case .curve(let curve):
            animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = CAMediaTimingFunction(name: curve.mediaTimingFunctionName)
        case .spring(let ratio, let velocity):
            let timing = SpringTiming(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
            animation = Self.springAnimation(keyPath: keyPath, spring: timing.spring)
        case .perceptualSpring(let perceptual, let bounce, let velocity):
            let spring = UnitSpring(perceptualDuration: perceptual, bounce: bounce, initialVelocity: velocity)
            animation = Self.springAnimation(keyPath: keyPath, spring: spring)
            duration = spring.settlingDuration
        }
        animation.duration = duration
        animation.fillMode = .both
        if parameters.delay > 0 {
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + parameters.delay
        }
        if parameters.options.contains(.repeat) {
            animation.repeatCount = .infinity
        }
        if parameters.options.contains(.autoreverse) {
            animation.autoreverses = true
        }
        return animation
    }

    private static func springAnimation(keyPath: String, spring: UnitSpring) -> CASpringAnimation {
        let animation = CASpringAnimation(keyPath: keyPath)
        animation.mass = CGFloat(spring.mass)
        animation.stiffness = CGFloat(spring.stiffness)
        animation.damping = CGFloat(spring.damping)
        animation.initialVelocity = CGFloat(spring.initialVelocity)
        animation.allowsOverdamping = true
        return animation
    }
}
