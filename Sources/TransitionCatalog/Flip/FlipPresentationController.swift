import HeadlessUIKit

/// The presentation controller of the flip: a full-screen `.custom` presentation that takes
/// the presenter's view out of the window once the card has turned, so the animator gets
/// both views (`view(forKey: .from)` when presenting, `view(forKey: .to)` when dismissing)
/// and the presenter gets its appearance callbacks.
final class FlipPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { true }
}
