#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The app's first screen, over which a tap on a story opens a card.
final class FeedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.96, alpha: 1)
        let story = UIView(frame: CGRect(x: 16, y: 80, width: 240, height: 56))
        story.backgroundColor = .white
        view.addSubview(story)
    }

    /// Opens a card, as a tap on a story does.
    func openCard(animated: Bool) {
        present(CardViewController(), animated: animated)
    }
}
