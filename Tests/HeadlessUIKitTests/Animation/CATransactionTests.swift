import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct CATransactionTests {
    @Test func theCompletionBlockRunsWhenEveryAnimationAddedAfterItFinished() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        var completedAt: [CFTimeInterval] = []
        let layer = CALayer()
        layer.add(opacityAnimation("before", duration: 3), forKey: "before")
        CATransaction.begin()
        CATransaction.setCompletionBlock { completedAt.append(CACurrentMediaTime()) }
        layer.add(opacityAnimation("short", duration: 0.5), forKey: "short")
        CATransaction.begin()
        layer.add(opacityAnimation("nested", duration: 1), forKey: "nested")
        CATransaction.commit()
        CATransaction.commit()
        display.advance(frames: 9)
        #expect(completedAt.isEmpty)
        display.advanceFrame()
        #expect(completedAt == [1])
        display.advance(frames: 30)
        #expect(completedAt == [1])
    }

    @Test func withoutAnimationsTheCompletionRunsRightAfterTheCommit() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        var ran = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran += 1 }
        CATransaction.commit()
        #expect(ran == 0)
        display.advanceFrame()
        #expect(ran == 1)
    }

    @Test func aRemovedAnimationCountsAsDoneForTheCompletion() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        var ran = false
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        layer.add(opacityAnimation("long", duration: 10), forKey: "long")
        CATransaction.commit()
        display.advance(frames: 3)
        layer.removeAllAnimations()
        display.advanceFrame()
        #expect(ran)
    }

    @Test func theImplicitTransactionsCompletionBlockIsSealedAtTheNextFrame() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        var ran = false
        CATransaction.setCompletionBlock { ran = true }
        let layer = CALayer()
        layer.add(opacityAnimation("fade", duration: 0.3), forKey: "fade")
        display.advance(frames: 2)
        #expect(!ran)
        display.advanceFrame()
        #expect(ran)
    }

    @Test func valuesApplyToTheTransactionAndThoseNestedInIt() {
        _ = HeadlessDisplay()
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(!CATransaction.disableActions())
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setDisableActions(true)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 2)
        #expect(CATransaction.disableActions())
        CATransaction.setValue(0.5, forKey: "animationDuration")
        CATransaction.setValue("x", forKey: "custom")
        #expect(CATransaction.animationDuration() == 0.5)
        #expect(CATransaction.value(forKey: "custom") as? String == "x")
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2)
        #expect(CATransaction.value(forKey: "custom") == nil)
        #expect(CATransaction.animationTimingFunction() == CAMediaTimingFunction(name: .linear))
        CATransaction.commit()
        CATransaction.flush()
        #expect(CATransaction.animationDuration() == 0.25)
    }

    @Test func anUnbalancedCommitIsReportedAndIgnored() {
        let display = HeadlessDisplay()
        CATransaction.commit()
        #expect(display.diagnostics.map(\.code) == [.unbalancedCommit])
    }
}
