import GestureTrace
import HeadlessUIKit

extension GestureDriver {
    /// The recognizer of the trace's gesture, handing its states to this driver: an edge pan
    /// from the trace's edge or a plain pan, two fingers at most, with the options' velocity
    /// estimator.
    func makeRecognizer() -> UIPanGestureRecognizer {
        let recognizer: UIPanGestureRecognizer
        switch transition.gesture {
        case .edgePan:
            let edgePan = UIScreenEdgePanGestureRecognizer { [weak self] in self?.handle($0) }
            edgePan.edges =
                switch transition.edge {
                case .left: .left
                case .right: .right
                case .top: .top
                case .bottom: .bottom
                }
            edgePan.edgeRegionWidth = CGFloat(transition.edgeWidth)
            recognizer = edgePan
        case .pan:
            recognizer = UIPanGestureRecognizer { [weak self] in self?.handle($0) }
        }
        recognizer.maximumNumberOfTouches = 2
        recognizer.velocityEstimator = options.velocityEstimator
        recognizer.name = transition.gesture == .edgePan ? "the harness's edge pan" : "the harness's pan"
        return recognizer
    }
}
