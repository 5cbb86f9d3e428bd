// The constraints a stack view makes for its arranged subviews.

extension UIStackView {
    /// What the arrangement constraints depend on; they are made again when it changes.
    struct ArrangementKey: Equatable {
        var views: [ObjectIdentifier]
        var hidden: [Bool]
        var axis: NSLayoutConstraint.Axis
        var distribution: Distribution
        var alignment: Alignment
        var spacing: CGFloat
    }

    /// Makes the arrangement constraints again when the arranged subviews, their hidden
    /// flags or the stack's settings changed.
    func refreshArrangementConstraints() {
        let key = ArrangementKey(
            views: arrangedSubviews.map(ObjectIdentifier.init), hidden: arrangedSubviews.map(\.isHidden), axis: axis,
            distribution: distribution, alignment: alignment, spacing: spacing)
        guard key != arrangementKey else { return }
        arrangementKey = key
        removeConstraints(arrangementConstraints)
        for guide in spacerGuides { removeLayoutGuide(guide) }
        spacerGuides = []
        arrangementConstraints = makeArrangementConstraints()
        addConstraints(arrangementConstraints)
    }

    private func constraint(
        _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute, constant: CGFloat = 0,
        priority: UILayoutPriority = .required
    ) -> NSLayoutConstraint {
        let made = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
            multiplier: 1, constant: constant)
        made.priority = priority
        made.identifier = "UISV-arrangement"
        return made
    }

    func makeArrangementConstraints() -> [NSLayoutConstraint] {
        let horizontal = axis == .horizontal
        let start: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let end: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let crossStart: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossEnd: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossCenter: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        var made: [NSLayoutConstraint] = []
        let visible = arrangedSubviews.filter { !$0.isHidden }
        for view in arrangedSubviews where view.isHidden {
            // UIKit's hiding constraint: a hidden arranged subview has zero length.
            made.append(constraint(view, length, .equal, nil, .notAnAttribute))
            made.append(constraint(view, start, .equal, self, start))
        }
        for view in arrangedSubviews {
            switch alignment {
            case .fill:
                made.append(constraint(view, crossStart, .equal, self, crossStart))
                made.append(constraint(view, crossEnd, .equal, self, crossEnd))
            case .leading, .firstBaseline:
                made.append(constraint(view, crossStart, .equal, self, crossStart))
                made.append(constraint(view, crossEnd, .lessThanOrEqual, self, crossEnd))
            case .center:
                made.append(constraint(view, crossCenter, .equal, self, crossCenter))
                made.append(constraint(view, crossStart, .greaterThanOrEqual, self, crossStart))
            case .trailing, .lastBaseline:
                made.append(constraint(view, crossEnd, .equal, self, crossEnd))
                made.append(constraint(view, crossStart, .greaterThanOrEqual, self, crossStart))
            }
        }
        guard let first = visible.first, let last = visible.last else { return made }
        made.append(constraint(first, start, .equal, self, start))
        made.append(constraint(last, end, .equal, self, end))
        let spaced = distribution == .equalSpacing || distribution == .equalCentering
        for (previous, next) in zip(visible, visible.dropFirst()) {
            if spaced {
                let guide = UILayoutGuide()
                guide.identifier = "UISV-distributing"
                addLayoutGuide(guide)
                spacerGuides.append(guide)
                made.append(constraint(guide, start, .equal, previous, end))
                made.append(constraint(guide, end, .equal, next, start))
                made.append(constraint(guide, length, .greaterThanOrEqual, nil, .notAnAttribute, constant: spacing))
                if let firstGuide = spacerGuides.first, firstGuide !== guide {
                    made.append(constraint(guide, length, .equal, firstGuide, length))
                }
            } else {
                made.append(constraint(next, start, .equal, previous, end, constant: spacing))
            }
        }
        if distribution == .fillEqually {
            for view in visible.dropFirst() {
                made.append(constraint(view, length, .equal, first, length))
            }
        }
        return made
    }
}
