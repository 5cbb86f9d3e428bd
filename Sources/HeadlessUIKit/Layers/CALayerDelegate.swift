/// The delegate of a layer. A `UIView` is the delegate of its own layer.
///
/// Core Animation's protocol has only optional Objective-C methods; Swift on Linux has no
/// optional protocol requirements, so each method here has a default implementation that
/// does nothing. Only layout is modelled for now.
@MainActor
public protocol CALayerDelegate: NSObjectProtocol {
    /// Lays out the sublayers of `layer`. Called by the default `CALayer.layoutSublayers()`.
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    public func layoutSublayers(of layer: CALayer) {}
}
