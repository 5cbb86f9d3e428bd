import GestureTrace

/// What to film of a replay, planned from a first replay of the same trace (a replay is
/// deterministic, so the second shows the same frames): which display frames the film keeps,
/// which moments matter and on which frames, and which frames get a full picture.
struct FilmPlan: Sendable {
    /// Frames kept between the moments: every `stride`-th from ``firstFrame``.
    let stride: Int
    let firstFrame: Int
    let lastFrame: Int
    /// The moments that matter with their frames, in frame order.
    let moments: [(frame: Int, moment: Film.Moment)]
    /// The frames that get a picture: the moments', the violations', and the frame before a
    /// screen-continuity violation.
    let pictureFrames: Set<Int>

    /// The plan for a replay whose first run gave `report` (with its timeline).
    init(report: TraceReport, options: FilmOptions) {
        let rows = report.timeline ?? []
        firstFrame = rows.first?.frame ?? 0
        lastFrame = rows.last?.frame ?? 0
        stride = max(1, (rows.count + options.maximumFrames - 1) / options.maximumFrames)
        let (first, last) = (firstFrame, lastFrame)
        let clamped = Self.moments(of: report).map { (frame: min(max($0.frame, first), last), moment: $0.moment) }
        // In frame order; moments on one frame keep the order they happened in.
        let ordered = clamped.enumerated().sorted { ($0.element.frame, $0.offset) < ($1.element.frame, $1.offset) }
        moments = ordered.map(\.element) + [(last, .rest)]
        // A screen-continuity violation is shown beside the frame before it.
        let before = report.violations.filter { $0.contract == .screenContinuity }.map { $0.frame - 1 }
        pictureFrames = Set(moments.map(\.frame)).union(report.violations.map(\.frame)).union(before)
    }

    /// Whether the film keeps display frame `frame`.
    func keeps(_ frame: Int) -> Bool {
        (frame - firstFrame) % stride == 0 || frame == lastFrame || pictureFrames.contains(frame)
    }

    /// The moments of each transition, read from its call log (a call's frame is the one on
    /// screen when it was made): a beginning shows from the next frame, a lift on the last
    /// frame the finger drove, a decision from the next frame (the completion's first), and
    /// `completeTransition(_:)` on its own frame (it is called as the display advances).
    static func moments(of report: TraceReport) -> [(frame: Int, moment: Film.Moment)] {
        var found: [(frame: Int, moment: Film.Moment)] = []
        for record in report.transitions {
            let index = record.index
            var completed = false
            for call in record.calls {
                // Spelled only for the receivers read here: a call is spelled when read.
                guard call.receiver == .gesture || call.receiver == .context else { continue }
                let text = call.call
                switch call.receiver {
                case .gesture:
                    if text.hasPrefix("began") {
                        found.append((call.frame + 1, .began(transition: index)))
                    } else if text == "re-grab" {
                        found.append((call.frame + 1, .regrabbed(transition: index)))
                    } else if text == "ended" || text == "cancelled" {
                        found.append((call.frame, .lifted(transition: index)))
                    }
                case .context where !text.hasSuffix(" ignored"):
                    if text.hasPrefix("finishInteractiveTransition") {
                        found.append((call.frame + 1, .decided(transition: index, outcome: .finish)))
                    } else if text.hasPrefix("cancelInteractiveTransition") {
                        found.append((call.frame + 1, .decided(transition: index, outcome: .cancel)))
                    } else if !completed, text.hasPrefix("completeTransition(") {
                        completed = true
                        let didComplete = record.completedWith ?? text.hasPrefix("completeTransition(true")
                        found.append((call.frame, .completed(transition: index, didComplete: didComplete)))
                    }
                default:
                    break
                }
            }
        }
        return found
    }
}
