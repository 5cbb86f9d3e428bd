/// The base of UIKit's responder chain. Only the chain's links (`next`) are modelled; the
/// first-responder and event-delivery machinery is not.
@MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder in the chain; nil by default. A view returns its superview.
    open var next: UIResponder? { nil }
}
