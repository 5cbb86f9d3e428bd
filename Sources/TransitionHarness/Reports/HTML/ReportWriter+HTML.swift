import GestureTrace

extension ReportWriter {
    /// One self-contained HTML page for a filmed replay (docs/report-format.md, "HTML"): the
    /// summary, a filmstrip of the key frames, every violation with the picture of its frame
    /// (and the expected picture, when its rule has one), and a player of every filmed frame
    /// beside plots over time. No network: pictures are `data:` URIs, style, script and plots inline.
    /// The same filmed replay gives the same bytes.
    public static func html(_ filmed: FilmedReplay) -> String {
        let report = filmed.report
        let film = filmed.film
        let verdict = report.passed ? "PASS" : "FAIL"
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="transition-harness">
            <title>\(HTMLText.escape("\(report.name) · \(report.animator) · \(verdict)"))</title>
            <style>
            \(HTMLAssets.style)</style>
            </head>
            <body>

            """
        page += summary(report, verdict: verdict)
        page += keyFrames(film)
        page += violations(filmed)
        // The player beside the plots, so that its cursor can be followed on them.
        page += #"<div class="scrub">"# + "\n" + player(film) + plots(filmed) + "</div>\n"
        page += otherFindings(report)
        page += "<script>\n\(HTMLAssets.script)</script>\n</body>\n</html>\n"
        return page
    }

    private static func summary(_ report: TraceReport, verdict: String) -> String {
        var html = #"<header><h1>\#(HTMLText.escape(report.name))</h1>"# + "\n"
        var facts = [
            "animator <b>\(HTMLText.escape(report.animator))</b>", "policy <b>\(HTMLText.escape(report.policy))</b>",
        ]
        if let file = report.file { facts.append("trace <code>\(HTMLText.escape(file))</code>") }
        if let scenario = report.scenario { facts.append("scenario <code>\(HTMLText.escape(scenario))</code>") }
        if report.fingerDownAtEnd { facts.append("a finger is still down at the end") }
        html += #"<p class="facts"><span class="verdict \#(verdict.lowercased())">\#(verdict)</span> "#
        html += facts.joined(separator: " · ") + "</p>\n"
        html += #"<table class="transitions"><thead><tr><th>#</th><th>operation</th><th>outcome</th>"#
        html += "<th>completed</th><th>progress at release</th><th>velocity at release</th><th>started</th>"
        html += "<th>released</th><th>completed at</th><th>violations</th></tr></thead><tbody>\n"
        let optional = { (value: Double?, decimals: Int) in value.map { HTMLText.fixed($0, decimals) } ?? "–" }
        for record in report.transitions {
            html += "<tr><td>\(record.index)</td><td>\(record.operation.rawValue)</td>"
            html += "<td>\(record.outcome?.rawValue ?? "undecided")</td>"
            html += "<td>\(record.completedWith.map(String.init) ?? "never")</td>"
            html += "<td>\(optional(record.progressAtRelease, 3))</td><td>\(optional(record.velocityAtRelease, 1))</td>"
            html += "<td>\(HTMLText.seconds(record.startTime))</td>"
            html += "<td>\(record.releaseTime.map(HTMLText.seconds) ?? "–")</td>"
            html += "<td>\(record.completionTime.map(HTMLText.seconds) ?? "–")</td>"
            html += "<td>\(record.violations.count)</td></tr>\n"
        }
        html += "</tbody></table></header>\n"
        return html
    }

    private static func keyFrames(_ film: Film) -> String {
        var html = #"<section id="key-frames"><h2>Key frames</h2><div class="strip">"# + "\n"
        for key in film.keyFrames {
            let caption = key.moments.map { moment in
                "<b>\(HTMLText.escape(moment.description))</b>"
                    + (moment.transition.map { " (transition \($0))" } ?? "")
            }.joined(separator: ", ")
            let slugs = key.moments.map(\.slug).joined(separator: " ")
            html += #"<figure class="key-frame" data-frame="\#(key.frame)" data-moments="\#(slugs)">"#
            html += HTMLText.image(
                key.picture, alt: "frame \(key.frame): " + key.moments.map(\.description).joined(separator: ", "))
            html +=
                "<figcaption>\(caption)<br>frame \(key.frame) · \(HTMLText.seconds(key.time))</figcaption></figure>\n"
        }
        html += "</div></section>\n"
        return html
    }

    private static func player(_ film: Film) -> String {
        var html = #"<section id="player"><h2>Every frame</h2>"# + "\n"
        guard let first = film.frames.first else {
            return html + #"<p class="none">No frame was displayed.</p></section>"# + "\n"
        }
        html += #"<div class="player">"# + HTMLText.image(first.thumbnail, alt: "the screen", id: "player-frame")
        html +=
            #"<div class="controls"><input id="player-scrubber" type="range" min="0" max="\#(film.frames.count - 1)""#
        html += #" step="1" value="0" aria-label="frame"> <output id="player-label">frame \#(first.row.frame)"#
        html += " · \(HTMLText.seconds(first.row.time))</output></div></div>\n"
        let stride = film.frameStride == 1 ? "every frame" : "one frame in \(film.frameStride), and the key frames"
        html += #"<p class="note">\#(film.frames.count) frames (\#(stride)). Drag the slider or use the arrow keys;"#
        html += " click a key frame, a violation or a plot to show its frame.</p>\n"
        // The pictures as JSON: a list of data URIs (no character of base64 needs escaping).
        let frames = film.frames.map { String($0.row.frame) }.joined(separator: ",")
        let times = film.frames.map { JSONText.number($0.row.time) }.joined(separator: ",")
        let pictures = film.frames.map { "\"\(HTMLText.dataURI($0.thumbnail))\"" }.joined(separator: ",\n")
        html += #"<script type="application/json" id="player-data">{"frames":[\#(frames)],"times":[\#(times)],"#
        html += "\"pictures\":[\n\(pictures)]}</script>\n</section>\n"
        return html
    }

    private static func plots(_ filmed: FilmedReplay) -> String {
        var html = #"<section id="plots"><h2>Over time</h2>"# + "\n"
        for plot in HTMLPlots.plots(of: filmed) {
            html += plot.html
        }
        html += "</section>\n"
        return html
    }

    private static func violations(_ filmed: FilmedReplay) -> String {
        let pinned = filmed.film.violations
        var html = #"<section id="violations"><h2>Violations (\#(pinned.count))</h2>"# + "\n"
        guard !pinned.isEmpty else { return html + #"<p class="none">No violations.</p></section>"# + "\n" }
        html += "<ol>\n"
        for item in pinned {
            let violation = item.violation
            let owner = item.transition.map { "transition \($0)" } ?? "the scene"
            html +=
                #"<li class="violation" data-frame="\#(violation.frame)" data-contract="\#(violation.contract.id)">"#
            html += #"<div class="pictures">"#
            // The frame before, from the player, so that a jump shows.
            if let before = filmed.film.frame(violation.frame - 1) {
                html += #"<figure class="before">"# + HTMLText.image(before.thumbnail, alt: "the frame before")
                html += "<figcaption>frame \(before.row.frame)</figcaption></figure>"
            }
            if let picture = item.picture {
                html += #"<figure class="actual">"# + HTMLText.image(picture, alt: "frame \(violation.frame) as shown")
                html += "<figcaption>frame \(violation.frame)</figcaption></figure>"
            } else {
                html += #"<p class="none">Frame \#(violation.frame) was not displayed during the replay.</p>"#
            }
            if let expected = item.expected {
                html += #"<figure class="expected">"# + HTMLText.image(expected, alt: "what was expected")
                html += "<figcaption>expected</figcaption></figure>"
            }
            html += "</div><p><b>\(HTMLText.escape(violation.contract.id))</b> (\(owner)) at "
            html +=
                "\(HTMLText.seconds(violation.time)), frame \(violation.frame): \(HTMLText.escape(violation.subject)): "
            html +=
                "expected \(HTMLText.escape(violation.expected)), found \(HTMLText.escape(violation.found))</p></li>\n"
        }
        html += "</ol></section>\n"
        return html
    }

    /// Expectation failures and diagnostics, when there are any.
    private static func otherFindings(_ report: TraceReport) -> String {
        var html = ""
        if !report.expectationFailures.isEmpty {
            html += #"<section id="expectations"><h2>Expectations not met</h2><ul>"# + "\n"
            for failure in report.expectationFailures {
                html += "<li>\(HTMLText.escape(failure.description))</li>\n"
            }
            html += "</ul></section>\n"
        }
        if !report.diagnostics.isEmpty {
            html += #"<section id="diagnostics"><h2>Diagnostics</h2><ul>"# + "\n"
            for diagnostic in report.diagnostics {
                html += "<li>\(HTMLText.escape(describe(diagnostic)))</li>\n"
            }
            html += "</ul></section>\n"
        }
        return html
    }
}
