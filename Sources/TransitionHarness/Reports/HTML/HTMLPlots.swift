import GestureTrace

/// The plots of the HTML report, read from a film's frames: progress, the finger's position
/// and velocity, and each view's position, alpha and transform, all with the report's
/// decisions, completions and violations marked.
enum HTMLPlots {
    static func plots(of filmed: FilmedReplay) -> [HTMLPlot] {
        let frames = filmed.film.frames
        let times = frames.map(\.row.time)
        let markers = markers(of: filmed.report)
        func plot(
            _ id: String, _ title: String, range: ClosedRange<Double>? = nil, _ series: [HTMLPlot.Series]
        ) -> HTMLPlot {
            HTMLPlot(id: id, title: title, times: times, series: series, markers: markers, baseRange: range)
        }
        func view(_ role: String, _ value: (TimelineRow.ViewState) -> Double?) -> [Double?] {
            frames.map { frame in frame.row.views.first { $0.role == role }.flatMap(value) }
        }
        func entry(_ index: Int) -> (TimelineRow.ViewState) -> Double? {
            { $0.transform.indices.contains(index) ? $0.transform[index] : nil }
        }
        var roles: [String] = []
        for frame in frames {
            for state in frame.row.views where !roles.contains(state.role) {
                roles.append(state.role)
            }
        }
        // TimelineRow.ViewState.transform holds m11, m12, m21, m22, m34, m41, m42.
        let linear = [("m11", 0), ("m12", 1), ("m21", 2), ("m22", 3)]
        return [
            plot(
                "progress", "progress", range: 0...1,
                [HTMLPlot.Series(name: "progress", values: frames.map(\.row.progress))]),
            plot(
                "finger-position", "finger position (pt, window)",
                [
                    HTMLPlot.Series(name: "x", values: frames.map { $0.finger?.x }),
                    HTMLPlot.Series(name: "y", values: frames.map { $0.finger?.y }),
                ]),
            plot(
                "finger-velocity", "finger velocity (pt/s, the recognizer's estimate)",
                [
                    HTMLPlot.Series(name: "x", values: frames.map { $0.finger?.velocityX }),
                    HTMLPlot.Series(name: "y", values: frames.map { $0.finger?.velocityY }),
                ]),
            plot(
                "view-position", "view position (pt, presentation frame's origin in the window)",
                roles.flatMap { role in
                    [
                        HTMLPlot.Series(name: "\(role).x", values: view(role) { $0.x }),
                        HTMLPlot.Series(name: "\(role).y", values: view(role) { $0.y }),
                    ]
                }),
            plot(
                "view-alpha", "view alpha (presentation opacity)", range: 0...1,
                roles.map { role in HTMLPlot.Series(name: role, values: view(role) { $0.alpha }) }),
            plot(
                "view-transform", "view transform (m11, m12, m21, m22)",
                roles.flatMap { role in
                    linear.map { name, index in
                        HTMLPlot.Series(name: "\(role) \(name)", values: view(role, entry(index)))
                    }
                }),
            plot(
                "view-translation", "view transform translation (m41, m42, pt)",
                roles.flatMap { role in
                    [
                        HTMLPlot.Series(name: "\(role) m41", values: view(role, entry(5))),
                        HTMLPlot.Series(name: "\(role) m42", values: view(role, entry(6))),
                    ]
                }),
            plot(
                "view-perspective", "view transform perspective (m34)",
                roles.map { role in HTMLPlot.Series(name: "\(role) m34", values: view(role, entry(4))) }),
        ]
    }

    /// Every decision, completion and violation of `report`, in time order per transition.
    static func markers(of report: TraceReport) -> [HTMLPlot.Marker] {
        var markers: [HTMLPlot.Marker] = []
        for record in report.transitions {
            if let outcome = record.outcome, let release = record.releaseTime {
                markers.append(HTMLPlot.Marker(time: release, kind: .decision, label: outcome.rawValue))
            }
            if let completion = record.completionTime {
                let label = record.completedWith.map { "completeTransition(\($0))" } ?? "complete"
                markers.append(HTMLPlot.Marker(time: completion, kind: .completion, label: label))
            }
        }
        for violation in report.violations {
            markers.append(HTMLPlot.Marker(time: violation.time, kind: .violation, label: violation.description))
        }
        return markers
    }
}
