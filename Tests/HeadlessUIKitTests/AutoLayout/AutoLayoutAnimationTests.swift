import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct AutoLayoutAnimationTests {
    /// A 400-point card pinned below a 390 × 844 container, laid out; `top` holds its top edge
    /// to the container's bottom.
    func makeCardBelowItsContainer() -> (container: UIView, card: UIView, top: NSLayoutConstraint) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(card)
        let top = card.topAnchor.constraint(equalTo: container.bottomAnchor)
        NSLayoutConstraint.activate([
            top,
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            card.heightAnchor.constraint(equalToConstant: 400),
        ])
        container.layoutIfNeeded()
        return (container, card, top)
    }

    /// A card sliding up, written as apps write it: change the constant, then lay out inside
    /// an animation block.
    @Test func aConstantChangedThenLaidOutInAnAnimationBlockAnimatesTheFrame() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let (container, card, top) = makeCardBelowItsContainer()
        #expect(card.frame == CGRect(x: 0, y: 844, width: 390, height: 400))

        top.constant = -400
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear) {
            container.layoutIfNeeded()
        }
        #expect(card.frame.minY == 444)
        display.advance(by: 0.25)
        let midway = card.layer.presentationState().position.y
        #expect(midway.isApproximatelyEqual(to: 844, absoluteTolerance: 1e-6))
        display.advance(by: 0.25)
        #expect(card.layer.presentationState().position.y == 644)
        #expect(card.layer.animationKeys() == nil)
    }

    /// The interactive form: the constant change laid out in a property animator's block, which
    /// a gesture scrubs and then finishes or reverses.
    @Test func aConstantLaidOutInAPropertyAnimatorIsScrubbedAndReversed() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let (container, card, top) = makeCardBelowItsContainer()

        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .linear) {
            top.constant = -400
            container.layoutIfNeeded()
        }
        var finalPosition: UIViewAnimatingPosition?
        animator.addCompletion { finalPosition = $0 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        display.advanceFrame()
        #expect(card.frame.minY == 444, "the model is at the end at once")
        #expect(card.layer.presentationState().position.y.isApproximatelyEqual(to: 944, absoluteTolerance: 1e-6))

        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        display.advance(by: 1)
        #expect(finalPosition == .start)
        #expect(card.layer.presentationState().position.y == 1044)
    }

    @Test func layoutOutsideAnAnimationBlockMovesAtOnce() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(card)
        let height = card.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            height, card.topAnchor.constraint(equalTo: container.topAnchor),
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            card.widthAnchor.constraint(equalToConstant: 100),
        ])
        container.layoutIfNeeded()
        height.constant = 300
        container.layoutIfNeeded()
        display.advanceFrame()
        #expect(card.layer.animationKeys() == nil)
        #expect(card.layer.presentationState().bounds.height == 300)
    }
}
