import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// The deprecated top and bottom layout guides: bands of the safe area's insets.
@MainActor
@Suite struct UILayoutSupportTests {
    /// A screen without status bar, sensor housing or home indicator.
    static let unobstructed = HeadlessDevice.unobstructed(screenSize: CGSize(width: 320, height: 480), scale: 2)

    @Test func theGuidesHaveTheSafeAreasInsetsAsLength() {
        let previous = HeadlessDisplay.current
        defer { previous.activate() }
        _ = HeadlessDisplay(device: Self.unobstructed)
        let window = makeWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        // The model's safe area is empty, as UIKit's is with no bars or status bar.
        #expect(controller.topLayoutGuide.length == 0)
        #expect(controller.bottomLayoutGuide.length == 0)
        #expect(controller.topLayoutGuide === controller.topLayoutGuide)
    }

    @Test func onAniPhone14TheGuidesAreTheStatusBarAndTheHomeIndicator() {
        onDevice(.iPhone14) { display in
            let window = UIWindow(frame: display.screen.bounds)
            let controller = UIViewController()
            window.rootViewController = controller
            #expect(controller.topLayoutGuide.length == 47)
            #expect(controller.bottomLayoutGuide.length == 34)
        }
    }

    @Test func viewsPinnedToTheGuidesSitBetweenThem() {
        let previous = HeadlessDisplay.current
        defer { previous.activate() }
        _ = HeadlessDisplay(device: Self.unobstructed)
        let window = makeWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor, constant: 10),
            content.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor, constant: -20),
            content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        controller.view.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 10, width: 320, height: 480 - 30))
    }

    @Test func theGuidesHeightIsTheirLength() {
        let previous = HeadlessDisplay.current
        defer { previous.activate() }
        _ = HeadlessDisplay(device: Self.unobstructed)
        let window = makeWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(marker)
        NSLayoutConstraint.activate([
            marker.heightAnchor.constraint(equalTo: controller.topLayoutGuide.heightAnchor, constant: 5),
            marker.widthAnchor.constraint(equalToConstant: 5),
            marker.topAnchor.constraint(equalTo: controller.topLayoutGuide.topAnchor),
            marker.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
        ])
        controller.view.layoutIfNeeded()
        #expect(marker.frame == CGRect(x: 0, y: 0, width: 5, height: 5))
    }
}
