/// A view that scrolls its content, as UIKit's `UIScrollView`: the content offset is the
/// bounds' origin, and the scroll view's own pan recognizer moves it.
///
/// What is modelled: `contentOffset` as `bounds.origin` (so subviews move as the offset
/// changes, and an offset set in an animation block animates like bounds), `contentSize`,
/// `contentInset` and `adjustedContentInset` (equal here, as the safe area is always zero),
/// the delegate's scrolling and dragging calls, and dragging: while the pan recognizer tracks
/// a finger, the offset follows it on each axis that can scroll (content larger than the
/// bounds, or `alwaysBounce…`), beyond the limits only if `bounces`; when the finger lifts
/// the delegate may choose the target offset, and the offset goes to that target clamped to
/// the limits at once.
///
/// Not modelled: deceleration and rubber-band resistance (`isDecelerating` is always false and
/// `scrollViewDidEndDragging` reports no deceleration), animated scrolling
/// (`setContentOffset(_:animated: true)` sets the offset at once, then tells the delegate the
/// scrolling animation ended), paging, zooming, indicators (stored only).
open class UIScrollView: UIView {
    /// The scroll view's pan recognizer, on the scroll view [DOC panGestureRecognizer].
    public let panGestureRecognizer = UIPanGestureRecognizer()

    /// The delegate (weak) [DOC delegate].
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The size of the content [DOC contentSize]. Default zero.
    open var contentSize: CGSize = .zero

    /// Insets of the content from the edges of the scroll view [DOC contentInset].
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            if contentInset != oldValue { delegate?.scrollViewDidChangeAdjustedContentInset(self) }
        }
    }

    /// How the safe area adjusts `contentInset` [DOC contentInsetAdjustmentBehavior]. Stored
    /// only, as the safe area is zero.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    /// The insets actually applied: `contentInset` plus the safe area's insets, which are zero
    /// here [DOC adjustedContentInset].
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// Whether the content bounces past its edges while dragged. Default true [DOC bounces].
    open var bounces = true

    /// Whether vertical dragging is allowed when the content is not taller than the bounds.
    /// Default false [DOC alwaysBounceVertical].
    open var alwaysBounceVertical = false

    /// Whether horizontal dragging is allowed when the content is not wider than the bounds.
    /// Default false [DOC alwaysBounceHorizontal].
    open var alwaysBounceHorizontal = false

    /// Whether dragging scrolls: the pan recognizer's `isEnabled`. Default true
    /// [DOC isScrollEnabled].
    open var isScrollEnabled: Bool {
        get { panGestureRecognizer.isEnabled }
        set { panGestureRecognizer.isEnabled = newValue }
    }

    /// Whether scrolling stops on multiples of the bounds. Default false [DOC isPagingEnabled].
    /// Stored only.
    open var isPagingEnabled = false

    /// Whether a tap on the status bar scrolls to the top. Default true [DOC scrollsToTop].
    /// Stored only.
    open var scrollsToTop = true

    /// How fast the content decelerates after a drag. Default `.normal`
    /// [DOC decelerationRate]. Stored only: deceleration is not modelled.
    open var decelerationRate = DecelerationRate.normal

    /// Whether the vertical indicator shows while scrolling. Default true. Stored only.
    open var showsVerticalScrollIndicator = true

    /// Whether the horizontal indicator shows while scrolling. Default true. Stored only.
    open var showsHorizontalScrollIndicator = true

    /// Insets of the vertical indicator. Stored only [DOC verticalScrollIndicatorInsets].
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// Insets of the horizontal indicator. Stored only [DOC horizontalScrollIndicatorInsets].
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// Both indicators' insets: reads the vertical one, sets both [DOC scrollIndicatorInsets].
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Whether a finger is on the content (the pan recognizer has begun and not ended)
    /// [DOC isTracking].
    open internal(set) var isTracking = false

    /// Whether the content is being dragged [DOC isDragging].
    open internal(set) var isDragging = false

    /// Whether the content is moving after a drag. Always false: deceleration is not modelled
    /// [DOC isDecelerating].
    open var isDecelerating: Bool { false }

    /// The offset when the current drag began.
    var dragStartOffset = CGPoint.zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
        attachPanGestureRecognizer()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        attachPanGestureRecognizer()
    }

    private func attachPanGestureRecognizer() {
        addGestureRecognizer(panGestureRecognizer)
        panGestureRecognizer.addAction { [weak self] pan in self?.handleDrag(pan) }
    }

    /// The point of the content at the bounds' origin: `bounds.origin` [DOC contentOffset].
    /// Setting it tells the delegate `scrollViewDidScroll(_:)`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Tells the delegate when the offset changes, as every change of the offset does.
    open override var bounds: CGRect {
        didSet {
            if bounds.origin != oldValue.origin { delegate?.scrollViewDidScroll(self) }
        }
    }

    /// Sets the offset. `animated` has UIKit's meaning only in part: the offset is set at
    /// once, and an animated call then tells the delegate `scrollViewDidEndScrollingAnimation`
    /// [DOC setContentOffset(_:animated:)].
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
        if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }
}

extension UIScrollView {
    /// How the safe area changes the content inset, with UIKit's raw values
    /// [DOC UIScrollView.ContentInsetAdjustmentBehavior].
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0
        case scrollableAxes = 1
        case never = 2
        case always = 3
    }

    /// The factor a scroll view's velocity is multiplied by each millisecond while it
    /// decelerates [DOC UIScrollView.DecelerationRate].
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// 0.998 [OBS] (math-reference §3).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 [OBS] (math-reference §3).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
