/// What a split view controller asks its delegate, with UIKit's names and signatures
/// [DOC UISplitViewControllerDelegate]. Every member has a default in an extension (UIKit's are
/// `@objc optional`; chosen statically, docs/objective-c.md).
///
/// The model asks `splitViewController(_:show:sender:)` and
/// `splitViewController(_:showDetail:sender:)`; it never asks the collapse and separate
/// members (the model does not move controllers between columns), which are declared so that
/// delegates written for iOS compile.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// Whether the delegate showed `vc` as the primary itself. Default false
    /// [DOC splitViewController(_:show:sender:)].
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?)
        -> Bool

    /// Whether the delegate showed `vc` as the secondary itself. Default false
    /// [DOC splitViewController(_:showDetail:sender:)].
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool

    /// Whether the delegate collapsed the secondary onto the primary itself. Default false.
    /// Never asked here [DOC splitViewController(_:collapseSecondary:onto:)].
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool

    /// The secondary to show when the split view expands. Default nil. Never asked here
    /// [DOC splitViewController(_:separateSecondaryFrom:)].
    func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController?

    /// The display mode is about to change. Never called here
    /// [DOC splitViewController(_:willChangeTo:)].
    func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
}

extension UISplitViewControllerDelegate {
    public func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool { false }

    public func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool { false }

    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }

    public func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? { nil }

    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}
}
