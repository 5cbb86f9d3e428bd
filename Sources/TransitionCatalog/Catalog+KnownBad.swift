import GestureTrace
import HeadlessUIKit
import TransitionHarness

extension Catalog {
    /// Small, realistic broken animators and interaction controllers, each named after its
    /// bug; together they break every contract.
    static var knownBadEntries: [CatalogEntry] {
        [
            navigation(
                "never-completes-when-cancelled", catches: [.completeOnce],
                "calls completeTransition only when the transition finished, so a cancelled one never completes "
                    + "(complete-once)"
            ) { NeverCompletesWhenCancelledAnimator(pushing: $0) },
            navigation(
                "completes-twice", catches: [.completeOnce],
                "completes in the completion of each of its two animation blocks (complete-once)"
            ) { CompletesTwiceAnimator(pushing: $0) },
            navigation(
                "completes-with-animation-finished-flag", catches: [.completeMatchesOutcome, .hierarchyConsistent],
                "passes UIView.animate's finished flag to completeTransition, true after a cancel too "
                    + "(complete-matches-outcome, hierarchy-consistent)"
            ) { CompletesWithFinishedFlagAnimator(pushing: $0) },
            navigation(
                "commits-on-cancel", catches: [.hierarchyConsistent, .completeMatchesOutcome],
                "puts its views back after a cancel, then completeTransition(true): the stack changes anyway "
                    + "(hierarchy-consistent, complete-matches-outcome)"
            ) { CommitsOnCancelAnimator(pushing: $0) },
            navigation(
                "completes-before-release", catches: [.completeAfterAnimation],
                "animates with a UIViewPropertyAnimator it never vends from interruptibleAnimator(using:), which "
                    + "completes the transition while the finger still drags (complete-after-animation)"
            ) { UnvendedPropertyAnimatorAnimator(pushing: $0) },
            navigation(
                "leaves-animation-running", catches: [.noCallsAfterComplete],
                "keeps an animation's end value with fillMode forwards and isRemovedOnCompletion false, so the "
                    + "animation stays on the layer after the transition (no-calls-after-complete)"
            ) { FillsForwardsAnimator(pushing: $0) },
            navigation(
                "updates-after-complete", catches: [.noCallsAfterComplete],
                "an interaction controller that never stops listening to the pan, and updates a completed "
                    + "transition on the next swipe (no-calls-after-complete)",
                operations: [.pop],
                interaction: { UpdatesAfterCompleteInteraction(gesture: $0) },
                animator: { PlainSlideAnimator(pushing: $0) }),
            navigation(
                "cancels-twice", catches: [.singleResolution],
                "an interaction controller that cancels a system-cancelled gesture and then applies its release "
                    + "rule too: two resolutions for one gesture end (single-resolution)",
                operations: [.pop],
                interaction: { CancelsTwiceInteraction(gesture: $0) },
                animator: { PlainSlideAnimator(pushing: $0) }),
            navigation(
                "removes-destination-view", catches: [.finalStateFinished, .screenAtRest, .screenContinuity],
                "empties the container in its completion to drop a shadow view, taking the destination's view "
                    + "with it (final-state-finished): the screen goes black at rest (screen-at-rest), all at once "
                    + "as the animation ends (screen-continuity)"
            ) { ClearsContainerAnimator(pushing: $0) },
            navigation(
                "leaves-anchor-point", catches: [.finalStateCancelled],
                "hinges the leaving screen on its left edge to swing it open and never puts the anchor point back "
                    + "(final-state-cancelled)"
            ) { _ in LeavesAnchorPointAnimator() },
            navigation(
                "leaves-snapshot", catches: [.finalStateCancelled, .screenAtRest],
                "slides a snapshot and removes it only when the transition finished, so a cancel leaves it over "
                    + "the screen (final-state-cancelled), which no longer shows what it showed before the gesture "
                    + "(screen-at-rest)"
            ) { LeavesSnapshotAnimator(pushing: $0) },
            navigation(
                "unbalanced-appearance", catches: [.appearanceBalanced],
                "sends the destination begin/endAppearanceTransition itself, which the navigation controller "
                    + "already does (appearance-balanced)"
            ) { UnbalancedAppearanceAnimator(pushing: $0) },
            CatalogEntry(
                name: "presents-during-transition",
                kind: .knownBad,
                catches: [.noOverlappingTransitions],
                summary: "a screen that presents a tip from viewWillAppear, during the push or pop that shows it "
                    + "(no-overlapping-transitions)",
                operations: [.push, .pop],
                make: {
                    CatalogTransition(
                        name: "presents-during-transition",
                        controller: { $0 == 0 ? SceneViewController(index: 0) : WelcomeTipViewController(index: $0) },
                        animator: { _ in nil })
                }),
            navigation(
                "resets-frame-at-lift", catches: [.continuousMotion],
                "puts the leaving screen's frame back when the finger lifts to cancel, under a running additive "
                    + "animation: the screen jumps a width (continuous-motion)"
            ) { ResetsFrameAtLiftAnimator(pushing: $0) },
            navigation(
                "unclamped-progress", catches: [.progressInRange],
                "an interaction controller that reports the raw translation over the width, outside [0, 1] when "
                    + "the finger goes back or overshoots (progress-in-range)",
                operations: [.pop],
                interaction: { UnclampedProgressInteraction(gesture: $0) },
                animator: { PlainSlideAnimator(pushing: $0) }),
            navigation(
                "restarts-completion-from-start", catches: [.progressInRange],
                "an interaction controller that runs the completion itself, reporting progress from a display "
                    + "link, but ramps from 0 instead of from where the finger left it: the screen snaps back and "
                    + "slides in again (progress-in-range)",
                operations: [.pop],
                interaction: { RestartsCompletionInteraction(gesture: $0) },
                animator: { PlainSlideAnimator(pushing: $0) }),
            CatalogEntry(
                name: "segue-checks-destination-window",
                kind: .knownBad,
                catches: [.transitionBegun],
                summary: "a slide segue whose guard checks that the destination's view is on screen, which it never "
                    + "is before the presentation: every swipe presents nothing (transition-begun)",
                operations: [.present],
                make: {
                    CatalogTransition(
                        name: "segue-checks-destination-window",
                        perform: performSlide {
                            ChecksDestinationWindowSegue(identifier: "slide", source: $0, destination: $1)
                        }
                    ) { _ in nil }
                }),
            navigation(
                "outlasts-its-duration", catches: [.completionTiming],
                "reports a 0.25 s duration and animates for 0.5 s, so the completion comes a quarter second late "
                    + "(completion-timing)"
            ) { OutlastsItsDurationAnimator(pushing: $0) },
        ]
    }

    /// A known-bad entry for navigation transitions: `animator` makes the animator for a push
    /// (true) or a pop (false); `interaction`, if given, makes the interaction controller
    /// from the pan gesture that starts the transition.
    private static func navigation(
        _ name: String, catches: [Contract], _ summary: String,
        operations: Set<Trace.Transition.Operation> = [.push, .pop],
        interaction: (@MainActor @Sendable (UIPanGestureRecognizer) -> UIPercentDrivenInteractiveTransition)? = nil,
        animator: @escaping @MainActor @Sendable (Bool) -> any UIViewControllerAnimatedTransitioning
    ) -> CatalogEntry {
        CatalogEntry(
            name: name, kind: .knownBad, catches: catches, summary: summary, operations: operations,
            make: { navigationTransition(name, interaction: interaction, animator: animator) })
    }

    @MainActor private static func navigationTransition(
        _ name: String,
        interaction: (@MainActor @Sendable (UIPanGestureRecognizer) -> UIPercentDrivenInteractiveTransition)?,
        animator: @escaping @MainActor @Sendable (Bool) -> any UIViewControllerAnimatedTransitioning
    ) -> CatalogTransition {
        var makeInteraction:
            (@MainActor (any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?)?
        if let interaction {
            makeInteraction = { _ in
                guard let pan = EdgePanInteraction.beginningPan() else { return nil }
                return interaction(pan)
            }
        }
        return CatalogTransition(name: name, interaction: makeInteraction) { operation in
            switch operation {
            case .push: animator(true)
            case .pop: animator(false)
            case .present, .dismiss: nil
            }
        }
    }
}
