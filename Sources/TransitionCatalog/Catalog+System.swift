import GestureTrace
import HeadlessUIKit
import TransitionHarness

extension Catalog {
    /// What an app gets without customising anything: the navigation slide with its
    /// interactive edge pop, and the built-in modal transition styles.
    static var systemEntries: [CatalogEntry] {
        [
            CatalogEntry(
                name: "system",
                kind: .correct,
                summary:
                    "UIKit's defaults: the navigation slide for push and pop, cover vertical for present and dismiss",
                make: { SystemDefaultTransition() }),
            CatalogEntry(
                name: "system-cross-dissolve",
                kind: .correct,
                summary: "The built-in cross dissolve modal transition style",
                operations: [.present, .dismiss],
                make: { SystemDefaultTransition(name: "system-cross-dissolve", modalTransitionStyle: .crossDissolve) }),
            CatalogEntry(
                name: "system-flip-horizontal",
                kind: .correct,
                summary: "The built-in flip horizontal modal transition style",
                operations: [.present, .dismiss],
                make: { SystemDefaultTransition(name: "system-flip-horizontal", modalTransitionStyle: .flipHorizontal) }
            ),
        ]
    }
}
