/// A view: a rectangle in a tree of views, backed by a ``CALayer`` that holds its geometry
/// and appearance.
///
/// As in UIKit, `frame`, `bounds`, `center`, `transform`, `alpha`, `isHidden` and
/// `clipsToBounds` read and write the layer (`center` is `layer.position`, `alpha` is
/// `layer.opacity`), and the view is its layer's delegate (uikit-semantics.md §6.1). The
/// view tree and the layer tree stay in step: a subview's layer is a sublayer of its
/// superview's layer, in the same back-to-front order.
///
/// Members users override are declared here, in the class; their work is done in
/// `UIView+Hierarchy.swift`, `UIView+Layout.swift`, `UIView+HitTesting.swift` and
/// `UIView+Snapshot.swift`.
@preconcurrency @MainActor
open class UIView: UIResponder, @preconcurrency CALayerDelegate {
    let backingLayer: CALayer
    weak var superviewStorage: UIView?
    var subviewStorage: [UIView] = []
    var backgroundColorStorage: UIColor?
    /// The type name of the view controller whose view this is (see ``LayerIdentity``).
    package internal(set) var viewControllerTypeName: String?
    /// The view controller whose view this is, while it is (UIKit keeps the same link for the
    /// responder chain).
    package internal(set) weak var owningViewController: UIViewController?
    /// The attached gesture recognizers, owned by the view (Gestures/UIView+GestureRecognizers.swift).
    var gestureRecognizerStorage: [UIGestureRecognizer] = []
    /// The tint color set on this view, if any.
    var tintColorStorage: UIColor?
    /// The mask view, kept alive by the view as UIKit's strong property does (UIView+Mask.swift).
    var maskViewStorage: UIView?
    /// Constraints, guides and priorities (AutoLayout/UIView+AutoLayout.swift).
    var autoLayout = AutoLayoutState()
    /// The safe-area insets last announced with `safeAreaInsetsDidChange()`
    /// (Views/UIView+SafeArea.swift).
    var announcedSafeAreaInsets = UIEdgeInsets.zero
    #if !canImport(ObjectiveC)
        /// The key-value observations of this view's properties; nil until something observes
        /// (Runtime/UIView+KeyValueObserving.swift).
        var keyValueObservers: KeyValueObserverList?
    #endif

    // MARK: Initializers and the layer

    /// The class of the view's layer; `CALayer` by default. A `CALayer` subclass named here
    /// must override ``CALayer/makeLayerClassInstance()`` to return an instance of itself
    /// (Swift cannot instantiate a class given at run time without a `required`
    /// initializer); otherwise the view gets a plain `CALayer`.
    open class var layerClass: AnyClass { CALayer.self }

    /// A view with the given frame. As in UIKit, the frame is set through `frame`, so a
    /// subclass's `frame` override runs during initialization.
    public init(frame: CGRect) {
        backingLayer = Self.makeBackingLayer()
        super.init()
        backingLayer.delegate = self
        backingLayer.isOpaque = true
        self.frame = frame
    }

    /// Archives are not modelled: this gives a view with a zero frame, so that subclasses'
    /// `required init?(coder:)` compile and behave like `init(frame: .zero)`.
    public required init?(coder: NSCoder) {
        backingLayer = Self.makeBackingLayer()
        super.init()
        backingLayer.delegate = self
        backingLayer.isOpaque = true
    }

    /// A view with a zero frame (`UIView()`).
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// A new layer of the kind `layerClass` names.
    static func makeBackingLayer() -> CALayer {
        (layerClass as? CALayer.Type)?.makeLayerClassInstance() ?? CALayer()
    }

    /// The view's layer, an instance of `layerClass` made once, at initialization.
    open var layer: CALayer { backingLayer }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates: `layer.frame`. With a
    /// non-identity `transform` UIKit documents it as undefined; here it is the bounding box
    /// of the transformed bounds, and setting it follows ``CALayer/frame``.
    open var frame: CGRect {
        get { backingLayer.frame }
        set {
            let oldSize = backingLayer.bounds.size
            notifyingObservers(of: .frame) { backingLayer.frame = newValue }
            resizeSubviews(withOldSize: oldSize)
        }
    }

    /// The view's own coordinate space: `layer.bounds`. Changing it marks the view as
    /// needing layout, and a change of its size resizes the subviews by their
    /// `autoresizingMask` (Views/UIView+Autoresizing.swift).
    open var bounds: CGRect {
        get { backingLayer.bounds }
        set {
            let oldSize = backingLayer.bounds.size
            notifyingObservers(of: .bounds) { backingLayer.bounds = newValue }
            resizeSubviews(withOldSize: oldSize)
        }
    }

    /// The centre in the superview's coordinates: `layer.position` (the anchor point, which
    /// is the centre unless the layer's `anchorPoint` was changed).
    open var center: CGPoint {
        get { backingLayer.position }
        set { notifyingObservers(of: .center) { backingLayer.position = newValue } }
    }

    /// The affine transform, applied about the anchor point: the affine part of
    /// `layer.transform` (read with `CATransform3DGetAffineTransform`, written with
    /// `CATransform3DMakeAffineTransform`). After a 3-D `transform3D` it reads the affine
    /// entries only [INF].
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(backingLayer.transform) }
        set {
            notifyingObservers(of: .transform) { backingLayer.transform = CATransform3DMakeAffineTransform(newValue) }
        }
    }

    /// The 3-D transform (iOS 13+): `layer.transform`.
    open var transform3D: CATransform3D {
        get { backingLayer.transform }
        set { backingLayer.transform = newValue }
    }

    // MARK: Appearance

    /// The opacity: `layer.opacity`, which is a `Float`. So a value reads back rounded to
    /// single precision (0.3 reads as 0.30000001192092896) [INF from the layer's type].
    open var alpha: CGFloat {
        get { CGFloat(backingLayer.opacity) }
        set { notifyingObservers(of: .alpha) { backingLayer.opacity = Float(newValue) } }
    }

    /// Whether the view is hidden: `layer.isHidden`.
    open var isHidden: Bool {
        get { backingLayer.isHidden }
        set { notifyingObservers(of: .isHidden) { backingLayer.isHidden = newValue } }
    }

    /// Whether subviews are clipped to the bounds: `layer.masksToBounds`.
    open var clipsToBounds: Bool {
        get { backingLayer.masksToBounds }
        set { backingLayer.masksToBounds = newValue }
    }

    /// The background color. Setting it sets `layer.backgroundColor` to its `cgColor`. If
    /// the layer's color was changed directly since, the getter returns that color.
    open var backgroundColor: UIColor? {
        get {
            guard let layerColor = backingLayer.backgroundColor else { return nil }
            if let stored = backgroundColorStorage, stored.cgColor == layerColor { return stored }
            return UIColor(cgColor: layerColor)
        }
        set {
            backgroundColorStorage = newValue
            backingLayer.backgroundColor = newValue?.cgColor
        }
    }

    /// Whether touches are delivered to the view; hit testing skips it when false.
    open var isUserInteractionEnabled = true

    /// An integer to find the view by with ``viewWithTag(_:)``. Default 0.
    open var tag = 0

    // MARK: The view tree

    /// The superview, or nil.
    open var superview: UIView? { superviewStorage }

    /// The subviews, back to front.
    open var subviews: [UIView] { subviewStorage }

    /// The window at the root of the view's tree: the nearest `UIWindow` among the view
    /// and its ancestors, or nil.
    open var window: UIWindow? { nearestWindow }

    /// The next responder: the view controller whose root view this is, else the superview
    /// [DOC UIResponder.next].
    open override var next: UIResponder? { owningViewController ?? superviewStorage }

    /// Adds `view` as the front-most subview, first removing it from its superview.
    open func addSubview(_ view: UIView) {
        place(view) { $0.count }
    }

    /// Inserts `view` at `index` among the subviews (0 is the back), clamped to the valid
    /// range [INF].
    open func insertSubview(_ view: UIView, at index: Int) {
        place(view) { _ in index }
    }

    /// Inserts `view` just in front of `siblingSubview`; at the front when the sibling is
    /// not a subview [INF].
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        place(view) { subviews in subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count }
    }

    /// Inserts `view` just behind `siblingSubview`; at the front when the sibling is not a
    /// subview [INF].
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        place(view) { subviews in subviews.firstIndex { $0 === siblingSubview } ?? subviews.count }
    }

    /// Moves the subview `view` to the front; does nothing when it is not a subview.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        place(view) { $0.count }
    }

    /// Moves the subview `view` to the back; does nothing when it is not a subview.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        place(view) { _ in 0 }
    }

    /// Swaps the subviews at two indices, and their layers; does nothing when an index is
    /// out of range.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        exchangeSubviews(index1, index2)
    }

    /// Removes the view from its superview, with the hierarchy hooks. Does nothing without
    /// a superview.
    open func removeFromSuperview() {
        detachFromSuperview()
    }

    /// Whether the view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superviewStorage
        }
        return false
    }

    /// The first view with `tag` in a depth-first, back-to-front search that starts with
    /// the view itself [DOC "the receiver's hierarchy"].
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviewStorage {
            if let match = subview.viewWithTag(tag) { return match }
        }
        return nil
    }

    // MARK: Hierarchy hooks (called in the order documented in UIView+Hierarchy.swift)

    /// Called before the view's superview changes. Does nothing by default.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view's superview changed. Does nothing by default.
    open func didMoveToSuperview() {}

    /// Called before the view's window changes, on the view and every descendant. Does
    /// nothing by default.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view's window changed, on the view and every descendant. Does
    /// nothing by default.
    open func didMoveToWindow() {}

    /// Called after a subview was added. Does nothing by default.
    open func didAddSubview(_ subview: UIView) {}

    /// Called before a subview is removed or moved to another superview. Does nothing by
    /// default.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout

    /// Marks the view as needing layout (`layer.setNeedsLayout()`).
    open func setNeedsLayout() {
        backingLayer.setNeedsLayout()
    }

    /// Lays out now what is marked as needing it (`layer.layoutIfNeeded()`), calling
    /// `layoutSubviews()` of each marked view, parents before children.
    open func layoutIfNeeded() {
        prepareAutoLayoutPass()
        backingLayer.layoutIfNeeded()
    }

    /// Lays out the subviews: by default gives the subviews whose frames Auto Layout owns
    /// their solved frames (autoresizing is done when the bounds change, Views/UIView+Autoresizing.swift); subclasses override it.
    open func layoutSubviews() {
        applyAutoLayoutFrames()
    }

    /// The size the content needs, or `noIntrinsicMetric` per dimension (the default).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The tint color: the one set on the view, else its superview's, else the system blue
    /// [DOC tintColor]. Setting nil goes back to inheriting. Nothing is tinted, as nothing is
    /// drawn.
    open var tintColor: UIColor! {
        get { tintColorStorage ?? superview?.tintColor ?? .systemBlue }
        set { tintColorStorage = newValue }
    }

    /// The motion effects on the view [DOC motionEffects]. Stored only: the device never
    /// moves here (Effects/UIMotionEffect.swift).
    open var motionEffects: [UIMotionEffect] = []

    /// Adds a motion effect [DOC addMotionEffect(_:)].
    open func addMotionEffect(_ effect: UIMotionEffect) {
        motionEffects.append(effect)
    }

    /// Removes a motion effect [DOC removeMotionEffect(_:)].
    open func removeMotionEffect(_ effect: UIMotionEffect) {
        motionEffects.removeAll { $0 === effect }
    }

    /// Resigns the first responder in the view's subtree [DOC endEditing(_:)]. There are no
    /// first responders here, so it returns false.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        false
    }

    /// Whether the view promises to be fully opaque, `layer.isOpaque`. Default true, as for
    /// UIKit's views [DOC UIView.isOpaque]. A drawing hint only; the model draws nothing.
    open var isOpaque: Bool {
        get { backingLayer.isOpaque }
        set { backingLayer.isOpaque = newValue }
    }

    /// How the view's content is placed when its bounds change. Default `.scaleToFill`
    /// [DOC contentMode]. Stored only: the model draws no content.
    open var contentMode = ContentMode.scaleToFill

    /// How the view resizes when its superview's bounds size changes. Default `[]`
    /// [DOC autoresizingMask]; applied as Views/UIView+Autoresizing.swift describes.
    open var autoresizingMask: AutoresizingMask = []

    /// Whether a change of the bounds size resizes the subviews by their `autoresizingMask`.
    /// Default true [DOC autoresizesSubviews].
    open var autoresizesSubviews = true

    /// The insets of the area not covered by bars, the status bar or the device's sensor
    /// housing and home indicator [DOC safeAreaInsets]: the part of the superview's unsafe
    /// area the view covers; for a controller's root view also its containers' bars and its
    /// `additionalSafeAreaInsets`; zero outside a window (Views/UIView+SafeArea.swift).
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }

    /// Called when `safeAreaInsets` changes: when the view is laid out, moves into or out of a
    /// window, or an ancestor's safe area changes [DOC safeAreaInsetsDidChange()]. Does
    /// nothing by default.
    open func safeAreaInsetsDidChange() {}

    /// Whether the layout margins are measured from the safe area's edges (the margins guide
    /// inset by the safe area plus the margins) rather than the bounds'. Default true
    /// [DOC insetsLayoutMarginsFromSafeArea].
    open var insetsLayoutMarginsFromSafeArea = true

    /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its origin
    /// [DOC sizeToFit()].
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// Updates the view's constraints in the update pass before layout. Does nothing by
    /// default; overrides call super.
    open func updateConstraints() {}

    /// The size that fits `size`: the current bounds size by default [DOC sizeThatFits].
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// The layer delegate's layout call: for the view's own layer, `layoutSubviews()`.
    open func layoutSublayers(of layer: CALayer) {
        if layer === backingLayer {
            refreshSafeAreaInsets()
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
    }

    // MARK: Animation actions (see Animation/UIView+Actions.swift)

    /// The action for a change of `layer`'s property `event`: for the view's own layer,
    /// `NSNull` outside animation blocks (no implicit animation) and the block's animation
    /// inside one, for the properties UIKit animates; nil for other layers.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        viewAnimationAction(for: layer, forKey: event)
    }

    // MARK: Mask view (UIView+Mask.swift)

    /// A view whose alpha masks this view's content, background and subviews [DOC mask]: its
    /// layer becomes this view's `layer.mask`. It must not be in a view hierarchy.
    open var mask: UIView? {
        get { installedMaskView }
        set { installMaskView(newValue) }
    }

    // MARK: Coordinate conversion (nil means the window)

    /// Converts `point` from the view's bounds space to `view`'s. A nil `view` means the
    /// window's space, or the root view's when the view has no window [INF].
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        backingLayer.convert(point, to: view?.backingLayer ?? window?.backingLayer)
    }

    /// Converts `point` from `view`'s bounds space (nil: the window's) to the view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        backingLayer.convert(point, from: view?.backingLayer ?? window?.backingLayer)
    }

    /// Converts `rect` to `view`'s space (nil: the window's): the bounding box of its
    /// converted corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        backingLayer.convert(rect, to: view?.backingLayer ?? window?.backingLayer)
    }

    /// Converts `rect` from `view`'s space (nil: the window's): the bounding box of its
    /// converted corners.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        backingLayer.convert(rect, from: view?.backingLayer ?? window?.backingLayer)
    }

    // MARK: Conversion with any coordinate space (UIView+CoordinateSpace.swift)

    /// Converts `point` from the view's bounds space to `coordinateSpace` [DOC
    /// UICoordinateSpace.convert(_:to:)], through the layers' transforms and the window's
    /// place on the screen.
    open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaceConversion.convert(point, from: self, to: coordinateSpace)
    }

    /// Converts `point` from `coordinateSpace` to the view's bounds space [DOC
    /// UICoordinateSpace.convert(_:from:)].
    open func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaceConversion.convert(point, from: coordinateSpace, to: self)
    }

    /// Converts `rect` from the view's bounds space to `coordinateSpace`: the bounding box of
    /// its converted corners [DOC UICoordinateSpace.convert(_:to:)].
    open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaceConversion.convert(rect, from: self, to: coordinateSpace)
    }

    /// Converts `rect` from `coordinateSpace` to the view's bounds space: the bounding box of
    /// its converted corners [DOC UICoordinateSpace.convert(_:from:)].
    open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaceConversion.convert(rect, from: coordinateSpace, to: self)
    }

    // MARK: Hit testing

    /// The front-most descendant (or the view itself) that contains `point`, given in the
    /// view's bounds space; see `UIView+HitTesting.swift`.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }

    /// Whether `point`, in the view's bounds space, is inside the bounds (the minimum edges
    /// are inside, the maximum edges are not, as `CGRect.contains` has it).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Snapshots

    /// A new view that shows the view as it is now; see `UIView+Snapshot.swift`.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        makeSnapshotView(afterScreenUpdates: afterUpdates)
    }
}
