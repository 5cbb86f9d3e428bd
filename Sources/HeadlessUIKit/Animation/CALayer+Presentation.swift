// Presentation values: the layer's model values with its animations applied at the display's
// current time.

extension CALayer {
    /// A copy of the layer with every animated property at its value at the current time, as
    /// Core Animation's presentation layer is; nil when the layer has never been committed
    /// (created since the last frame), as Core Animation returns nil for a layer not yet in the
    /// render tree [DOC presentation(): "the layer object returned by this method provides a
    /// close approximation of the layer that is currently being displayed"; nil before the
    /// first commit, INF].
    ///
    /// The copy is made with `init(layer:)` for a plain `CALayer`, or with the class's
    /// `makeLayerClassInstance()` for a subclass that overrides it (its own properties are then
    /// not copied, except for QuartzCore's own subclasses: a shape or gradient layer's copy has
    /// its values); a subclass that does neither gets nil [INF: Swift cannot call a subclass's
    /// `init(layer:)` without a `required` initializer]. The copy has no superlayer or
    /// sublayers, so `convert(_:to:)` on it does not see the presentation tree; its `model()` is
    /// this layer. Reading presentation values every frame is cheaper with
    /// ``presentationState()``, which makes no layer. Off the main thread, where the display's
    /// clock is not, the result is nil (with a `coreAnimation.offMainThread` diagnostic).
    public func presentation() -> Self? {
        nonisolated(unsafe) let layer = self
        guard let copy = CoreAnimationThread.run({ layer.presentationCopy() }) else {
            CoreAnimationThread.offMainThread("CALayer", "presentation() off the main thread: nil")
            return nil
        }
        return copy
    }
}

@MainActor
extension CALayer {
    /// `presentation()` on the main thread.
    private func presentationCopy() -> Self? {
        guard hasBeenCommitted else { return nil }
        let copy: CALayer
        if type(of: self) == CALayer.self {
            copy = CALayer(layer: self)
        } else {
            copy = type(of: self).makeLayerClassInstance()
            guard type(of: copy) == type(of: self) else { return nil }
            copy.copyModelValues(from: self)
        }
        copy.apply(presentationState())
        copy.animationStorage.modelLayer = self
        return copy as? Self
    }

    /// The presentation values at the current time, without making a layer: the model values
    /// with the layer's animations applied, in the order they were added. Allocates nothing
    /// unless a color is animated.
    package func presentationState() -> LayerPresentation {
        var presentation = LayerPresentation(modelOf: self)
        applyAnimations(to: &presentation, display: HeadlessDisplay.current)
        return presentation
    }

    /// Applies the animations at the display's current time.
    func applyAnimations(to presentation: inout LayerPresentation, display: HeadlessDisplay) {
        guard !animationStorage.records.isEmpty, animationStorage.displayGeneration == display.generation else {
            return
        }
        let local = localTime(fromDisplayTime: display.currentTime)
        let records = animationStorage.records
        // A plain loop: a main-actor closure (`withUnsafeBufferPointer`'s) checks the executor
        // on every call, and this runs for each layer of each presentation read.
        for index in records.indices {
            seedAnimatedContent(of: records[index].program, into: &presentation)
            records[index].program.apply(to: &presentation, timing: records[index].timing, parentTime: local)
        }
        presentation.dropUnwrittenContent()
    }

    /// Sets the model values of this (presentation) copy, without actions.
    private func apply(_ state: LayerPresentation) {
        let display = HeadlessDisplay.current
        display.actionSuppression += 1
        defer { display.actionSuppression -= 1 }
        bounds = state.bounds
        position = state.position
        zPosition = state.zPosition
        anchorPoint = state.anchorPoint
        anchorPointZ = state.anchorPointZ
        transform = state.transform
        sublayerTransform = state.sublayerTransform
        opacity = state.opacity
        isHidden = state.isHidden
        cornerRadius = state.cornerRadius
        backgroundColor = state.backgroundColor
        applyAnimatedContent(state)
    }

    /// Copies the model values `init(layer:)` copies, for subclass instances.
    private func copyModelValues(from source: CALayer) {
        let display = HeadlessDisplay.current
        display.actionSuppression += 1
        defer { display.actionSuppression -= 1 }
        masksToBounds = source.masksToBounds
        compositingValues = source.compositingValues
        contentValues = source.contentValues
        name = source.name
        animationStorage.copyModelTiming(from: source.animationStorage)
        copyOwnModelValues(from: source)
    }
}

extension HeadlessDisplay {
    /// The presentation values of `layer` at the current time; see
    /// ``CALayer/presentationState()``.
    package func presentationState(of layer: CALayer) -> LayerPresentation {
        var presentation = LayerPresentation(modelOf: layer)
        layer.applyAnimations(to: &presentation, display: self)
        return presentation
    }
}
