import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct CAAnimationGroupTests {
    @Test func childrenAreTimedInTheGroupsTimeAndTakeItsDuration() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let log = AnimationLog()
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.delegate = log  // ignored inside a group
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.beginTime = 0.5
        move.duration = 0.5
        let group = CAAnimationGroup()
        group.animations = [fade, move]
        group.duration = 2
        group.delegate = log
        group.setValue("group", forKey: "name")
        display.advance(frames: 3)
        layer.add(group, forKey: "group")
        display.advance(frames: 5)  // group time 0.5
        #expect(layer.presentedOpacity.isApproximatelyEqual(to: 0.25, absoluteTolerance: 1e-6))
        #expect(layer.presentationState().position.x == 0)
        display.advance(frames: 3)  // group time 0.8
        #expect(layer.presentationState().position.x.isApproximatelyEqual(to: 60))
        display.advance(frames: 12)  // past the group's end
        #expect(layer.presentedOpacity == 1)
        #expect(log.entries == ["start group", "stop group finished"])
        // The start is delivered at the first frame after the commit that added the group.
        #expect(log.times == [0.4, 2.3])
    }

    @Test func theGroupClipsItsChildren() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let layer = CALayer()
        let long = CABasicAnimation(keyPath: "opacity")
        long.fromValue = 0
        long.toValue = 1
        long.duration = 10
        let group = CAAnimationGroup()
        group.animations = [long]
        group.duration = 1
        layer.add(group, forKey: "group")
        display.advance(frames: 5)
        #expect(layer.presentedOpacity.isApproximatelyEqual(to: 0.05, absoluteTolerance: 1e-6))
        display.advance(frames: 6)
        #expect(layer.presentedOpacity == 1)
        #expect(layer.animationKeys() == nil)
    }

    @Test func aGroupsChildrenAreFrozenWithIt() throws {
        let display = HeadlessDisplay()
        let layer = CALayer()
        let group = CAAnimationGroup()
        group.animations = [opacityAnimation("fade")]
        layer.add(group, forKey: "group")
        let child = try #require((layer.animation(forKey: "group") as? CAAnimationGroup)?.animations?.first)
        child.duration = 4
        #expect(child.duration == 1)
        #expect(display.diagnostics.map(\.code) == [.animationReadOnly])
    }
}
