/// A linear relation between two items' layout attributes, solved by the layout engine:
/// `first.attribute (relation) multiplier × second.attribute + constant` [DOC
/// NSLayoutConstraint, "Anatomy of a constraint"].
///
/// Activating a constraint installs it on the items' nearest common ancestor, as UIKit does;
/// the engine picks changes up at the next layout pass. Items are held weakly.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    public private(set) weak var firstItem: AnyObject?
    public private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    /// The view the constraint is installed on while active.
    weak var holder: UIView?

    /// The constant added to the second side. Changing it updates the solver at the next
    /// layout pass and marks the items' superviews as needing layout.
    open var constant: CGFloat {
        didSet { if constant != oldValue { constraintDidChange() } }
    }

    /// The priority; 1000 (required) by default. UIKit refuses to change an installed
    /// constraint between required and optional; here any change is taken.
    open var priority: UILayoutPriority = .required {
        didSet { if priority != oldValue { constraintDidChange() } }
    }

    /// A name shown in logs.
    open var identifier: String?

    /// Archives are not modelled; kept for source compatibility.
    open var shouldBeArchived = false

    /// A constraint `view1.attr1 (relation) multiplier × view2.attr2 + c`. The items are views
    /// or layout guides; `view2` is nil with `.notAnAttribute` for a constant size.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// Whether the constraint takes part in layout. Setting it installs the constraint on the
    /// items' nearest common ancestor (or removes it from there).
    open var isActive: Bool {
        get { holder != nil }
        set {
            if newValue { activateOnCommonAncestor() } else { holder?.removeConstraint(self) }
        }
    }

    /// Activates every constraint in `constraints`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint in `constraints`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The first item's anchor for the first attribute.
    public var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(item: firstItem, attribute: firstAttribute)
    }

    /// The second item's anchor, or nil for a constant size.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    func constraintDidChange() {
        guard holder != nil else { return }
        LayoutEngine.shared.noteChange()
        for item in [firstItem, secondItem] {
            (item as? UIView)?.superview?.setNeedsLayout()
            (item as? UILayoutGuide)?.owningView?.setNeedsLayout()
        }
    }

    /// Installs the constraint on the nearest common ancestor of its items; without one,
    /// records a diagnostic where UIKit raises.
    func activateOnCommonAncestor() {
        guard holder == nil else { return }
        guard let first = firstItem.flatMap(LayoutItemNode.init) else { return }
        let second = secondItem.flatMap(LayoutItemNode.init)
        guard let ancestor = LayoutItemNode.nearestCommonView(first, second) else {
            HeadlessDisplay.current.record(
                .autoLayoutNoCommonAncestor, subject: "NSLayoutConstraint",
                "Unable to activate constraint \(label) because its items have no common ancestor; it stays inactive")
            return
        }
        ancestor.addConstraint(self)
    }

    /// The constraint as UIKit's logs write it, without addresses. Read on the main actor.
    open override var description: String {
        MainActor.assumeIsolated { label }
    }

    var label: String {
        var text = "<NSLayoutConstraint \(Self.name(of: firstItem)).\(firstAttribute) \(relation.symbol)"
        if let secondItem {
            text += " "
            if multiplier != 1 { text += "\(multiplier)*" }
            text += "\(Self.name(of: secondItem)).\(secondAttribute)"
            if constant != 0 { text += constant < 0 ? " - \(-constant)" : " + \(constant)" }
        } else {
            text += " \(constant)"
        }
        if priority != .required { text += "   priority \(priority.rawValue)" }
        if let identifier { text += "   (identifier \(identifier))" }
        return text + ">"
    }

    static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? UILayoutGuide { return "UILayoutGuide(\(guide.identifier))" }
        return String(describing: type(of: item))
    }
}

extension HeadlessDiagnostic.Code {
    /// A constraint was activated whose items share no ancestor (UIKit raises).
    public static let autoLayoutNoCommonAncestor = Self("autoLayout.noCommonAncestor")
    /// Required constraints conflict; one was broken (UIKit logs "Unable to simultaneously
    /// satisfy constraints").
    public static let autoLayoutUnsatisfiable = Self("autoLayout.unsatisfiable")
    /// A constraint relates a position to a size, or a position to nothing (UIKit raises).
    public static let autoLayoutInvalidConstraint = Self("autoLayout.invalidConstraint")
}
