import HeadlessCompositor
import HeadlessUIKit

/// The screen of one transition where flashes happen, as the screen contracts read it: the
/// key window composited at ``CheckerTolerances/Screen/scale`` at each finger lift (as the
/// finger left it), the frame after the last one, and the frames around the end of the
/// completion (two before it through one after it). The checker captures them, once a frame,
/// before the rules see the frame (docs/contracts.md, "The screen contracts"); each is
/// composited only when a rule reads it (``CapturedScene``), and two frames whose captures
/// render identically are never composited to be compared.
///
/// Once the transition is settled (two frames after it was seen completed, when no frame of it
/// is captured any more), the checker calls ``settle(keepingChangesAt:completionFrame:lifts:)``:
/// the pictures give way to what is read of them when the replay ends, the change from each
/// frame a rule may compare with the next: as numbers where both pictures are composited
/// already or `screen-continuity` always reads them, else as the two captures without their
/// pixels. A settled transition keeps a few numbers and render trees instead of its pictures
/// (21 KB each at the default scale), so a replay's memory does not grow with the pictures of
/// every transition it judged.
struct ScreenFrames {
    /// How many frames past the expected end of the completion the screen is still rendered
    /// while the transition has not completed.
    static let lateFrames = 30
    /// How many frames before the expected end of the completion rendering starts.
    static let earlyFrames = 2

    /// The screen at each captured display frame; at a lift's frame, as the finger left it.
    /// Empty once settled.
    private(set) var frames: [Int: CapturedScene] = [:]
    /// The frames of the finger lifts.
    private var liftFrames: [Int] = []
    /// Once settled: for each frame `k` a rule may compare with `k + 1`, both captured, the
    /// change between them; nil before.
    private var settledChanges: [Int: SettledChange]?

    /// The change from a frame to the next, kept once settled.
    private enum SettledChange {
        /// The share of the screen changed at each level kept.
        case shares([(levels: Int, share: Double)])
        /// Both captures without their pixels, compared (and composited) when read.
        case deferred(CapturedScene, CapturedScene)
    }
    /// The frame the completion began at: the last lift, or the first frame no finger drove.
    private(set) var completionStart: Int?
    /// The frame the completion is expected to end at; nil when not known (an app's own
    /// handlers resolved the gesture): then every frame of the completion is rendered.
    private(set) var expectedEnd: Int?

    /// Keeps the screen at `frame`.
    mutating func record(_ screen: CapturedScene, at frame: Int) {
        frames[frame] = screen
    }

    /// A finger lifted at `frame`: the screen as the finger left it.
    mutating func fingerWillLift(at frame: Int, screen: CapturedScene) {
        frames[frame] = screen
        liftFrames.append(frame)
        completionStart = frame
        expectedEnd = nil
    }

    /// The harness called `finish()` or `cancel()` at `frame`, for a completion expected to last
    /// `completionFrames` display frames.
    mutating func fingerDidLift(at frame: Int, completionFrames: Int) {
        expectedEnd = frame + completionFrames
    }

    /// The transition's completion began at `frame` without a lift the harness saw; it is
    /// expected to last `frames` display frames, or an unknown time when nil.
    mutating func completionBegan(at frame: Int, completionFrames: Int?) {
        guard completionStart == nil else { return }
        completionStart = frame
        expectedEnd = completionFrames.map { frame + $0 }
    }

    /// Whether the screen at `frame` is wanted, for a transition seen completed at
    /// `completionFrame` (nil while it runs).
    func wants(_ frame: Int, completionFrame: Int?) -> Bool {
        guard settledChanges == nil, let start = completionStart, frame > start, frames[frame] == nil else {
            return false
        }
        if frame == start + 1 { return true }
        if let completionFrame, frame > completionFrame + 1 { return false }
        guard let end = expectedEnd else { return completionFrame != nil || frame <= start + Self.lateFrames * 4 }
        return frame >= end - Self.earlyFrames && (completionFrame != nil || frame <= end + Self.lateFrames)
    }

    /// The share of the screen that changed from frame `first` to frame `second`, with a
    /// pixel changed when a channel differs by more than `levels`; nil when either was not
    /// captured. Once settled, only from a frame a rule may compare to the next (at a lift, from
    /// two frames before the completion through the frame after it), at a level kept where
    /// the change was counted when settling.
    func changedShare(from first: Int, to second: Int, levels: Int) -> Double? {
        if let settledChanges {
            precondition(second == first + 1, "a settled transition's screen keeps only changes from frame to frame")
            switch settledChanges[first] {
            case nil:
                return nil
            case .deferred(let a, let b):
                return ScreenPicture.changedShare(a, b, levels: levels)
            case .shares(let changes):
                guard let change = changes.first(where: { $0.levels == levels }) else {
                    preconditionFailure("a settled transition's screen keeps no changes at \(levels) levels")
                }
                return change.share
            }
        }
        guard let a = frames[first], let b = frames[second] else { return nil }
        return ScreenPicture.changedShare(a, b, levels: levels)
    }

    /// Whether the transition is settled: its pictures gave way to their changes.
    var isSettled: Bool { settledChanges != nil }

    /// The transition, seen completed at `completionFrame` after finger lifts at `lifts`, is
    /// settled: no frame of it is captured any more. Keeps, for each frame whose change to the
    /// next a rule may read when the replay ends (each lift's, and from two frames before the
    /// completion through the frame after it) and whose next frame was captured too, that change
    /// exactly as ``changedShare(from:to:levels:)`` gives it: counted now at each of `levels`
    /// (the ones the screen contracts read: ``CheckerTolerances/Screen``'s `channelLevels` and
    /// `changeLevels`) when both pictures are composited already or the frame is one of
    /// `counting` (those a rule reads whatever they show), else as the two captures, without
    /// their pixels, to be compared if read. Lets the pictures go.
    mutating func settle(keepingChangesAt levels: [Int], completionFrame: Int?, lifts: [Int], counting: [Int]) {
        guard settledChanges == nil else { return }
        var read = Set(lifts + liftFrames)
        if let c = completionFrame { read.formUnion((c - 2)...(c + 1)) }
        var changes: [Int: SettledChange] = [:]
        // One capture without pixels per frame, shared by the pairs it is in: each is composited
        // at most once more.
        var kept: [Int: CapturedScene] = [:]
        func keep(_ frame: Int, _ screen: CapturedScene) -> CapturedScene {
            if let capture = kept[frame] { return capture }
            let capture = screen.withoutRaster()
            kept[frame] = capture
            return capture
        }
        for frame in read.sorted() {
            guard let first = frames[frame], let second = frames[frame + 1] else { continue }
            if (first.isRendered && second.isRendered) || counting.contains(frame) {
                let shares = ScreenPicture.changedShares(first, second, levels: levels)
                changes[frame] = .shares(zip(levels, shares).map { (levels: $0, share: $1) })
            } else {
                changes[frame] = .deferred(keep(frame, first), keep(frame + 1, second))
            }
        }
        settledChanges = changes
        frames = [:]
    }

    /// Whether the screen showed no visible change from frame `first` to `second`: both were
    /// rendered and at most `stillShare` of it changed.
    func isStill(from first: Int, to second: Int, in tolerances: CheckerTolerances.Screen) -> Bool {
        guard let share = changedShare(from: first, to: second, levels: tolerances.channelLevels) else { return false }
        return share <= tolerances.stillShare
    }

    /// Whether the screen showed no visible change at the instant of the lift at `frame`, the
    /// screen being `after` right after `finish()` or `cancel()`.
    func isStillAtLift(_ frame: Int, after: CapturedScene, in tolerances: CheckerTolerances.Screen) -> Bool {
        precondition(settledChanges == nil, "a settled transition's screen keeps no pictures")
        guard let before = frames[frame] else { return false }
        return ScreenPicture.changedShare(before, after, levels: tolerances.channelLevels) <= tolerances.stillShare
    }
}
