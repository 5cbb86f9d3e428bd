// The constraints UIKit adds by itself: autoresizing-mask frames, intrinsic content size,
// and the edges of the margins and safe-area guides.

extension LayoutEngine {
    /// The implicit constraints of one node the user's constraints reach.
    func implicitConstraints(of node: LayoutItemNode) -> [Wanted] {
        let v = variables(of: node.object)
        let id = ObjectIdentifier(node.object)
        var wanted: [Wanted] = []
        func add(
            _ key: Key, _ expression: LinearExpression, _ relation: LinearConstraint.Relation = .equal,
            _ priority: UILayoutPriority = .required, _ label: @escaping () -> String
        ) {
            wanted.append(
                Wanted(
                    key: key, spec: LinearConstraint(expression, relation, strength: priority.strength),
                    owner: node.object, label: label))
        }
        func pin(_ variable: LayoutVariable, _ value: CGFloat) -> LinearExpression {
            LinearExpression(variable) + (-Double(value))
        }
        switch node {
        case .view(let view):
            let name = String(describing: type(of: view))
            if view.translatesAutoresizingMaskIntoConstraints {
                // The frame as UIKit's autoresizing-mask constraints hold it: position and size.
                let size = view.bounds.size
                let anchor = view.layer.anchorPoint
                if view.superview != nil {
                    add(.autoresizing(id, 0), pin(v.minX, view.center.x - size.width * anchor.x)) {
                        "<NSAutoresizingMaskLayoutConstraint \(name).minX == \(view.frame.minX)>"
                    }
                    add(.autoresizing(id, 1), pin(v.minY, view.center.y - size.height * anchor.y)) {
                        "<NSAutoresizingMaskLayoutConstraint \(name).minY == \(view.frame.minY)>"
                    }
                }
                add(.autoresizing(id, 2), pin(v.width, size.width)) {
                    "<NSAutoresizingMaskLayoutConstraint \(name).width == \(size.width)>"
                }
                add(.autoresizing(id, 3), pin(v.height, size.height)) {
                    "<NSAutoresizingMaskLayoutConstraint \(name).height == \(size.height)>"
                }
            }
            let intrinsic = view.intrinsicContentSize
            let axes: [(LayoutVariable, CGFloat, NSLayoutConstraint.Axis, Int)] = [
                (v.width, intrinsic.width, .horizontal, 0), (v.height, intrinsic.height, .vertical, 2),
            ]
            for (variable, length, axis, index) in axes where length != UIView.noIntrinsicMetric {
                let hugging = view.contentHuggingPriority(for: axis)
                let resistance = view.contentCompressionResistancePriority(for: axis)
                add(.intrinsic(id, index), pin(variable, length), .lessThanOrEqual, hugging) {
                    "<NSContentSizeLayoutConstraint \(name).\(axis == .horizontal ? "width" : "height") <= \(length) hug:\(hugging.rawValue)>"
                }
                add(.intrinsic(id, index + 1), pin(variable, length), .greaterThanOrEqual, resistance) {
                    "<NSContentSizeLayoutConstraint \(name).\(axis == .horizontal ? "width" : "height") >= \(length) CR:\(resistance.rawValue)>"
                }
            }
        case .guide(let guide):
            guard let role = guide.systemRole, let owner = guide.owningView else { break }
            let edges = role == .margins ? owner.layoutMarginEdges : owner.safeAreaEdges
            let ownerSize = variables(of: owner)
            let label = {
                "<NSLayoutConstraint UILayoutGuide(\(guide.identifier)) edges of \(String(describing: type(of: owner)))>"
            }
            // A layout-support guide is the band of one inset: its far edge is inset by the
            // owner's size less the band.
            if role == .topLayoutSupport || role == .bottomLayoutSupport {
                let band = role == .topLayoutSupport ? edges.top : edges.bottom
                add(.guide(id, 0), pin(v.minX, 0), .equal, .required, label)
                add(
                    .guide(id, 1),
                    role == .topLayoutSupport
                        ? pin(v.minY, 0)
                        : LinearExpression(v.minY) - LinearExpression(ownerSize.height) + Double(band),
                    .equal, .required, label)
                add(
                    .guide(id, 2), LinearExpression(v.width) - LinearExpression(ownerSize.width), .equal, .required,
                    label)
                add(.guide(id, 3), pin(v.height, band), .equal, .required, label)
                break
            }
            add(.guide(id, 0), pin(v.minX, edges.left), .equal, .required, label)
            add(.guide(id, 1), pin(v.minY, edges.top), .equal, .required, label)
            add(
                .guide(id, 2),
                LinearExpression(v.width) - LinearExpression(ownerSize.width) + Double(edges.left + edges.right),
                .equal, .required, label)
            add(
                .guide(id, 3),
                LinearExpression(v.height) - LinearExpression(ownerSize.height) + Double(edges.top + edges.bottom),
                .equal,
                .required, label)
        }
        return wanted
    }

    /// The size of `view` closest to `target` that its constraints allow, with the target held
    /// at `fittingSizeLevel`; nil when the engine does not know the view. The view's own
    /// autoresizing size constraints are left out for the question, as UIKit does [INF].
    func fittingSize(of view: UIView, target: CGSize) -> CGSize? {
        guard items[ObjectIdentifier(view)]?.item === view else { return nil }
        let v = variables(of: view)
        let strength = UILayoutPriority.fittingSizeLevel.strength
        var lifted: [(Key, Installed)] = []
        for index in 2...3 {
            let key = Key.autoresizing(ObjectIdentifier(view), index)
            if let entry = installed[key] {
                try? solver.remove(entry.id)
                installed[key] = nil
                lifted.append((key, entry))
            }
        }
        let goals = [
            try? solver.add(
                LinearConstraint(LinearExpression(v.width) + (-Double(target.width)), .equal, strength: strength)),
            try? solver.add(
                LinearConstraint(LinearExpression(v.height) + (-Double(target.height)), .equal, strength: strength)),
        ]
        let size = CGSize(width: solver.value(of: v.width), height: solver.value(of: v.height))
        for goal in goals.compactMap({ $0 }) { try? solver.remove(goal) }
        for (key, entry) in lifted {
            if let id = try? solver.add(entry.spec) {
                installed[key] = Installed(owner: entry.owner, spec: entry.spec, id: id)
            }
        }
        return size
    }
}
