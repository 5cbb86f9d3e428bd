import HeadlessUIKit

/// The example app's feed: its root screen, over which it shows a card.
final class FeedViewController: UIViewController {
    /// Whether the card is the first draft of its dismissal (``CardAnimator``).
    var cardIsFirstDraft = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let header = UIView(frame: CGRect(x: 16, y: 60, width: 200, height: 44))
        header.backgroundColor = .white
        view.addSubview(header)
    }

    /// Shows a card over the feed, as a tap on a story does.
    func showCard(animated: Bool) {
        present(CardViewController(firstDraft: cardIsFirstDraft), animated: animated)
    }
}
