import HeadlessCompositor
import HeadlessUIKit

/// Opaque colors used by the scenes, and their 8-bit values.
enum Palette {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let white = CGColor(gray: 1, alpha: 1)
    static let black = CGColor(gray: 0, alpha: 1)

    static let redPixel = RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
    static let greenPixel = RGBA8(red: 0, green: 255, blue: 0, alpha: 255)
    static let bluePixel = RGBA8(red: 0, green: 0, blue: 255, alpha: 255)
    static let whitePixel = RGBA8(red: 255, green: 255, blue: 255, alpha: 255)
    static let blackPixel = RGBA8(red: 0, green: 0, blue: 0, alpha: 255)
}

/// Builders for small layer scenes.
@MainActor
enum Scene {
    /// A plain layer with `frame` and an optional background color.
    static func layer(_ frame: CGRect, color: CGColor? = nil) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    /// A white root layer of `width × height` at the origin.
    static func root(width: CGFloat = 100, height: CGFloat = 100) -> CALayer {
        layer(CGRect(x: 0, y: 0, width: width, height: height), color: Palette.white)
    }

    /// Renders at scale 1 (or `scale`) without placeholders.
    static func render(_ layer: CALayer, scale: CGFloat = 1, background: CGColor? = Palette.black) -> Raster {
        HeadlessCompositor.render(
            layer, options: CompositorOptions(scale: scale, background: background, placeholders: false))
    }
}

extension Raster {
    /// How many pixels have exactly `color`.
    func count(of color: RGBA8) -> Int {
        var n = 0
        for y in 0..<height {
            for x in 0..<width where self[x, y] == color {
                n += 1
            }
        }
        return n
    }

    /// The bounding box of the pixels with exactly `color`, or nil.
    func boundingBox(of color: RGBA8) -> PixelRect? {
        var minX = Int.max
        var minY = Int.max
        var maxX = -1
        var maxY = -1
        for y in 0..<height {
            for x in 0..<width where self[x, y] == color {
                minX = min(minX, x)
                minY = min(minY, y)
                maxX = max(maxX, x)
                maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
