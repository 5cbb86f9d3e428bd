// The layer properties that only change how a layer is composited on screen: its border,
// which corners are rounded and their curve (CALayerCornerCurve.swift), its mask, back-face
// culling and group opacity. HeadlessCompositor reads them; the border's width and color are
// animatable, and the compositor draws their presentation values
// (Animation/CALayer+AnimatedContent.swift).

/// The compositing-only model values of a layer, stored together. Not QuartzCore API.
package struct LayerCompositingValues: Hashable, Sendable {
    package var borderWidth: CGFloat = 0
    package var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    package var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    package var cornerCurve = CALayerCornerCurve.circular
    package var isDoubleSided = true
    package var allowsGroupOpacity = true
    /// Whether the layer backs one of UIKit's own container views (the window, a transition
    /// container, a navigation or tab bar controller's view and its transition view): such a
    /// view draws nothing of its own, so the compositor gives it no placeholder content.
    package var isUIKitContainer = false

    package init() {}
}

extension CALayer {
    /// The width of the border, drawn inset from the bounds and above the content and the
    /// sublayers [DOC borderWidth]. Default 0. Animatable [DOC "Animatable Properties"]; the
    /// compositor draws its presentation value.
    public var borderWidth: CGFloat {
        get { compositingValues.borderWidth }
        set {
            let old = compositingValues.borderWidth
            compositingValues.borderWidth = newValue
            didChangeContent(.borderWidth, from: .scalar(Double(old)))
        }
    }

    /// The color of the border. Default opaque black [DOC borderColor]. Animatable; nil
    /// animates as transparent black.
    public var borderColor: CGColor? {
        get { compositingValues.borderColor }
        set {
            let old = compositingValues.borderColor
            compositingValues.borderColor = newValue
            didChangeContent(.borderColor, from: .color(old.map(ColorComponents.init) ?? .clear))
        }
    }

    /// Which corners `cornerRadius` rounds. Default all four [DOC maskedCorners].
    public var maskedCorners: CACornerMask {
        get { compositingValues.maskedCorners }
        set { compositingValues.maskedCorners = newValue }
    }

    /// Whether the layer shows when it faces away from the viewer. Default true
    /// [DOC isDoubleSided].
    public var isDoubleSided: Bool {
        get { compositingValues.isDoubleSided }
        set { compositingValues.isDoubleSided = newValue }
    }

    /// Whether a layer with opacity below 1 is composited as one group with its sublayers.
    /// Default true, as for apps linked against the iOS 7 SDK or later without a
    /// `UIViewGroupOpacity` Info.plist key [DOC allowsGroupOpacity].
    public var allowsGroupOpacity: Bool {
        get { compositingValues.allowsGroupOpacity }
        set { compositingValues.allowsGroupOpacity = newValue }
    }

    /// A layer whose alpha masks this layer's content and sublayers, placed in this layer's
    /// bounds space. Default nil. It must not have a superlayer [DOC mask].
    public var mask: CALayer? {
        get { maskStorage }
        set {
            if let old = maskStorage, old.maskOwnerStorage === self {
                old.maskOwnerStorage = nil
                old.invalidateLocalTimes()
            }
            maskStorage = newValue
            // A mask that is this layer or above it in time would make time circular (Core
            // Animation leaves such a mask undefined): it keeps its own time.
            var above: CALayer? = self
            while let layer = above, layer !== newValue { above = layer.timeParent }
            guard let newValue, above == nil else { return }
            newValue.maskOwnerStorage = self
            newValue.invalidateLocalTimes()
        }
    }
}
