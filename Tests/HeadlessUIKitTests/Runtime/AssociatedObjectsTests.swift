import Foundation
import Testing

@testable import HeadlessUIKit

/// Keys as apps declare them: static variables whose addresses name the association.
private enum AssociatedKeys {
    nonisolated(unsafe) static var identifier: UInt8 = 0
    nonisolated(unsafe) static var modifiers: UInt8 = 0
}

/// An object that says when it is released.
private final class Tracked {
    let onDeinit: @Sendable () -> Void
    init(onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}

private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

@MainActor
@Suite struct AssociatedObjectsTests {
    @Test func aViewKeepsAValueUnderEachKey() {
        let view = UIView()
        objc_setAssociatedObject(view, &AssociatedKeys.identifier, "card", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(view, &AssociatedKeys.modifiers, [1, 2], .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(view, &AssociatedKeys.identifier) as? String == "card")
        #expect(objc_getAssociatedObject(view, &AssociatedKeys.modifiers) as? [Int] == [1, 2])
        #expect(objc_getAssociatedObject(UIView(), &AssociatedKeys.identifier) == nil)
    }

    @Test func settingNilRemovesTheValueAndRemoveAllRemovesEveryKey() {
        let view = UIView()
        objc_setAssociatedObject(view, &AssociatedKeys.identifier, "card", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(view, &AssociatedKeys.identifier, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(view, &AssociatedKeys.identifier) == nil)
        objc_setAssociatedObject(view, &AssociatedKeys.identifier, "card", .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(view, &AssociatedKeys.modifiers, 3, .OBJC_ASSOCIATION_RETAIN)
        objc_removeAssociatedObjects(view)
        #expect(objc_getAssociatedObject(view, &AssociatedKeys.identifier) == nil)
        #expect(objc_getAssociatedObject(view, &AssociatedKeys.modifiers) == nil)
    }

    @Test func assignKeepsAnObjectWeakly() {
        let view = UIView()
        var value: UIView? = UIView()
        objc_setAssociatedObject(view, &AssociatedKeys.identifier, value, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(view, &AssociatedKeys.identifier) as? UIView === value)
        value = nil
        #expect(objc_getAssociatedObject(view, &AssociatedKeys.identifier) == nil)
    }

    @Test func copyStoresACopy() {
        let view = UIView()
        let original = NSMutableString(string: "a")
        objc_setAssociatedObject(view, &AssociatedKeys.identifier, original, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        original.append("b")
        #expect((objc_getAssociatedObject(view, &AssociatedKeys.identifier) as? NSString) == "a")
    }

    @Test func aReleasedOwnersValuesAreReleasedAndNeverSeenByAnotherObject() {
        let released = Flag()
        do {
            let owner = UIView()
            objc_setAssociatedObject(
                owner, &AssociatedKeys.identifier, Tracked { released.set() }, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        // New owners, some at the released owner's address, until the table sweeps.
        for _ in 0..<64 {
            let other = UIView()
            #expect(objc_getAssociatedObject(other, &AssociatedKeys.identifier) == nil)
            objc_setAssociatedObject(other, &AssociatedKeys.modifiers, 1, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        #expect(released.isSet)
    }

    @Test func concurrentSetsAndGetsAreSerialized() async {
        let owner = NSObject()
        nonisolated(unsafe) let sharedOwner = owner
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<8 {
                group.addTask {
                    for _ in 0..<200 {
                        objc_setAssociatedObject(
                            sharedOwner, &AssociatedKeys.identifier, index, .OBJC_ASSOCIATION_RETAIN)
                        _ = objc_getAssociatedObject(sharedOwner, &AssociatedKeys.identifier)
                    }
                }
            }
        }
        #expect((0..<8).contains(objc_getAssociatedObject(owner, &AssociatedKeys.identifier) as? Int ?? -1))
    }
}
