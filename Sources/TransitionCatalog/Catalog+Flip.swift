import GestureTrace
import HeadlessUIKit
import TransitionHarness

extension Catalog {
    /// The card flip, correct and as first written.
    static var flipEntries: [CatalogEntry] {
        [
            CatalogEntry(
                name: "flip",
                kind: .correct,
                summary: "A card flip about the vertical axis in perspective, hinged on opposite edges, alphas "
                    + "swapping edge-on; restores hinges, transforms and alpha, and takes the destination back out "
                    + "when cancelled",
                operations: [.present, .dismiss],
                make: { flipTransition(name: "flip") { FlipAnimator(presenting: $0) } }),
            CatalogEntry(
                name: "flip-as-first-written",
                kind: .asFirstWritten,
                catches: [.finalStateCancelled, .screenAtRest, .continuousMotion],
                summary: "The flip written for the non-interactive case: a cancelled flip leaves the source at "
                    + "alpha 0 (final-state-cancelled), so the screen at rest is black, not the one from before the "
                    + "gesture (screen-at-rest), which shows as a flash at the end of the cancel (continuous-motion)",
                operations: [.present, .dismiss],
                make: { flipTransition(name: "flip-as-first-written") { FirstFlipAnimator(presenting: $0) } }),
        ]
    }

    @MainActor private static func flipTransition(
        name: String, animator: @escaping @MainActor (Bool) -> any UIViewControllerAnimatedTransitioning
    ) -> CatalogTransition {
        CatalogTransition(
            name: name, style: .custom,
            presentationController: { FlipPresentationController(presentedViewController: $0, presenting: $1) },
            animator: { operation in
                switch operation {
                case .present: animator(true)
                case .dismiss: animator(false)
                case .push, .pop: nil
                }
            })
    }
}
