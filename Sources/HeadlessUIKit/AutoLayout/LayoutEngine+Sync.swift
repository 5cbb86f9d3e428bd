// Keeping the solver in step with the view trees: what they ask for, and the difference.

extension LayoutEngine {
    /// Brings the solver in line with every live holder's constraints, then marks the
    /// superviews of views whose frames the solve moved as needing layout.
    func sync() {
        purgeDead()
        for case let stack as UIStackView in orderedHolders {
            stack.refreshArrangementConstraints()
        }
        var referenced: [ObjectIdentifier: LayoutItemNode] = [:]
        var order: [ObjectIdentifier] = []
        var userWanted: [Wanted] = []
        for holder in orderedHolders {
            for constraint in holder.constraints {
                guard let spec = spec(of: constraint, referencing: &referenced, order: &order) else { continue }
                userWanted.append(
                    Wanted(key: .constraint(ObjectIdentifier(constraint)), spec: spec, owner: constraint) {
                        constraint.label
                    })
            }
        }
        var wanted: [Wanted] = []
        for id in order {
            wanted += implicitConstraints(of: referenced[id]!)
        }
        wanted += userWanted
        apply(wanted)
        for id in order {
            guard case .view(let view) = referenced[id]!, let superview = view.superview,
                !view.translatesAutoresizingMaskIntoConstraints, isOutOfDate(view)
            else { continue }
            superview.setNeedsLayout()
        }
    }

    /// Drops what belongs to released objects.
    func purgeDead() {
        for (key, entry) in installed.sorted(by: { $0.value.id < $1.value.id }) where entry.owner == nil {
            try? solver.remove(entry.id)
            installed[key] = nil
        }
        items = items.filter { $0.value.item != nil }
    }

    /// Changes the solver by the difference between `wanted` and what it holds.
    func apply(_ wanted: [Wanted]) {
        let wantedKeys = Set(wanted.map(\.key))
        var removedAny = false
        for (key, entry) in installed.sorted(by: { $0.value.id < $1.value.id }) where !wantedKeys.contains(key) {
            try? solver.remove(entry.id)
            installed[key] = nil
            removedAny = true
        }
        // A constraint broken for a conflict gets another try once a constraint is gone: the
        // one it conflicted with may have been the one removed.
        broken = removedAny ? [:] : broken.filter { wantedKeys.contains($0.key) }
        for item in wanted {
            if let entry = installed[item.key] {
                var old = entry.spec
                old.expression.constant = item.spec.expression.constant
                if old == item.spec {
                    guard entry.spec.expression.constant != item.spec.expression.constant else { continue }
                    do {
                        try solver.setConstant(item.spec.expression.constant, of: entry.id)
                        installed[item.key]!.spec = item.spec
                    } catch {
                        try? solver.remove(entry.id)
                        installed[item.key] = nil
                        broken[item.key] = item.spec
                        reportBroken(item.label())
                    }
                    continue
                }
                try? solver.remove(entry.id)
                installed[item.key] = nil
            }
            if broken[item.key] == item.spec { continue }
            do {
                let id = try solver.add(item.spec)
                installed[item.key] = Installed(owner: item.owner, spec: item.spec, id: id)
                broken[item.key] = nil
            } catch {
                broken[item.key] = item.spec
                reportBroken(item.label())
            }
        }
    }

    /// The linear constraint an `NSLayoutConstraint` stands for, in its items' nearest common
    /// ancestor's coordinates; nil when an item is gone, the items share no ancestor, or the
    /// attributes cannot be related.
    func spec(
        of constraint: NSLayoutConstraint, referencing referenced: inout [ObjectIdentifier: LayoutItemNode],
        order: inout [ObjectIdentifier]
    ) -> LinearConstraint? {
        guard let firstObject = constraint.firstItem, let first = LayoutItemNode(firstObject) else { return nil }
        let second = constraint.secondItem.flatMap(LayoutItemNode.init)
        if constraint.secondItem != nil, second == nil { return nil }
        guard let ancestor = LayoutItemNode.nearestCommonView(first, second) else { return nil }
        guard isValid(constraint, hasSecond: second != nil) else {
            let key = Key.constraint(ObjectIdentifier(constraint))
            if broken[key] == nil {
                HeadlessDisplay.current.record(
                    .autoLayoutInvalidConstraint, subject: "NSLayoutConstraint",
                    "\(constraint.label) relates attributes that cannot be related; it is ignored")
            }
            return nil
        }
        var expression = self.expression(
            first, constraint.firstAttribute, in: ancestor, referencing: &referenced, order: &order)
        if let second {
            let other = self.expression(
                second, constraint.secondAttribute, in: ancestor, referencing: &referenced, order: &order)
            expression.add(other, times: -Double(constraint.multiplier))
        }
        expression.constant -= Double(constraint.constant)
        let relation: LinearConstraint.Relation =
            switch constraint.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return LinearConstraint(expression, relation, strength: constraint.priority.strength)
    }

    /// Whether UIKit accepts the attribute pair: a size with a size or a constant, a position
    /// with a position on the same axis [DOC NSLayoutConstraint: "You cannot constrain a size
    /// attribute to a location attribute" and location attributes need a second item].
    func isValid(_ constraint: NSLayoutConstraint, hasSecond: Bool) -> Bool {
        let first = constraint.firstAttribute
        let second = constraint.secondAttribute
        guard first != .notAnAttribute else { return false }
        guard hasSecond else { return first.isDimension }
        guard second != .notAnAttribute else { return false }
        if first.isDimension || second.isDimension { return first.isDimension && second.isDimension }
        return first.isHorizontal == second.isHorizontal
    }

    /// An item's attribute in `ancestor`'s coordinates; every node on the way is referenced.
    func expression(
        _ node: LayoutItemNode, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView,
        referencing referenced: inout [ObjectIdentifier: LayoutItemNode], order: inout [ObjectIdentifier]
    ) -> LinearExpression {
        func reference(_ node: LayoutItemNode) {
            let id = ObjectIdentifier(node.object)
            if referenced[id] == nil {
                referenced[id] = node
                order.append(id)
            }
        }
        reference(node)
        let own = variables(of: node.object)
        let horizontal = attribute.isHorizontal
        let size = LinearExpression(horizontal ? own.width : own.height)
        if attribute.isDimension { return size }
        var origin = LinearExpression()
        var current = node
        while current.object !== ancestor {
            reference(current)
            let v = variables(of: current.object)
            origin.add(LinearExpression(horizontal ? v.minX : v.minY))
            guard let parent = current.parent else { break }
            current = parent
        }
        reference(.view(ancestor))
        var margins: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) = (0, 0, 0, 0)
        if case .view(let view) = node { margins = view.layoutMarginEdges }
        let leading = Double(margins.left)
        let trailing = Double(margins.right)
        let top = Double(margins.top)
        let bottom = Double(margins.bottom)
        switch attribute {
        case .left, .leading, .top: return origin
        case .right, .trailing, .bottom, .lastBaseline, .firstBaseline: return origin + size
        case .centerX, .centerY: return origin + size * 0.5
        case .leftMargin, .leadingMargin: return origin + leading
        case .rightMargin, .trailingMargin: return origin + size + (-trailing)
        case .topMargin: return origin + top
        case .bottomMargin: return origin + size + (-bottom)
        case .centerXWithinMargins: return origin + size * 0.5 + (leading - trailing) / 2
        case .centerYWithinMargins: return origin + size * 0.5 + (top - bottom) / 2
        case .width, .height, .notAnAttribute: return size
        }
    }
}
