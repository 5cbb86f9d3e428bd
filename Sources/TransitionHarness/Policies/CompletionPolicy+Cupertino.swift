import GestureTrace

extension CompletionPolicy {
    /// Which of Flutter's completion-duration rules ``cupertino(durations:)`` reports.
    public enum CupertinoDurations: String, Sendable, Equatable, CaseIterable {
        /// 350 ms either way, or 0 when progress is already at the target (Flutter
        /// `cupertino_ui` route.dart, same as the framework after PR #153765, August 2024).
        case modern
        /// Finishing: ⌊800 · (1 − p)⌋ ms; cancelling: min(⌊800 · p⌋, 300) ms (Flutter's
        /// route.dart before that change: `_kMaxDroppedSwipePageForwardAnimationTime` 800,
        /// `_kMaxPageBackAnimationTime` 300).
        case legacy
    }

    /// The iOS back-swipe rule as Flutter's `CupertinoPageRoute` implements it, with the
    /// modern completion durations: the default policy.
    public static let cupertino = cupertino(durations: .modern)

    /// The iOS back-swipe rule as Flutter's `CupertinoPageRoute` implements it.
    ///
    /// With progress p, velocity v along the progress direction and distance d:
    /// - a touch the system cancelled: cancel;
    /// - a fling, |v| / d ≥ 1 (at least one distance per second): finish iff v > 0;
    /// - otherwise: finish iff p ≥ 0.5.
    ///
    /// Flutter measures the velocity in screen widths per second (`_kMinFlingVelocity` 1.0)
    /// and the progress as `1 − controller.value`; a back swipe's distance is the screen
    /// width, so |v| / d is the same number. The completion duration follows `durations`.
    ///
    /// Sources: flutter/flutter packages/flutter/lib/src/cupertino/route.dart
    /// (`_CupertinoBackGestureController.dragEnd`, legacy) and flutter/packages
    /// packages/cupertino_ui/lib/src/route.dart (modern); cases in
    /// flutter-cupertino-backswipe-cases.json. Flutter itself, on a cancelled drag, calls
    /// `dragEnd(0.0)` and so decides by position; this harness cancels, as a UIKit
    /// interaction whose gesture recognizer is cancelled does.
    public static func cupertino(durations: CupertinoDurations) -> CompletionPolicy {
        CompletionPolicy(
            name: durations == .modern ? "cupertino" : "cupertino:legacy",
            summary:
                "cancelled touch: cancel; |v|/d >= 1: finish iff v > 0; else finish iff p >= 0.5 "
                + "(Flutter CupertinoPageRoute, \(durations.rawValue) durations)"
        ) { release in
            let progress = release.clampedProgress
            let finish: Bool
            if release.touchCancelled {
                finish = false
            } else if abs(release.progressVelocity) >= 1 {
                finish = release.progressVelocity > 0
            } else {
                finish = progress >= 0.5
            }
            return CompletionDecision(
                outcome: finish ? .finish : .cancel,
                completionDuration: cupertinoDuration(durations, finishing: finish, progress: progress))
        }
    }

    /// Seconds of the completion animation under Flutter's rules.
    static func cupertinoDuration(_ durations: CupertinoDurations, finishing: Bool, progress: Double) -> Double {
        switch durations {
        case .modern:
            let atTarget = finishing ? progress >= 1 : progress <= 0
            return atTarget ? 0 : 0.350
        case .legacy:
            let milliseconds =
                finishing ? (800 * (1 - progress)).rounded(.down) : Swift.min((800 * progress).rounded(.down), 300)
            return milliseconds / 1000
        }
    }
}
