/// An event, as UIKit passes to `hitTest(_:with:)` and `point(inside:with:)`.
///
/// Minimal for now: hit testing takes an optional event and ignores it, as `UIView`'s
/// default implementations do. Touches, types and timestamps come with the gesture layer.
@MainActor
open class UIEvent: NSObject {
    public override init() {
        super.init()
    }
}
