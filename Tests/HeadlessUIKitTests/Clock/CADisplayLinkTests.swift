import Testing

@_spi(Harness) @testable import HeadlessUIKit

@MainActor
@Suite struct CADisplayLinkTests {
    @Test func theHandlerRunsAtEveryFrameWithItsTimestamps() {
        let display = HeadlessDisplay(framesPerSecond: 60)
        var stamps: [(timestamp: CFTimeInterval, target: CFTimeInterval, duration: CFTimeInterval)] = []
        let link = CADisplayLink { link in
            stamps.append((link.timestamp, link.targetTimestamp, link.duration))
        }
        display.advanceFrame()
        #expect(stamps.isEmpty)
        link.add(to: .main, forMode: .common)
        display.advance(frames: 2)
        let timestamps = stamps.map(\.timestamp)
        let targets = stamps.map(\.target)
        #expect(timestamps == [2.0 / 60, 3.0 / 60])
        #expect(targets == [3.0 / 60, 4.0 / 60])
        #expect(stamps.allSatisfy { $0.duration == 1.0 / 60 })
        // An instant between frames is not a frame.
        display.advance(to: 3.5 / 60)
        #expect(stamps.count == 2)
        link.isPaused = true
        display.advanceFrame()
        link.isPaused = false
        display.advanceFrame()
        #expect(stamps.last?.timestamp == 5.0 / 60)
        #expect(stamps.count == 3)
        link.invalidate()
        link.add(to: .main, forMode: .common)
        display.advance(frames: 3)
        #expect(stamps.count == 3)
    }

    /// An interaction controller that owns a link whose handler captures it: invalidating the
    /// link releases the handler, so the controller can go [DOC invalidate(): the link releases
    /// its target].
    @Test func invalidatingReleasesTheHandlerAndWhatItHolds() {
        final class Driver {
            var frames = 0
        }
        let display = HeadlessDisplay(framesPerSecond: 60)
        weak var released: Driver?
        var link: CADisplayLink?
        do {
            let driver = Driver()
            released = driver
            link = CADisplayLink { _ in driver.frames += 1 }
        }
        link?.add(to: .main, forMode: .common)
        display.advance(frames: 2)
        #expect(released?.frames == 2)
        link?.invalidate()
        #expect(released == nil)
        display.advance(frames: 2)
        _ = link
    }

    @Test func aPreferredRateBelowTheDisplaysSkipsFrames() {
        let display = HeadlessDisplay(framesPerSecond: 120)
        var frames: [Int] = []
        let link = CADisplayLink { _ in frames.append(display.frameIndex) }
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .default)
        display.advance(frames: 12)
        #expect(frames == [4, 8, 12])
        link.invalidate()
    }

    /// Cancelling a percent-driven transition by hand, as interaction controllers without an
    /// interruptible animator do: the link drives the paused container's timeOffset back to 0,
    /// and the values it sets show at the same frame.
    @Test func aLinkCanDriveAPausedLayersTimeOffset() {
        let display = HeadlessDisplay(framesPerSecond: 10)
        let container = UIView()
        let card = UIView()
        container.addSubview(card)
        container.layer.speed = 0
        container.layer.timeOffset = 0
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { card.alpha = 0 })
        container.layer.timeOffset = 0.5
        var shown: [Double] = []
        var step = 0
        let link = CADisplayLink { link in
            step += 1
            container.layer.timeOffset = 0.5 - 0.1 * Double(step)
            shown.append(card.layer.presentedOpacity)
            if step == 5 { link.invalidate() }
        }
        link.add(to: .main, forMode: .common)
        display.advance(frames: 8)
        #expect(shown.count == 5)
        let expected: [Double] = [0.6, 0.7, 0.8, 0.9, 1.0]
        for (value, wanted) in zip(shown, expected) {
            #expect(value.isApproximatelyEqual(to: wanted, absoluteTolerance: 1e-6))
        }
        #expect(display.displayLinks.isEmpty)
    }
}
