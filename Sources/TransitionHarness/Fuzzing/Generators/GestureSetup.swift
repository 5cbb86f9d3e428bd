import GestureTrace
import PropertyTesting

/// The screen and the transition block of a generated trace, drawn from tables whose first
/// entries are the common case: an iPhone screen and a back-swipe pop from the left edge.
struct GestureSetup {
    var screen: Trace.Screen
    var transition: Trace.Transition
    /// `transition` with every default applied.
    var resolved: Trace.ResolvedTransition

    static let screens: [Trace.Screen] = [
        Trace.Screen(width: 390, height: 844, scale: 3),
        Trace.Screen(width: 320, height: 568, scale: 2),
        Trace.Screen(width: 430, height: 932, scale: 3),
        Trace.Screen(width: 1024, height: 1366, scale: 2),
        Trace.Screen(width: 1366, height: 1024, scale: 2),
    ]

    /// The transitions people drive with a finger: the back swipe (pop, left edge, all
    /// defaults), a push from the right edge, a pull-down dismissal, a presentation from
    /// the bottom edge, a full-screen pop pan, a dismissal from the top edge.
    static let transitions: [Trace.Transition] = [
        Trace.Transition(),
        Trace.Transition(operation: .push, gesture: .edgePan, edge: .right),
        Trace.Transition(operation: .dismiss, gesture: .pan, axis: .y, direction: 1),
        Trace.Transition(operation: .present, gesture: .edgePan, edge: .bottom),
        Trace.Transition(operation: .pop, gesture: .pan),
        Trace.Transition(operation: .dismiss, gesture: .edgePan, edge: .top),
    ]

    /// Choices: screen, transition, distance (0: the screen's extent, 1: half of it, 2: a
    /// drawn 40...1000 points), and whether the edge width is drawn (1 to 60 points)
    /// instead of the default 20. That flag is drawn for every transition but applies to
    /// edge pans only, so that every transition costs the same number of choices and the
    /// shrinker, which prefers fewer choices, prefers none of them to the first. With
    /// `operations` short of all of them, the transition is drawn from the table's entries
    /// of those operations only.
    static func draw(
        _ attempt: inout Attempt, refreshRate: Double,
        operations: Set<Trace.Transition.Operation> = Set(Trace.Transition.Operation.allCases)
    ) -> GestureSetup {
        var screen = screens[attempt.index(below: screens.count)]
        screen.refreshRate = refreshRate
        let allowed =
            operations.count == Trace.Transition.Operation.allCases.count
            ? transitions : transitions.filter { operations.contains($0.operation ?? .pop) }
        var transition = allowed[attempt.index(below: allowed.count)]
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
        return GestureSetup(screen: screen, transition: transition, resolved: transition.resolved(on: screen))
    }

    /// The unit vector, in window coordinates, along which translation advances progress.
    var forward: (x: Double, y: Double) {
        resolved.axis == .x ? (Double(resolved.direction), 0) : (0, Double(resolved.direction))
    }

    /// The unit vector across the transition's axis.
    var across: (x: Double, y: Double) {
        resolved.axis == .x ? (0, 1) : (1, 0)
    }

    /// The screen's extent along the transition's axis, and across it.
    var extentAlong: Double { resolved.axis == .x ? screen.width : screen.height }
    var extentAcross: Double { resolved.axis == .x ? screen.height : screen.width }
}
