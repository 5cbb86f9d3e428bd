import Foundation
import Testing

@testable import TransitionHarness

@Suite struct HTMLPlotTests {
    static func plot(_ values: [Double?], range: ClosedRange<Double>? = nil) -> HTMLPlot {
        HTMLPlot(
            id: "p", title: "p", times: values.indices.map { Double($0) / 10 },
            series: [HTMLPlot.Series(name: "v", values: values)], markers: [], baseRange: range)
    }

    @Test func aGapBreaksTheLine() {
        let svg = Self.plot([0, 1, nil, 1, 0]).svg
        let path = svg.components(separatedBy: #" d=""#)[1].prefix { $0 != "\"" }
        #expect(path.components(separatedBy: "M").count == 3)
        #expect(path.components(separatedBy: " L").count == 3)
    }

    @Test func valuesThatAreNotFiniteAreGaps() {
        #expect(Self.plot([.nan, .infinity]).svg.contains("<path") == false)
        #expect(Self.plot([.nan, 1]).valueRange == (0.5, 1.5))
    }

    @Test func theRangeHoldsTheBaseRangeAndTheValues() {
        #expect(Self.plot([0.2, 0.4], range: 0...1).valueRange == (0, 1))
        #expect(Self.plot([-0.5, 2], range: 0...1).valueRange == (-0.5, 2))
        #expect(Self.plot([3, 3]).valueRange == (2.5, 3.5))
        #expect(Self.plot([400, 400]).valueRange == (360, 440))
        #expect(Self.plot([nil, nil]).valueRange == (0, 1))
    }

    @Test func axisLabelsHaveTheDecimalsTheirSizeNeeds() {
        #expect(HTMLPlot.label(390) == "390")
        #expect(HTMLPlot.label(12.25) == "12.3")
        #expect(HTMLPlot.label(0.5) == "0.5")
        #expect(HTMLPlot.label(-0.000625) == "-0.00063")
        #expect(HTMLPlot.label(0) == "0")
        #expect(HTMLPlot.label(-0.0) == "0")
    }

    @Test func timeStepsAreRoundAndFewEnough() {
        #expect(HTMLPlot.timeStep(for: 0.96) == 0.1)
        #expect(HTMLPlot.timeStep(for: 2.4) == 0.5)
        #expect(HTMLPlot.timeStep(for: 0) == 1)
        for span in [0.01, 0.3, 1, 7, 60, 3600] {
            let step = HTMLPlot.timeStep(for: span)
            #expect(span / step <= 10 && span / step > 2, "\(span)")
        }
    }

    @Test func markersAreDrawnWithTheirLabels() {
        var plot = Self.plot([0, 1])
        plot.markers = [
            HTMLPlot.Marker(time: 0.05, kind: .decision, label: "finish"),
            HTMLPlot.Marker(time: 0.1, kind: .violation, label: "a < b"),
        ]
        let svg = plot.svg
        #expect(svg.contains(#"<line class="marker decision" x1="386.0""#))
        #expect(svg.contains(">finish</text>"))
        #expect(svg.contains("<title>a &lt; b</title>"))
        #expect(!svg.contains(">a &lt; b</text>"))
    }
}
