/// One plot of the HTML report: series over the replay's time as inline SVG, with decisions,
/// completions and violations marked, and a cursor the player moves.
struct HTMLPlot {
    /// One line: a value per time of the plot, nil where there is none (a gap).
    struct Series {
        var name: String
        var values: [Double?]
    }

    /// A vertical line at a moment.
    struct Marker {
        enum Kind: String {
            case decision, completion, violation
        }

        var time: Double
        var kind: Kind
        /// Shown on the line (decisions and completions) and as its tooltip.
        var label: String
    }

    /// A name for markup: letters, digits and dashes.
    var id: String
    var title: String
    /// The times of the values, ascending.
    var times: [Double]
    var series: [Series]
    var markers: [Marker]
    /// A range the vertical axis always shows (0...1 for progress and alpha); the values
    /// widen it.
    var baseRange: ClosedRange<Double>?

    static let width = 720.0
    static let height = 170.0
    static let left = 64.0
    static let right = 12.0
    static let top = 16.0
    static let bottom = 24.0
    /// Line colors, in series order (repeating).
    static let colors = ["#1f6fb4", "#e8730c", "#2b9a3e", "#c8322b", "#8a5cc2", "#8c564b", "#d4489e", "#158fa0"]

    /// The plot as a `<figure>`: a caption with the title and the legend, then the SVG.
    var html: String {
        var legend = ""
        for (index, line) in series.enumerated() {
            let color = Self.colors[index % Self.colors.count]
            legend += #"<span class="legend"><i style="background:\#(color)"></i>\#(HTMLText.escape(line.name))</span>"#
        }
        return #"<figure class="plot" data-plot="\#(id)"><figcaption><b>\#(HTMLText.escape(title))</b> \#(legend)"#
            + "</figcaption>\n" + svg + "</figure>\n"
    }

    /// The SVG: axes with their ranges, the markers, the lines, and the cursor.
    var svg: String {
        let t0 = times.first ?? 0
        let t1 = times.last ?? 0
        let (low, high) = valueRange
        let plotWidth = Self.width - Self.left - Self.right
        let plotHeight = Self.height - Self.top - Self.bottom
        func x(_ time: Double) -> Double { t1 > t0 ? Self.left + (time - t0) / (t1 - t0) * plotWidth : Self.left }
        func y(_ value: Double) -> Double {
            let position = Self.top + (high - value) / (high - low) * plotHeight
            return min(max(position, -10_000), 10_000)
        }
        let number = { (value: Double) in HTMLText.fixed(value, 1) }
        var svg =
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \#(number(Self.width)) \#(number(Self.height))""#
        svg += #" width="\#(number(Self.width))" height="\#(number(Self.height))" data-t0="\#(t0)" data-t1="\#(t1)""#
        svg += #" data-x0="\#(number(Self.left))" data-x1="\#(number(Self.width - Self.right))">"# + "\n"
        svg += #"<rect class="frame" x="\#(number(Self.left))" y="\#(number(Self.top))" width="\#(number(plotWidth))""#
        svg += #" height="\#(number(plotHeight))"/>"# + "\n"
        // The vertical axis: its ends, and zero when it is inside.
        var ticks = [low, high]
        if low < 0, high > 0 { ticks.append(0) }
        for value in ticks {
            let at = number(y(value))
            svg +=
                #"<line class="grid" x1="\#(number(Self.left))" y1="\#(at)" x2="\#(number(Self.width - Self.right))""#
            svg += #" y2="\#(at)"/><text class="axis" x="\#(number(Self.left - 4))" y="\#(at)" text-anchor="end""#
            svg += #" dominant-baseline="middle">\#(Self.label(value))</text>"# + "\n"
        }
        // The time axis.
        let step = Self.timeStep(for: t1 - t0)
        var tickIndex = (t0 / step).rounded(.up)
        while tickIndex * step <= t1 + step * 1e-9 {
            let tick = tickIndex * step
            let at = number(x(tick))
            svg += #"<text class="axis" x="\#(at)" y="\#(number(Self.height - 6))" text-anchor="middle">"#
            svg += "\(Self.label(tick)) s</text>\n"
            tickIndex += 1
        }
        for marker in markers {
            let at = number(x(marker.time))
            svg += #"<line class="marker \#(marker.kind.rawValue)" x1="\#(at)" y1="\#(number(Self.top))" x2="\#(at)""#
            svg +=
                #" y2="\#(number(Self.height - Self.bottom))"><title>\#(HTMLText.escape(marker.label))</title></line>"#
            if marker.kind != .violation {
                // Beside the line, on its left when the right has no room for the label;
                // completions a line below decisions, so that the two do not overlap.
                let onLeft = x(marker.time) > Self.width - Self.right - 130
                let at = number(x(marker.time) + (onLeft ? -3 : 3))
                let row = marker.kind == .completion ? 22.0 : 10.0
                svg += #"<text class="marker-label \#(marker.kind.rawValue)" x="\#(at)""#
                svg += #" y="\#(number(Self.top + row))"\#(onLeft ? #" text-anchor="end""# : "")>"#
                svg += "\(HTMLText.escape(marker.label))</text>"
            }
            svg += "\n"
        }
        for (index, line) in series.enumerated() {
            var path = ""
            var drawing = false
            for (time, value) in zip(times, line.values) {
                guard let value, value.isFinite else {
                    drawing = false
                    continue
                }
                path += (drawing ? " L" : (path.isEmpty ? "M" : " M")) + "\(number(x(time))) \(number(y(value)))"
                if !drawing { path += " h0.01" }
                drawing = true
            }
            guard !path.isEmpty else { continue }
            let color = Self.colors[index % Self.colors.count]
            svg +=
                #"<path class="series" data-series="\#(HTMLText.escape(line.name))" stroke="\#(color)" d="\#(path)">"#
            svg += "<title>\(HTMLText.escape(line.name))</title></path>\n"
        }
        svg += #"<line class="cursor" x1="\#(number(Self.left))" y1="\#(number(Self.top))" x2="\#(number(Self.left))""#
        svg += #" y2="\#(number(Self.height - Self.bottom))"/>"# + "\n</svg>\n"
        return svg
    }

    /// The vertical axis's range: the finite values and ``baseRange``, never empty.
    var valueRange: (low: Double, high: Double) {
        var low = baseRange?.lowerBound ?? Double.infinity
        var high = baseRange?.upperBound ?? -Double.infinity
        for line in series {
            for case let value? in line.values where value.isFinite {
                low = min(low, value)
                high = max(high, value)
            }
        }
        guard low.isFinite, high.isFinite else { return (0, 1) }
        if high - low < 1e-9 {
            let pad = max(abs(low) * 0.1, 0.5)
            return (low - pad, high + pad)
        }
        return (low, high)
    }

    /// A value on an axis, with as many decimals as its size needs.
    static func label(_ value: Double) -> String {
        let size = abs(value)
        let decimals = size >= 100 ? 0 : size >= 10 ? 1 : size >= 0.1 || size == 0 ? 2 : 5
        var text = HTMLText.fixed(value, decimals)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// A round time step (1, 2 or 5 times a power of ten) that puts at most ten ticks on
    /// `span` seconds.
    static func timeStep(for span: Double) -> Double {
        guard span.isFinite, span > 0 else { return 1 }
        for exponent in -3...9 {
            var power = 1.0
            for _ in 0..<abs(exponent) { power *= 10 }
            for mantissa in [1.0, 2.0, 5.0] {
                // One correctly rounded operation, so 0.1 is the literal 0.1.
                let step = exponent < 0 ? mantissa / power : mantissa * power
                if span / step <= 10 { return step }
            }
        }
        return span / 10
    }
}
