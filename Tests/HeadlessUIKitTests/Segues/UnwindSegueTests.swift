import Testing

@_spi(Harness) @testable import HeadlessUIKit

/// Segues performed from code and unwinding as UIKit's unwind machinery does.
@MainActor
@Suite struct UnwindSegueTests {
    @Test func unwindAcrossThreeLevelsPopsWithOnlyTheEndsAppearing() throws {
        let scene = Scene()
        let root = UnwindDestination()
        root.title = "R"
        let (navigation, _) = navigationStack(["X"])
        navigation.setViewControllers([root, controller("A"), controller("B"), controller("C")], animated: false)
        let delegate = TestNavigationDelegate(animator: ManualAnimator())
        navigation.delegate = delegate
        scene.show(navigation)
        let source = try #require(navigation.topViewController)
        var order: [String] = []
        let segue = source.performUnwindSegue("unwindToRoot:", identifier: "back") { segue in
            order.append(
                "action \(segue.identifier ?? "") \(segue.source.title ?? "") -> \(segue.destination.title ?? "")")
        }
        #expect(segue?.destination === root)
        #expect(order == ["action back C -> R"])
        let animator = try #require(delegate.animator as? ManualAnimator)
        try #require(animator.context).completeTransition(true)
        #expect(
            scene.recorder.lifecycleLog() == [
                "C.willMoveToParent(nil)", "B.willMoveToParent(nil)", "A.willMoveToParent(nil)",
                "C.viewWillDisappear(true)", "R.viewWillAppear(true)", "C.viewDidDisappear(true)",
                "R.viewDidAppear(true)", "C.didMoveToParent(nil)", "B.didMoveToParent(nil)", "A.didMoveToParent(nil)",
            ])
        #expect(navigation.viewControllers.map(\.title) == ["R"])
    }

    @Test func unwindFromAPresentedControllerPopsOffScreenThenDismisses() throws {
        let display = HeadlessDisplay()
        let scene = Scene()
        let root = UnwindDestination()
        root.title = "R"
        let (navigation, _) = navigationStack(["X"])
        navigation.setViewControllers([root, controller("A")], animated: false)
        scene.show(navigation)
        let modal = SourceController()
        modal.title = "M"
        modal.modalPresentationStyle = .fullScreen
        navigation.topViewController?.present(modal, animated: false)
        scene.recorder.reset()
        modal.performUnwindSegue("unwindToRoot:")
        display.advance(by: 0.3)
        #expect(modal.preparedIdentifiers == [nil])
        #expect(navigation.presentedViewController == nil)
        #expect(navigation.viewControllers.map(\.title) == ["R"])
        #expect(
            scene.recorder.lifecycleLog() == [
                "A.willMoveToParent(nil)", "A.didMoveToParent(nil)", "M.viewWillDisappear(true)",
                "Nav.viewWillAppear(true)", "R.viewWillAppear(true)", "M.viewDidDisappear(true)",
                "Nav.viewDidAppear(true)", "R.viewDidAppear(true)",
            ])
    }

    @Test func unwindWithoutADestinationIsADiagnostic() {
        let scene = Scene()
        let (navigation, controllers) = navigationStack(["A", "B"])
        scene.show(navigation)
        #expect(controllers[1].performUnwindSegue("nowhere:") == nil)
        #expect(scene.recorder.diagnostics(.unwindWithoutDestination).count == 1)
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func customSegueCanPresentWithoutAnimationFromItsCompletion() {
        let scene = Scene()
        let source = controller("S")
        scene.show(source)
        let destination = controller("D")
        var finishSegue: (() -> Void)?
        let segue = UIStoryboardSegue(identifier: "show", source: source, destination: destination) {
            finishSegue = { source.present(destination, animated: false) { destination.title = "D!" } }
        }
        segue.perform()
        #expect(source.presentedViewController == nil)
        finishSegue?()
        #expect(source.presentedViewController === destination && destination.title == "D!")
        #expect(segue.identifier == "show" && segue.source === source && segue.destination === destination)
        destination.dismiss(animated: false)
        #expect(source.presentedViewController == nil)
        #expect(scene.recorder.diagnostics.isEmpty)
    }
}

@MainActor
private final class UnwindDestination: UIViewController {
    override func canPerformUnwindSegueAction(
        _ action: Selector, from fromViewController: UIViewController, sender: Any?
    )
        -> Bool
    {
        action == "unwindToRoot:"
    }
}

@MainActor
private final class SourceController: UIViewController {
    var preparedIdentifiers: [String?] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        preparedIdentifiers.append(segue.identifier)
    }
}
