import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The Swift 5 client code runs as written: built off the main actor where iOS allows it,
/// driven on the main actor where the display is.
@Suite struct IOSClientCodeTests {
    @MainActor
    @Test func quartzCoreHelpersBuildTheirObjects() {
        let delegate = RemoveOnStop()
        let pulse = makePulse(delegate: delegate)
        #expect(pulse.keyPath == "opacity")
        #expect(pulse.duration == 0.3)
        let badge = makeBadgeLayer()
        #expect(badge.sublayers?.count == 1)
        withoutImplicitAnimations { badge.opacity = 1 }
        #expect(badge.opacity == 1)
    }

    @MainActor
    @Test func uikitHelpersWorkOnTheMainActor() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let driver = DimmingDriver()
        driver.install(in: container)
        #expect(driver.dimmingView?.superview === container)
        #expect(driver.screenWidth() > 0)
        let card = makeCard()
        #expect(card.layer.cornerRadius == 8)
        let animator = makeSlideAnimator(for: card)
        #expect(animator.isInterruptible)
        #expect(FadeAnimator(duration: 0.3).transitionDuration(using: nil) == 0.3)
    }

    @MainActor
    @Test func controlsAndListsWorkOnTheMainActor() {
        #expect(makeCloseButton().currentTitle == "Close")
        #expect(isList(UITableView(frame: .zero, style: .plain)))
        #expect(!isList(UIView()))
        #expect(lifecycleNames().count == 2)
    }

    @MainActor
    @Test func issue20sCallsCompileAndConvert() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = UIView(frame: CGRect(x: 0, y: 40, width: 320, height: 400))
        let source = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        window.addSubview(container)
        container.addSubview(source)
        let frames = zoomFrames(of: source, in: container)
        #expect(frames.onScreen == CGRect(x: 20, y: 70, width: 100, height: 100))
        #expect(frames.inContainer == source.frame)
        #expect(frames.origin == CGPoint(x: 20, y: 30))
        let grow = installRevealMask(on: source)
        #expect(source.mask?.layer === source.layer.mask)
        #expect(source.layer.mask?.cornerCurve == .continuous)
        #expect((grow.toValue as? NSValue)?.cgRectValue == source.bounds)
        withExtendedLifetime(window) {}
    }
}
