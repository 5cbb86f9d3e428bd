import GestureTrace
import HeadlessUIKit
import Testing

@testable import TransitionHarness

/// Whether a trace makes its declared gesture, as UIKit's own recognizer of it sees the
/// touches: begun, moving forward, from inside the start region.
@MainActor
@Suite struct DeclaredGestureTests {
    static func pull(from start: (Double, Double), to end: (Double, Double), steps: Int = 40) -> [TouchSample] {
        var touches = [TouchSample(t: 0, phase: .began, x: start.0, y: start.1)]
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            touches.append(
                TouchSample(
                    t: Double(step) / 120, phase: step == steps ? .ended : .moved,
                    x: start.0 + (end.0 - start.0) * f, y: start.1 + (end.1 - start.1) * f))
        }
        return touches
    }

    static func trace(_ transition: Trace.Transition, _ touches: [TouchSample]) -> Trace {
        Trace(screen: Trace.Screen(width: 390, height: 844), transition: transition, touches: touches)
    }

    static let pullDown = Trace.Transition(operation: .dismiss, gesture: .pan, axis: .y, direction: 1)
    static let backSwipe = Trace.Transition(operation: .pop, gesture: .edgePan, edge: .left, edgeWidth: 20)

    @Test func aPullForwardMakesTheGesture() {
        #expect(DeclaredGesture.isMade(by: Self.trace(Self.pullDown, Self.pull(from: (195, 400), to: (195, 600)))))
    }

    @Test func aPullWhoseFirstStepCrossesTheSlopHasNoVelocityYetAndDoesNot() {
        // Two samples when the pan begins: no velocity to read (docs/velocity-and-policies.md),
        // so an app's delegate that asks for a downward velocity refuses it too.
        let jump = Self.pull(from: (195, 400), to: (195, 600), steps: 4)
        #expect(!DeclaredGesture.isMade(by: Self.trace(Self.pullDown, jump)))
    }

    @Test func aPullBackwardsATapOrASidewaysDragDoesNot() {
        #expect(!DeclaredGesture.isMade(by: Self.trace(Self.pullDown, Self.pull(from: (195, 600), to: (195, 400)))))
        #expect(!DeclaredGesture.isMade(by: Self.trace(Self.pullDown, Self.pull(from: (195, 400), to: (195, 400)))))
        #expect(!DeclaredGesture.isMade(by: Self.trace(Self.pullDown, Self.pull(from: (100, 400), to: (300, 450)))))
    }

    @Test func aPullThatStartsOutsideTheStartRegionDoesNot() {
        let trace = Self.trace(Self.pullDown, Self.pull(from: (195, 100), to: (195, 400)))
        #expect(DeclaredGesture.isMade(by: trace))
        #expect(!DeclaredGesture.isMade(by: trace, startRegion: CGRect(x: 0, y: 0.3, width: 1, height: 0.7)))
    }

    @Test func anEdgePanMustStartWithinItsEdgeWidth() {
        #expect(DeclaredGesture.isMade(by: Self.trace(Self.backSwipe, Self.pull(from: (10, 400), to: (200, 400)))))
        #expect(!DeclaredGesture.isMade(by: Self.trace(Self.backSwipe, Self.pull(from: (30, 400), to: (220, 400)))))
    }

    @Test func aLaterGestureCanMakeIt() {
        let tap = [
            TouchSample(t: 0, phase: .began, x: 195, y: 500), TouchSample(t: 0.05, phase: .ended, x: 195, y: 500),
        ]
        let pull = Self.pull(from: (195, 400), to: (195, 600)).map { sample in
            var later = sample
            later.t += 0.5
            return later
        }
        #expect(DeclaredGesture.isMade(by: Self.trace(Self.pullDown, tap + pull)))
    }
}
