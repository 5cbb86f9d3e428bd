import Foundation
import HeadlessCompositor

/// The pieces of text the HTML report is made of: escaped markup, numbers with a fixed
/// number of decimals, and pictures as `data:` URIs. Every one is a function of its input
/// alone (no locale, no clock).
enum HTMLText {
    /// `text` with the markup characters escaped (the XML writer's escaper, which suits HTML).
    static func escape(_ text: String) -> String { ReportWriter.escape(text) }

    /// `value` rounded half away from zero to `decimals` places, without exponent; `–` when
    /// it is not finite.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return "–" }
        var factor = 1.0
        for _ in 0..<decimals { factor *= 10 }
        let scaled = (abs(value) * factor).rounded()
        guard scaled < 9e15 else { return value.description }
        var digits = String(Int64(scaled))
        if decimals > 0 {
            if digits.count <= decimals {
                digits = String(repeating: "0", count: decimals - digits.count + 1) + digits
            }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
        }
        return (value < 0 && scaled != 0 ? "-" : "") + digits
    }

    /// A time as the report shows it: `0.417 s`.
    static func seconds(_ time: Double) -> String { fixed(time, 3) + " s" }

    /// `raster` as a compressed PNG in a `data:` URI.
    static func dataURI(_ raster: Raster) -> String {
        "data:image/png;base64," + Data(raster.pngData(compression: .compressed)).base64EncodedString()
    }

    /// An `<img>` of `raster` at its own size (CSS may draw it smaller).
    static func image(_ raster: Raster, alt: String, id: String? = nil) -> String {
        let idAttribute = id.map { #" id="\#($0)""# } ?? ""
        return #"<img\#(idAttribute) src="\#(dataURI(raster))" width="\#(raster.width)" height="\#(raster.height)""#
            + #" alt="\#(escape(alt))">"#
    }
}
