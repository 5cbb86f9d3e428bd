import HeadlessCompositor
import HeadlessUIKit

/// The screen of one transition where flashes happen, as the screen contracts read it: the
/// key window composited at ``CheckerTolerances/Screen/scale`` at each finger lift (as the
/// finger left it), the frame after the last one, and the frames around the end of the
/// completion (two before it through one after it). The checker renders them, once a frame,
/// before the rules see the frame (docs/contracts.md, "The screen contracts").
///
/// Once the transition is settled (two frames after it was seen completed, when no frame of it
/// is rendered any more), the checker calls ``settle(keepingChangesAt:)``: the pictures give
/// way to the share of the screen changed from each rendered frame to the next, which is all
/// that is read of them when the replay ends. A settled transition keeps a few numbers instead
/// of its pictures (21 KB each at the default scale), so a replay's memory does not grow with
/// the pictures of every transition it judged.
struct ScreenFrames {
    /// How many frames past the expected end of the completion the screen is still rendered
    /// while the transition has not completed.
    static let lateFrames = 30
    /// How many frames before the expected end of the completion rendering starts.
    static let earlyFrames = 2

    /// The screen at each rendered display frame; at a lift's frame, as the finger left it.
    /// Empty once settled.
    private(set) var frames: [Int: Raster] = [:]
    /// Once settled: for each rendered frame `k` whose next frame was rendered too, the share of
    /// the screen changed from `k` to `k + 1` at each level kept; nil before.
    private var settledChanges: [Int: [(levels: Int, share: Double)]]?
    /// The frame the completion began at: the last lift, or the first frame no finger drove.
    private(set) var completionStart: Int?
    /// The frame the completion is expected to end at; nil when not known (an app's own
    /// handlers resolved the gesture): then every frame of the completion is rendered.
    private(set) var expectedEnd: Int?

    /// Keeps the screen at `frame`.
    mutating func record(_ screen: Raster, at frame: Int) {
        frames[frame] = screen
    }

    /// A finger lifted at `frame`: the screen as the finger left it.
    mutating func fingerWillLift(at frame: Int, screen: Raster) {
        frames[frame] = screen
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
    /// rendered. Once settled, only from a frame to the next, at a level kept.
    func changedShare(from first: Int, to second: Int, levels: Int) -> Double? {
        if let settledChanges {
            precondition(second == first + 1, "a settled transition's screen keeps only changes from frame to frame")
            guard let changes = settledChanges[first] else { return nil }
            guard let change = changes.first(where: { $0.levels == levels }) else {
                preconditionFailure("a settled transition's screen keeps no changes at \(levels) levels")
            }
            return change.share
        }
        guard let a = frames[first], let b = frames[second] else { return nil }
        return ScreenPicture.changedShare(a, b, levels: levels)
    }

    /// Whether the transition is settled: its pictures gave way to their changes.
    var isSettled: Bool { settledChanges != nil }

    /// The transition is settled: no frame of it is rendered any more. Keeps, for each rendered
    /// frame whose next frame was rendered too, the share of the screen changed between them at
    /// each of `levels` (the ones the screen contracts read: ``CheckerTolerances/Screen``'s
    /// `channelLevels` and `changeLevels`), exactly as ``changedShare(from:to:levels:)`` gives
    /// it, and lets the pictures go.
    mutating func settle(keepingChangesAt levels: [Int]) {
        guard settledChanges == nil else { return }
        var changes: [Int: [(levels: Int, share: Double)]] = [:]
        for (frame, first) in frames {
            guard let second = frames[frame + 1] else { continue }
            let shares = ScreenPicture.changedShares(first, second, levels: levels)
            changes[frame] = zip(levels, shares).map { (levels: $0, share: $1) }
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
    func isStillAtLift(_ frame: Int, after: Raster, in tolerances: CheckerTolerances.Screen) -> Bool {
        precondition(settledChanges == nil, "a settled transition's screen keeps no pictures")
        guard let before = frames[frame] else { return false }
        return ScreenPicture.changedShare(before, after, levels: tolerances.channelLevels) <= tolerances.stillShare
    }
}
