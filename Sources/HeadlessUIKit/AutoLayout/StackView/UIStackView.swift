/// A view that lines up its arranged subviews along an axis with constraints it makes
/// itself [DOC UIStackView].
///
/// Modelled: `axis`, `spacing`, the `.fill`, `.fillEqually` and `.equalSpacing`
/// distributions, every alignment but the baselines (which align like `.bottom` and `.top`
/// [INF]), and hidden arranged subviews collapsing to zero length with no spacing.
/// `.fillProportionally` lays out like `.fill` and `.equalCentering` like `.equalSpacing`
/// (docs/auto-layout.md, "Comparison with UIKit").
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged subviews share the length along the axis.
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How arranged subviews sit across the axis.
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    public private(set) var arrangedSubviews: [UIView] = []

    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { arrangementDidChange() }
    }

    open var distribution: Distribution = .fill {
        didSet { arrangementDidChange() }
    }

    open var alignment: Alignment = .fill {
        didSet { arrangementDidChange() }
    }

    open var spacing: CGFloat = 0 {
        didSet { arrangementDidChange() }
    }

    /// The constraints the stack view made, and what they were made for.
    var arrangementConstraints: [NSLayoutConstraint] = []
    var arrangementKey: ArrangementKey?
    /// The spacer guides of `.equalSpacing`.
    var spacerGuides: [UILayoutGuide] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        LayoutEngine.shared.register(holder: self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        LayoutEngine.shared.register(holder: self)
    }

    /// A stack view with the given arranged subviews.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Appends `view` to the arranged subviews, adding it as a subview when it is not one.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged subviews at `stackIndex`.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: Swift.min(Swift.max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes `view` out of the arranged subviews; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangementDidChange()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            arrangementDidChange()
        }
    }

    func arrangementDidChange() {
        LayoutEngine.shared.noteChange()
        setNeedsLayout()
    }
}
