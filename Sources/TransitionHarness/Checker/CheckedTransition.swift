import HeadlessUIKit

/// One transition under check: the driver's record of it, what the checker read about it, and
/// the violations the rules found on it.
@MainActor
struct CheckedTransition {
    /// The transition as the driver runs it: its context, its lifts, its interaction.
    let driven: DrivenTransition
    /// The views, the stack and the window as they were just before it began; the stack is let
    /// go once the transition is settled (``settle(keepingChangesAt:)``).
    private(set) var before: TransitionSnapshot
    /// The display frame at which the checker first saw it completed; nil while it runs.
    var completionFrame: Int?
    /// Its calls in the recorder's log, read when the replay ends.
    var calls = TransitionCallLog.empty
    /// The display frame the next transition began at; nil for the last one. Known when the
    /// replay ends.
    var nextStartFrame: Int?
    /// The screen where flashes happen (at the lifts and around the end of the completion),
    /// rendered by the checker for the screen contracts.
    var screen = ScreenFrames()
    /// The first violation of each contract, in the order the rules found them.
    private(set) var violations: [Violation] = []

    /// The navigation controller whose stack a push or pop changes, as it was when the
    /// transition began (both controllers were its children then); nil for other transitions.
    private(set) weak var navigation: UINavigationController?
    /// The tab bar controller whose selection a tab switch changes; nil for other transitions.
    private(set) weak var tabBarController: UITabBarController?

    init(driven: DrivenTransition, before: TransitionSnapshot) {
        self.driven = driven
        self.before = before
        let context = driven.context
        let ends = [context.viewController(forKey: .from), context.viewController(forKey: .to)]
        switch context.operation {
        case .push, .pop:
            navigation = ends.lazy.compactMap { $0?.parent as? UINavigationController }.first
        case .tabSwitch:
            tabBarController = ends.lazy.compactMap { $0?.parent as? UITabBarController }.first
        case .present, .dismiss:
            break
        }
    }

    /// Its index among the replay's transitions.
    var index: Int { driven.index }
    var context: TransitionContext { driven.context }
    /// How its interaction was resolved, read from the log when the replay ends.
    var resolution: Resolution? { calls.resolution }
    /// When its first `completeTransition(_:)` came, read from the log when the replay ends.
    var completionTime: Double? { calls.completions.first?.time }

    /// The from and to views that are loaded, labelled `from` and `to`.
    var participatingViews: [(label: String, view: UIView)] {
        let loaded = loadedViews
        var views: [(String, UIView)] = []
        if let from = loaded.from { views.append(("from", from)) }
        if let to = loaded.to { views.append(("to", to)) }
        return views
    }

    /// The from and to controllers' views, nil where not loaded: ``participatingViews``
    /// without its labels, for a reader that asks every frame.
    var loadedViews: (from: UIView?, to: UIView?) {
        (context.viewController(forKey: .from)?.viewIfLoaded, context.viewController(forKey: .to)?.viewIfLoaded)
    }

    /// The transition is settled: two frames past the frame it was seen completed at, no frame
    /// of it is captured and its end is judged. Keeps what is read of it when the replay ends
    /// and lets the rest go: its screen's pictures
    /// (``ScreenFrames/settle(keepingChangesAt:completionFrame:lifts:counting:)``, which counts the
    /// changes from the frames of `counting` at once)
    /// and the stack from before it (`hierarchy-consistent` reads it at the completion), which
    /// in a deep stack would otherwise make a replay's memory grow with the square of its
    /// transitions.
    mutating func settle(keepingChangesAt levels: [Int], counting: [Int]) {
        screen.settle(
            keepingChangesAt: levels, completionFrame: completionFrame, lifts: driven.lifts.map(\.frame),
            counting: counting)
        before.stack = []
    }

    /// Records `violation` unless a violation of its contract is already recorded: only the
    /// first of each contract is kept.
    mutating func record(_ violation: Violation) {
        guard !violations.contains(where: { $0.contract == violation.contract }) else { return }
        violations.append(violation)
    }
}
