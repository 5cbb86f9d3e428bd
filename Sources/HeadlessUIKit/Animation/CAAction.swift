/// An object a layer runs when one of its properties changes: an implicit animation
/// (QuartzCore API). `CAAnimation` adopts it by adding itself to the layer under the changed
/// key; `NSNull` adopts it by doing nothing, which is how an `actions` entry or a delegate turns
/// an implicit animation off.
public protocol CAAction {
    /// Runs the action for `event` (the key of the changed property) on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` as an action means "no action".
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
