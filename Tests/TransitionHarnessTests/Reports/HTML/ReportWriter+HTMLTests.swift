import Foundation
import HeadlessCompositor
import Testing

@testable import TransitionHarness

@MainActor
@Suite struct ReportWriterHTMLTests {
    /// The pictures of the `data:` URIs in `section` of `html`, in order.
    static func images(in html: String, within section: String) throws -> [Raster] {
        let part = try #require(self.section(section, of: html))
        return try part.components(separatedBy: "data:image/png;base64,").dropFirst().map { piece in
            let base64 = String(piece.prefix { $0 != "\"" })
            let data = try #require(Data(base64Encoded: base64))
            return try Raster(png: [UInt8](data))
        }
    }

    /// The `<section id="id">` of `html`, up to its end.
    static func section(_ id: String, of html: String) -> String? {
        guard let start = html.range(of: #"<section id="\#(id)""#) else { return nil }
        guard let end = html.range(of: "</section>", range: start.upperBound..<html.endIndex) else { return nil }
        return String(html[start.lowerBound..<end.upperBound])
    }

    @Test func everyKeyFrameIsInTheFilmstripWithItsPicture() throws {
        let filmed = try FilmTests.film()
        let html = ReportWriter.html(filmed)
        let strip = try #require(Self.section("key-frames", of: html))
        for key in filmed.film.keyFrames {
            let slugs = key.moments.map(\.slug).joined(separator: " ")
            #expect(strip.contains(#"<figure class="key-frame" data-frame="\#(key.frame)" data-moments="\#(slugs)">"#))
        }
        #expect(try Self.images(in: html, within: "key-frames") == filmed.film.keyFrames.map(\.picture))
        #expect(strip.contains("<b>cancel</b> (transition 0)"))
        #expect(strip.contains("<b>at rest</b>"))
    }

    @Test func eachViolationIsListedWithItsFrameAndPicture() throws {
        let filmed = try FilmTests.film()
        let html = ReportWriter.html(filmed)
        let list = try #require(Self.section("violations", of: html))
        #expect(list.contains("<h2>Violations (\(filmed.report.violations.count))</h2>"))
        for violation in filmed.report.violations {
            #expect(
                list.contains(
                    #"<li class="violation" data-frame="\#(violation.frame)" data-contract="\#(violation.contract.id)">"#
                ))
            #expect(list.contains(HTMLText.escape(violation.found)))
        }
        #expect(list.contains("final-state-cancelled"))
        // Each violation shows the frame before (the player's picture) and its own frame, and a
        // screen contract's the picture it expected.
        let shown = filmed.film.violations.flatMap { pinned in
            [filmed.film.frame(pinned.violation.frame - 1)?.thumbnail, pinned.picture, pinned.expected].compactMap {
                $0
            }
        }
        let screen = filmed.film.violations.filter { $0.violation.subject == "screen" }
        #expect(!screen.isEmpty)
        #expect(screen.allSatisfy { $0.expected != nil })
        #expect(shown.count == 2 * filmed.film.violations.count + screen.count)
        #expect(try Self.images(in: html, within: "violations") == shown)
        #expect(list.contains(#"class="expected""#))
    }

    @Test func anExpectedPictureIsShownBesideTheFrame() throws {
        var filmed = try FilmTests.film()
        let expected = Raster(width: 3, height: 2, fill: RGBA8(red: 0, green: 200, blue: 0, alpha: 255))
        filmed.film.violations[0].expected = expected
        let html = ReportWriter.html(filmed)
        let list = try #require(Self.section("violations", of: html))
        #expect(list.contains(#"<figure class="expected">"#))
        let pictures = try Self.images(in: html, within: "violations")
        #expect(pictures[1] == filmed.film.violations[0].picture)
        #expect(pictures[2] == expected)
    }

    @Test func aReplayWithoutViolationsSaysSo() throws {
        let html = ReportWriter.html(try FilmTests.film(bug: .none))
        #expect(Self.section("violations", of: html)?.contains("No violations.") == true)
        #expect(html.contains(#"<span class="verdict pass">PASS</span>"#))
    }

    @Test func thePlayerHoldsEveryFilmedFrame() throws {
        let filmed = try FilmTests.film()
        let html = ReportWriter.html(filmed)
        let player = try #require(Self.section("player", of: html))
        let frames = filmed.film.frames
        #expect(player.contains(#"max="\#(frames.count - 1)""#))
        #expect(player.contains(#"{"frames":[\#(frames.map { String($0.row.frame) }.joined(separator: ","))],"#))
        let pictures = try Self.images(in: html, within: "player")
        // The first picture is the <img> itself, then one per frame.
        #expect(pictures.count == frames.count + 1)
        #expect(Array(pictures.dropFirst()) == frames.map(\.thumbnail))
    }

    @Test func thePlotsDrawEverySeriesWithTheDecisionAndCompletionMarked() throws {
        let filmed = try FilmTests.film()
        let html = ReportWriter.html(filmed)
        let plots = try #require(Self.section("plots", of: html))
        for id in [
            "progress", "finger-position", "finger-velocity", "view-position", "view-alpha", "view-transform",
            "view-translation", "view-perspective",
        ] {
            #expect(plots.contains(#"<figure class="plot" data-plot="\#(id)">"#), "\(id)")
        }
        for series in ["progress", "from.x", "to.y", "from m11", "to m42", "from m34"] {
            #expect(plots.contains(#"data-series="\#(series)""#), "\(series)")
        }
        #expect(plots.contains(#"<line class="marker decision""#))
        #expect(plots.contains(#"<text class="marker-label decision""#))
        #expect(plots.contains(">cancel</text>"))
        #expect(plots.contains(">completeTransition(false)</text>"))
        #expect(plots.contains(#"<line class="marker violation""#))
        #expect(plots.components(separatedBy: #"<line class="cursor""#).count == 9)
    }

    @Test func thePageNeedsNoNetwork() throws {
        let html = ReportWriter.html(try FilmTests.film())
        // The SVG namespace is a name, not a fetch; nothing else names a scheme.
        let withoutNamespace = html.replacingOccurrences(of: #"xmlns="http://www.w3.org/2000/svg""#, with: "")
        #expect(!withoutNamespace.contains("http:"))
        #expect(!withoutNamespace.contains("https:"))
        #expect(!html.contains("<link"))
        #expect(!html.contains("<script src"))
        #expect(!html.contains("url("))
        #expect(html.hasPrefix("<!DOCTYPE html>\n"))
        #expect(html.hasSuffix("</html>\n"))
    }

    @Test func namesAndTextsAreEscaped() throws {
        var filmed = try FilmTests.film()
        filmed.report.name = "<script>alert(1)</script>"
        filmed.report.animator = "a & \"b\""
        let html = ReportWriter.html(filmed)
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("a &amp; &quot;b&quot;"))
    }

    @Test func numbersAreWrittenWithFixedDecimals() {
        #expect(HTMLText.fixed(0.8999999999999999, 3) == "0.900")
        #expect(HTMLText.fixed(-0.0004, 3) == "0.000")
        #expect(HTMLText.fixed(-12.345, 1) == "-12.3")
        #expect(HTMLText.fixed(0.05, 1) == "0.1")
        #expect(HTMLText.fixed(390, 0) == "390")
        #expect(HTMLText.fixed(0.007, 3) == "0.007")
        #expect(HTMLText.fixed(.infinity, 2) == "–")
        #expect(HTMLText.seconds(0.41666666666666669) == "0.417 s")
    }
}
