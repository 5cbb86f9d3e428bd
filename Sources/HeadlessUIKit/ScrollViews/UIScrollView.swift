/// A view whose bounds origin is the content offset, scrolled by its own pan recognizer, as
/// UIKit's `UIScrollView`.
///
/// What the model does, as UIKit documents it [DOC UIScrollView]: ``contentOffset`` is
/// `bounds.origin` (setting either tells the delegate ``UIScrollViewDelegate/scrollViewDidScroll(_:)``);
/// ``contentSize`` and ``contentInset`` bound the scrollable range; ``panGestureRecognizer``
/// drags the content, with ``isTracking`` from touch-down, ``isDragging`` while the pan is in
/// progress, and ``isDecelerating`` while the content coasts after release, on the display's
/// clock, with ``decelerationRate``; the delegate hears the drag, its end (with the velocity and
/// the target offset it may change), the deceleration and the end of an animated
/// ``setContentOffset(_:animated:)``.
///
/// What it does not: no rubber-band damping past an edge (the content follows the finger 1:1
/// when ``bounces``; without it, the offset is clamped) and the return from past an edge is a
/// deceleration, not UIKit's spring [model]; no zooming, paging, scroll indicators or scroll-to-top
/// (their properties are stored only). ``adjustedContentInset`` adds the safe area as
/// ``contentInsetAdjustmentBehavior`` says (ScrollViews/UIScrollView+ContentInsetAdjustment.swift).
/// See docs/scroll-views.md.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    private let scrollPan = ScrollViewPanGestureRecognizer()
    /// The offset when the drag began and the pan's translation then.
    var dragOrigin: (offset: CGPoint, translation: CGPoint)?
    /// The display link of a deceleration or an animated scroll in progress.
    var scrollingLink: CADisplayLink?
    var isTrackingStorage = false
    var isDraggingStorage = false
    var isDeceleratingStorage = false
    /// The adjusted content inset last announced with ``adjustedContentInsetDidChange()``.
    var announcedAdjustedContentInset = UIEdgeInsets.zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installPanGestureRecognizer()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installPanGestureRecognizer()
    }

    private func installPanGestureRecognizer() {
        scrollPan.scrollView = self
        scrollPan.addAction { [weak self] pan in self?.handlePan(pan) }
        addGestureRecognizer(scrollPan)
    }

    // MARK: Content

    /// The scroll view's own coordinate space; its origin is ``contentOffset``. A change of
    /// the origin tells the delegate ``UIScrollViewDelegate/scrollViewDidScroll(_:)``.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let previous = super.bounds
            super.bounds = newValue
            if super.bounds.origin != previous.origin { delegate?.scrollViewDidScroll(self) }
            if super.bounds.size != previous.size { refreshAdjustedContentInset() }
        }
    }

    /// The frame; a change of its size may change which axes scroll, so the adjusted inset.
    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { refreshAdjustedContentInset() } }
    }

    /// The point of the content at the scroll view's top-left corner: `bounds.origin`
    /// [DOC contentOffset]. Default zero.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { notifyingObservers(of: .contentOffset) { bounds.origin = newValue } }
    }

    /// The size of the content [DOC contentSize]. Default zero. A change may change which axes
    /// scroll, so the adjusted inset.
    open var contentSize: CGSize {
        get { contentSizeStorage }
        set {
            notifyingObservers(of: .contentSize) { contentSizeStorage = newValue }
            refreshAdjustedContentInset()
        }
    }
    private var contentSizeStorage: CGSize = .zero

    /// Extra space around the content, inside which it can scroll [DOC contentInset]. Default
    /// zero. A change changes ``adjustedContentInset``, which is announced; the offset stays
    /// where it is.
    open var contentInset: UIEdgeInsets {
        get { contentInsetStorage }
        set {
            notifyingObservers(of: .contentInset) { contentInsetStorage = newValue }
            refreshAdjustedContentInset(keepingOffsetAtEdges: false)
        }
    }
    private var contentInsetStorage: UIEdgeInsets = .zero

    /// ``contentInset`` plus the safe-area insets along the axes ``contentInsetAdjustmentBehavior``
    /// selects [DOC adjustedContentInset]; the offset's range runs from minus its top-left edges.
    open var adjustedContentInset: UIEdgeInsets { computedAdjustedContentInset }

    /// Called when ``adjustedContentInset`` changes [DOC adjustedContentInsetDidChange()], before
    /// the delegate hears ``UIScrollViewDelegate/scrollViewDidChangeAdjustedContentInset(_:)``
    /// [INF: the order is not documented]. UIKit's header requires an override to call `super`
    /// (`NS_REQUIRES_SUPER`); here the base does nothing and the delegate is told by the scroll
    /// view itself, so an override that does not call `super` changes nothing [model].
    open func adjustedContentInsetDidChange() {}

    /// Which axes of the safe area ``adjustedContentInset`` adds. Default `automatic`
    /// [DOC contentInsetAdjustmentBehavior].
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { refreshAdjustedContentInset() }
    }

    /// Tells the scroll view that its safe area changed; it announces a change of
    /// ``adjustedContentInset`` that follows [DOC safeAreaInsetsDidChange()].
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        refreshAdjustedContentInset()
    }

    /// The layout pass: the safe area and the adjusted inset are brought up to date (and
    /// announced) before `layoutSubviews()`, even when a subclass's `safeAreaInsetsDidChange()`
    /// does not call `super`.
    open override func layoutSublayers(of layer: CALayer) {
        if layer === self.layer {
            refreshSafeAreaInsets()
            refreshAdjustedContentInset()
        }
        super.layoutSublayers(of: layer)
    }

    /// Insets of the vertical indicator [DOC verticalScrollIndicatorInsets]. Stored only.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// Insets of the horizontal indicator [DOC horizontalScrollIndicatorInsets]. Stored only.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// Both indicators' insets: reads the vertical one, sets both [DOC scrollIndicatorInsets].
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Whether the scroll indicators show. Default true. Stored only.
    open var showsVerticalScrollIndicator = true

    /// Whether the horizontal scroll indicator shows. Default true. Stored only.
    open var showsHorizontalScrollIndicator = true

    // MARK: Behaviour

    /// The delegate told of scrolling.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// Whether dragging scrolls [DOC isScrollEnabled]: false disables ``panGestureRecognizer``.
    /// Default true.
    open var isScrollEnabled: Bool {
        get { scrollPan.isEnabled }
        set { scrollPan.isEnabled = newValue }
    }

    /// Whether the content can be dragged past its edges (and comes back at release). Default
    /// true. Without it, a drag stops at the edges.
    open var bounces = true

    /// Whether a vertical drag scrolls even when the content is no taller than the view.
    /// Default false. It makes the vertical axis scrollable for the safe area's adjustment too.
    open var alwaysBounceVertical = false {
        didSet { refreshAdjustedContentInset() }
    }

    /// Whether a horizontal drag scrolls even when the content is no wider than the view.
    /// Default false. It makes the horizontal axis scrollable for the safe area's adjustment too.
    open var alwaysBounceHorizontal = false {
        didSet { refreshAdjustedContentInset() }
    }

    /// How fast the content slows down after a flick. Default `normal` [DOC decelerationRate].
    open var decelerationRate: DecelerationRate = .normal

    /// Whether scrolling stops on multiples of the bounds. Default false [DOC isPagingEnabled].
    /// Stored only.
    open var isPagingEnabled = false

    /// Whether a tap on the status bar scrolls to the top. Default true [DOC scrollsToTop].
    /// Stored only.
    open var scrollsToTop = true

    // MARK: Scrolling state

    /// Whether a finger is down on the content, dragging or not yet [DOC isTracking].
    open var isTracking: Bool { isTrackingStorage }

    /// Whether the content is being dragged: from the moment the pan begins until the finger
    /// lifts [DOC isDragging].
    open var isDragging: Bool { isDraggingStorage }

    /// Whether the content is still moving after the finger lifted [DOC isDecelerating].
    open var isDecelerating: Bool { isDeceleratingStorage }

    // MARK: Scrolling

    /// Scrolls to `offset`, at once or over 0.3 s eased in and out [OBS: UIKit's fixed duration;
    /// INF the curve], telling the delegate at each step and, when animated, at the end
    /// (``UIScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``) [DOC
    /// setContentOffset(_:animated:)]. Either stops a deceleration or scroll in progress.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopScrolling()
        isDeceleratingStorage = false
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        let curve = CAMediaTimingFunction(name: .easeInEaseOut)
        run(
            from: self.contentOffset, to: contentOffset, duration: 0.3, progress: { t in curve.value(at: t / 0.3) },
            completion: { [weak self] in
                guard let self else { return }
                self.delegate?.scrollViewDidEndScrollingAnimation(self)
            })
    }

    /// The recognizer that drags the content [DOC panGestureRecognizer]. Transition code often
    /// makes its own pan wait for or recognize with it.
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }
}

extension UIScrollView {
    /// How the safe area is added to the content inset, with UIKit's raw values
    /// [DOC ContentInsetAdjustmentBehavior].
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes`, and always at the top and bottom for the root view of a
        /// controller in a navigation or tab bar controller.
        case automatic = 0
        /// Along the axes that scroll: the content is larger than the view, or the view always
        /// bounces along that axis.
        case scrollableAxes = 1
        /// Never.
        case never = 2
        /// Always, on every edge.
        case always = 3
    }

    /// The factor by which a decelerating velocity is multiplied each millisecond
    /// [DOC UIScrollView.DecelerationRate].
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The default rate, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)

        /// A faster stop, 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
