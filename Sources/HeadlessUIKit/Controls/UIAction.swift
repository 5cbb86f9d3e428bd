/// The closure a ``UIAction`` runs, given the action [DOC UIActionHandler].
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action a control performs for its events, as UIKit's `UIAction` (iOS 14): a title, an
/// image, an identifier and a closure.
///
/// Added to a control with ``UIControl/addAction(_:for:)``, it runs when the control sends one
/// of its events, with ``sender`` set to the control. It is not a `UIMenuElement` here: menus
/// are not modelled, so `attributes`, `state` and `subtitle` are absent.
@preconcurrency @MainActor
open class UIAction: NSObject {
    /// The title [DOC title].
    open var title: String

    /// The image [DOC image]. Stored only.
    open var image: UIImage?

    /// The title a keyboard shortcut overlay shows [DOC discoverabilityTitle]. Stored only.
    open var discoverabilityTitle: String?

    /// The identifier; a control holds one action per identifier and event [DOC identifier].
    public let identifier: Identifier

    /// The control that sends the action, while its handler runs; nil otherwise [DOC sender].
    open var sender: Any? { senderStorage }
    var senderStorage: AnyObject?

    let handler: UIActionHandler

    /// An action that runs `handler`; without an identifier it gets a unique one
    /// [DOC init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)].
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier.unique()
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` as the action's sender.
    func perform(sender: AnyObject?) {
        let previous = senderStorage
        senderStorage = sender
        handler(self)
        senderStorage = previous
    }
}

extension UIAction {
    /// An action's identifier [DOC UIAction.Identifier].
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// A new identifier, numbered in the order actions are made, so runs are repeatable.
        @MainActor static func unique() -> Identifier {
            nextNumber += 1
            return Identifier("UIAction.\(nextNumber)")
        }

        @MainActor private static var nextNumber = 0
    }
}
