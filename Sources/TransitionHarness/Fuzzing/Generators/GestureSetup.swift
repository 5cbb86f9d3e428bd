import Foundation
import GestureTrace
import PropertyTesting

/// The screen and the transition block of a generated trace, drawn from tables whose first
/// entries are the common case: an iPhone screen and a back-swipe pop from the left edge.
struct GestureSetup {
    var screen: Trace.Screen
    var transition: Trace.Transition
    /// `transition` with every default applied.
    var resolved: Trace.ResolvedTransition
    /// Where a pan's first finger may go down, in fractions of the screen (nil: anywhere).
    var startRegion: CGRect? = nil

    static let screens: [Trace.Screen] = [
        Trace.Screen(width: 390, height: 844, scale: 3),
        Trace.Screen(width: 320, height: 568, scale: 2),
        Trace.Screen(width: 430, height: 932, scale: 3),
        Trace.Screen(width: 1024, height: 1366, scale: 2),
        Trace.Screen(width: 1366, height: 1024, scale: 2),
    ]

    /// The transitions people drive with a finger (``SupportedGesture/standard``): the back
    /// swipe (pop, left edge, all defaults), a push from the right edge, a pull-down
    /// dismissal, a presentation from the bottom edge, a full-screen pop pan, a dismissal from
    /// the top edge.
    static let transitions: [Trace.Transition] = SupportedGesture.standard.map(\.transition)

    /// Choices: screen, transition, distance (0: the screen's extent, 1: half of it, 2: a
    /// drawn 40...1000 points), and whether the edge width is drawn (1 to 60 points)
    /// instead of the default 20. That flag is drawn for every transition but applies to
    /// edge pans only, so that every transition costs the same number of choices and the
    /// shrinker, which prefers fewer choices, prefers none of them to the first. The
    /// transition is drawn from `gestures` (a subject's own, or the standard table), keeping
    /// only those of `operations` when it is short of all of them; a drawn distance or edge
    /// width replaces the gesture's own only where it gives none.
    static func draw(
        _ attempt: inout Attempt, refreshRate: Double,
        operations: Set<Trace.Transition.Operation> = Set(Trace.Transition.Operation.allCases),
        gestures: [SupportedGesture] = SupportedGesture.standard
    ) -> GestureSetup {
        var screen = screens[attempt.index(below: screens.count)]
        screen.refreshRate = refreshRate
        let kept =
            operations.count == Trace.Transition.Operation.allCases.count
            ? gestures : gestures.filter { operations.contains($0.operation) }
        let allowed = kept.isEmpty ? gestures : kept
        let gesture = allowed[attempt.index(below: allowed.count)]
        var transition = gesture.transition
        let ownDistance = transition.distance
        let ownEdgeWidth = transition.edgeWidth
        let extent = transition.resolved(on: screen).axis == .x ? screen.width : screen.height
        switch attempt.choice(upTo: 2) {
        case 1: transition.distance = extent / 2
        case 2: transition.distance = Double(40 + attempt.choice(upTo: 960))
        default: break
        }
        if attempt.weighted(0.1) {
            let width = Double(1 + attempt.choice(upTo: 59))
            if transition.resolved(on: screen).gesture == .edgePan { transition.edgeWidth = width }
        }
        // A subject's own distance and edge width are its recognizer's and its handler's:
        // they stay as declared.
        if let ownDistance { transition.distance = ownDistance }
        if let ownEdgeWidth { transition.edgeWidth = ownEdgeWidth }
        return GestureSetup(
            screen: screen, transition: transition, resolved: transition.resolved(on: screen),
            startRegion: gesture.startRegion)
    }

    /// The unit vector, in window coordinates, along which translation advances progress.
    var forward: (x: Double, y: Double) {
        resolved.axis == .x ? (Double(resolved.direction), 0) : (0, Double(resolved.direction))
    }

    /// The unit vector across the transition's axis.
    var across: (x: Double, y: Double) {
        resolved.axis == .x ? (0, 1) : (1, 0)
    }

    /// A pan's start region in points, along the transition's axis and across it, kept a
    /// point inside the region's edges; nil for an edge pan or a pan without one.
    var regionInPoints: (along: ClosedRange<Double>, across: ClosedRange<Double>)? {
        guard resolved.gesture == .pan, let region = startRegion else { return nil }
        let minX = max(Double(region.minX), 0) * screen.width
        let maxX = min(Double(region.maxX), 1) * screen.width
        let minY = max(Double(region.minY), 0) * screen.height
        let maxY = min(Double(region.maxY), 1) * screen.height
        guard maxX - minX >= 2, maxY - minY >= 2 else { return nil }
        let x = (minX + 1)...(maxX - 1)
        let y = (minY + 1)...(maxY - 1)
        return resolved.axis == .x ? (x, y) : (y, x)
    }

    /// The screen's extent along the transition's axis, and across it.
    var extentAlong: Double { resolved.axis == .x ? screen.width : screen.height }
    var extentAcross: Double { resolved.axis == .x ? screen.height : screen.width }
}
