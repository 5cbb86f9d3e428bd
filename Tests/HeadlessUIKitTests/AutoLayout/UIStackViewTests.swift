import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct UIStackViewTests {
    final class Box: UIView {
        var size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
    }

    func makeStack(_ views: [UIView], width: CGFloat = 300) -> (UIView, UIStackView) {
        _ = HeadlessDisplay()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let stack = UIStackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: width),
            stack.heightAnchor.constraint(equalToConstant: 50),
        ])
        return (root, stack)
    }

    @Test func fillEquallySplitsTheLengthAfterSpacing() {
        let views = [UIView(), UIView(), UIView()]
        let (root, stack) = makeStack(views)
        stack.distribution = .fillEqually
        stack.spacing = 15
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 105, 210])
        #expect(views.allSatisfy { $0.frame.size == CGSize(width: 90, height: 50) })
    }

    @Test func fillStretchesTheViewThatHugsLeast() {
        let hugging = Box(50, 20)
        let stretching = Box(50, 20)
        stretching.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let (root, stack) = makeStack([hugging, stretching])
        stack.spacing = 10
        root.layoutIfNeeded()
        #expect(hugging.frame.width == 50)
        #expect(stretching.frame == CGRect(x: 60, y: 0, width: 240, height: 50))
    }

    @Test func aHiddenArrangedSubviewCollapsesWithItsSpacing() {
        let views = [UIView(), UIView(), UIView()]
        let (root, stack) = makeStack(views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        root.layoutIfNeeded()
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(views[1].frame.width == 0)
        #expect(views[0].frame.width == 145)
        #expect(views[2].frame.minX == 155)
    }

    @Test func equalSpacingSharesTheSpaceLeftBetweenViews() {
        let views = [Box(40, 10), Box(40, 10), Box(40, 10)]
        let (root, stack) = makeStack(views)
        stack.distribution = .equalSpacing
        stack.alignment = .center
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 130, 260])
        #expect(views[0].frame.minY == 20)
    }

    @Test func aVerticalStackWithLeadingAlignmentKeepsIntrinsicWidths() {
        let views = [Box(40, 10), Box(60, 10)]
        let (root, stack) = makeStack(views)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.distribution = .fillEqually
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 40, height: 25))
        #expect(views[1].frame == CGRect(x: 0, y: 25, width: 60, height: 25))
    }
}
