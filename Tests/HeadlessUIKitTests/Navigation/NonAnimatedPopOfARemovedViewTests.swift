import Testing

@testable @_spi(Harness) import HeadlessUIKit

/// A non-animated pop shows the new top's view wherever that view was before: out of the
/// window (the normal case: only the top's view is in it), or taken out by the app's own code
/// just before (an unwind segue's tidying). Apple: `popViewController(animated:)` "pops the top
/// view controller from the navigation stack and updates the display", displaying the new top's
/// view [DOC]. docs/transitions.md, "A non-animated pop of a view taken out of the hierarchy".
@MainActor
@Suite struct NonAnimatedPopOfARemovedViewTests {
    /// A stack [A, B, C] on screen, C on top.
    static func scene() -> NavigationScene {
        _ = HeadlessDisplay()
        let scene = NavigationScene("A", "B", "C")
        scene.scene.window.makeKeyAndVisible()
        return scene
    }

    @Test func aTargetViewTakenOutJustBeforeANonAnimatedPopIsShown() throws {
        let scene = Self.scene()
        let target = scene.controllers[0]
        let top = try #require(scene.controllers[2].viewIfLoaded)
        let stage = try #require(top.superview)
        // The unwind segue's spring: the target's view over the top's, then taken out again.
        let targetView = target.view!
        stage.addSubview(targetView)
        targetView.removeFromSuperview()
        scene.navigation.popToViewController(target, animated: false)
        #expect(scene.navigation.viewControllers == [target])
        #expect(targetView.window != nil)
        #expect(targetView.superview === stage)
        #expect(top.window == nil)
    }

    @Test func aTargetViewLeftOverTheTopIsMovedIntoPlace() throws {
        let scene = Self.scene()
        let target = scene.controllers[1]
        let top = try #require(scene.controllers[2].viewIfLoaded)
        let targetView = target.view!
        targetView.frame = top.frame.offsetBy(dx: 40, dy: 0)
        top.superview?.addSubview(targetView)
        scene.navigation.popToViewController(target, animated: false)
        #expect(targetView.window != nil)
        #expect(targetView.frame == top.frame)
    }

    @Test func aTargetViewTakenOutAfterTheNonAnimatedPopIsGone() throws {
        // The other order, which the spring unwind's first draft has: the screen goes black,
        // and a replay reports the destination view out of the window.
        let scene = Self.scene()
        let target = scene.controllers[0]
        scene.navigation.popToViewController(target, animated: false)
        target.view.removeFromSuperview()
        #expect(target.view.window == nil)
    }
}
