import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing
import TransitionCatalog
import TransitionHarness

/// Every catalog entry's replay lets go of its controllers once the next replay replaces its
/// scene, so that `check` and `fuzz` hold one replay at a time.
@MainActor
@Suite struct CatalogReleaseTests {
    /// An entry's transition, recording the controllers it makes.
    final class Recording: TransitionUnderTest {
        let inner: any TransitionUnderTest
        private(set) var made: [() -> UIViewController?] = []

        init(_ inner: any TransitionUnderTest) {
            self.inner = inner
        }

        var name: String { inner.name }

        func animator(for operation: Trace.Transition.Operation) -> (any UIViewControllerAnimatedTransitioning)? {
            inner.animator(for: operation)
        }

        func interactionController(
            for animator: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            inner.interactionController(for: animator)
        }

        func prepare(presented: UIViewController) { inner.prepare(presented: presented) }

        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?
        ) -> UIPresentationController? {
            inner.presentationController(forPresented: presented, presenting: presenting)
        }

        func makeViewController(at index: Int) -> UIViewController {
            let controller = inner.makeViewController(at: index)
            made.append { [weak controller] in controller }
            return controller
        }

        func perform(
            _ operation: Trace.Transition.Operation, from source: UIViewController, to destination: UIViewController
        ) -> Bool {
            inner.perform(operation, from: source, to: destination)
        }
    }

    static let traces: [(operation: Trace.Transition.Operation, name: String)] = [
        (.pop, "pop-edge-slow-cancel-60hz"), (.push, "push-edge-right-cancel-120hz"),
        (.present, "present-edge-bottom-cancel-120hz"), (.present, "present-edge-bottom-finish-60hz"),
        (.dismiss, "dismiss-pan-down-finish-120hz"),
    ]

    /// Replays that still keep a controller, and why.
    static let knownLeaks: [String: String] = [
        "never-completes-when-cancelled pop": "a transition that never completes keeps its interactor and context",
        "never-completes-when-cancelled push": "a transition that never completes keeps its interactor and context",
    ]

    @Test(arguments: Catalog.entries.map(\.name))
    func aReplayReleasesItsControllers(entry name: String) throws {
        let entry = try #require(Catalog.entry(named: name))
        for (operation, traceName) in Self.traces where entry.supports(operation) {
            let trace = try Repository.trace(Repository.synthetic(traceName))
            let subject = Recording(entry.make())
            _ = Replayer.replay(trace, against: subject)
            let first = subject.made.count
            _ = Replayer.replay(trace, against: subject)
            let alive = subject.made.prefix(first).filter { $0() != nil }.count
            let check = { #expect(alive == 0, "\(name), \(traceName): \(alive) of \(first) controllers still alive") }
            if let reason = Self.knownLeaks["\(name) \(operation.rawValue)"] {
                withKnownIssue(Comment(rawValue: reason)) { check() }
            } else {
                check()
            }
        }
    }
}
