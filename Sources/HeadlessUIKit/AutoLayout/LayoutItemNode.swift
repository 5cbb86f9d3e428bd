/// A view or layout guide seen as a node of the view tree: a guide's parent is its owning
/// view (not UIKit API).
@MainActor
enum LayoutItemNode {
    case view(UIView)
    case guide(UILayoutGuide)

    init?(_ item: AnyObject) {
        if let view = item as? UIView {
            self = .view(view)
        } else if let guide = item as? UILayoutGuide {
            self = .guide(guide)
        } else {
            return nil
        }
    }

    var object: AnyObject {
        switch self {
        case .view(let view): view
        case .guide(let guide): guide
        }
    }

    var parent: LayoutItemNode? {
        switch self {
        case .view(let view): view.superview.map(LayoutItemNode.view)
        case .guide(let guide): guide.owningView.map(LayoutItemNode.view)
        }
    }

    /// The node and its ancestors, nearest first.
    var lineage: [LayoutItemNode] {
        var nodes = [self]
        while let parent = nodes.last!.parent { nodes.append(parent) }
        return nodes
    }

    /// The nearest view that is, or is an ancestor of, both nodes (of `first` alone when
    /// `second` is nil).
    static func nearestCommonView(_ first: LayoutItemNode, _ second: LayoutItemNode?) -> UIView? {
        let firstViews = first.lineage.compactMap { node -> UIView? in
            if case .view(let view) = node { return view }
            return nil
        }
        guard let second else { return firstViews.first }
        let secondObjects = Set(second.lineage.map { ObjectIdentifier($0.object) })
        return firstViews.first { secondObjects.contains(ObjectIdentifier($0)) }
    }
}
