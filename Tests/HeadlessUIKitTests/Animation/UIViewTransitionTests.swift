import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct UIViewTransitionTests {
    @Test func aTransitionChangesTheHierarchyAtOnceAndCompletesAfterItsDuration() throws {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let container = UIView()
        let from = UIView()
        let to = UIView()
        let other = UIView()
        container.addSubview(other)
        container.addSubview(from)
        let log = CompletionLog()
        UIView.transition(from: from, to: to, duration: 0.5, options: .transitionFlipFromLeft) { log($0) }
        #expect(from.superview == nil)
        #expect(container.subviews.map(ObjectIdentifier.init) == [other, to].map(ObjectIdentifier.init))
        let transition = try #require(container.layer.animation(forKey: kCATransition) as? CATransition)
        #expect(transition.type == CATransitionType(rawValue: "oglFlip"))
        #expect(transition.subtype == .fromLeft)
        display.advance(frames: 4)
        #expect(log.calls.isEmpty)
        display.advanceFrame()
        #expect(log.times == [0.5] && log.flags == [true])
    }

    @Test func showHideTransitionViewsHidesAndShowsInstead() {
        _ = HeadlessDisplay()
        let container = UIView()
        let from = UIView()
        let to = UIView()
        container.addSubview(from)
        container.addSubview(to)
        to.isHidden = true
        UIView.transition(
            from: from, to: to, duration: 0.3, options: [.showHideTransitionViews, .transitionCrossDissolve])
        #expect(from.superview === container && from.isHidden)
        #expect(!to.isHidden)
        #expect((container.layer.animation(forKey: kCATransition) as? CATransition)?.type == .fade)
    }

    @Test func theAnimationsBlockIsNotAnimatedUnlessAnimatedContentIsAllowed() {
        _ = HeadlessDisplay()
        let view = UIView()
        let child = UIView()
        view.addSubview(child)
        UIView.transition(with: view, duration: 0.3, options: .transitionCurlUp, animations: { child.alpha = 0.5 })
        #expect(child.layer.animationKeys() == nil)
        #expect(
            (view.layer.animation(forKey: kCATransition) as? CATransition)?.type
                == CATransitionType(rawValue: "pageCurl"))
        UIView.transition(
            with: view, duration: 0.3, options: [.transitionCurlDown, .allowAnimatedContent],
            animations: {
                child.alpha = 1
            })
        #expect(child.layer.animationKeys() == ["opacity"])
        #expect(
            (view.layer.animation(forKey: kCATransition) as? CATransition)?.type
                == CATransitionType(rawValue: "pageUnCurl"))
    }

    @Test func aRemovedTransitionCompletesUnfinished() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let view = UIView()
        let log = CompletionLog()
        UIView.transition(with: view, duration: 1, options: .transitionFlipFromTop, animations: nil) { log($0) }
        display.advance(frames: 2)
        view.layer.removeAnimation(forKey: kCATransition)
        display.advanceFrame()
        #expect(log.flags == [false])
    }

    @Test func withoutAStyleOrASuperviewOnlyTheCompletionRuns() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let lonely = UIView()
        let replacement = UIView()
        let log = CompletionLog()
        UIView.transition(from: lonely, to: replacement, duration: 1, options: .transitionFlipFromBottom) { log($0) }
        let view = UIView()
        UIView.transition(with: view, duration: 1, options: [], animations: nil) { log($0) }
        #expect(view.layer.animationKeys() == nil)
        display.advanceFrame()
        #expect(log.flags == [true, true])
        #expect(replacement.superview == nil)
    }
}
