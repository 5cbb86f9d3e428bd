// A view as a mask: UIKit sets the masked view's `layer.mask` to the mask view's layer, so the
// mask is composited as a layer mask is, placed by the mask view's frame in the masked view's
// bounds space [DOC UIView.mask: "the view's alpha channel determines how much of the view's
// content and background shows through"].
//
// The mask view has no superview, but it is still a view: it is its layer's delegate, so a
// change of its frame, bounds, center, transform, alpha or background colour inside an
// animation block animates its layer as any view's does, and the compositor reads the mask
// layer's presentation values. A mask view placed in a view hierarchy as well is undefined in
// UIKit (CALayer.mask "must not have a superlayer") and is left as it is here [INF].

extension UIView {
    /// The mask view set with `mask`, while its layer is still this view's `layer.mask`; nil
    /// once the layer's mask has been replaced through `layer.mask` [INF].
    var installedMaskView: UIView? {
        guard let maskView = maskViewStorage, backingLayer.mask === maskView.backingLayer else { return nil }
        return maskView
    }

    /// Makes `maskView`'s layer the layer's mask (nil removes it), keeping the view.
    func installMaskView(_ maskView: UIView?) {
        maskViewStorage = maskView
        backingLayer.mask = maskView?.backingLayer
    }
}
