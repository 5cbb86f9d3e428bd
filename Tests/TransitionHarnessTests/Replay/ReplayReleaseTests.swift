import GestureTrace
import HeadlessUIKit
import TestSupport
import Testing

@testable import TransitionHarness

/// A replay keeps nothing alive once the next one replaces its scene: `check` of any number
/// of traces runs in the memory of one replay.
@MainActor
@Suite struct ReplayReleaseTests {
    /// The system transitions, recording the controllers the scene makes.
    final class RecordingSubject: TransitionUnderTest {
        let name = "recording"
        private(set) var made: [() -> UIViewController?] = []

        func animator(for operation: Trace.Transition.Operation) -> (any UIViewControllerAnimatedTransitioning)? {
            nil
        }

        func makeViewController(at index: Int) -> UIViewController {
            let controller = UIViewController()
            made.append { [weak controller] in controller }
            return controller
        }

        func prepare(presented: UIViewController) {
            presented.modalPresentationStyle = .fullScreen
        }
    }

    @Test(arguments: [
        "traces/synthetic/pop-edge-fling-finish-60hz.json", "traces/synthetic/pop-edge-slow-cancel-60hz.json",
        "traces/synthetic/dismiss-pan-down-finish-120hz.json", "traces/synthetic/present-edge-bottom-finish-60hz.json",
    ])
    func theControllersOfAnEarlierReplayAreReleased(file: String) throws {
        let trace = try Repository.trace(file)
        let subject = RecordingSubject()
        _ = Replayer.replay(trace, against: subject)
        let first = subject.made.count
        #expect(first >= 2)
        _ = Replayer.replay(trace, against: subject)
        // The percent-driven interactor and its context held each other, and through the
        // context every controller and view of the transition; a presented controller and its
        // presentation controller hold each other until a presenter that goes parts them.
        let alive = subject.made.prefix(first).filter { $0() != nil }.count
        #expect(alive == 0, "\(alive) of \(first) controllers of the first replay are still alive")
    }
}
