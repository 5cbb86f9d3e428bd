import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct HeadlessDisplayTests {
    @Test(arguments: [60, 120, 30])
    func frameKIsAtKDividedByTheRefreshRateNeverASumOfDeltas(framesPerSecond: Int) {
        let display = HeadlessDisplay(framesPerSecond: framesPerSecond)
        for k in 1...(3 * framesPerSecond) {
            display.advanceFrame()
            #expect(display.frameIndex == k)
            #expect(display.currentTime == Double(k) / Double(framesPerSecond))
        }
        // Whole seconds are exact.
        #expect(display.currentTime == 3)
    }

    @Test func advancingToAnInstantStepsThroughFramesAndStopsBetweenThem() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        var frames: [Double] = []
        display.schedule(at: 0.02) { frames.append(CACurrentMediaTime()) }
        display.advance(to: 0.025)
        #expect(display.frameIndex == 1)
        #expect(display.currentTime == 0.025)
        // The callback due at 0.02 ran at the frame at or after it: 2/60 > 0.025 so at 0.025.
        #expect(frames == [0.025])
        display.advanceFrame()
        #expect(display.frameIndex == 2)
        #expect(display.currentTime == 2.0 / 60)
    }

    @Test func timeNeverGoesBack() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        display.advance(frames: 10)
        let time = display.currentTime
        display.advance(to: 0.01)
        display.advance(to: .nan)
        display.advance(by: -1)
        display.advance(frames: -3)
        #expect(display.currentTime == time)
        #expect(display.frameIndex == 10)
    }

    @Test func mediaTimeIsTheCurrentDisplaysVirtualTime() {
        let first = HeadlessDisplay(framesPerSecond: 60)
        first.advance(frames: 30)
        #expect(CACurrentMediaTime() == 0.5)
        let second = HeadlessDisplay(framesPerSecond: 120)
        #expect(CACurrentMediaTime() == 0)
        #expect(HeadlessDisplay.current === second)
        first.activate()
        #expect(CACurrentMediaTime() == 0.5)
        #expect(first.isCurrent && !second.isCurrent)
        // Advancing a display makes it current.
        second.advanceFrame()
        #expect(HeadlessDisplay.current === second)
        #expect(CACurrentMediaTime() == 1.0 / 120)
    }

    @Test func theScreenIsTheCurrentDisplays() {
        let display = HeadlessDisplay(screenSize: CGSize(width: 320, height: 568), scale: 2, framesPerSecond: 120)
        #expect(UIScreen.main === display.screen)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(UIScreen.main.scale == 2)
        #expect(UIScreen.main.nativeScale == 2)
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 640, height: 1136))
        #expect(UIScreen.main.maximumFramesPerSecond == 120)
        #expect(display.framePeriod == 1.0 / 120)
    }

    @Test func scheduledCallbacksRunByDueTimeThenSequence() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        var log: [String] = []
        display.schedule(at: 0.3) { log.append("c") }
        display.schedule(at: 0.1) { log.append("a") }
        display.schedule(at: 0.3) { log.append("d") }
        display.schedule(at: 0.25) { log.append("b") }
        display.advance(frames: 2)
        #expect(log == ["a"])
        display.advanceFrame()
        #expect(log == ["a", "b", "c", "d"])
    }

    @Test func callbacksCanScheduleWorkDueAtOnceWhichRunsInTheSameStep() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        var log: [String] = []
        display.schedule(at: 0.1) {
            log.append("first")
            display.scheduleSoon { log.append("second") }
        }
        display.advanceFrame()
        #expect(log == ["first", "second"])
    }

    @Test func aCancelledCallbackNeverRuns() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        var ran = false
        let id = display.schedule(at: 0.1) { ran = true }
        display.cancelScheduledCallback(id)
        display.advance(frames: 3)
        #expect(!ran)
    }

    @Test func aRunawayLoopOfCallbacksIsStoppedWithADiagnostic() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        var count = 0
        func again() {
            count += 1
            display.scheduleSoon { again() }
        }
        display.scheduleSoon { again() }
        display.advanceFrame()
        #expect(count == HeadlessDisplay.maximumPassesPerStep)
        #expect(display.diagnostics.map(\.code) == [.eventLoopRunaway])
        display.clearDiagnostics()
        #expect(display.diagnostics.isEmpty)
    }

    @Test func runUntilIdleStopsWhenNothingIsPendingOrAtTheLimit() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        display.schedule(at: 0.5) {}
        #expect(display.runUntilIdle())
        #expect(display.currentTime == 0.5)
        let layer = CALayer()
        let spin = CABasicAnimation(keyPath: "opacity")
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "forever")
        #expect(!display.runUntilIdle(maximumDuration: 1))
        #expect(display.currentTime <= 1.5)
    }

    @Test func theCommitAtEachFrameLaysOutTheVisibleWindows() {
        let display = HeadlessDisplay()
        let journal = RecordingView.Journal()
        let window = UIWindow(frame: display.screen.bounds)
        let view = RecordingView("v", journal: journal)
        window.addSubview(view)
        window.makeKeyAndVisible()
        display.advanceFrame()
        journal.entries.removeAll()
        view.setNeedsLayout()
        #expect(journal.entries.isEmpty)
        display.advanceFrame()
        #expect(journal.entries == ["v.layoutSubviews"])
    }

    @Test func diagnosticsCarryTimeFrameCodeAndSubject() throws {
        let display = HeadlessDisplay(framesPerSecond: 10)
        display.advance(frames: 3)
        display.record(.unknownKeyPath, subject: "CABasicAnimation", "frame is not animatable")
        let diagnostic = try #require(display.diagnostics.first)
        #expect(diagnostic.time == 0.3)
        #expect(diagnostic.frame == 3)
        #expect(
            diagnostic.description
                == "t=0.3 frame=3 [animation.unknownKeyPath] CABasicAnimation: frame is not animatable")
    }
}
