// Containment [DOC addChild(_:), removeFromParent(), willMove(toParent:), didMove(toParent:)]:
// `addChild` calls `willMove(toParent:)` on the child and leaves `didMove(toParent:)` to the
// caller; `removeFromParent` calls `didMove(toParent: nil)` and leaves `willMove(toParent:
// nil)` to the caller. Adding a child that has another parent first removes it there (with
// its `didMove(toParent: nil)`) [INF]. Adding a controller to itself or to one of its
// descendants is ignored (UIKit raises).

extension UIViewController {
    func attachChild(_ child: UIViewController) {
        guard child !== self, !isDescendant(of: child) else { return }
        if child.parentStorage === self {
            return
        }
        if child.parentStorage != nil {
            child.detachFromParent()
        }
        child.willMove(toParent: self)
        childStorage.append(child)
        child.parentStorage = self
    }

    func detachFromParent() {
        guard let parent = parentStorage else { return }
        // A child appears once (`attachChild` refuses a second time), and the one leaving is
        // mostly the last added (a pop): search from the end, so a deep stack costs nothing.
        var index = parent.childStorage.count - 1
        while index >= 0, parent.childStorage[index] !== self {
            index -= 1
        }
        if index >= 0 {
            parent.childStorage.remove(at: index)
        }
        parentStorage = nil
        didMove(toParent: nil)
    }

    /// Whether `self` is `controller` or one of its children's descendants.
    func isDescendant(of controller: UIViewController) -> Bool {
        var current: UIViewController? = self
        while let candidate = current {
            if candidate === controller { return true }
            current = candidate.parentStorage
        }
        return false
    }

    /// The controller at the top of the parent chain.
    var rootAncestor: UIViewController {
        var current = self
        while let parent = current.parentStorage {
            current = parent
        }
        return current
    }
}
