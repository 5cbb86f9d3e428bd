/// A rectangle in a view's coordinates that takes part in Auto Layout like a view but draws
/// nothing and receives no touches [DOC UILayoutGuide].
///
/// `layoutFrame` is the engine's solution, read at the last layout pass. The margins and
/// safe-area guides of a view are guides whose edges the view sets itself.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view that owns the guide (set by `addLayoutGuide(_:)`).
    public internal(set) weak var owningView: UIView?
    /// A name for logs.
    open var identifier = ""
    /// Which of a view's own guides this is, or nil for a user's guide.
    var systemRole: SystemRole?

    enum SystemRole {
        /// The view's margins, or its safe area: inset from its bounds.
        case margins, safeArea
        /// A controller's `topLayoutGuide` / `bottomLayoutGuide`: the band of the safe area's
        /// top / bottom inset, across the view.
        case topLayoutSupport, bottomLayoutSupport
    }

    public override init() {
        super.init()
    }

    /// The guide's rectangle in the owning view's coordinates, from the last solve; zero
    /// before the engine has seen the guide.
    open var layoutFrame: CGRect {
        LayoutEngine.shared.solvedFrame(of: self) ?? .zero
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
