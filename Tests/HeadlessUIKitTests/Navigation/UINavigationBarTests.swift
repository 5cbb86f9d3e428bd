import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// The navigation bar of a navigation controller, and a bar of its own.
@MainActor
@Suite struct UINavigationBarTests {
    @Test func theBarIsAtTheTopInFrontOfTheTransitionView() throws {
        let window = makeWindow()
        let root = UIViewController()
        root.title = "Root"
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        let bar = navigation.navigationBar
        #expect(bar.superview === navigation.view)
        #expect(navigation.view.subviews.last === bar)
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(bar.isTranslucent)
        // The content goes under the translucent bar, as UIKit's default extended layout.
        #expect(root.view.frame == window.bounds)
        #expect(bar.items == [root.navigationItem])
        #expect(bar.topItem?.title == "Root")
        #expect(bar.backItem == nil)
    }

    @Test func theItemsFollowTheStack() {
        let first = UIViewController()
        let second = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        navigation.pushViewController(second, animated: false)
        #expect(navigation.navigationBar.items == [first.navigationItem, second.navigationItem])
        #expect(navigation.navigationBar.backItem === first.navigationItem)
        navigation.navigationBar.setItems([], animated: false)
        #expect(navigation.navigationBar.items?.count == 2)
    }

    @Test func hidingTheBarHidesItsView() {
        let window = makeWindow()
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        #expect(!navigation.isNavigationBarHidden)
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.navigationBar.isHidden)
        navigation.isNavigationBarHidden = false
        #expect(!navigation.navigationBar.isHidden)
    }

    @Test func aBarMadeBeforeTheViewJoinsItWhenItLoads() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.isNavigationBarHidden = true
        let bar = navigation.navigationBar
        #expect(!navigation.isViewLoaded)
        navigation.loadViewIfNeeded()
        #expect(bar.superview === navigation.view)
        #expect(bar.isHidden)
    }

    @Test func aBarOfItsOwnKeepsItsItems() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 10))
        let one = UINavigationItem(title: "One")
        let two = UINavigationItem(title: "Two")
        bar.pushItem(one, animated: false)
        bar.pushItem(two, animated: true)
        #expect(bar.topItem === two)
        #expect(bar.backItem === one)
        #expect(bar.popItem(animated: false) === two)
        #expect(bar.items == [one])
        #expect(bar.sizeThatFits(CGSize(width: 375, height: 0)) == CGSize(width: 375, height: 44))
        bar.barStyle = .black
        #expect(bar.barStyle == .blackOpaque)
    }
}
