/// The Auto Layout engine: one simplex solver for every view tree, kept in step with the
/// constraints views hold (not UIKit API).
///
/// Each view or guide the constraints reach has four variables, its frame's minimum x and y in
/// its parent's coordinates and its width and height. A constraint between items in different
/// subtrees reaches their nearest common ancestor through the sum of the minimum x (or y) of
/// each view on the way, so every relation is written in that ancestor's coordinates. Views
/// that translate their autoresizing mask hold their current frame as required constraints;
/// views with an intrinsic content size add hugging and compression-resistance inequalities.
/// `sync()` diffs what the trees ask for against what the solver holds and changes only the
/// difference: a changed constant is a dual-simplex step, not a new solve.
@MainActor
final class LayoutEngine {
    static let shared = LayoutEngine()

    struct Variables {
        let minX, minY, width, height: LayoutVariable
    }

    /// What a constraint in the solver stands for.
    enum Key: Hashable {
        case constraint(ObjectIdentifier)
        case autoresizing(ObjectIdentifier, Int)
        case intrinsic(ObjectIdentifier, Int)
        case guide(ObjectIdentifier, Int)
    }

    struct ItemEntry {
        weak var item: AnyObject?
        let variables: Variables
    }

    struct Installed {
        weak var owner: AnyObject?
        var spec: LinearConstraint
        let id: SimplexSolver.ConstraintID
    }

    struct Holder {
        weak var view: UIView?
        let serial: Int
    }

    /// One constraint the trees ask for.
    struct Wanted {
        let key: Key
        let spec: LinearConstraint
        let owner: AnyObject
        let label: () -> String
    }

    var solver = SimplexSolver()
    var items: [ObjectIdentifier: ItemEntry] = [:]
    var installed: [Key: Installed] = [:]
    /// Constraints that could not hold, with the form they were refused in.
    var broken: [Key: LinearConstraint] = [:]
    var holders: [ObjectIdentifier: Holder] = [:]
    var nextSerial = 0
    var changeCount = 0

    /// Whether any view ever held a constraint (otherwise layout passes skip the engine).
    var isInUse: Bool { !holders.isEmpty || !installed.isEmpty }

    func noteChange() {
        changeCount &+= 1
    }

    /// Remembers `view` as one that holds constraints (or needs its update pass).
    func register(holder view: UIView) {
        let id = ObjectIdentifier(view)
        if let holder = holders[id], holder.view === view { return }
        nextSerial += 1
        holders[id] = Holder(view: view, serial: nextSerial)
    }

    /// The live holders, oldest first.
    var orderedHolders: [UIView] {
        holders = holders.filter { $0.value.view != nil }
        return holders.values.sorted { $0.serial < $1.serial }.compactMap(\.view)
    }

    /// The variables of a view or guide, made on first use.
    func variables(of item: AnyObject) -> Variables {
        let id = ObjectIdentifier(item)
        if let entry = items[id], entry.item === item { return entry.variables }
        let variables = Variables(
            minX: solver.makeVariable(), minY: solver.makeVariable(), width: solver.makeVariable(),
            height: solver.makeVariable())
        items[id] = ItemEntry(item: item, variables: variables)
        return variables
    }

    /// The solved frame of an item the engine knows, in its parent's coordinates.
    func solvedFrame(of item: AnyObject) -> CGRect? {
        guard let entry = items[ObjectIdentifier(item)], entry.item === item else { return nil }
        let v = entry.variables
        return CGRect(
            x: solver.value(of: v.minX), y: solver.value(of: v.minY), width: solver.value(of: v.width),
            height: solver.value(of: v.height))
    }

    /// Sets a view's bounds size and center from its solved frame, each only when it differs,
    /// through the view's own setters (so an animation block records the change).
    func applySolvedFrame(to view: UIView) {
        guard let frame = solvedFrame(of: view) else { return }
        let anchor = view.layer.anchorPoint
        let center = CGPoint(x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
        if view.bounds.size != frame.size {
            view.bounds = CGRect(origin: view.bounds.origin, size: frame.size)
        }
        if view.center != center {
            view.center = center
        }
    }

    /// Whether a view's frame differs from its solved one.
    func isOutOfDate(_ view: UIView) -> Bool {
        guard let frame = solvedFrame(of: view) else { return false }
        let anchor = view.layer.anchorPoint
        let center = CGPoint(x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
        return view.bounds.size != frame.size || view.center != center
    }

    /// Records UIKit's log line for a broken constraint.
    func reportBroken(_ label: String) {
        HeadlessDisplay.current.record(
            .autoLayoutUnsatisfiable, subject: "NSLayoutConstraint",
            "Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint \(label)")
    }
}
