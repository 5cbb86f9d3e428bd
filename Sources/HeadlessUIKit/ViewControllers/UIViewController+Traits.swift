// A controller's traits: the model's device (UITraitCollection()), with the overrides its
// ancestors set for it [DOC setOverrideTraitCollection(_:forChild:)]. Nothing is told of a
// change (`traitCollectionDidChange(_:)` is not called).

extension UIViewController {
    /// The controller's traits: its parent's, with the parent's override for this child laid
    /// over them; for a controller with no parent, the model's device traits
    /// [DOC traitCollection].
    public var traitCollection: UITraitCollection {
        guard let parent = parentStorage else { return UITraitCollection() }
        let inherited = parent.traitCollection
        guard let override = parent.childTraitOverrides[ObjectIdentifier(self)] else { return inherited }
        return UITraitCollection(traitsFrom: [inherited, override])
    }

    /// Overrides traits of `childViewController`; nil removes the override
    /// [DOC setOverrideTraitCollection(_:forChild:)].
    public func setOverrideTraitCollection(
        _ collection: UITraitCollection?, forChild childViewController: UIViewController
    ) {
        childTraitOverrides[ObjectIdentifier(childViewController)] = collection
        childViewController.traitsDidChange()
    }

    /// The traits overridden for `childViewController`, or nil [DOC overrideTraitCollection(forChild:)].
    public func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    /// Lets a container follow a change of its traits; the base class does nothing.
    func traitsDidChange() {
        (self as? UISplitViewController)?.traitsChanged()
        for child in childStorage { child.traitsDidChange() }
    }
}
