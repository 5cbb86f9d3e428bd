import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// The tab bar of a tab bar controller: its place, its items, and taps on it.
@MainActor
@Suite struct UITabBarTests {
    final class SelectionLog: NSObject, UITabBarControllerDelegate {
        var log: [String] = []

        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
            -> Bool
        {
            log.append("shouldSelect(\(viewController.title ?? "?"))")
            return true
        }

        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            log.append("didSelect(\(viewController.title ?? "?"))")
        }
    }

    func makeTabs() -> (UITabBarController, [UIViewController], UIWindow) {
        let window = makeWindow()
        let tabs = UITabBarController()
        let controllers = ["A", "B", "C", "D"].map { title -> UIViewController in
            let controller = UIViewController()
            controller.title = title
            return controller
        }
        tabs.viewControllers = controllers
        window.rootViewController = tabs
        return (tabs, controllers, window)
    }

    @Test func theBarIsAtTheBottomInFrontOfTheSelectedView() {
        let (tabs, controllers, window) = makeTabs()
        let bar = tabs.tabBar
        #expect(bar.superview === tabs.view)
        #expect(tabs.view.subviews.last === bar)
        #expect(bar.frame == CGRect(x: 0, y: 480 - 49, width: 320, height: 49))
        #expect(controllers[0].view.frame == window.bounds)
    }

    @Test func theItemsAreTheTabsItems() {
        let (tabs, controllers, _) = makeTabs()
        #expect(tabs.tabBar.items == controllers.map(\.tabBarItem))
        #expect(tabs.tabBar.items?.map(\.title) == ["A", "B", "C", "D"])
        #expect(tabs.tabBar.selectedItem === controllers[0].tabBarItem)
        tabs.selectedIndex = 2
        #expect(tabs.tabBar.selectedItem === controllers[2].tabBarItem)
    }

    @Test func aTapOnTheBarSelectsTheTabUnderTheFinger() {
        let (tabs, _, window) = makeTabs()
        let delegate = SelectionLog()
        tabs.delegate = delegate
        let driver = FingerDriver(window: window)
        // Four tabs of 80 points: x = 250 is the fourth.
        driver.down(point(250, 460), at: 0)
        driver.up(point(250, 460), at: 0.1)
        #expect(tabs.selectedIndex == 3)
        #expect(delegate.log == ["shouldSelect(D)", "didSelect(D)"])
    }

    @Test func aDisabledItemIgnoresTaps() {
        let (tabs, controllers, window) = makeTabs()
        controllers[1].tabBarItem.isEnabled = false
        let driver = FingerDriver(window: window)
        driver.down(point(100, 460), at: 0)
        driver.up(point(100, 460), at: 0.1)
        #expect(tabs.selectedIndex == 0)
    }

    @Test func aTabBarItemKeepsItsValues() {
        let item = UITabBarItem(title: "Inbox", image: nil, tag: 7)
        item.badgeValue = "3"
        #expect(item.title == "Inbox")
        #expect(item.tag == 7)
        #expect(item.badgeValue == "3")
        let controller = UIViewController()
        controller.title = "Later"
        #expect(controller.tabBarItem.title == "Later")
        controller.tabBarItem = item
        #expect(controller.tabBarItem === item)
    }
}
