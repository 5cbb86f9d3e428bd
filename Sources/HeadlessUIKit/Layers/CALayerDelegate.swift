/// The delegate of a layer. A `UIView` is the delegate of its own layer.
///
/// Core Animation's protocol has only optional Objective-C methods; Swift on Linux has no
/// optional protocol requirements, so each method here has a default implementation that
/// does nothing (or returns nil). Layout and actions are modelled.
///
/// Not isolated to an actor, as QuartzCore's protocol is not; a layer calls its delegate on
/// the main thread only, so `UIView` (a main-actor class) conforms with `@preconcurrency`, as
/// it does through Objective-C on iOS (docs/isolation.md).
public protocol CALayerDelegate: NSObjectProtocol {
    /// Lays out the sublayers of `layer`. Called by the default `CALayer.layoutSublayers()`.
    func layoutSublayers(of layer: CALayer)

    /// The action for a change of the property `event` of `layer`: an action, `NSNull` for
    /// none, or nil to let the layer continue its search [DOC CALayer.action(forKey:)]. A view
    /// returns its animation inside animation blocks and `NSNull` outside them.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func layoutSublayers(of layer: CALayer) {}

    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
