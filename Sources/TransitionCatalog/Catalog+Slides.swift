import HeadlessUIKit

extension Catalog {
    /// The slide segues and the spring unwind, replayed through animators that make the
    /// same motions (the segues themselves are UIKit segues, tested by performing them).
    static var slideEntries: [CatalogEntry] {
        [
            CatalogEntry(
                name: "slide-segue",
                kind: .correct,
                summary: "The slide segue's motion: the presented screen comes in from the right as the presenter "
                    + "slides out left (0.4 s), and back (0.5 s); the presenter's view, outside the container, is "
                    + "registered with the coordinator so the swipe scrubs it too",
                operations: [.present, .dismiss],
                make: {
                    CatalogTransition(name: "slide-segue") { operation in
                        switch operation {
                        case .present: SlideAnimator(presenting: true)
                        case .dismiss: SlideAnimator(presenting: false)
                        case .push, .pop: nil
                        }
                    }
                }),
            CatalogEntry(
                name: "slide-segue-snapshot",
                kind: .correct,
                summary: "The snapshot variant of the slide: a snapshot of the presenter slides out inside the "
                    + "container and is removed in every outcome",
                operations: [.present, .dismiss],
                make: {
                    CatalogTransition(name: "slide-segue-snapshot") { operation in
                        switch operation {
                        case .present: SnapshotSlideAnimator()
                        case .dismiss: SlideAnimator(presenting: false)
                        case .push, .pop: nil
                        }
                    }
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
