import TestSupport
import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// What differs between two stacks, found from their common start: the same as comparing
/// every controller of one with every controller of the other, for pushes, pops, pops to a
/// controller and any replacement of distinct controllers.
@MainActor
@Suite struct StackChangeTests {
    /// The definition: in stack order, the controllers of `stack` that `other` does not hold.
    private static func missing(_ stack: [UIViewController], from other: [UIViewController]) -> [UIViewController] {
        stack.filter { controller in !other.contains { $0 === controller } }
    }

    @Test(arguments: 1...40 as ClosedRange<UInt64>)
    func removedAndAddedAreTheControllersOnlyOneStackHolds(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let pool = (0..<40).map { controller("C\($0)") }
        let old = Array(pool.shuffled(using: &generator).prefix(Int.random(in: 0...30, using: &generator)))
        var new = Array(old.prefix(Int.random(in: 0...old.count, using: &generator)))
        // Then some of the rest, old or not, in any order, each once.
        for candidate in pool.shuffled(using: &generator).prefix(Int.random(in: 0...12, using: &generator))
        where !new.contains(where: { $0 === candidate }) {
            new.append(candidate)
        }
        let change = StackChange(old: old, new: new)
        #expect(change.removed.map(ObjectIdentifier.init) == Self.missing(old, from: new).map(ObjectIdentifier.init))
        #expect(change.added.map(ObjectIdentifier.init) == Self.missing(new, from: old).map(ObjectIdentifier.init))
    }

    @Test(arguments: 1...20 as ClosedRange<UInt64>)
    func stacksThatRepeatAControllerAreComparedWhole(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let pool = (0..<4).map { controller("C\($0)") }
        let old = (0..<Int.random(in: 0...4, using: &generator)).map { _ in pool.randomElement(using: &generator)! }
        let new = (0..<Int.random(in: 0...4, using: &generator)).map { _ in pool.randomElement(using: &generator)! }
        let change = StackChange(old: old, new: new, distinct: false)
        #expect(change.removed.map(ObjectIdentifier.init) == Self.missing(old, from: new).map(ObjectIdentifier.init))
        #expect(change.added.map(ObjectIdentifier.init) == Self.missing(new, from: old).map(ObjectIdentifier.init))
    }

    @Test func pushesPopsAndReordersOfADeepStack() {
        let stack = (0..<3_000).map { controller("C\($0)") }
        let pushed = controller("pushed")
        let push = StackChange(old: stack, new: stack + [pushed])
        #expect(push.removed.isEmpty && push.added.map(\.title) == ["pushed"])
        let pop = StackChange(old: stack, new: Array(stack.dropLast()))
        #expect(pop.removed.map(\.title) == ["C2999"] && pop.added.isEmpty)
        let popTo = StackChange(old: stack, new: Array(stack.prefix(2)))
        #expect(popTo.removed.count == 2_998 && popTo.removed.first?.title == "C2" && popTo.added.isEmpty)
        // The old top moved to the bottom: nothing removed or added, however deep.
        let moved = StackChange(old: stack, new: [stack[2_999]] + stack.dropLast())
        #expect(moved.removed.isEmpty && moved.added.isEmpty)
    }

    @Test func aDeepStackPopsToItsRootOneControllerAtATime() {
        let scene = NavigationScene("root")
        let navigation = scene.navigation
        let pushed = (1...400).map { controller("C\($0)") }
        navigation.setViewControllers([scene.controllers[0]] + pushed, animated: false)
        #expect(navigation.children.count == 401)
        for expected in pushed.reversed() {
            #expect(navigation.popViewController(animated: false) === expected)
            #expect(expected.parent == nil)
        }
        #expect(navigation.viewControllers.map(\.title) == ["root"])
        #expect(navigation.children.map(\.title) == ["root"])
    }

    @Test func aChildRemovedFromTheMiddleLeavesTheOthersInOrder() {
        let parent = controller("parent")
        let children = (0..<5).map { controller("C\($0)") }
        for child in children {
            parent.addChild(child)
            child.didMove(toParent: parent)
        }
        children[2].willMove(toParent: nil)
        children[2].removeFromParent()
        #expect(parent.children.map(\.title) == ["C0", "C1", "C3", "C4"])
        children[4].removeFromParent()
        #expect(parent.children.map(\.title) == ["C0", "C1", "C3"])
    }
}
