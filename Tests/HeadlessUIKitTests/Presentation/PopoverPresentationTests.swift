import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// An app's screen with a button that shows filters in a popover, and a toolbar that stays
/// usable while the popover is up.
@MainActor
final class LibraryController: UIViewController {
    let filterButton = UIView(frame: CGRect(x: 20, y: 100, width: 80, height: 40))
    let toolbar = TouchLoggingView(frame: CGRect(x: 0, y: 760, width: 390, height: 50))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(filterButton)
        view.addSubview(toolbar)
    }
}

/// An app's popover delegate: logs what UIKit asks and answers as the app decided.
@MainActor
final class FiltersPopoverCoordinator: NSObject, UIPopoverPresentationControllerDelegate {
    var log: [String] = []
    var style = UIModalPresentationStyle.none
    var wrapsInNavigation = false
    var allowsDismissal = true
    var sourceToSetWhenPreparing: UIView?

    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        log.append("adaptiveStyle(\(traitCollection.horizontalSizeClass == .compact ? "compact" : "regular"))")
        return style
    }

    func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? {
        log.append("viewControllerFor(\(style))")
        return wrapsInNavigation ? UINavigationController(rootViewController: controller.presentedViewController) : nil
    }

    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
        log.append("willPresent(\(style), coordinator: \(transitionCoordinator != nil))")
    }

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        log.append("prepare")
        if let sourceToSetWhenPreparing { popoverPresentationController.sourceView = sourceToSetWhenPreparing }
    }

    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool {
        log.append("shouldDismissPopover")
        return allowsDismissal
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.append("shouldDismiss")
        return true
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.append("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.append("didDismiss")
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.append("didAttemptToDismiss")
    }

    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {
        log.append("didDismissPopover")
    }
}

/// `.popover` presentations on the model's phone: adaptation, a popover shown next to its
/// source, the missing source, and a tap outside (docs/view-controllers.md, "Popovers").
@MainActor
@Suite struct PopoverPresentationTests {
    /// The library on an iPhone 14's key window, a filters controller set up as a popover from
    /// its button, and a fresh recorder.
    @MainActor
    struct Stage {
        let display: HeadlessDisplay
        let window: UIWindow
        let library = LibraryController()
        let filters = UIViewController()
        let coordinator = FiltersPopoverCoordinator()
        let recorder: UIKitRecorder

        init(display: HeadlessDisplay, delegate: Bool = true) {
            self.display = display
            window = UIWindow(frame: display.screen.bounds)
            window.rootViewController = library
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            library.title = "Library"
            filters.title = "Filters"
            filters.modalPresentationStyle = .popover
            filters.preferredContentSize = CGSize(width: 200, height: 150)
            // As apps do, through `presentationController` before presenting.
            if delegate { filters.presentationController?.delegate = coordinator }
            filters.popoverPresentationController?.sourceView = library.filterButton
            recorder = UIKitRecorder.install()
        }

        var popover: UIPopoverPresentationController? { filters.popoverPresentationController }
    }

    @Test func withoutADelegateThePopoverBecomesASheetShownFullScreen() throws {
        try onDevice(.iPhone14) { display in
            let stage = Stage(display: display, delegate: false)
            stage.filters.popoverPresentationController?.sourceView = nil
            stage.library.present(stage.filters, animated: false)
            let popover = try #require(stage.popover)
            #expect(stage.filters.presentationController === popover)
            #expect(stage.library.presentedViewController === stage.filters)
            #expect(popover.adaptivePresentationStyle == .formSheet)
            #expect(popover.arrowDirection == .unknown)
            #expect(stage.filters.view.frame == stage.window.bounds)
            #expect(stage.library.view.window == nil)
            #expect(
                stage.recorder.appearanceLog == [
                    "Library.viewWillDisappear(false)", "Filters.viewWillAppear(false)",
                    "Library.viewDidDisappear(false)", "Filters.viewDidAppear(false)",
                ])
            stage.filters.dismiss(animated: false)
            #expect(stage.library.view.window === stage.window)
            #expect(stage.library.presentedViewController == nil)
        }
    }

    @Test func theDelegateChoosesTheStyleThenAControllerThenHearsOfIt() throws {
        try onDevice(.iPhone14) { display in
            let stage = Stage(display: display)
            stage.coordinator.style = .fullScreen
            stage.coordinator.wrapsInNavigation = true
            stage.library.present(stage.filters, animated: true)
            #expect(
                stage.coordinator.log == [
                    "adaptiveStyle(compact)", "viewControllerFor(fullScreen)",
                    "willPresent(fullScreen, coordinator: true)",
                ])
            let navigation = try #require(stage.library.presentedViewController as? UINavigationController)
            #expect(navigation.viewControllers == [stage.filters])
            #expect(stage.filters.presentingViewController === stage.library)
            #expect(stage.filters.presentationController === stage.popover)
            #expect(stage.popover?.presentedViewController === stage.filters)
            #expect(stage.popover?.presentedView === navigation.view)
            display.advance(by: 0.5)
            #expect(!navigation.isBeingPresented)
            #expect(navigation.view.frame == stage.window.bounds)
            #expect(stage.filters.view.window === stage.window)
            stage.filters.dismiss(animated: true)
            display.advance(by: 0.5)
            #expect(stage.library.presentedViewController == nil)
            #expect(navigation.view.window == nil)
            #expect(stage.library.view.window === stage.window)
        }
    }

    @Test func sayingNoneShowsAPopoverBelowItsSourceOverThePresenter() throws {
        try onDevice(.iPhone14) { display in
            let stage = Stage(display: display)
            stage.library.present(stage.filters, animated: true)
            #expect(
                stage.coordinator.log == ["adaptiveStyle(compact)", "prepare", "willPresent(none, coordinator: true)"])
            let popover = try #require(stage.popover)
            // Below the button (100 + 40) past the 13-point arrow, centred on it and moved
            // inside the 10-point margins.
            #expect(popover.arrowDirection == .up)
            #expect(stage.filters.view.frame == CGRect(x: 10, y: 153, width: 200, height: 150))
            display.advance(by: 0.5)
            #expect(!stage.filters.isBeingPresented)
            #expect(stage.library.view.window === stage.window)
            #expect(stage.recorder.appearanceLog == ["Filters.viewWillAppear(true)", "Filters.viewDidAppear(true)"])
            #expect(stage.filters.view.alpha == 1)
        }
    }

    struct PlacementCase: Sendable, CustomTestStringConvertible {
        let name: String
        let source: CGRect
        let size: CGSize
        let permitted: UIPopoverArrowDirection
        let frame: CGRect
        let arrow: UIPopoverArrowDirection
        var testDescription: String { name }
    }

    // The iPhone 14's screen less its safe area (47, 34) and the margins: x 10...380, y 57...800.
    nonisolated static let placements = [
        PlacementCase(
            name: "no room below: above", source: CGRect(x: 100, y: 700, width: 80, height: 40),
            size: CGSize(width: 200, height: 300), permitted: .any,
            frame: CGRect(x: 40, y: 387, width: 200, height: 300), arrow: .down),
        PlacementCase(
            name: "no preferred size: 320 wide, cut to the room below",
            source: CGRect(x: 20, y: 100, width: 80, height: 40), size: .zero, permitted: .any,
            frame: CGRect(x: 10, y: 153, width: 320, height: 647), arrow: .up),
        PlacementCase(
            name: "only left: to the right of the source", source: CGRect(x: 20, y: 300, width: 80, height: 40),
            size: CGSize(width: 200, height: 150), permitted: .left,
            frame: CGRect(x: 113, y: 245, width: 200, height: 150), arrow: .left),
        PlacementCase(
            name: "no arrow: centred on the source", source: CGRect(x: 145, y: 372, width: 100, height: 100),
            size: CGSize(width: 200, height: 150), permitted: [],
            frame: CGRect(x: 95, y: 347, width: 200, height: 150), arrow: []),
    ]

    @Test(arguments: placements)
    func thePopoverGoesWhereThereIsRoom(_ example: PlacementCase) throws {
        try onDevice(.iPhone14) { display in
            let stage = Stage(display: display)
            stage.library.filterButton.frame = example.source
            stage.filters.preferredContentSize = example.size
            let popover = try #require(stage.popover)
            popover.permittedArrowDirections = example.permitted
            stage.library.present(stage.filters, animated: false)
            #expect(stage.filters.view.frame == example.frame)
            #expect(popover.arrowDirection == example.arrow)
        }
    }

    @Test func aPopoverWithoutASourceIsRefusedUnlessPreparingGivesOne() {
        onDevice(.iPhone14) { display in
            let stage = Stage(display: display)
            stage.popover?.sourceView = nil
            stage.library.present(stage.filters, animated: true)
            #expect(
                stage.recorder.diagnostics(.popoverWithoutSource).map(\.message) == [
                    "UIPopoverPresentationController (<UIViewController: Filters>) should have a non-nil sourceView "
                        + "or barButtonItem set before the presentation occurs. (This model begins the presentation "
                        + "in present(_:animated:completion:): set the source before it, or in "
                        + "prepareForPopoverPresentation(_:).)"
                ])
            #expect(stage.library.presentedViewController == nil)
            #expect(stage.filters.presentingViewController == nil)
            #expect(stage.recorder.appearanceLog.isEmpty)
            stage.coordinator.log.removeAll()
            stage.coordinator.sourceToSetWhenPreparing = stage.library.filterButton
            stage.library.present(stage.filters, animated: false)
            #expect(
                stage.coordinator.log == ["adaptiveStyle(compact)", "prepare", "willPresent(none, coordinator: true)"])
            #expect(stage.library.presentedViewController === stage.filters)
        }
    }

    @Test func aTapOutsideAsksTheDelegateThenDismisses() {
        onDevice(.iPhone14) { display in
            let stage = Stage(display: display)
            stage.library.present(stage.filters, animated: false)
            stage.coordinator.log.removeAll()
            let driver = FingerDriver(window: stage.window)
            // Inside the popover: its own view's, nothing asked.
            driver.down(point(100, 200), at: 0)
            driver.up(point(100, 200), at: 0.05)
            #expect(stage.coordinator.log.isEmpty)
            // Outside, refused.
            stage.coordinator.allowsDismissal = false
            driver.down(point(300, 500), at: 1)
            driver.up(point(300, 500), at: 1.05)
            #expect(stage.coordinator.log == ["shouldDismissPopover", "didAttemptToDismiss"])
            #expect(stage.library.presentedViewController === stage.filters)
            // Outside, allowed: the dismissal runs, animated, then the delegate hears of it.
            stage.coordinator.log.removeAll()
            stage.coordinator.allowsDismissal = true
            stage.recorder.reset()
            driver.down(point(300, 500), at: 2)
            driver.up(point(300, 500), at: 2.05)
            #expect(stage.coordinator.log == ["shouldDismissPopover", "shouldDismiss", "willDismiss"])
            #expect(stage.filters.isBeingDismissed)
            display.advance(by: 3)
            #expect(
                stage.coordinator.log == [
                    "shouldDismissPopover", "shouldDismiss", "willDismiss", "didDismissPopover", "didDismiss",
                ])
            #expect(stage.library.presentedViewController == nil)
            #expect(stage.filters.view.window == nil)
            #expect(
                stage.recorder.appearanceLog == ["Filters.viewWillDisappear(true)", "Filters.viewDidDisappear(true)"])
        }
    }

    @Test func aPassthroughViewGetsItsTouchesAndThePopoverStays() {
        onDevice(.iPhone14) { display in
            let stage = Stage(display: display)
            stage.popover?.passthroughViews = [stage.library.toolbar]
            stage.library.present(stage.filters, animated: false)
            stage.coordinator.log.removeAll()
            let driver = FingerDriver(window: stage.window)
            driver.down(point(200, 780), at: 0)
            driver.up(point(200, 780), at: 0.05)
            #expect(stage.library.toolbar.entries == ["began:1", "ended:1"])
            #expect(stage.coordinator.log.isEmpty)
            #expect(stage.library.presentedViewController === stage.filters)
        }
    }

    @Test func dismissingFromCodeAsksTheDelegateNothing() {
        onDevice(.iPhone14) { display in
            let stage = Stage(display: display)
            stage.library.present(stage.filters, animated: false)
            stage.coordinator.log.removeAll()
            stage.filters.dismiss(animated: false)
            #expect(stage.coordinator.log.isEmpty)
            #expect(stage.library.presentedViewController == nil)
            #expect(stage.popover?.containerView?.window == nil)
        }
    }
}
