import GestureTrace
import HeadlessUIKit
import Testing
import TransitionHarness

/// `continuous-motion`: corners rather than bounding boxes, limits per axis, every lift of a re-grabbed transition, the animation's own path at a lift.
@MainActor
@Suite struct ContinuousMotionRuleTests {
    @Test func aHalfTurnSnappedBackAtTheEndIsAJumpThoughTheFrameNeverChanges() throws {
        let report = try RuleReplay.replay(
            RuleReplay.finishingPop,
            AnimatorUnderTest(name: "half-turn") { _ in SnapsBackAnimator(.init(rotationAngle: .pi)) })
        #expect(
            RuleReplay.contracts(report).subtracting([.screenContinuity]) == [.continuousMotion],
            "\(ReportWriter.text([report]))")
        let jump = try #require(report.violations.first { $0.contract == .continuousMotion })
        #expect(jump.subject == "to.view")
        #expect(jump.expected.contains("end of the animation"))
    }

    @Test func theLimitIsAQuarterOfTheScreenAlongEachAxis() throws {
        // 300 pt is more than a quarter of the 390 pt width and the completion's share of a frame,
        // less than a quarter of the 844 pt height and that share.
        let sideways = try RuleReplay.replay(
            RuleReplay.finishingPop,
            AnimatorUnderTest(name: "sideways") { _ in SnapsBackAnimator(.init(translationX: 300, y: 0)) })
        #expect(RuleReplay.contracts(sideways).contains(.continuousMotion), "\(ReportWriter.text([sideways]))")
        #expect(sideways.violations.first { $0.contract == .continuousMotion }?.found.contains("horizontally") == true)
        let down = try RuleReplay.replay(
            RuleReplay.finishingPop,
            AnimatorUnderTest(name: "down") { _ in SnapsBackAnimator(.init(translationX: 0, y: 300)) })
        // Within the per-view limit down; the screen still sees a third of itself snap back.
        #expect(!RuleReplay.contracts(down).contains(.continuousMotion), "\(ReportWriter.text([down]))")
    }

    @Test func everyLiftOfARegrabbedTransitionIsJudged() throws {
        let report = Replayer.replay(
            RegrabFixture.trace(), against: CustomSubject { InterruptiblePopAnimator(dims: true) })
        #expect(
            RuleReplay.contracts(report).subtracting([.screenContinuity]) == [.continuousMotion],
            "\(ReportWriter.text([report]))")
        let jump = try #require(report.violations.first { $0.contract == .continuousMotion })
        #expect(jump.found.contains("alpha jumping from 1 to 0 "))
        // The first lift, not the last one.
        let lastLift = try #require(report.transitions.first?.releaseTime)
        #expect(jump.time < lastLift)
        let clean = Replayer.replay(RegrabFixture.trace(), against: CustomSubject { InterruptiblePopAnimator() })
        #expect(clean.violations.isEmpty, "\(ReportWriter.text([clean]))")
    }

    /// Found by fuzzing the system flip: on a 1366 pt wide screen a card leaving edge-on brings
    /// its near edge close to the eye, and perspective flings its corners across the screen in a
    /// frame; the animation's own pace, measured off screen too, explains it.
    @Test func aCardLeavingEdgeOnOnAWideScreenIsNotAJump() {
        let trace = Trace(
            screen: .init(width: 1366, height: 1024, scale: 2, refreshRate: 240),
            transition: .init(operation: .dismiss, gesture: .pan, axis: .y, direction: 1),
            touches: [
                TouchSample(t: 0, phase: .began, x: 683, y: 512),
                TouchSample(t: 0.016666, phase: .moved, x: 683, y: 1024),
                TouchSample(t: 0.033332, phase: .ended, x: 683, y: 1024),
            ])
        var options = ReplayOptions(completionCurve: .easeOut)
        options.transitionDuration = 0.1
        let report = Replayer.replay(
            trace, against: SystemDefaultTransition(modalTransitionStyle: .flipHorizontal), options: options)
        #expect(report.transitions.count == 1)
        #expect(report.violations.isEmpty, "\(ReportWriter.text([report]))")
    }

    /// A pop by a plain pan that barely moves before the finger lifts; the app's own controller
    /// (completing on a linear curve) hands over to `release` with the animator, whose
    /// revealed screen slides in linearly over 2 s.
    private func longSlideLift(
        _ release: @escaping (OwnPanInteraction, CGFloat, LongSlideInAnimator) -> Void
    ) -> TraceReport {
        let trace = Trace(
            screen: .init(width: 390, height: 844, scale: 3, refreshRate: 60),
            transition: .init(operation: .pop, gesture: .pan),
            touches: [
                TouchSample(t: 0, phase: .began, x: 30, y: 422),
                TouchSample(t: 0.016666, phase: .moved, x: 45, y: 422),
                TouchSample(t: 0.033332, phase: .moved, x: 55, y: 422),
                TouchSample(t: 0.049998, phase: .moved, x: 60, y: 422),
                TouchSample(t: 0.066664, phase: .ended, x: 60, y: 422),
            ])
        let animator = LongSlideInAnimator()
        let subject = CustomSubject(
            animator: { animator },
            interaction: { pan in
                let interaction = OwnPanInteraction(gesture: pan) { release($0, $1, animator) }
                interaction.completionCurve = .linear
                return interaction
            })
        return Replayer.replay(trace, against: subject)
    }

    /// The path exemption of the lift (the views follow their animation's own path between the
    /// lift and the next frame) holds only when layer time moves as the completion moves it: a
    /// controller that jumps progress by 0.7 as the finger lifts moves the screen along its
    /// path, but 273 pt in a frame of a 0.45 s completion is a jump.
    @Test func progressJumpedAtTheLiftIsAJumpThoughTheViewsFollowTheirPath() throws {
        let jumped = longSlideLift { interaction, progress, _ in
            interaction.update(progress + 0.7)
            interaction.finish()
        }
        #expect(
            RuleReplay.contracts(jumped).subtracting([.screenContinuity]) == [.continuousMotion],
            "\(ReportWriter.text([jumped]))")
        let jump = try #require(jumped.violations.first { $0.contract == .continuousMotion })
        #expect(jump.subject == "to.view" && jump.expected.contains("finger lift"))
        let plain = longSlideLift { interaction, _, _ in interaction.finish() }
        #expect(plain.violations.isEmpty, "\(ReportWriter.text([plain]))")
        #expect(plain.transitions.first?.completedWith == true)
    }

    /// The path must start where the lift left the view: a view moved 200 pt as the finger
    /// lifts (under its running additive animation) follows its new path from a new place.
    /// (The subject's own controller: the harness's instant check at `finish()` does not run.)
    @Test func aViewMovedAsTheFingerLiftsIsAJumpThoughItsAnimationRunsOn() throws {
        let moved = longSlideLift { interaction, _, animator in
            animator.toView?.center.x += 200
            interaction.finish()
        }
        // It also ends 200 pt off its final frame.
        #expect(
            RuleReplay.contracts(moved).subtracting([.screenContinuity, .screenAtRest]) == [
                .continuousMotion, .finalStateFinished,
            ], "\(ReportWriter.text([moved]))")
        let jump = try #require(moved.violations.first { $0.contract == .continuousMotion })
        #expect(
            jump.expected.contains("finger lift") && jump.found.contains("jumping 203.25 pt horizontally"), "\(jump)")
    }

    /// No step of the path may jump: a keyframe added as the finger lifts that knocks the view
    /// 300 pt aside within half a millisecond of layer time starts where the view was, and
    /// runs in the completion's time, but breaks the path.
    @Test func aJumpInThePathRightAfterTheLiftIsAJump() throws {
        let knocked = longSlideLift { interaction, _, animator in
            if let layer = animator.toView?.layer {
                let x = layer.presentationState().position.x
                let knock = CAKeyframeAnimation(keyPath: "position.x")
                knock.values = [x, x + 300, x + 300]
                knock.keyTimes = [0, 0.0025, 1]
                knock.duration = 0.2
                layer.add(knock, forKey: "knock")
            }
            interaction.finish()
        }
        #expect(
            RuleReplay.contracts(knocked).subtracting([.screenContinuity]) == [.continuousMotion],
            "\(ReportWriter.text([knocked]))")
        #expect(
            knocked.violations.first { $0.contract == .continuousMotion }?.found.contains("300 pt horizontally") == true
        )
    }
}
