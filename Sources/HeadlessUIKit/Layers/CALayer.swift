/// A Core Animation layer: the model values of its geometry and appearance, and its place
/// in a layer tree.
///
/// Like `CALayer` on Apple platforms this is an `NSObject` subclass isolated to no actor, so
/// `CALayer()`, `super.init()` and `override init(layer:)` in users' subclasses compile as
/// they do against QuartzCore, from any context. A layer's own values may be set on any
/// thread; what needs the display (actions, animations, presentation values, layout through
/// the delegate) happens on the main thread (docs/isolation.md). Geometry follows math-reference.md §4.3: `position` is where
/// the `anchorPoint` sits in the superlayer, and `transform` applies about the anchor point.
/// The geometry is in `CALayer+Geometry.swift`, the tree in `CALayer+Hierarchy.swift`,
/// coordinate conversion in `CALayer+Conversion.swift` and layout in `CALayer+Layout.swift`.
///
/// Every property here is a model value, stored as set. No animations are modelled in this
/// file: each model change passes through one internal funnel,
/// ``didChangeModelValue(forKeyPath:from:)``, which is where implicit actions and
/// presentation values hook in.
open class CALayer: NSObject {
    // MARK: Geometry (model values)

    /// The layer's own coordinate space: the origin of that space and the layer's size.
    /// Default `.zero`. Any change marks the layer as needing layout ([DOC setNeedsLayout]).
    open var bounds: CGRect {
        get { modelValues.bounds }
        set {
            let oldValue = modelValues.bounds
            modelValues.bounds = newValue
            didChangeModelValue(forKeyPath: "bounds", from: oldValue)
        }
    }

    /// The anchor point's position in the superlayer's coordinate space. Default `.zero`.
    open var position: CGPoint {
        get { modelValues.position }
        set {
            let oldValue = modelValues.position
            modelValues.position = newValue
            didChangeModelValue(forKeyPath: "position", from: oldValue)
        }
    }

    /// The position on the z axis in the superlayer's space. Default 0. It only shows in
    /// 2-D coordinates through a perspective `sublayerTransform` of the superlayer.
    open var zPosition: CGFloat {
        get { modelValues.zPosition }
        set {
            let oldValue = modelValues.zPosition
            modelValues.zPosition = newValue
            didChangeModelValue(forKeyPath: "zPosition", from: oldValue)
        }
    }

    /// The anchor point in unit coordinates of the bounds: (0, 0) is the bounds' origin,
    /// (1, 1) the opposite corner. Default (0.5, 0.5). Transforms apply about it, and
    /// changing it leaves `position` as it is, so the layer moves [DOC anchorPoint].
    open var anchorPoint: CGPoint {
        get { modelValues.anchorPoint }
        set {
            let oldValue = modelValues.anchorPoint
            modelValues.anchorPoint = newValue
            didChangeModelValue(forKeyPath: "anchorPoint", from: oldValue)
        }
    }

    /// The anchor point's z component. Default 0.
    open var anchorPointZ: CGFloat {
        get { modelValues.anchorPointZ }
        set {
            let oldValue = modelValues.anchorPointZ
            modelValues.anchorPointZ = newValue
            didChangeModelValue(forKeyPath: "anchorPointZ", from: oldValue)
        }
    }

    /// The transform applied to the layer about its anchor point. Default identity.
    open var transform: CATransform3D {
        get { modelValues.transform }
        set {
            let oldValue = modelValues.transform
            modelValues.transform = newValue
            didChangeModelValue(forKeyPath: "transform", from: oldValue)
        }
    }

    /// The transform applied to the sublayers, about this layer's anchor point (the usual
    /// place for a perspective `m34`). Default identity.
    open var sublayerTransform: CATransform3D {
        get { modelValues.sublayerTransform }
        set {
            let oldValue = modelValues.sublayerTransform
            modelValues.sublayerTransform = newValue
            didChangeModelValue(forKeyPath: "sublayerTransform", from: oldValue)
        }
    }

    /// The layer's rectangle in the superlayer's coordinate space.
    ///
    /// **Get:** the bounding box of the four corners of `bounds` carried into the superlayer:
    /// each corner `p` maps to `homogenize((p − A) · transform) + position`, where
    /// `A = (bounds.minX + anchorPoint.x·width, bounds.minY + anchorPoint.y·height,
    /// anchorPointZ)` [math-reference §4.3]. With the identity transform that is
    /// `origin = position − anchorPoint ⊙ bounds.size` and `size = bounds.size`. The
    /// superlayer's `sublayerTransform` is not part of the frame. Corners behind the eye of a
    /// perspective transform are not clipped, as Core Animation would [INF].
    ///
    /// **Set:** changes `bounds.size` and `position` (never `bounds.origin`), as Core
    /// Animation documents [DOC CALayer.h]. The new rectangle is standardized first.
    /// - With the identity transform: `bounds.size = frame.size` and
    ///   `position = frame.origin + anchorPoint ⊙ frame.size`, exactly.
    /// - Otherwise: `bounds.size` is the size of the frame carried back through the inverse
    ///   of the transform's 2-D linear part (its bounding box), and `position` is chosen so
    ///   that the centre of the bounds lands on the centre of the frame. For scales, flips,
    ///   translations and multiples of 90° this is the exact inverse of the getter. For other
    ///   rotations Core Animation documents the result as undefined ("do not set the frame
    ///   when the transform is not a multiple of 90°"); this rule is one reasonable choice
    ///   [INF]. When the linear part is singular (a zero scale) `bounds.size` is kept.
    open var frame: CGRect {
        get { frameFromGeometry }
        set { setGeometry(fromFrame: newValue) }
    }

    // MARK: Appearance (model values)

    /// The opacity, 0 (transparent) to 1 (opaque). Default 1. Stored as given; Core
    /// Animation documents values outside 0...1 as undefined, and they are not clamped.
    open var opacity: Float {
        get { modelValues.opacity }
        set {
            let oldValue = modelValues.opacity
            modelValues.opacity = newValue
            didChangeModelValue(forKeyPath: "opacity", from: oldValue)
        }
    }

    /// Whether the layer is hidden. Default false.
    open var isHidden: Bool {
        get { modelValues.isHidden }
        set {
            let oldValue = modelValues.isHidden
            modelValues.isHidden = newValue
            didChangeModelValue(forKeyPath: "hidden", from: oldValue)
        }
    }

    /// Whether sublayers are clipped to the bounds (rounded by `cornerRadius`). Default
    /// false. It affects no geometry here; HeadlessCompositor clips by it.
    open var masksToBounds = false {
        didSet { didChangeModelValue(forKeyPath: "masksToBounds", from: oldValue) }
    }

    /// The corner radius. Default 0. Recorded only.
    open var cornerRadius: CGFloat {
        get { modelValues.cornerRadius }
        set {
            let oldValue = modelValues.cornerRadius
            modelValues.cornerRadius = newValue
            didChangeModelValue(forKeyPath: "cornerRadius", from: oldValue)
        }
    }

    /// The background color. Default nil. Recorded only.
    open var backgroundColor: CGColor? {
        get { modelValues.backgroundColor }
        set {
            let oldValue = modelValues.backgroundColor
            modelValues.backgroundColor = newValue
            didChangeModelValue(forKeyPath: "backgroundColor", from: oldValue)
        }
    }

    /// A name for the layer, for diagnostics. Default nil.
    open var name: String?

    /// The model values of the properties above that have presentation values, stored
    /// together (the properties are computed from it): ``LayerPresentation/init(modelOf:)``
    /// copies them in one read, where eleven getters cost eleven dynamic calls and
    /// exclusivity checks, for every layer on the way up the tree, every frame that is
    /// sampled. Set only through the properties, so that each change runs its action.
    var modelValues = LayerPresentation.defaultModel
    /// Border, corners, culling and group opacity (CALayer+Compositing.swift).
    package internal(set) var compositingValues = LayerCompositingValues()
    /// The mask layer (CALayer+Compositing.swift).
    var maskStorage: CALayer?
    /// The layer this one masks, if it is a mask: its time parent (CALayer+MediaTiming.swift).
    weak var maskOwnerStorage: CALayer?
    /// Shadow, contents and rasterization (CALayer+Content.swift).
    var contentValues = LayerContentValues()

    /// The layer's delegate (weak). A view is the delegate of its own layer.
    open weak var delegate: (any CALayerDelegate)?

    // MARK: Tree storage (see CALayer+Hierarchy.swift)

    /// The superlayer; set only by the tree operations. A change invalidates cached local
    /// times (Animation/CALayer+MediaTiming.swift).
    weak var superlayerStorage: CALayer? {
        didSet { invalidateLocalTimes() }
    }
    /// The sublayers, back to front.
    var sublayerStorage: [CALayer] = []
    /// Whether `setNeedsLayout()` was called since the last layout.
    var needsLayoutFlag = false

    // MARK: Animation storage (see Animation/, CALayer+Animations.swift)

    /// The layer's `CAMediaTiming` values, its animations, its `actions`, and its place on the
    /// display's animation clock.
    var animationStorage = LayerAnimationStorage()

    // MARK: Tree (implemented in CALayer+Hierarchy.swift)

    /// The superlayer, or nil for a root layer.
    public var superlayer: CALayer? { superlayerStorage }

    /// The sublayers, back to front; nil when there are none [INF: Core Animation returns
    /// nil for a layer that never had sublayers]. Setting it removes the current sublayers
    /// and adds the new ones in order, each first removed from its old superlayer [DOC].
    /// Duplicates, the layer itself and its ancestors are skipped.
    open var sublayers: [CALayer]? {
        get { sublayerStorage.isEmpty ? nil : sublayerStorage }
        set { replaceAllSublayers(with: newValue ?? []) }
    }

    /// Appends `layer` as the front-most sublayer, removing it from its superlayer first.
    /// Adding the layer itself or one of its ancestors would make a cycle and is ignored
    /// (Core Animation raises).
    open func addSublayer(_ layer: CALayer) {
        attachSublayer(layer, at: sublayerStorage.count)
    }

    /// Inserts `layer` at `idx` among the sublayers (0 is the back). An index past the end
    /// appends [INF: Core Animation's behaviour is not documented; bad input never traps].
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        attachSublayer(layer, at: Int(clamping: idx))
    }

    /// Inserts `layer` just behind `sibling`. A nil sibling, or one that is not a
    /// sublayer, puts `layer` at the back [INF].
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        attachSublayer(layer, relativeTo: sibling, above: false)
    }

    /// Inserts `layer` just in front of `sibling`. A nil sibling, or one that is not a
    /// sublayer, puts `layer` at the front [INF].
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        attachSublayer(layer, relativeTo: sibling, above: true)
    }

    /// Removes the layer from its superlayer; does nothing for a root layer.
    open func removeFromSuperlayer() {
        detachFromSuperlayer()
    }

    /// Puts `newLayer` where `oldLayer` is among the sublayers and removes `oldLayer`. Does
    /// nothing when `oldLayer` is not a sublayer (Core Animation raises).
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        replace(sublayer: oldLayer, with: newLayer)
    }

    // MARK: Layout (implemented in CALayer+Layout.swift)

    /// Marks the layer as needing layout; the next `layoutIfNeeded()` lays it out. Also
    /// called when the bounds change or sublayers are added or removed [DOC].
    open func setNeedsLayout() {
        needsLayoutFlag = true
        CoreAnimationThread.perform { CALayer.layoutRequestCount &+= 1 }
    }

    /// How many times any layer was marked as needing layout on the main thread: the display's
    /// commit lays out its windows only when this moved since the last commit (see
    /// HeadlessDisplay). A layer marked off the main thread is in no window on screen.
    @MainActor static var layoutRequestCount = 0

    /// Whether the layer is marked as needing layout.
    open func needsLayout() -> Bool {
        needsLayoutFlag
    }

    /// Lays out now what is marked as needing it: walks up while the superlayer needs
    /// layout, then lays out every marked layer of that subtree, parents before children
    /// [DOC CALayer.layoutIfNeeded].
    open func layoutIfNeeded() {
        layoutMarkedLayersFromTopmostMarkedAncestor()
    }

    /// Lays out the sublayers. The default calls the delegate's `layoutSublayers(of:)`
    /// [DOC]; a view's layer thereby calls the view's `layoutSubviews()`. The delegate is
    /// called on the main thread only (a view's layout is main-actor work); off it the default
    /// does nothing.
    open func layoutSublayers() {
        guard let delegate else { return }
        nonisolated(unsafe) let layer = self
        nonisolated(unsafe) let unsafeDelegate = delegate
        CoreAnimationThread.perform { unsafeDelegate.layoutSublayers(of: layer) }
    }

    // MARK: Coordinate conversion (implemented in CALayer+Conversion.swift)

    /// Converts `p` from this layer's coordinate space to `l`'s. A nil `l` means the root
    /// layer of this layer's tree.
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        CALayer.planarMap(from: self, to: l)?.apply(to: p) ?? CALayer.unmappablePoint
    }

    /// Converts `p` from `l`'s coordinate space to this layer's. A nil `l` means the root
    /// layer of this layer's tree.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        CALayer.planarMap(from: l, to: self)?.apply(to: p) ?? CALayer.unmappablePoint
    }

    /// Converts `r` from this layer's coordinate space to `l`'s: the bounding box of its
    /// converted corners.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        CALayer.planarMap(from: self, to: l)?.apply(to: r) ?? .null
    }

    /// Converts `r` from `l`'s coordinate space to this layer's: the bounding box of its
    /// converted corners.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        CALayer.planarMap(from: l, to: self)?.apply(to: r) ?? .null
    }

    // MARK: Actions (implemented in Animation/CALayer+Actions.swift)

    /// The action for a change of the property `event`, searched as Core Animation documents
    /// [DOC CALayer.action(forKey:)]: the delegate's `action(for:forKey:)`, then `actions`,
    /// then `defaultAction(forKey:)`; an `NSNull` found on the way means no action. For an
    /// animatable property with no action found, the implicit animation: a `CABasicAnimation`
    /// of the key with the transaction's duration and timing function. Off the main thread
    /// there is no action (the search needs the display's transaction): nil.
    open func action(forKey event: String) -> (any CAAction)? {
        nonisolated(unsafe) let layer = self
        guard let found = CoreAnimationThread.run({ layer.searchAction(forKey: event) }) else { return nil }
        return found
    }

    // MARK: Display (the model draws nothing; these keep Core Animation's flags and calls)

    /// Marks the layer's content as needing to be redrawn [DOC setNeedsDisplay()].
    open func setNeedsDisplay() {
        contentValues.needsDisplay = true
    }

    /// Whether the layer was marked by `setNeedsDisplay()` and not displayed since
    /// [DOC needsDisplay()].
    open func needsDisplay() -> Bool {
        contentValues.needsDisplay
    }

    /// Redraws the content if marked: calls `display()` [DOC displayIfNeeded()]. The display
    /// never calls it on its own, as nothing is drawn.
    open func displayIfNeeded() {
        if contentValues.needsDisplay { display() }
    }

    /// Updates the content. The default clears the mark and draws nothing [DOC display()];
    /// subclasses override it.
    open func display() {
        contentValues.needsDisplay = false
    }

    /// Whether a change of the property `key` needs the layer redrawn; false by default
    /// [DOC needsDisplay(forKey:)]. Nothing reads it here.
    open class func needsDisplay(forKey key: String) -> Bool {
        false
    }

    /// Copies the properties a QuartzCore subclass adds, from a layer of its class, for
    /// `presentation()` copies made with `makeLayerClassInstance()`; nothing for `CALayer`.
    func copyOwnModelValues(from source: CALayer) {}

    /// The class's default action for `event`; nil by default.
    open class func defaultAction(forKey event: String) -> (any CAAction)? {
        nil
    }

    // MARK: Initializers

    /// A layer with default model values (`CALayer()`).
    public override init() {
        super.init()
    }

    /// A layer whose model values are copied from `layer` when it is a `CALayer`; other
    /// objects are ignored. Core Animation uses this initializer to make the shadow copies
    /// that `presentation()` returns, and subclasses override it to copy their own
    /// properties, calling `super.init(layer:)` [DOC init(layer:)]. The copy has no
    /// superlayer, sublayers or delegate.
    public init(layer: Any) {
        if let source = layer as? CALayer {
            // Read through the source's getters, which a subclass may override; stored
            // without running actions, as an initializer's assignments always were.
            modelValues = LayerPresentation(modelOf: source)
            masksToBounds = source.masksToBounds
            compositingValues = source.compositingValues
            contentValues = source.contentValues
            name = source.name
            animationStorage.copyModelTiming(from: source.animationStorage)
        }
        super.init()
    }

    /// Archives are not modelled; this gives a layer with default model values, so that
    /// subclasses' `required init?(coder:)` compile and work as a plain initializer.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The model layer: for a layer in the model tree, the layer itself; for a copy returned
    /// by `presentation()`, the layer it was made from [DOC model()].
    public func model() -> Self { (animationStorage.modelLayer as? Self) ?? self }

    /// A new layer of the kind `UIView.layerClass` names. Not QuartzCore API.
    ///
    /// Swift can only create an instance of a class given at run time (`AnyClass`) through a
    /// `required` initializer, and Core Animation's initializers are not `required`, so
    /// making one here would break users' subclasses that declare their own initializers.
    /// Instead `UIView` asks the layer class for an instance through this method. The
    /// default returns a plain `CALayer`; a `CALayer` subclass used as a view's `layerClass`
    /// overrides it to return an instance of itself.
    open class func makeLayerClassInstance() -> CALayer {
        CALayer()
    }

    // MARK: The model-change funnel

    /// Called after every change of a model property, with Core Animation's key path for it
    /// ("bounds", "position", "transform", "opacity", ...) and the old value.
    ///
    /// It keeps layout up to date: a bounds change marks the layer as needing layout, as Core
    /// Animation does [DOC setNeedsLayout: "when the layer's bounds change"]. Then, on the main
    /// thread, it runs the property's action (`runActionForModelChange`,
    /// CALayer+Actions.swift): an implicit animation, or a UIView animation inside an animation
    /// block. Off the main thread the change is not animated.
    func didChangeModelValue(forKeyPath keyPath: String, from oldValue: any Sendable) {
        if keyPath == "bounds", let oldBounds = oldValue as? CGRect, oldBounds != bounds {
            setNeedsLayout()
        }
        nonisolated(unsafe) let layer = self
        CoreAnimationThread.perform { layer.runActionForModelChange(keyPath: keyPath, oldValue: oldValue) }
    }
}
