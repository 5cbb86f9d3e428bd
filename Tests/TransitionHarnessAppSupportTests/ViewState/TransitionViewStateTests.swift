import HeadlessUIKit
import TestSupport
import Testing
import TransitionHarnessAppSupport

/// A view that counts its `didMoveToSuperview()` calls.
private final class MoveCountingView: UIView {
    var moves = 0

    override func didMoveToSuperview() {
        moves += 1
    }
}

/// A view that counts the times it is asked to insert one of its own ancestors, which UIKit
/// rejects with an exception.
private final class InsertionRecordingView: UIView {
    var insertedAncestors = 0

    override func insertSubview(_ view: UIView, at index: Int) {
        if isDescendant(of: view) { insertedAncestors += 1 }
        super.insertSubview(view, at: index)
    }
}

/// A random view tree and the views a test captures.
@MainActor
private struct RandomScene {
    let window: UIWindow
    /// Every view but the window, tagged 1, 2, ...
    let views: [UIView]
    let captured: [UIView]

    /// window ⊃ {A ⊃ {C ⊃ leaves, leaves}, B ⊃ leaves}, plus two views without a superview;
    /// every view with random geometry and appearance; each view captured or not at random.
    init(_ random: inout ViewStateRandom) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        var views: [UIView] = []
        func make(in superview: UIView?) -> UIView {
            let view = InsertionRecordingView(frame: random.rect(origin: -50...300, size: 10...300))
            view.tag = views.count + 1
            view.layer.anchorPoint = random.bool() ? CGPoint(x: 0.5, y: 0.5) : random.point(in: 0...1)
            if random.int(in: 0..<4) == 0 { view.layer.anchorPointZ = random.value(in: -20...20) }
            view.layer.transform = random.anyTransform()
            view.alpha = random.bool() ? 1 : random.value(in: 0...1)
            view.isHidden = random.int(in: 0..<5) == 0
            view.isUserInteractionEnabled = random.int(in: 0..<5) != 0
            superview?.addSubview(view)
            views.append(view)
            return view
        }
        let a = make(in: window)
        let b = make(in: window)
        let c = make(in: a)
        for container in [a, b, c] {
            for _ in 0..<random.int(in: 1..<4) { _ = make(in: container) }
        }
        _ = make(in: nil)
        _ = make(in: nil)
        self.views = views
        var captured = views.filter { _ in random.int(in: 0..<10) < 7 }
        if captured.isEmpty { captured = [views[views.count - 1]] }
        self.captured = captured.shuffled(using: &random.generator)
    }

    /// One random change to `view`, of the kinds animators make.
    func mutate(_ view: UIView, _ random: inout ViewStateRandom) {
        switch random.int(in: 0..<13) {
        case 0: view.layer.transform = random.transform3D()
        case 1: view.transform = random.affineTransform()
        case 2: view.layer.anchorPoint = random.point(in: -0.5...1.5)
        case 3: view.setAnchorPointKeepingFrame(random.point(in: 0...1))
        case 4: view.layer.anchorPointZ = random.value(in: -30...30)
        case 5: view.bounds = random.rect(origin: -20...20, size: 1...400)
        case 6: view.center = random.point(in: -200...600)
        case 7: view.alpha = random.value(in: 0...1)
        case 8: view.isHidden.toggle()
        case 9: view.isUserInteractionEnabled.toggle()
        case 10:
            let targets = ([window] + views).filter { $0 !== view && !$0.isDescendant(of: view) }
            let target = random.element(of: targets)
            if random.bool() {
                target.addSubview(view)
            } else {
                target.insertSubview(view, at: random.int(in: 0..<(target.subviews.count + 1)))
            }
        case 11:
            guard let superview = view.superview else { return }
            let count = superview.subviews.count
            switch random.int(in: 0..<4) {
            case 0: superview.bringSubviewToFront(view)
            case 1: superview.sendSubviewToBack(view)
            case 2: superview.insertSubview(view, at: random.int(in: 0..<count))
            default: superview.exchangeSubview(at: random.int(in: 0..<count), withSubviewAt: random.int(in: 0..<count))
            }
        default: view.removeFromSuperview()
        }
    }
}

@MainActor
@Suite struct TransitionViewStateTests {
    // MARK: Properties

    @Test(arguments: viewStateSeeds)
    func restoringAfterRandomMutationsGivesBackTheCapturedState(seed: UInt64) {
        var random = ViewStateRandom(seed: seed)
        var changedBeforeRestore = 0
        for index in 0..<500 {
            let scene = RandomScene(&random)
            let state = TransitionViewState.capture(scene.captured)
            for _ in 0..<random.int(in: 1..<16) {
                scene.mutate(random.element(of: scene.captured), &random)
            }
            if scene.captured.contains(where: { TransitionViewState.Properties(of: $0) != state.properties(of: $0) }) {
                changedBeforeRestore += 1
            }
            for case let view as InsertionRecordingView in scene.views { view.insertedAncestors = 0 }
            state.restore()
            // Never a move UIKit would reject with an exception.
            let cycles = scene.views.reduce(0) { $0 + (($1 as? InsertionRecordingView)?.insertedAncestors ?? 0) }
            #expect(cycles == 0, "seed \(seed) case \(index)")
            for view in scene.captured {
                guard let captured = state.properties(of: view) else {
                    Issue.record("seed \(seed) case \(index): view \(view.tag) was not captured")
                    continue
                }
                let differences = ViewStateChecks.differences(of: view, from: captured)
                #expect(differences.isEmpty, "seed \(seed) case \(index) view \(view.tag): \(differences)")
            }
        }
        // The mutations must have changed something in nearly every case, or the check above
        // proves little.
        #expect(changedBeforeRestore > 450, "seed \(seed)")
    }

    // MARK: The guide

    /// The first example in docs/view-state.md.
    @Test func theGuidesExampleRestoresTheCard() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
        container.addSubview(card)
        let state = TransitionViewState.capture([card])
        card.setAnchorPointKeepingFrame(CGPoint(x: 0, y: 0.5))
        #expect(card.frame == CGRect(x: 20, y: 100, width: 350, height: 200))
        var flip = CATransform3DIdentity
        flip.m34 = -1 / 800
        card.layer.transform = CATransform3DRotate(flip, -.pi / 3, 0, 1, 0)
        card.alpha = 0.5
        state.restore()
        #expect(card.frame == CGRect(x: 20, y: 100, width: 350, height: 200))
        #expect(card.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5) && card.alpha == 1)
        #expect(CATransform3DIsIdentity(card.layer.transform))
    }

    // MARK: The bug this fixes

    /// Putting back only the anchor point keeps `position`, so the frame moves by the anchor
    /// change times the size (uikit-semantics.md §6.1); restoring moves `center` with it.
    @Test func theNaiveAnchorResetShiftsTheFrameByTheAnchorChangeTimesTheSize() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        container.addSubview(card)
        let state = TransitionViewState.capture([card])

        // An animator hinges the card on its left edge and turns it.
        card.setAnchorPointKeepingFrame(CGPoint(x: 0, y: 0.5))
        #expect(card.frame == CGRect(x: 20, y: 100, width: 200, height: 100))
        card.transform = CGAffineTransform(rotationAngle: 0.3)

        // The naive reset: transform and anchor point back, position left alone.
        card.transform = .identity
        card.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        // Δanchor ⊙ size = (0.5, 0) ⊙ (200, 100) = (100, 0): the position stays, so the frame
        // moves left by 100.
        #expect(card.frame == CGRect(x: -80, y: 100, width: 200, height: 100))

        state.restore()
        #expect(card.frame == CGRect(x: 20, y: 100, width: 200, height: 100))
        #expect(card.center == CGPoint(x: 120, y: 150))
    }

    /// Under a transform the naive reset's shift is the anchor change times the size,
    /// carried through the transform's linear part.
    @Test func theNaiveResetsShiftGoesThroughTheTransform() {
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        card.transform = CGAffineTransform(scaleX: 2, y: 3)
        let state = TransitionViewState.capture([card])
        let frame = card.frame
        card.setAnchorPointKeepingFrame(CGPoint(x: 0.25, y: 1))
        #expect(card.frame.isApproximatelyEqual(to: frame, absoluteTolerance: 1e-12, relativeTolerance: 0))
        card.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        // Δanchor ⊙ size = (0.25, −0.5) ⊙ (200, 100) = (50, −50), scaled by (2, 3): (100, −150).
        // The position stays, so the frame moves the other way.
        #expect(
            card.frame.isApproximatelyEqual(
                to: frame.offsetBy(dx: -100, dy: 150), absoluteTolerance: 1e-12, relativeTolerance: 0))
        state.restore()
        #expect(card.frame == frame)
    }

    // MARK: Order of the mutations

    /// The same changes applied in every one of their 120 orders all restore to the
    /// captured state.
    @Test func restoringDoesNotDependOnTheOrderOfTheMutations() throws {
        typealias Scene = (window: UIWindow, left: UIView, right: UIView, card: UIView, badge: UIView)
        func makeScene() -> Scene {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            let left = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 800))
            let right = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 800))
            let card = UIView(frame: CGRect(x: 20, y: 100, width: 160, height: 90))
            let badge = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
            window.addSubview(left)
            window.addSubview(right)
            left.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            left.addSubview(card)
            left.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            card.addSubview(badge)
            card.alpha = 0.7
            return (window, left, right, card, badge)
        }
        let mutations: [(Scene) -> Void] = [
            { scene in scene.right.addSubview(scene.card) },
            { scene in scene.card.superview?.sendSubviewToBack(scene.card) },
            { scene in
                scene.card.setAnchorPointKeepingFrame(CGPoint(x: 0, y: 0.5))
                var flip = CATransform3DIdentity
                flip.m34 = -1 / 800
                scene.card.layer.transform = CATransform3DRotate(flip, -.pi / 3, 0, 1, 0)
            },
            { scene in
                scene.card.alpha = 0.2
                scene.card.isUserInteractionEnabled = false
                scene.badge.isHidden = true
            },
            { scene in
                scene.badge.removeFromSuperview()
                scene.left.layer.anchorPoint = CGPoint(x: 1, y: 1)
            },
        ]
        var checked = 0
        for order in permutations(of: Array(mutations.indices)) {
            let scene = makeScene()
            let views = [scene.left, scene.right, scene.card, scene.badge]
            let state = TransitionViewState.capture(views)
            for index in order { mutations[index](scene) }
            #expect(views.contains { TransitionViewState.Properties(of: $0) != state.properties(of: $0) })
            state.restore()
            for view in views {
                let captured = try #require(state.properties(of: view))
                #expect(ViewStateChecks.differences(of: view, from: captured).isEmpty, "order \(order)")
            }
            checked += 1
        }
        #expect(checked == 120)
        #expect(Set(permutations(of: Array(mutations.indices))).count == 120)
    }

    // MARK: The tree

    @Test func aViewCapturedWithoutASuperviewIsRemovedAgain() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let snapshot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let state = TransitionViewState.capture([snapshot])
        container.addSubview(snapshot)
        state.restore()
        #expect(snapshot.superview == nil)
        #expect(container.subviews.isEmpty)
    }

    @Test func aRemovedViewGoesBackAtItsIndex() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let views = (0..<4).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        views.forEach(container.addSubview)
        let state = TransitionViewState.capture([views[1]])
        views[1].removeFromSuperview()
        state.restore()
        #expect(container.subviews == views)
    }

    @Test func theIndexIsClampedWhenSiblingsWereRemoved() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let views = (0..<4).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        views.forEach(container.addSubview)
        let state = TransitionViewState.capture([views[3]])
        views[3].removeFromSuperview()
        views[0].removeFromSuperview()
        views[1].removeFromSuperview()
        state.restore()
        // Captured at index 3 of 4; only one sibling is left, so it goes in front of it.
        #expect(container.subviews == [views[2], views[3]])
    }

    @Test func uncapturedSiblingsKeepTheirOrderAroundRestoredViews() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let views = (0..<5).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        views.forEach(container.addSubview)
        let state = TransitionViewState.capture([views[0], views[3]])
        container.bringSubviewToFront(views[0])
        container.sendSubviewToBack(views[3])
        state.restore()
        #expect(container.subviews == views)
    }

    /// An animator put A inside B, which was A's subview; restoring lifts A out first (UIKit
    /// raises if a view is added to its own descendant).
    @Test func aViewNestedInsideAFormerSubviewIsLiftedOutFirst() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        let b = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        root.addSubview(a)
        a.addSubview(b)
        // The deeper view first, so that capture order does not hide an ordering problem.
        let state = TransitionViewState.capture([b, a])
        root.addSubview(b)
        b.addSubview(a)
        state.restore()
        #expect(a.superview === root)
        #expect(b.superview === a)
        #expect(root.subviews == [a])
    }

    /// Only `b` was captured; its old superview `a`, not captured, now sits inside it. Putting
    /// `b` back into `a` would make a cycle, which UIKit answers with an exception, so restore
    /// must not even ask.
    @Test func aMoveThatWouldMakeACycleIsNotAttempted() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = InsertionRecordingView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        let b = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        root.addSubview(a)
        a.addSubview(b)
        let state = TransitionViewState.capture([b])
        root.addSubview(b)
        b.addSubview(a)
        b.alpha = 0.5
        a.insertedAncestors = 0
        state.restore()
        #expect(a.insertedAncestors == 0)
        #expect(b.superview === root)
        #expect(a.superview === b)
        #expect(b.alpha == 1)
    }

    @Test func aViewWhoseSuperviewIsGoneStaysWhereItIs() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        var state: TransitionViewState?
        do {
            let temporary = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            temporary.addSubview(view)
            state = TransitionViewState.capture([view])
            window.addSubview(view)
        }
        view.alpha = 0.5
        #expect(state?.properties(of: view)?.superview == nil)
        #expect(state?.properties(of: view)?.hadSuperview == true)
        state?.restore()
        #expect(view.superview === window)
        #expect(view.alpha == 1)
    }

    /// Restoring an unchanged tree moves no view (no hierarchy hooks run), and restoring
    /// twice is the same as once.
    @Test func restoringAnUnchangedTreeMovesNothing() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let views = (0..<3).map { _ in MoveCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        views.forEach(window.addSubview)
        let state = TransitionViewState.capture(views)
        state.restore()
        #expect(views.map(\.moves) == [1, 1, 1])
        window.bringSubviewToFront(views[0])
        state.restore()
        state.restore()
        #expect(window.subviews == views)
        #expect(views.map(\.moves) == [1, 1, 1])
    }

    // MARK: Capture

    @Test func aViewListedTwiceIsCapturedOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let state = TransitionViewState.capture([view, other, view])
        #expect(state.views == [view, other])
        #expect(TransitionViewState.capture([]).views.isEmpty)
    }

    @Test func capturedPropertiesReadTheView() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        container.addSubview(UIView())
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        container.addSubview(view)
        view.layer.anchorPointZ = 3
        view.alpha = 0.3
        view.isHidden = true
        view.isUserInteractionEnabled = false
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        let properties = try #require(TransitionViewState.capture([view]).properties(of: view))
        #expect(properties.frame == CGRect(x: -5, y: 0, width: 60, height: 80))
        #expect(properties.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(properties.center == CGPoint(x: 25, y: 40))
        #expect(properties.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(CATransform3DEqualToTransform(properties.layerTransform, CATransform3DMakeScale(2, 2, 1)))
        #expect(properties.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(properties.anchorPointZ == 3)
        #expect(properties.alpha == CGFloat(Float(0.3)))
        #expect(properties.isHidden)
        #expect(!properties.isUserInteractionEnabled)
        #expect(properties.superview === container)
        #expect(properties.indexInSuperview == 1)
        #expect(TransitionViewState.capture([view]).properties(of: container) == nil)
    }
}

/// Every ordering of `elements`: each element in turn first, followed by every ordering of
/// the others.
private func permutations(of elements: [Int]) -> [[Int]] {
    guard elements.count > 1 else { return [elements] }
    return elements.indices.flatMap { index in
        var rest = elements
        let first = rest.remove(at: index)
        return permutations(of: rest).map { [first] + $0 }
    }
}
