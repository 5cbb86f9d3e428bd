import Testing

@testable import HeadlessUIKit

@MainActor
@Suite struct CALayerHierarchyTests {
    @Test func addingAppendsAtTheFrontAndSetsTheSuperlayer() {
        let parent = namedLayer("parent")
        let a = namedLayer("a")
        let b = namedLayer("b")
        #expect(parent.sublayers == nil)
        parent.addSublayer(a)
        parent.addSublayer(b)
        #expect(names(parent.sublayers) == ["a", "b"])
        #expect(a.superlayer === parent && b.superlayer === parent)
    }

    @Test func addingALayerThatHasASuperlayerMovesIt() {
        let first = namedLayer("first")
        let second = namedLayer("second")
        let child = namedLayer("child")
        first.addSublayer(child)
        second.addSublayer(child)
        #expect(first.sublayers == nil)
        #expect(names(second.sublayers) == ["child"])
        #expect(child.superlayer === second)
    }

    @Test func reAddingASublayerBringsItToTheFront() {
        let parent = namedLayer("parent")
        let a = namedLayer("a")
        let b = namedLayer("b")
        let c = namedLayer("c")
        [a, b, c].forEach(parent.addSublayer)
        parent.addSublayer(a)
        #expect(names(parent.sublayers) == ["b", "c", "a"])
    }

    @Test(
        arguments: [(0, ["x", "a", "b"]), (1, ["a", "x", "b"]), (2, ["a", "b", "x"]), (99, ["a", "b", "x"])]
            as [(UInt32, [String])])
    func insertingAtAnIndexClampsPastTheEnd(index: UInt32, expected: [String]) {
        let parent = namedLayer("parent")
        parent.addSublayer(namedLayer("a"))
        parent.addSublayer(namedLayer("b"))
        parent.insertSublayer(namedLayer("x"), at: index)
        #expect(names(parent.sublayers) == expected)
    }

    @Test func insertingAnExistingSublayerMovesItToTheIndexAmongTheOthers() {
        let parent = namedLayer("parent")
        let a = namedLayer("a")
        let b = namedLayer("b")
        let c = namedLayer("c")
        [a, b, c].forEach(parent.addSublayer)
        parent.insertSublayer(a, at: 2)
        #expect(names(parent.sublayers) == ["b", "c", "a"])
        parent.insertSublayer(c, at: 0)
        #expect(names(parent.sublayers) == ["c", "b", "a"])
    }

    @Test func insertingAboveAndBelowASibling() {
        let parent = namedLayer("parent")
        let a = namedLayer("a")
        let b = namedLayer("b")
        parent.addSublayer(a)
        parent.addSublayer(b)
        parent.insertSublayer(namedLayer("aboveA"), above: a)
        parent.insertSublayer(namedLayer("belowA"), below: a)
        #expect(names(parent.sublayers) == ["belowA", "a", "aboveA", "b"])
        parent.insertSublayer(b, below: a)
        #expect(names(parent.sublayers) == ["belowA", "b", "a", "aboveA"])
    }

    @Test func aMissingOrForeignSiblingMeansFrontOrBack() {
        let parent = namedLayer("parent")
        parent.addSublayer(namedLayer("a"))
        let stranger = namedLayer("stranger")
        parent.insertSublayer(namedLayer("top"), above: nil)
        parent.insertSublayer(namedLayer("bottom"), below: nil)
        parent.insertSublayer(namedLayer("top2"), above: stranger)
        parent.insertSublayer(namedLayer("bottom2"), below: stranger)
        #expect(names(parent.sublayers) == ["bottom2", "bottom", "a", "top", "top2"])
        #expect(stranger.superlayer == nil)
    }

    @Test func removingFromTheSuperlayer() {
        let parent = namedLayer("parent")
        let a = namedLayer("a")
        let b = namedLayer("b")
        parent.addSublayer(a)
        parent.addSublayer(b)
        a.removeFromSuperlayer()
        #expect(names(parent.sublayers) == ["b"])
        #expect(a.superlayer == nil)
        a.removeFromSuperlayer()
        parent.removeFromSuperlayer()
        #expect(names(parent.sublayers) == ["b"])
    }

    @Test func replacingASublayerKeepsItsIndex() {
        let parent = namedLayer("parent")
        let a = namedLayer("a")
        let b = namedLayer("b")
        let c = namedLayer("c")
        [a, b, c].forEach(parent.addSublayer)
        let elsewhere = namedLayer("elsewhere")
        let x = namedLayer("x")
        elsewhere.addSublayer(x)
        parent.replaceSublayer(b, with: x)
        #expect(names(parent.sublayers) == ["a", "x", "c"])
        #expect(b.superlayer == nil && x.superlayer === parent && elsewhere.sublayers == nil)
        // Replacing with a sibling moves the sibling into the old one's place.
        parent.replaceSublayer(x, with: a)
        #expect(names(parent.sublayers) == ["a", "c"])
    }

    @Test func replacingSomethingThatIsNotASublayerDoesNothing() {
        let parent = namedLayer("parent")
        let a = namedLayer("a")
        parent.addSublayer(a)
        let y = namedLayer("y")
        parent.replaceSublayer(namedLayer("stranger"), with: y)
        parent.replaceSublayer(a, with: a)
        #expect(names(parent.sublayers) == ["a"])
        #expect(y.superlayer == nil)
    }

    @Test func cyclesAreRefused() {
        let root = namedLayer("root")
        let child = namedLayer("child")
        let grandchild = namedLayer("grandchild")
        root.addSublayer(child)
        child.addSublayer(grandchild)
        grandchild.addSublayer(root)
        grandchild.addSublayer(grandchild)
        child.insertSublayer(root, at: 0)
        child.insertSublayer(child, above: grandchild)
        child.replaceSublayer(grandchild, with: root)
        child.sublayers = [root, grandchild]
        #expect(root.superlayer == nil)
        #expect(names(root.sublayers) == ["child"])
        #expect(names(child.sublayers) == ["grandchild"])
        #expect(grandchild.sublayers == nil)
    }

    @Test func settingSublayersReplacesThemAndSkipsDuplicates() {
        let parent = namedLayer("parent")
        let a = namedLayer("a")
        let b = namedLayer("b")
        let c = namedLayer("c")
        parent.addSublayer(a)
        let other = namedLayer("other")
        other.addSublayer(c)
        parent.sublayers = [b, c, b]
        #expect(names(parent.sublayers) == ["b", "c"])
        #expect(a.superlayer == nil && c.superlayer === parent && other.sublayers == nil)
        parent.sublayers = nil
        #expect(parent.sublayers == nil && b.superlayer == nil)
    }

    @Test func addingAndRemovingSublayersMarksTheSuperlayerForLayout() {
        let parent = namedLayer("parent")
        let child = namedLayer("child")
        #expect(!parent.needsLayout())
        parent.addSublayer(child)
        #expect(parent.needsLayout())
        parent.layoutIfNeeded()
        #expect(!parent.needsLayout())
        child.removeFromSuperlayer()
        #expect(parent.needsLayout())
    }
}
