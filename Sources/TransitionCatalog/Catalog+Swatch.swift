import GestureTrace
import HeadlessUIKit
import TransitionHarness

extension Catalog {
    /// The swatch, correct and as first written.
    static var swatchEntries: [CatalogEntry] {
        [
            CatalogEntry(
                name: "swatch",
                kind: .correct,
                summary: "A swatch hung from its top-left corner that springs in from a quarter turn and swings "
                    + "back out; hangs it from its centre again and restores every view when cancelled",
                operations: [.present, .dismiss],
                make: { swatchTransition(name: "swatch") { SwatchAnimator(presenting: $0) } }),
            CatalogEntry(
                name: "swatch-as-first-written",
                kind: .asFirstWritten,
                catches: [
                    .completeMatchesOutcome, .finalStateFinished, .finalStateCancelled, .hierarchyConsistent,
                    .appearanceBalanced, .screenAtRest,
                ],
                summary: "The swatch written for the non-interactive case: completeTransition(true) always "
                    + "(complete-matches-outcome, hierarchy-consistent, final-state-cancelled: the dismissed view "
                    + "is gone, so the screen at rest is not the one from before the gesture: screen-at-rest; "
                    + "appearance-balanced: the dismissed controller ends disappeared) and the anchor point left "
                    + "at the corner (final-state-finished)",
                operations: [.present, .dismiss],
                make: { swatchTransition(name: "swatch-as-first-written") { FirstSwatchAnimator(presenting: $0) } }),
        ]
    }

    @MainActor private static func swatchTransition(
        name: String, animator: @escaping @MainActor (Bool) -> any UIViewControllerAnimatedTransitioning
    ) -> CatalogTransition {
        CatalogTransition(name: name) { operation in
            switch operation {
            case .present: animator(true)
            case .dismiss: animator(false)
            case .push, .pop: nil
            }
        }
    }
}
