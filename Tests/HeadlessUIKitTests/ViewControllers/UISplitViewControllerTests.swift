import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// UISplitViewController's columns, collapsing on a compact width, and showing controllers.
@MainActor
@Suite struct UISplitViewControllerTests {
    final class ShowDelegate: UISplitViewControllerDelegate {
        var handlesDetail = false
        var asked: [String] = []

        func splitViewController(
            _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
        ) -> Bool {
            asked.append("showDetail \(vc.title ?? "?")")
            return handlesDetail
        }
    }

    func makeControllers() -> (UIViewController, UIViewController) {
        let primary = UIViewController()
        primary.title = "Primary"
        let secondary = UIViewController()
        secondary.title = "Secondary"
        return (primary, secondary)
    }

    @Test func onTheModelsCompactPhoneTheSplitViewIsCollapsed() {
        let window = makeWindow()
        let split = UISplitViewController()
        let (primary, secondary) = makeControllers()
        split.viewControllers = [primary, secondary]
        window.rootViewController = split
        #expect(split.isCollapsed)
        #expect(split.viewControllers == [primary])
        #expect(split.children == [primary, secondary])
        #expect(primary.splitViewController === split)
        #expect(primary.view.frame == window.bounds)
        #expect(secondary.viewIfLoaded?.superview == nil)
        #expect(split.primaryColumnWidth == 0)
    }

    @Test func aRegularWidthShowsBothColumnsSideBySide() {
        let window = makeWindow(width: 1024, height: 768)
        let container = UIViewController()
        window.rootViewController = container
        let split = UISplitViewController(style: .unspecified)
        container.addChild(split)
        container.view.addSubview(split.view)
        split.view.frame = container.view.bounds
        split.didMove(toParent: container)
        container.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: split)
        let (primary, secondary) = makeControllers()
        split.viewControllers = [primary, secondary]
        #expect(!split.isCollapsed)
        #expect(split.traitCollection.horizontalSizeClass == .regular)
        #expect(split.traitCollection.userInterfaceIdiom == .phone)
        #expect(split.viewControllers == [primary, secondary])
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(secondary.view.frame == CGRect(x: 320, y: 0, width: 704, height: 768))
        split.preferredPrimaryColumnWidthFraction = 0.5
        #expect(primary.view.frame.width == 512)
        split.preferredDisplayMode = .secondaryOnly
        #expect(secondary.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
    }

    @Test func showDetailPushesOnACollapsedPrimaryNavigationController() {
        let window = makeWindow()
        let split = UISplitViewController()
        let (root, detail) = makeControllers()
        let navigation = UINavigationController(rootViewController: root)
        split.viewControllers = [navigation]
        window.rootViewController = split
        let delegate = ShowDelegate()
        split.delegate = delegate
        detail.title = "Detail"
        split.showDetailViewController(detail, sender: nil)
        #expect(delegate.asked == ["showDetail Detail"])
        #expect(navigation.viewControllers == [root, detail])
    }

    @Test func aDelegateThatShowsTheDetailItselfStopsTheSplitView() {
        let split = UISplitViewController()
        let (primary, secondary) = makeControllers()
        split.viewControllers = [primary]
        let delegate = ShowDelegate()
        delegate.handlesDetail = true
        split.delegate = delegate
        split.showDetailViewController(secondary, sender: nil)
        #expect(split.children == [primary])
    }

    @Test func replacingTheColumnsSendsContainmentCallbacks() {
        let recorder = UIKitRecorder.install()
        let split = UISplitViewController()
        let (primary, secondary) = makeControllers()
        split.viewControllers = [primary]
        split.viewControllers = [secondary]
        #expect(primary.parent == nil)
        #expect(secondary.parent === split)
        #expect(
            recorder.lifecycleLog() == [
                "Primary.willMoveToParent(UISplitViewController)", "Primary.didMoveToParent(UISplitViewController)",
                "Primary.willMoveToParent(nil)", "Primary.didMoveToParent(nil)",
                "Secondary.willMoveToParent(UISplitViewController)", "Secondary.didMoveToParent(UISplitViewController)",
            ])
    }

    @Test func aControllerShownInBothColumnsStaysAChildUntilItLeavesBoth() {
        let recorder = UIKitRecorder.install()
        let split = UISplitViewController()
        let (primary, secondary) = makeControllers()
        split.viewControllers = [primary, secondary]
        // The secondary shown as primary too: both columns hold it.
        split.show(secondary, sender: nil)
        #expect(primary.parent == nil && secondary.parent === split)
        recorder.reset()
        let other = UIViewController()
        other.title = "Other"
        split.showDetailViewController(other, sender: nil)
        // Still the primary: no containment callback, still a child.
        #expect(split.children.map(\.title) == ["Secondary", "Other"])
        #expect(secondary.parent === split)
        #expect(
            recorder.lifecycleLog() == [
                "Other.willMoveToParent(UISplitViewController)", "Other.didMoveToParent(UISplitViewController)",
            ])
    }
}
