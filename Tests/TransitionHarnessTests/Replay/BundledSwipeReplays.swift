import GestureTrace
import TestSupport
import TransitionHarness

/// The reports of every bundled push and pop trace replayed against `subject`, with their
/// files: how an app's idiomatic animators are checked against the whole corpus.
@MainActor
func replayEveryBundledPushAndPop(against subject: any ReplaySubject) throws -> [(file: String, report: TraceReport)] {
    try Repository.traceFiles.filter { $0.contains("pop-") || $0.contains("push-") }.map { file in
        (file, try Replayer.replay(contentsOfFile: Repository.path(file), against: subject))
    }
}
