@_spi(Harness) import HeadlessUIKit

extension TimelineRow {
    /// The row of the frame `display` shows now: the presentation state of `driven`'s views
    /// that are in the window, and its progress while it runs.
    @MainActor
    init(display: HeadlessDisplay, origin: Double, showing driven: DrivenTransition?) {
        var views: [TimelineRow.ViewState] = []
        if let context = driven?.context {
            for (role, key) in [("from", UITransitionContextViewControllerKey.from), ("to", .to)] {
                guard let view = context.viewController(forKey: key)?.viewIfLoaded, view.window != nil else { continue }
                let state = view.layer.presentationState()
                let frame = view.layer.presentationFrame(in: nil)
                let t = state.transform
                views.append(
                    TimelineRow.ViewState(
                        role: role, x: Double(frame.minX), y: Double(frame.minY), alpha: Double(state.opacity),
                        transform: [t.m11, t.m12, t.m21, t.m22, t.m34, t.m41, t.m42].map(Double.init)))
            }
        }
        let progress = driven.flatMap { $0.context.isCompleted ? nil : Double($0.context.percentComplete) }
        self.init(frame: display.frameIndex, time: display.currentTime - origin, progress: progress, views: views)
    }
}
