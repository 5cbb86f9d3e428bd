import TestSupport
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite struct UIViewHierarchyTests {
    @Test func addingAppendsInFrontAndMirrorsTheLayer() {
        let parent = taggedView(0)
        let a = taggedView(1)
        let b = taggedView(2)
        parent.addSubview(a)
        parent.addSubview(b)
        #expect(parent.subviewTags == [1, 2])
        #expect(a.superview === parent && a.next === parent)
        #expect(parent.layer.sublayers?.map { $0 } == [a.layer, b.layer])
        #expect(parent.treesAgree)
    }

    @Test func insertingByIndexAndBySibling() {
        let parent = taggedView(0)
        let a = taggedView(1)
        let b = taggedView(2)
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(taggedView(3), at: 1)
        #expect(parent.subviewTags == [1, 3, 2])
        parent.insertSubview(taggedView(4), at: -5)
        parent.insertSubview(taggedView(5), at: 99)
        #expect(parent.subviewTags == [4, 1, 3, 2, 5])
        parent.insertSubview(taggedView(6), aboveSubview: a)
        parent.insertSubview(taggedView(7), belowSubview: a)
        #expect(parent.subviewTags == [4, 7, 1, 6, 3, 2, 5])
        parent.insertSubview(taggedView(8), aboveSubview: taggedView(99))
        parent.insertSubview(taggedView(9), belowSubview: taggedView(99))
        #expect(parent.subviewTags == [4, 7, 1, 6, 3, 2, 5, 8, 9])
        #expect(parent.treesAgree)
    }

    @Test func reorderingKeepsLayersInStep() {
        let parent = taggedView(0)
        let views = (1...4).map { taggedView($0) }
        views.forEach(parent.addSubview)
        parent.bringSubviewToFront(views[0])
        #expect(parent.subviewTags == [2, 3, 4, 1])
        parent.sendSubviewToBack(views[3])
        #expect(parent.subviewTags == [4, 2, 3, 1])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(parent.subviewTags == [1, 2, 3, 4])
        parent.addSubview(views[1])
        #expect(parent.subviewTags == [1, 3, 4, 2])
        parent.insertSubview(views[3], at: 0)
        #expect(parent.subviewTags == [4, 1, 3, 2])
        #expect(parent.treesAgree)
    }

    @Test func reorderingIgnoresBadArguments() {
        let parent = taggedView(0)
        for tag in 1...3 { parent.addSubview(taggedView(tag)) }
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        parent.exchangeSubview(at: -1, withSubviewAt: 1)
        parent.exchangeSubview(at: 1, withSubviewAt: 1)
        let stranger = taggedView(9)
        parent.bringSubviewToFront(stranger)
        parent.sendSubviewToBack(stranger)
        #expect(parent.subviewTags == [1, 2, 3])
        #expect(stranger.superview == nil)
    }

    @Test func extraSublayersKeepTheirPlaces() {
        let parent = taggedView(0)
        let a = taggedView(1)
        let b = taggedView(2)
        parent.addSubview(a)
        let decoration = CALayer()
        decoration.name = "decoration"
        parent.layer.addSublayer(decoration)
        parent.addSubview(b)
        parent.insertSubview(taggedView(3), belowSubview: b)
        #expect(parent.layer.sublayers?.map { $0 } == [a.layer, decoration, parent.subviews[1].layer, b.layer])
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.layer.sublayers?.map { $0 } == [b.layer, decoration, parent.subviews[1].layer, a.layer])
        #expect(parent.treesAgree)
    }

    @Test func addingAViewToItselfOrADescendantIsIgnored() {
        let root = taggedView(0)
        let child = taggedView(1)
        let grandchild = taggedView(2)
        root.addSubview(child)
        child.addSubview(grandchild)
        grandchild.addSubview(root)
        child.addSubview(child)
        grandchild.insertSubview(child, at: 0)
        #expect(root.superview == nil && root.subviewTags == [1] && child.subviewTags == [2])
        #expect(grandchild.subviews.isEmpty)
        #expect(root.treesAgree)
    }

    @Test func descendantsAndTags() {
        let root = taggedView(0)
        let a = taggedView(1)
        let b = taggedView(2)
        let a1 = taggedView(3)
        let b1 = taggedView(3)
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(a1)
        b.addSubview(b1)
        #expect(a1.isDescendant(of: root) && a1.isDescendant(of: a1) && !a1.isDescendant(of: b))
        #expect(root.viewWithTag(0) === root)
        #expect(root.viewWithTag(3) === a1)
        #expect(b.viewWithTag(3) === b1)
        #expect(root.viewWithTag(42) == nil)
    }

    @Test func removingClearsBothTrees() {
        let parent = taggedView(0)
        let child = taggedView(1)
        parent.addSubview(child)
        child.removeFromSuperview()
        #expect(parent.subviews.isEmpty && parent.layer.sublayers == nil)
        #expect(child.superview == nil && child.layer.superlayer == nil)
        child.removeFromSuperview()
    }

    @Test func addingToAViewOutsideAWindowSendsNoWindowHooks() {
        let journal = RecordingView.Journal()
        let parent = RecordingView("parent", journal: journal)
        let child = RecordingView("child", journal: journal)
        parent.addSubview(child)
        #expect(
            journal.entries == [
                "child.willMoveToSuperview(parent)",
                "child.didMoveToSuperview(parent)",
                "parent.didAddSubview(child)",
            ])
    }

    @Test func enteringAWindowSendsWindowHooksToTheWholeSubtreeParentsFirst() {
        let journal = RecordingView.Journal()
        let window = RecordingWindow("window", journal: journal)
        let view = RecordingView("view", journal: journal)
        let a = RecordingView("a", journal: journal)
        let b = RecordingView("b", journal: journal)
        let a1 = RecordingView("a1", journal: journal)
        view.addSubview(a)
        view.addSubview(b)
        a.addSubview(a1)
        journal.entries.removeAll()
        window.addSubview(view)
        #expect(
            journal.entries == [
                "view.willMoveToSuperview(window)",
                "view.willMoveToWindow(window)", "a.willMoveToWindow(window)", "a1.willMoveToWindow(window)",
                "b.willMoveToWindow(window)",
                "view.didMoveToWindow(window)", "a.didMoveToWindow(window)", "a1.didMoveToWindow(window)",
                "b.didMoveToWindow(window)",
                "view.didMoveToSuperview(window)",
                "window.didAddSubview(view)",
            ])
        #expect(a1.window === window && window.window === window)
    }

    @Test func leavingAWindowRunsTheHooksInTheObservedOrder() {
        let journal = RecordingView.Journal()
        let window = RecordingWindow("window", journal: journal)
        let view = RecordingView("view", journal: journal)
        window.addSubview(view)
        journal.entries.removeAll()
        view.removeFromSuperview()
        #expect(
            journal.entries == [
                "window.willRemoveSubview(view)",
                "view.willMoveToSuperview(nil)",
                "view.willMoveToWindow(nil)",
                "view.didMoveToWindow(nil)",
                "view.didMoveToSuperview(nil)",
            ])
        #expect(view.window == nil)
    }

    @Test func movingBetweenSuperviewsInOneWindowSendsNoWindowHooks() {
        let journal = RecordingView.Journal()
        let window = RecordingWindow("window", journal: journal)
        let first = RecordingView("first", journal: journal)
        let second = RecordingView("second", journal: journal)
        let child = RecordingView("child", journal: journal)
        window.addSubview(first)
        window.addSubview(second)
        first.addSubview(child)
        journal.entries.removeAll()
        second.addSubview(child)
        #expect(
            journal.entries == [
                "first.willRemoveSubview(child)",
                "child.willMoveToSuperview(second)",
                "child.didMoveToSuperview(second)",
                "second.didAddSubview(child)",
            ])
        #expect(first.subviews.isEmpty && child.superview === second && window.treesAgree)
    }

    @Test func movingBetweenWindows() {
        let journal = RecordingView.Journal()
        let left = RecordingWindow("left", journal: journal)
        let right = RecordingWindow("right", journal: journal)
        let view = RecordingView("view", journal: journal)
        left.addSubview(view)
        journal.entries.removeAll()
        right.addSubview(view)
        #expect(
            journal.entries == [
                "left.willRemoveSubview(view)",
                "view.willMoveToSuperview(right)",
                "view.willMoveToWindow(right)",
                "view.didMoveToWindow(right)",
                "view.didMoveToSuperview(right)",
                "right.didAddSubview(view)",
            ])
    }

    @Test func reorderingSendsNoHooks() {
        let journal = RecordingView.Journal()
        let parent = RecordingView("parent", journal: journal)
        let a = RecordingView("a", journal: journal)
        let b = RecordingView("b", journal: journal)
        parent.addSubview(a)
        parent.addSubview(b)
        journal.entries.removeAll()
        parent.addSubview(a)
        parent.bringSubviewToFront(b)
        parent.sendSubviewToBack(b)
        parent.exchangeSubview(at: 0, withSubviewAt: 1)
        parent.insertSubview(b, at: 0)
        #expect(journal.entries.filter { !$0.hasSuffix("layoutSubviews") }.isEmpty)
    }

    @Test func aNestedWindowKeepsItsOwnWindow() {
        let journal = RecordingView.Journal()
        let outer = RecordingWindow("outer", journal: journal)
        let inner = RecordingWindow("inner", journal: journal)
        let deep = RecordingView("deep", journal: journal)
        inner.addSubview(deep)
        journal.entries.removeAll()
        outer.addSubview(inner)
        #expect(deep.window === inner && inner.window === inner)
        #expect(!journal.entries.contains { $0.contains("Window") })
    }

    /// Random operations on a small forest; after each, both trees must agree.
    @Test(arguments: propertySeeds)
    func randomOperationsKeepTheViewAndLayerTreesInStep(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let views = (0..<8).map { taggedView($0) }
        for _ in 0..<400 {
            let a = views[Int.random(in: 0..<views.count, using: &generator)]
            let b = views[Int.random(in: 0..<views.count, using: &generator)]
            switch Int.random(in: 0..<8, using: &generator) {
            case 0: a.addSubview(b)
            case 1: a.insertSubview(b, at: Int.random(in: -1...4, using: &generator))
            case 2: a.superview?.insertSubview(b, aboveSubview: a)
            case 3: a.superview?.insertSubview(b, belowSubview: a)
            case 4: b.removeFromSuperview()
            case 5: a.superview?.bringSubviewToFront(a)
            case 6: a.superview?.sendSubviewToBack(a)
            default:
                a.exchangeSubview(
                    at: Int.random(in: 0...3, using: &generator),
                    withSubviewAt: Int.random(in: 0...3, using: &generator))
            }
            for view in views {
                #expect(view.treesAgree, "seed \(seed)")
                #expect(!(view.superview.map { $0.isDescendant(of: view) } ?? false), "cycle, seed \(seed)")
                if let superview = view.superview {
                    #expect(superview.subviews.filter { $0 === view }.count == 1, "seed \(seed)")
                }
            }
        }
    }
}
