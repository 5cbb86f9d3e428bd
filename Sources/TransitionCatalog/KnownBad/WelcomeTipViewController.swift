import HeadlessUIKit
import TransitionHarness

/// A screen that shows a tip the first time it appears, by presenting it from
/// `viewWillAppear(_:)`. That is during the push or pop that brings the screen on: UIKit
/// refuses the presentation ("Attempt to present … while a presentation is in progress")
/// and the tip never shows. The fix is `viewDidAppear(_:)`. Caught by
/// `no-overlapping-transitions`.
final class WelcomeTipViewController: SceneViewController {
    private var showedTip = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard !showedTip else { return }
        showedTip = true
        let tip = UIViewController()
        tip.title = "Tip"
        tip.modalPresentationStyle = .overFullScreen
        present(tip, animated: true)
    }
}
