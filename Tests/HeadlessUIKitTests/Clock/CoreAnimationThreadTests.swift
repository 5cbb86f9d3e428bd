import Foundation
import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// QuartzCore is not isolated to an actor (docs/isolation.md): its types are built and used from
/// nonisolated code, and on a thread other than the main one the calls that need the display do
/// only the layer's own part, with a `coreAnimation.offMainThread` diagnostic.
@MainActor
@Suite struct CoreAnimationThreadTests {
    /// Nonisolated, as a helper in app code is: compiles in Swift 6 (warnings are errors) only
    /// while these QuartzCore types are not main-actor.
    nonisolated static func makeFade() -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 1
        animation.toValue = 0
        animation.duration = 0.5
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        return animation
    }

    nonisolated static func makeLayer(opacity: Float) -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.opacity = opacity
        layer.addSublayer(CALayer())
        return layer
    }

    /// Runs `body` on a thread of its own, waiting for it (the main actor is blocked meanwhile,
    /// so no other test's display becomes current).
    func offMainThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<Result>()
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.start()
        done.wait()
        return box.value!
    }

    private func offMainDiagnostics(_ display: HeadlessDisplay) -> [HeadlessDiagnostic] {
        display.diagnostics.filter { $0.code == .offMainThread }
    }

    @Test func onTheMainThreadAnAddedAnimationRuns() {
        let display = HeadlessDisplay()
        let layer = Self.makeLayer(opacity: 1)
        display.advanceFrame()
        layer.add(Self.makeFade(), forKey: "fade")
        #expect(layer.animationKeys() == ["fade"])
        display.advance(by: 0.25)
        #expect(abs((layer.presentation()?.opacity ?? -1) - 0.5) < 1e-6)
        #expect(offMainDiagnostics(display).isEmpty)
    }

    @Test func offTheMainThreadALayerKeepsItsValuesAndAddsNoAnimation() {
        let display = HeadlessDisplay()
        let (opacity, keys, sublayers, hasPresentation) = offMainThread {
            let layer = Self.makeLayer(opacity: 0.5)
            layer.opacity = 0.25
            layer.add(Self.makeFade(), forKey: "fade")
            return (layer.opacity, layer.animationKeys(), layer.sublayers?.count, layer.presentation() != nil)
        }
        #expect(opacity == 0.25)
        #expect(keys == nil)
        #expect(sublayers == 1)
        #expect(!hasPresentation)
        let subjects = offMainDiagnostics(display).map(\.subject)
        #expect(subjects == ["CALayer", "CALayer"], "\(display.diagnostics)")
        #expect(offMainDiagnostics(display).first?.message.contains("add(_:forKey: fade)") == true)
    }

    @Test func offTheMainThreadTransactionsReadTheDefaultsAndChangeNothing() {
        let display = HeadlessDisplay()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        let (duration, disabled) = offMainThread {
            CATransaction.setDisableActions(true)
            CATransaction.commit()
            return (CATransaction.animationDuration(), CATransaction.disableActions())
        }
        #expect(duration == 0.25)
        #expect(!disabled)
        #expect(CATransaction.animationDuration() == 2)
        #expect(!CATransaction.disableActions())
        CATransaction.commit()
        #expect(offMainDiagnostics(display).map(\.message).count == 2)
        #expect(display.diagnostics.allSatisfy { $0.code != .unbalancedCommit })
    }

    @Test func aDisplayLinkAddedOffTheMainThreadNeverFires() {
        let display = HeadlessDisplay()
        let fired = ResultBox<Int>()
        fired.value = 0
        let added = offMainThread {
            let link = CADisplayLink { _ in fired.value = (fired.value ?? 0) + 1 }
            link.add(to: .main, forMode: .common)
            return ObjectIdentifier(link)
        }
        _ = added
        display.advance(frames: 3)
        #expect(fired.value == 0)
        #expect(offMainDiagnostics(display).map(\.subject) == ["CADisplayLink"])
    }

    @Test func aLayerMadeOffTheMainThreadAnimatesItsFirstChangeOnIt() {
        let display = HeadlessDisplay()
        let made = offMainThread { UncheckedLayer(Self.makeLayer(opacity: 1)) }
        let layer = made.layer
        layer.opacity = 0
        #expect(layer.animationKeys() == ["opacity"])
        display.advance(by: 0.125)
        let shown = layer.presentation()?.opacity ?? -1
        #expect(shown > 0 && shown < 1, "halfway through the implicit fade: \(shown)")
    }

    @Test func localTimesFollowAMoveToAnotherSuperlayer() {
        _ = HeadlessDisplay()
        let paused = CALayer()
        paused.speed = 0
        paused.timeOffset = 7
        let running = CALayer()
        let child = CALayer()
        running.addSublayer(child)
        #expect(child.convertTime(3, from: nil) == 3)
        paused.addSublayer(child)
        #expect(child.convertTime(3, from: nil) == 7)
        paused.timeOffset = 9
        #expect(child.convertTime(3, from: nil) == 9)
    }
}

/// A value handed from one thread to the other while the first waits (no concurrent access).
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}

/// A layer made on a thread that is done with it, handed to the main thread.
private struct UncheckedLayer: @unchecked Sendable {
    let layer: CALayer
    init(_ layer: CALayer) { self.layer = layer }
}
