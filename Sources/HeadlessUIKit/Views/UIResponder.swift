/// The base of UIKit's responder chain. The chain's links (`next`) and the touches methods
/// are modelled; the first-responder machinery is not.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// Called on an object loaded from a nib or storyboard once its outlets are set
    /// [DOC awakeFromNib()]. Archives are not modelled, so the model never calls it; overrides
    /// compile and run only when called directly. Does nothing by default; overrides call super.
    open func awakeFromNib() {}

    /// The next responder in the chain; nil by default. Views, controllers, windows and scenes
    /// override it (see each).
    open var next: UIResponder? { nil }

    // Touches, as a window delivers them (Events/UIWindow+EventDelivery.swift). Each one
    // forwards the message to the next responder by default [DOC UIResponder.touchesBegan:
    // "The default implementation of this method forwards the message up the responder
    // chain"].

    /// Fingers touched down in the view.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system, or a recognized gesture, took the touches away.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
