import GestureTrace
import HeadlessUIKit
import TransitionHarness

/// The thin adapter between a catalog entry's UIKit code and the replay harness: which
/// animator each operation gets, how presented controllers are set up, (for entries with
/// interaction bugs) which interaction controller drives the transition, and (for the
/// segues) how the app starts the transition when the gesture begins.
///
/// Everything an entry demonstrates lives in its UIKit classes; this type only hands them
/// to the harness.
@MainActor
final class CatalogTransition: TransitionUnderTest {
    let name: String
    private let style: UIModalPresentationStyle
    private let transitionStyle: UIModalTransitionStyle
    private let makeAnimator: @MainActor (Trace.Transition.Operation) -> (any UIViewControllerAnimatedTransitioning)?
    private let makePresentationController:
        (@MainActor (UIViewController, UIViewController?) -> UIPresentationController)?
    private let makeInteraction:
        (@MainActor (any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?)?
    private let makeController: (@MainActor (Int) -> UIViewController)?
    private let performTransition:
        (@MainActor (Trace.Transition.Operation, UIViewController, UIViewController) -> Bool)?

    /// - Parameters:
    ///   - style: the `modalPresentationStyle` of presented controllers.
    ///   - transitionStyle: their `modalTransitionStyle` (UIKit's animation when there is no
    ///     animator).
    ///   - presentationController: the presentation controller of a `.custom` style.
    ///   - interaction: the interaction controller, or nil for the harness's own.
    ///   - controller: the controller at each index of the scene, or nil for the harness's.
    ///   - perform: starts an operation the app's way (performs a segue) and returns true,
    ///     or returns false to let the harness start it; nil lets the harness start every one.
    ///   - animator: the animator of each operation, or nil for UIKit's.
    init(
        name: String,
        style: UIModalPresentationStyle = .fullScreen,
        transitionStyle: UIModalTransitionStyle = .coverVertical,
        presentationController: (@MainActor (UIViewController, UIViewController?) -> UIPresentationController)? = nil,
        interaction: (
            @MainActor (any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
        )? = nil,
        controller: (@MainActor (Int) -> UIViewController)? = nil,
        perform: (@MainActor (Trace.Transition.Operation, UIViewController, UIViewController) -> Bool)? = nil,
        animator: @escaping @MainActor (Trace.Transition.Operation) -> (any UIViewControllerAnimatedTransitioning)?
    ) {
        self.name = name
        self.style = style
        self.transitionStyle = transitionStyle
        makeAnimator = animator
        makePresentationController = presentationController
        makeInteraction = interaction
        makeController = controller
        performTransition = perform
    }

    func animator(for operation: Trace.Transition.Operation) -> (any UIViewControllerAnimatedTransitioning)? {
        makeAnimator(operation)
    }

    func interactionController(
        for animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        makeInteraction?(animator)
    }

    func prepare(presented: UIViewController) {
        presented.modalPresentationStyle = style
        presented.modalTransitionStyle = transitionStyle
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?
    ) -> UIPresentationController? {
        makePresentationController?(presented, presenting)
    }

    func makeViewController(at index: Int) -> UIViewController {
        makeController?(index) ?? SceneViewController(index: index)
    }

    func perform(
        _ operation: Trace.Transition.Operation, from source: UIViewController, to destination: UIViewController
    ) -> Bool {
        performTransition?(operation, source, destination) ?? false
    }
}
