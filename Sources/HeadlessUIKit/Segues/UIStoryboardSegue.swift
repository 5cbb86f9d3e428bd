/// A transition between two controllers, without storyboards (UIKit API).
///
/// `perform()` calls the perform handler given at initialization, if any; subclasses override
/// it to do the transition [DOC]. A segue performed from code (no storyboard) is made with one
/// of the initializers and performed with `perform()`; unwind segues are performed with
/// ``UIViewController/performUnwindSegue(_:identifier:sender:towards:action:)``.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    private let identifierStorage: String?
    private let sourceStorage: UIViewController
    private let destinationStorage: UIViewController
    private let performHandler: (() -> Void)?

    /// A segue from `source` to `destination`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        identifierStorage = identifier
        sourceStorage = source
        destinationStorage = destination
        performHandler = nil
        super.init()
    }

    /// A segue whose `perform()` calls `performHandler`.
    public init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping () -> Void
    ) {
        identifierStorage = identifier
        sourceStorage = source
        destinationStorage = destination
        self.performHandler = performHandler
        super.init()
    }

    /// The identifier, or nil.
    open var identifier: String? { identifierStorage }

    /// The controller the segue starts from.
    open var source: UIViewController { sourceStorage }

    /// The controller the segue leads to.
    open var destination: UIViewController { destinationStorage }

    /// Performs the transition: calls the perform handler, if any.
    open func perform() {
        performHandler?()
    }
}

/// What an unwind segue starts from: its source, action and sender (UIKit API, iOS 9).
@preconcurrency @MainActor
public final class UIStoryboardUnwindSegueSource: NSObject {
    public let source: UIViewController
    public let unwindAction: Selector
    public let sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
        super.init()
    }
}
