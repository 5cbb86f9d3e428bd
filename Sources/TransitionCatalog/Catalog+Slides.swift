import GestureTrace
import HeadlessUIKit
import TransitionHarness

extension Catalog {
    /// The slide segues, performed as the app performs them when the gesture begins (the
    /// harness's `perform` hook), their motion as interactive animators, and the spring
    /// unwind, performed as a segue and replayed through an animator that makes the same
    /// motion.
    static var slideEntries: [CatalogEntry] {
        [
            CatalogEntry(
                name: "slide-segue",
                kind: .correct,
                summary: "The slide segue, performed when the swipe begins: the presented screen comes in from the "
                    + "right as the presenter slides out left (0.4 s), then is presented without animation; a "
                    + "second trigger during the slide is ignored; dismissed by the unwind slide (0.5 s)",
                operations: [.present, .dismiss],
                make: {
                    CatalogTransition(
                        name: "slide-segue",
                        perform: performSlide { SlideSegue(identifier: "slide", source: $0, destination: $1) }
                    ) { _ in nil }
                }),
            CatalogEntry(
                name: "slide-segue-snapshot",
                kind: .correct,
                summary: "The snapshot variant of the slide segue: a snapshot of the presenter slides out, the "
                    + "presenter's view never moves, and the snapshot goes once the destination is presented",
                operations: [.present, .dismiss],
                make: {
                    CatalogTransition(
                        name: "slide-segue-snapshot",
                        perform: performSlide { SnapshotSlideSegue(identifier: "slide", source: $0, destination: $1) }
                    ) { _ in nil }
                }),
            CatalogEntry(
                name: "slide-segue-as-first-written",
                kind: .asFirstWritten,
                catches: [.noOverlappingTransitions],
                summary: "The slide segue as first written: nothing stops a second trigger during the slide, so two "
                    + "quick swipes start two slides, and the second presents on a screen already presenting the "
                    + "first destination, which UIKit refuses (no-overlapping-transitions)",
                operations: [.present],
                make: {
                    CatalogTransition(
                        name: "slide-segue-as-first-written",
                        perform: performSlide { FirstSlideSegue(identifier: "slide", source: $0, destination: $1) }
                    ) { _ in nil }
                }),
            CatalogEntry(
                name: "slide-segue-interactive",
                kind: .correct,
                summary: "The slide segue's motion as an interactive animator: the presented screen comes in from "
                    + "the right as the presenter slides out left (0.4 s), and back (0.5 s); the presenter's view, "
                    + "outside the container, is registered with the coordinator so the swipe scrubs it too",
                operations: [.present, .dismiss],
                make: {
                    CatalogTransition(name: "slide-segue-interactive") { operation in
                        switch operation {
                        case .present: SlideAnimator(presenting: true)
                        case .dismiss: SlideAnimator(presenting: false)
                        case .push, .pop: nil
                        }
                    }
                }),
            CatalogEntry(
                name: "slide-segue-snapshot-interactive",
                kind: .correct,
                summary: "The snapshot variant's motion as an interactive animator: a snapshot of the presenter "
                    + "slides out inside the container and is removed in every outcome",
                operations: [.present, .dismiss],
                make: {
                    CatalogTransition(name: "slide-segue-snapshot-interactive") { operation in
                        switch operation {
                        case .present: SnapshotSlideAnimator()
                        case .dismiss: SlideAnimator(presenting: false)
                        case .push, .pop: nil
                        }
                    }
                }),
            CatalogEntry(
                name: "unwind-spring-segue",
                kind: .correct,
                summary: "The spring unwind, performed as an unwind segue when the swipe begins: the target springs "
                    + "in from the left over the source (1.0 s, damping 0.5, velocity 4), then the stack pops to it "
                    + "without animation and the source's view is tidied away",
                operations: [.pop],
                make: {
                    CatalogTransition(
                        name: "unwind-spring-segue",
                        perform: performUnwind { SpringUnwindSegue(identifier: "unwind", source: $0, destination: $1) }
                    ) { _ in nil }
                }),
            CatalogEntry(
                name: "unwind-spring-segue-as-first-written",
                kind: .asFirstWritten,
                catches: [.finalStateFinished],
                summary: "The spring unwind segue as first written: after the pop its tidying removes the target's "
                    + "view instead of the source's, and the screen goes black (final-state-finished)",
                operations: [.pop],
                make: {
                    CatalogTransition(
                        name: "unwind-spring-segue-as-first-written",
                        perform: performUnwind {
                            FirstSpringUnwindSegue(identifier: "unwind", source: $0, destination: $1)
                        }
                    ) { _ in nil }
                }),
            CatalogEntry(
                name: "unwind-spring-slide",
                kind: .correct,
                summary: "The spring unwind's motion as a pop: the target springs in from the left over the source "
                    + "(1.0 s, damping 0.5, velocity 4) and is taken back out when cancelled",
                operations: [.pop],
                make: {
                    CatalogTransition(name: "unwind-spring-slide") { $0 == .pop ? SpringUnwindAnimator() : nil }
                }),
            CatalogEntry(
                name: "unwind-spring-slide-as-first-written",
                kind: .asFirstWritten,
                catches: [.finalStateFinished],
                summary: "The spring unwind as first written: its completion removes the target's view instead of "
                    + "the source's, so a finished pop leaves a black screen (final-state-finished)",
                operations: [.pop],
                make: {
                    CatalogTransition(name: "unwind-spring-slide-as-first-written") {
                        $0 == .pop ? FirstSpringUnwindAnimator() : nil
                    }
                }),
        ]
    }
}

extension Catalog {
    /// The app's trigger for an unwind: a pop performs the unwind segue `makeSegue` makes
    /// from the screen on top to the one below, as a back button wired to an unwind action
    /// would.
    static func performUnwind(
        _ makeSegue: @escaping @MainActor (UIViewController, UIViewController) -> UIStoryboardSegue
    ) -> @MainActor (Trace.Transition.Operation, UIViewController, UIViewController) -> Bool {
        { operation, source, destination in
            guard operation == .pop else { return false }
            makeSegue(source, destination).perform()
            return true
        }
    }

    /// The app's trigger for the slide segues: a present performs the segue `makeSegue`
    /// makes from the screen on top to the new one, as a button action would; a dismissal
    /// performs the unwind slide back to the presenter.
    static func performSlide(
        _ makeSegue: @escaping @MainActor (UIViewController, UIViewController) -> UIStoryboardSegue
    ) -> @MainActor (Trace.Transition.Operation, UIViewController, UIViewController) -> Bool {
        { operation, source, destination in
            switch operation {
            case .present:
                makeSegue(source, destination).perform()
                return true
            case .dismiss:
                SlideUnwindSegue(identifier: "slide-back", source: source, destination: destination).perform()
                return true
            case .push, .pop:
                return false
            }
        }
    }
}
