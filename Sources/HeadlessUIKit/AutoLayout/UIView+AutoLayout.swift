// UIView's Auto Layout API: constraints, anchors, guides, priorities and the update pass.

extension UIView {
    /// The value of an intrinsic content size dimension that has none.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The smallest size `systemLayoutSizeFitting(_:)` can ask for.
    public static let layoutFittingCompressedSize = CGSize.zero

    /// The largest size `systemLayoutSizeFitting(_:)` can ask for [INF: UIKit's value is
    /// undocumented].
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// Whether the view's frame becomes constraints that hold it where it is (true by default).
    /// Set it to false for a view whose constraints you add: its frame is then the engine's.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout.translatesAutoresizingMaskIntoConstraints }
        set {
            guard newValue != autoLayout.translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            LayoutEngine.shared.noteChange()
            superview?.setNeedsLayout()
        }
    }

    /// The constraints installed on the view, in the order they were added.
    public var constraints: [NSLayoutConstraint] { autoLayout.constraints }

    /// Installs `constraint` on the view (which must be an ancestor of its items).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.holder !== self else { return }
        constraint.holder?.removeConstraint(constraint)
        autoLayout.constraints.append(constraint)
        constraint.holder = self
        LayoutEngine.shared.register(holder: self)
        constraint.constraintDidChange()
        setNeedsLayout()
    }

    /// Installs each of `constraints`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes `constraint` from the view; it becomes inactive.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.holder === self else { return }
        constraint.constraintDidChange()
        autoLayout.constraints.removeAll { $0 === constraint }
        constraint.holder = nil
        setNeedsLayout()
    }

    /// Removes each of `constraints`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The first baseline: the bottom edge for a view without text [INF].
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last baseline: the bottom edge for a view without text [INF].
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // MARK: Layout guides

    /// The guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] { autoLayout.layoutGuides }

    /// Adds a guide whose frame is in the view's coordinates.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        autoLayout.layoutGuides.append(layoutGuide)
    }

    /// Removes a guide the view owns.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        autoLayout.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// The guide inset from the bounds by the layout margins, 8 points on each side by default
    /// [DOC layoutMargins].
    public var layoutMarginsGuide: UILayoutGuide {
        systemGuide(\.marginsGuide, role: .margins, identifier: "UIViewLayoutMarginsGuide")
    }

    /// The guide inset from the bounds by the safe-area insets: zero unless the window's safe
    /// area reaches into the view.
    public var safeAreaLayoutGuide: UILayoutGuide {
        systemGuide(\.safeAreaGuide, role: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
    }

    private func systemGuide(
        _ path: WritableKeyPath<AutoLayoutState, UILayoutGuide?>, role: UILayoutGuide.SystemRole, identifier: String
    ) -> UILayoutGuide {
        if let guide = autoLayout[keyPath: path] { return guide }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.systemRole = role
        guide.owningView = self
        autoLayout[keyPath: path] = guide
        return guide
    }

    /// The layout margins (top, left, bottom, right) the margin attributes and guide use: 8
    /// points from the bounds, measured from the safe area's edges instead where
    /// `insetsLayoutMarginsFromSafeArea` is true and the safe area is inset [DOC
    /// insetsLayoutMarginsFromSafeArea: margins outside the safe area are "modified to fall
    /// within the safe area boundary"; OBS: the safe-area inset plus the margin].
    var layoutMarginEdges: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        guard insetsLayoutMarginsFromSafeArea else { return (8, 8, 8, 8) }
        let safe = safeAreaInsets
        return (8 + safe.top, 8 + safe.left, 8 + safe.bottom, 8 + safe.right)
    }

    /// The safe-area insets per edge (top, left, bottom, right), as the layout engine reads them.
    var safeAreaEdges: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        let insets = safeAreaInsets
        return (insets.top, insets.left, insets.bottom, insets.right)
    }

    // MARK: Content size and priorities

    /// Marks the intrinsic content size as changed; the next layout pass reads it again.
    public func invalidateIntrinsicContentSize() {
        LayoutEngine.shared.noteChange()
        superview?.setNeedsLayout()
        setNeedsLayout()
    }

    /// How strongly the view resists growing past its intrinsic size (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? autoLayout.hugging.horizontal : autoLayout.hugging.vertical
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            autoLayout.hugging.horizontal = priority
        } else {
            autoLayout.hugging.vertical = priority
        }
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? autoLayout.compressionResistance.horizontal : autoLayout.compressionResistance.vertical
    }

    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        if axis == .horizontal {
            autoLayout.compressionResistance.horizontal = priority
        } else {
            autoLayout.compressionResistance.vertical = priority
        }
        invalidateIntrinsicContentSize()
    }

    // MARK: The update pass

    /// Marks the view as needing `updateConstraints()` before the next layout.
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        LayoutEngine.shared.register(holder: self)
        setNeedsLayout()
    }

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool {
        autoLayout.needsUpdateConstraints
    }

    /// Calls `updateConstraints()` on the view and its descendants that are marked, children
    /// first, as UIKit's update pass goes from the leaves up [DOC updateConstraints].
    public func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        if autoLayout.needsUpdateConstraints {
            autoLayout.needsUpdateConstraints = false
            updateConstraints()
        }
    }

    /// The update pass and the engine's solve that `layoutIfNeeded()` runs before laying out:
    /// views whose solved frames moved get their superviews marked as needing layout.
    func prepareAutoLayoutPass() {
        let engine = LayoutEngine.shared
        guard engine.isInUse else { return }
        var root = self
        while let parent = root.superview { root = parent }
        root.updateConstraintsIfNeeded()
        engine.sync()
    }

    /// The default `layoutSubviews()` work: gives the subviews whose frames the engine owns
    /// their solved frames.
    func applyAutoLayoutFrames() {
        let engine = LayoutEngine.shared
        guard engine.isInUse else { return }
        engine.sync()
        for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            engine.applySolvedFrame(to: subview)
        }
    }

    /// The size that satisfies the view's constraints and is as close to `targetSize` as they
    /// allow, asked at `fittingSizeLevel` [DOC systemLayoutSizeFitting].
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        prepareAutoLayoutPass()
        return LayoutEngine.shared.fittingSize(of: self, target: targetSize) ?? bounds.size
    }
}
