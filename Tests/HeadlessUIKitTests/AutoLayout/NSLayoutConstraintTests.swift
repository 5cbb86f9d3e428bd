import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct NSLayoutConstraintTests {
    func makeRoot() -> UIView {
        _ = HeadlessDisplay()
        return UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    }

    func constrainedSubview(of root: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        return view
    }

    @Test func anchorsPinAViewToItsSuperviewWithConstants() {
        let root = makeRoot()
        let card = constrainedSubview(of: root)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            card.heightAnchor.constraint(equalToConstant: 300),
        ])
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 100, width: 360, height: 300))
    }

    @Test func activatingInstallsOnTheNearestCommonAncestor() {
        let root = makeRoot()
        let a = constrainedSubview(of: root)
        let b = constrainedSubview(of: root)
        let spacing = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
        #expect(!spacing.isActive)
        spacing.isActive = true
        #expect(spacing.isActive)
        #expect(root.constraints.contains { $0 === spacing })
        spacing.isActive = false
        #expect(root.constraints.isEmpty)
    }

    @Test func theInitializerReadsAsTheAnatomyOfAConstraint() {
        let root = makeRoot()
        let view = constrainedSubview(of: root)
        // view.width = 0.5 × root.width + 10
        let width = NSLayoutConstraint(
            item: view, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width, multiplier: 0.5,
            constant: 10)
        #expect(width.firstItem === view)
        #expect(width.secondItem === root)
        #expect(width.firstAttribute == .width)
        #expect(width.multiplier == 0.5)
        #expect(width.relation == .equal)
        #expect(width.priority == .required)
        NSLayoutConstraint.activate([
            width, view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 2),
            view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 95, y: 190, width: 210, height: 420))
    }

    @Test func aFrameTranslatedIntoConstraintsHoldsTheViewWhereItIs() {
        let root = makeRoot()
        let anchor = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 60))
        root.addSubview(anchor)
        let follower = constrainedSubview(of: root)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: anchor.trailingAnchor, constant: 5),
            follower.topAnchor.constraint(equalTo: anchor.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: anchor.widthAnchor),
            follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(anchor.frame == CGRect(x: 10, y: 20, width: 50, height: 60))
        #expect(follower.frame == CGRect(x: 65, y: 80, width: 50, height: 10))
        anchor.frame.origin.x = 100
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(follower.frame.minX == 155)
    }

    @Test func conflictingRequiredConstraintsAreLoggedAndOneIsBroken() throws {
        let root = makeRoot()
        let display = HeadlessDisplay.current
        let view = constrainedSubview(of: root)
        let first = view.widthAnchor.constraint(equalToConstant: 100)
        let second = view.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "too-wide"
        NSLayoutConstraint.activate([
            first, second, view.heightAnchor.constraint(equalToConstant: 10),
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(view.frame.width == 100)
        let diagnostic = try #require(display.diagnostics.first { $0.code == .autoLayoutUnsatisfiable })
        #expect(diagnostic.message.contains("Unable to simultaneously satisfy constraints"))
        #expect(diagnostic.message.contains("too-wide"))
        #expect(second.isActive)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(display.diagnostics.filter { $0.code == .autoLayoutUnsatisfiable }.count == 1)
        first.isActive = false
        root.layoutIfNeeded()
        #expect(view.frame.width == 200)
    }

    @Test func aHigherPriorityWinsAndLoweringItHandsOver() {
        let root = makeRoot()
        let view = constrainedSubview(of: root)
        let wide = view.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .defaultHigh
        let narrow = view.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = .defaultLow
        NSLayoutConstraint.activate([
            wide, narrow, view.heightAnchor.constraint(equalToConstant: 10),
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(view.frame.width == 300)
        wide.priority = .defaultLow - 1
        root.layoutIfNeeded()
        #expect(view.frame.width == 100)
    }

    @Test func intrinsicContentSizeHugsAndResistsAtItsPriorities() {
        final class Label: UIView {
            var size = CGSize(width: 120, height: 20)
            override var intrinsicContentSize: CGSize { size }
        }
        let root = makeRoot()
        let label = Label()
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let maxWidth = label.widthAnchor.constraint(lessThanOrEqualToConstant: 80)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame.size == CGSize(width: 120, height: 20))
        maxWidth.isActive = true
        root.layoutIfNeeded()
        #expect(label.frame.width == 80)
        maxWidth.isActive = false
        label.size = CGSize(width: 150, height: 30)
        label.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(label.frame.size == CGSize(width: 150, height: 30))
    }

    @Test func constraintsAcrossLevelsMeetInTheCommonAncestor() {
        let root = makeRoot()
        let container = constrainedSubview(of: root)
        let inner = constrainedSubview(of: container)
        let sibling = constrainedSubview(of: root)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 200),
            inner.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            inner.widthAnchor.constraint(equalToConstant: 20),
            inner.heightAnchor.constraint(equalToConstant: 20),
            sibling.leadingAnchor.constraint(equalTo: inner.trailingAnchor),
            sibling.topAnchor.constraint(equalTo: inner.bottomAnchor),
            sibling.widthAnchor.constraint(equalToConstant: 1),
            sibling.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(sibling.frame.origin == CGPoint(x: 80, y: 80))
    }

    @Test func marginsAndSafeAreaGuidesInsetTheBounds() {
        let root = makeRoot()
        let view = constrainedSubview(of: root)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            view.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            view.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 8, y: 0, width: 384, height: 800))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 384, height: 784))
    }

    @Test func aConstraintWithoutACommonAncestorIsNotActivated() {
        let root = makeRoot()
        let stranger = UIView()
        let constraint = stranger.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(HeadlessDisplay.current.diagnostics.contains { $0.code == .autoLayoutNoCommonAncestor })
    }

    @Test func updateConstraintsRunsBeforeLayoutWhenMarked() {
        final class Card: UIView {
            var updates = 0
            override func updateConstraints() {
                updates += 1
                super.updateConstraints()
            }
        }
        let root = makeRoot()
        let card = Card()
        root.addSubview(card)
        card.setNeedsUpdateConstraints()
        #expect(card.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(card.updates == 1)
        root.layoutIfNeeded()
        #expect(card.updates == 1)
    }

    @Test func systemLayoutSizeFittingFindsTheCompressedSize() {
        final class Box: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 30) }
        }
        let root = makeRoot()
        let container = constrainedSubview(of: root)
        let box = Box()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            box.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            box.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            box.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -5),
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 60, height: 40))
    }
}
