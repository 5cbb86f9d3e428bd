// Actions: what runs when a layer's animatable property changes. For a standalone layer, an
// implicit animation of the transaction's duration; for a view's layer, nothing outside an
// animation block and the block's animation inside it (the view answers as the layer's
// delegate) [DOC CALayer.action(forKey:); OBS objc.io issue 12, "View-Layer Synergy": "UIView
// disables layer animations by default but reenables them inside animation blocks", its
// `actionForLayer:forKey:` returns NSNull outside and a CABasicAnimation inside].
//
// Deviation: Core Animation asks for the action before the property changes, so a delegate
// can read the old value from the layer; here the change funnel runs after the change, and the
// old value is passed along internally (`LayerAnimationStorage.pendingChange`). A user's
// `action(for:forKey:)` reading the layer sees the new value.
//
// A layer that has never been committed (created since the last frame) has no implicit
// animation (`action(forKey:)` finds none at the last step): it is not in the render tree yet,
// so there is no old value on screen to animate from, and Core Animation shows none [INF].

extension CALayer {
    /// The `actions` dictionary: actions by key, searched after the delegate. An `NSNull`
    /// entry turns the implicit animation of that key off.
    public var actions: [String: any CAAction]? {
        get { animationStorage.actions }
        set { animationStorage.actions = newValue }
    }
}

@MainActor
extension CALayer {
    /// Whether the layer has been part of a commit (is on screen in Core Animation's terms).
    var hasBeenCommitted: Bool {
        HeadlessDisplay.commitCount > animationStorage.creationCommit
    }

    /// The search behind ``action(forKey:)``.
    func searchAction(forKey event: String) -> (any CAAction)? {
        if let action = delegate?.action(for: self, forKey: event) {
            return action is NSNull ? nil : action
        }
        if let action = animationStorage.actions?[event] {
            return action is NSNull ? nil : action
        }
        if let action = type(of: self).defaultAction(forKey: event) {
            return action is NSNull ? nil : action
        }
        guard let property = AnimatableProperty(keyPath: event), property.hasImplicitAnimation, hasBeenCommitted
        else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction =
            CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        animation.isImplicitDefaultAction = true
        return animation
    }

    /// The change funnel's second half: runs the action of the changed property. Cheap when
    /// there is nothing to run (a view's layer outside animation blocks): no value is converted
    /// and nothing allocated before an action is found.
    func runActionForModelChange(keyPath: String, oldValue: any Sendable) {
        guard let property = AnimatableProperty(keyPath: keyPath) else { return }
        let display = HeadlessDisplay.current
        display.ensureTransaction()
        guard display.actionSuppression == 0, !display.actionsDisabled,
            let action = action(forKey: keyPath),
            let previous = AnimationValue(modelValue: oldValue, kind: property.kind)
        else { return }
        var change = LayerAnimationStorage.PendingChange(property: property, previousModelValue: previous)
        if let animation = action as? CABasicAnimation, animation.isImplicitDefaultAction {
            // "Between the previous value of the property in the render tree and the current
            // value": the presentation value just before the change.
            change.previousPresentationValue = presentationValue(of: property, withModelValue: previous)
        }
        animationStorage.pendingChange = change
        defer { animationStorage.pendingChange = nil }
        action.run(forKey: keyPath, object: self, arguments: nil)
    }

    /// The presentation value of `property` at the current time, had the model value been
    /// `modelValue`.
    func presentationValue(of property: AnimatableProperty, withModelValue modelValue: AnimationValue)
        -> AnimationValue
    {
        var presentation = LayerPresentation(modelOf: self)
        presentation.setValue(modelValue, for: property)
        applyAnimations(to: &presentation, display: HeadlessDisplay.current)
        return presentation.value(of: property)
    }
}

extension AnimationValue {
    /// The typed value of a model property's old value, as the change funnel passes it.
    init?(modelValue: any Sendable, kind: AnimatableProperty.Kind) {
        switch modelValue {
        case let value as AnimationValue where value.kind == kind: self = value
        case let value as Float where kind == .scalar: self = .scalar(Double(value))
        case let value as CGFloat where kind == .scalar: self = .scalar(Double(value))
        case let value as CGPoint where kind == .point: self = .point(value)
        case let value as CGRect where kind == .rect: self = .rect(value)
        case let value as CATransform3D where kind == .transform: self = .transform(value)
        case let value as CGColor? where kind == .color:
            self = .color(
                value.map(ColorComponents.init) ?? .clear)
        default: return nil
        }
    }
}
