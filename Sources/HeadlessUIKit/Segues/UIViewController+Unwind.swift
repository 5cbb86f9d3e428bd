// Unwind segues without storyboards: UIKit's unwind machinery, started from code.
//
// UIKit, for an unwind segue triggered in the source [DOC "Dismissing a view controller with
// an unwind segue"; DOC unwind(for:towards:), segueForUnwinding(to:from:identifier:)]:
//   1. finds the destination: from the source up (parent, else presenter), each controller's
//      `allowedChildrenForUnwinding(from:)` (its children except the one the source is in,
//      most recent first) and then the controller itself are asked
//      `canPerformUnwindSegueAction(_:from:sender:)`; the first that answers true wins [DOC;
//      INF for the order among children];
//   2. asks the destination's container (its parent, else the destination) for the segue,
//      `segueForUnwinding(to:from:identifier:)`;
//   3. calls the source's `prepare(for:sender:)`, then the destination's action method, then
//      the segue's `perform()`.
// The default unwind segue calls `unwind(for:towards:)` on each container on the way down to
// the destination (a navigation controller pops to the child towards it) and then dismisses
// what is presented on the way up: the pops happen first, off screen and without
// appearance callbacks, and the dismissal animates [INF]. Intermediate controllers only get
// containment callbacks (§5.4 [INF]).
//
// Without the Objective-C runtime the action method cannot be called by its selector: the
// caller passes it as `action`.

extension UIViewController {
    /// Performs an unwind segue with `unwindAction` from this controller, as UIKit does for a
    /// storyboard unwind segue. `destination` skips the search. Returns the segue performed, or
    /// nil (with an `unwindWithoutDestination` diagnostic) when no controller accepts the
    /// action. Not UIKit API: UIKit starts unwinds from storyboards.
    @discardableResult
    public func performUnwindSegue(
        _ unwindAction: Selector, identifier: String? = nil, sender: Any? = nil,
        towards destination: UIViewController? = nil, action: ((UIStoryboardSegue) -> Void)? = nil
    ) -> UIStoryboardSegue? {
        let source = UIStoryboardUnwindSegueSource(source: self, unwindAction: unwindAction, sender: sender)
        guard let target = destination ?? findUnwindDestination(for: source) else {
            diagnose(
                .unwindWithoutDestination,
                "Could not find a view controller to execute unwinding for \(diagnosticName) (\(unwindAction)).")
            return nil
        }
        let container = target.parentStorage ?? target
        let segue =
            container.segueForUnwinding(to: target, from: self, identifier: identifier)
            ?? UIViewController.defaultUnwindSegue(identifier: identifier, from: self, to: target)
        prepare(for: segue, sender: sender)
        action?(segue)
        segue.perform()
        return segue
    }

    /// The controller reached by one step up: the parent, else the presenter.
    var unwindParent: UIViewController? { parentStorage ?? presentingStorage }

    private func findUnwindDestination(for source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var below: UIViewController = self
        var current = unwindParent
        while let candidate = current {
            let children = candidate.allowedChildrenForUnwinding(from: source).filter { $0 !== below }
            for child in children.reversed() {
                if let found = child.searchForUnwindDestination(source) { return found }
            }
            if candidate.canPerformUnwindSegueAction(source.unwindAction, from: self, sender: source.sender) {
                return candidate
            }
            below = candidate
            current = candidate.unwindParent
        }
        return nil
    }

    /// This controller or one of its allowed descendants that accepts the action.
    private func searchForUnwindDestination(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        for child in allowedChildrenForUnwinding(from: source).reversed() {
            if let found = child.searchForUnwindDestination(source) { return found }
        }
        return canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender)
            ? self : nil
    }

    /// UIKit's default unwind segue from `source` to `destination` (see the file comment).
    static func defaultUnwindSegue(
        identifier: String?, from source: UIViewController, to destination: UIViewController
    ) -> UIStoryboardSegue {
        let box = SegueBox()
        let segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination) {
            guard let segue = box.segue else { return }
            performDefaultUnwind(segue, from: source, to: destination)
        }
        box.segue = segue
        return segue
    }

    private static func performDefaultUnwind(
        _ segue: UIStoryboardSegue, from source: UIViewController, to destination: UIViewController
    ) {
        var destinationChain: [UIViewController] = []
        var step: UIViewController? = destination
        while let controller = step {
            destinationChain.append(controller)
            step = controller.unwindParent
        }
        var presenterToDismiss: UIViewController?
        var common: UIViewController? = source
        while let controller = common, !destinationChain.contains(where: { $0 === controller }) {
            if controller.parentStorage == nil, let presenter = controller.presentingStorage {
                presenterToDismiss = presenter
            }
            common = controller.unwindParent
        }
        guard let common, let commonIndex = destinationChain.firstIndex(where: { $0 === common }) else { return }
        // Down from the common ancestor: each container shows the child towards the destination.
        var index = commonIndex
        while index > 0 {
            let container = destinationChain[index]
            let child = destinationChain[index - 1]
            if child.presentingStorage !== container {
                container.unwind(for: segue, towards: child)
            }
            index -= 1
        }
        presenterToDismiss?.dismiss(animated: true)
    }
}

/// Lets the default segue's perform handler reach the segue it belongs to.
@MainActor
private final class SegueBox {
    weak var segue: UIStoryboardSegue?
}
