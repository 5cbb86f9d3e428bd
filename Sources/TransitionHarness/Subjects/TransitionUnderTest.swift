import GestureTrace
import HeadlessUIKit

/// A transition under test in the harness's own scene: the animator for each transition a
/// trace starts, how a presented controller is set up, and, optionally, how the app starts
/// the transition itself (a segue, say).
///
/// For animators without gesture code of their own. The scene is the harness's: it makes the
/// window, the navigation controller or presenting controller, and the controllers; it sets
/// every presented controller's `modalPresentationStyle` to `.fullScreen` before
/// ``prepare(presented:)``, makes itself the `transitioningDelegate` of presented controllers
/// and the navigation controller's `delegate`, turns the system's interactive pop off, and
/// drives transitions from its own pan recognizer on the window. To test your app's own
/// containers, delegates and recognizers, use ``AppUnderTest``.
///
/// Conform your own type, or wrap an animator with ``AnimatorUnderTest``. Every member has a
/// default except ``ReplaySubject/name`` and ``animator(for:)``.
@MainActor
public protocol TransitionUnderTest: ReplaySubject {
    /// The animator for one transition, or nil for UIKit's default animation of the operation
    /// (the navigation slide for push and pop, the presented controller's
    /// `modalTransitionStyle` for present and dismiss).
    func animator(for operation: Trace.Transition.Operation) -> (any UIViewControllerAnimatedTransitioning)?

    /// The interaction controller for an interactive transition, or nil to let the harness's
    /// own percent-driven controller (driven by the completion policy) drive it.
    func interactionController(
        for animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?

    /// Sets up a controller before the replay presents it: its `modalPresentationStyle`, a
    /// presentation controller through ``presentationController(forPresented:presenting:)``.
    func prepare(presented: UIViewController)

    /// The presentation controller of a `.custom` presentation, or nil for UIKit's.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?
    ) -> UIPresentationController?

    /// Makes the view controller at `index` of the scene's stack (0 is the root). The
    /// default is a plain controller whose view has a colour and a label-sized subview, so
    /// snapshots and hierarchy checks have something to see.
    func makeViewController(at index: Int) -> UIViewController

    /// Starts the transition a gesture asks for, the way the app does: what its pan handler
    /// or button action does when the trace's gesture begins. Called once per gesture that
    /// begins while no transition is in flight, with the harness's interaction controller
    /// handed out by the scene's delegates for the length of the call.
    ///
    /// The default returns false: the harness then starts the operation itself, animated,
    /// with `pushViewController(_:animated:)`, `popViewController(animated:)`,
    /// `present(_:animated:completion:)` on `source`, or `dismiss(animated:completion:)` on
    /// `source`, and drives it from the gesture.
    ///
    /// Return true when you handled the trigger your own way, for example by performing a
    /// segue (`MySegue(identifier:source:destination:).perform()`). The replay then adopts
    /// every transition of the trace's operation that UIKit begins from then on, whenever it
    /// begins, and judges it against every contract: one that begins during this call is
    /// driven by the gesture like the harness's own (if it uses the harness's interaction
    /// controller); one that begins later (a segue that slides first and presents without
    /// animation when its slide ends) runs on its own, and the gesture only triggered it. A
    /// trigger you ignore (a second tap while a segue slides) starts nothing, which is fine.
    /// Return false only when you started nothing.
    ///
    /// A trigger that presents again while a presentation runs, or from a controller that
    /// already presents, is refused by UIKit with a logged warning (observed behaviour, not
    /// documented); the replay reports the refusal under `no-overlapping-transitions`. A
    /// non-animated presentation or dismissal (a segue's last step) makes a transition context
    /// in HeadlessUIKit, which is what lets the replay adopt and judge it; whether UIKit makes
    /// one is not documented (inferred).
    ///
    /// A trace's `expect` block describes the decisions of a gesture-driven transition; once
    /// a subject has handled a trigger, the replay does not check it.
    ///
    /// - Parameters:
    ///   - operation: the trace's operation.
    ///   - source: the controller on screen: the top of the navigation stack, or the top of
    ///     the presentation chain (for a dismissal, the controller to dismiss).
    ///   - destination: the controller the transition shows: a new controller from
    ///     ``makeViewController(at:)`` for a push; for a present, a new one set up with
    ///     ``prepare(presented:)``, whose `transitioningDelegate` is the replay's (so UIKit
    ///     asks you for its animator and presentation controller); for a pop, the controller
    ///     below the top; for a dismissal, the presenter. The harness does not ask when there
    ///     is nothing to pop or dismiss.
    /// - Returns: whether you handled the trigger (true) or the harness should start the
    ///   operation (false).
    func perform(
        _ operation: Trace.Transition.Operation, from source: UIViewController, to destination: UIViewController
    ) -> Bool
}

extension TransitionUnderTest {
    /// Every gesture of ``SupportedGesture/standard``: the harness's scene runs each operation.
    public var supportedGestures: [SupportedGesture] { SupportedGesture.standard }

    public func interactionController(
        for animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

    public func prepare(presented: UIViewController) {}

    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?
    ) -> UIPresentationController? { nil }

    public func makeViewController(at index: Int) -> UIViewController {
        SceneViewController(index: index)
    }

    public func perform(
        _ operation: Trace.Transition.Operation, from source: UIViewController, to destination: UIViewController
    ) -> Bool { false }
}

/// A plain view controller for replay scenes: a coloured view with one subview.
open class SceneViewController: UIViewController {
    public let index: Int

    public init(index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
        title = "Screen \(index)"
    }

    public required init?(coder: NSCoder) {
        index = 0
        super.init(coder: coder)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        let shade = CGFloat(index % 5) / 5
        view.backgroundColor = UIColor(red: 0.2 + shade * 0.5, green: 0.4, blue: 0.9 - shade * 0.5, alpha: 1)
        let content = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        content.backgroundColor = .white
        view.addSubview(content)
    }
}

/// The transition UIKit gives an app that customises nothing: no animator, so the
/// navigation slide and the modal styles run.
public final class SystemDefaultTransition: TransitionUnderTest {
    public let name: String
    /// The `modalTransitionStyle` of presented controllers.
    public let modalTransitionStyle: UIModalTransitionStyle

    public init(name: String = "system", modalTransitionStyle: UIModalTransitionStyle = .coverVertical) {
        self.name = name
        self.modalTransitionStyle = modalTransitionStyle
    }

    public func animator(for operation: Trace.Transition.Operation) -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }

    public func prepare(presented: UIViewController) {
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = modalTransitionStyle
    }
}

/// A transition made from closures: the quickest way to put your own animator under test.
///
///     let subject = AnimatorUnderTest(name: "card", operations: [.present, .dismiss]) { operation in
///         CardAnimator(operation)
///     }
public final class AnimatorUnderTest: TransitionUnderTest {
    public let name: String
    public let supportedGestures: [SupportedGesture]
    private let makeAnimator: @MainActor (Trace.Transition.Operation) -> (any UIViewControllerAnimatedTransitioning)?
    private let preparePresented: @MainActor (UIViewController) -> Void

    /// - Parameters:
    ///   - operations: the operations the animator runs (the gestures of
    ///     ``SupportedGesture/standard`` with those operations are the ones a fuzzer
    ///     generates); nil for all of them.
    ///   - prepare: sets up a presented controller (by default, `.fullScreen`).
    ///   - animator: the animator of each operation, or nil for UIKit's.
    public init(
        name: String,
        operations: Set<Trace.Transition.Operation>? = nil,
        prepare: @escaping @MainActor (UIViewController) -> Void = { $0.modalPresentationStyle = .fullScreen },
        animator: @escaping @MainActor (Trace.Transition.Operation) -> (any UIViewControllerAnimatedTransitioning)?
    ) {
        self.name = name
        self.supportedGestures = SupportedGesture.standard.filter { operations?.contains($0.operation) ?? true }
        self.makeAnimator = animator
        self.preparePresented = prepare
    }

    public func animator(for operation: Trace.Transition.Operation) -> (any UIViewControllerAnimatedTransitioning)? {
        makeAnimator(operation)
    }

    public func prepare(presented: UIViewController) {
        preparePresented(presented)
    }
}
