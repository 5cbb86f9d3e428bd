import HeadlessCompositor
import HeadlessUIKit

/// The pictures the screen contracts judge: the key window composited over black at the
/// judging scale, a view alone at rest in the same window, and how two pictures differ.
@MainActor
enum ScreenPicture {
    /// The window's screen now, at `tolerances.scale` (or `scale`), composited when first read.
    static func capture(_ window: UIWindow, _ tolerances: CheckerTolerances.Screen, scale: Double? = nil)
        -> CapturedScene
    {
        HeadlessCompositor.capture(window, options: options(window, scale ?? tolerances.scale))
    }

    /// `view` alone at rest at `frame` (in the window's space) at `alpha`, in a screen the
    /// window's size: what the screen should show of a destination once its transition is over.
    static func renderAtRest(
        _ view: UIView, at frame: CGRect, alpha: CGFloat, in window: UIWindow, _ tolerances: CheckerTolerances.Screen,
        scale: Double? = nil
    ) -> Raster {
        HeadlessCompositor.render(
            view, restingAt: frame, alpha: alpha, options: options(window, scale ?? tolerances.scale))
    }

    private static func options(_ window: UIWindow, _ scale: Double) -> CompositorOptions {
        CompositorOptions(viewport: window.bounds, scale: CGFloat(scale))
    }

    /// The pixels of a picture of `window` at `tolerances.scale` that `rect` (in the window's
    /// space) covers, at least partly; nil when it covers none.
    static func pixels(of rect: CGRect, in window: UIWindow, _ tolerances: CheckerTolerances.Screen) -> PixelRect? {
        let scale = tolerances.scale
        let bounds = window.bounds
        let visible = rect.intersection(bounds)
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return nil }
        let minX = Int((Double(visible.minX - bounds.minX) * scale).rounded(.down))
        let minY = Int((Double(visible.minY - bounds.minY) * scale).rounded(.down))
        let maxX = Int((Double(visible.maxX - bounds.minX) * scale).rounded(.up))
        let maxY = Int((Double(visible.maxY - bounds.minY) * scale).rounded(.up))
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// How two pictures of one size differ within `region` (the whole picture when nil).
    struct Difference {
        /// The share of the region's pixels with a channel differing by more than the levels.
        var share: Double
        /// The smallest rectangle of pixels holding those that differ; nil when none does.
        var box: PixelRect?
        /// The share of the differing pixels that are black in the picture judged.
        var blackShare: Double
    }

    /// How `picture` differs from `reference` within `region`, a pixel differing when one of
    /// its channels differs by more than `levels`.
    nonisolated static func difference(
        _ picture: Raster, from reference: Raster, levels: Int, region: PixelRect? = nil
    ) -> Difference {
        guard picture.width == reference.width, picture.height == reference.height else {
            return Difference(share: 1, box: nil, blackShare: 0)
        }
        let whole = PixelRect(x: 0, y: 0, width: picture.width, height: picture.height)
        let area = region.map { clamp($0, to: whole) } ?? whole
        guard area.width > 0, area.height > 0 else { return Difference(share: 0, box: nil, blackShare: 0) }
        var count = 0
        var black = 0
        var minX = Int.max
        var minY = Int.max
        var maxX = Int.min
        var maxY = Int.min
        // Buffers and while loops: this runs for every pixel of every judged pair, and in a debug
        // build a range's iterator costs a generic-metadata lookup.
        picture.bytes.withUnsafeBufferPointer { a in
            reference.bytes.withUnsafeBufferPointer { b in
                @inline(__always)
                func apart(_ i: Int) -> Bool { abs(Int(a[i]) - Int(b[i])) > levels }
                var y = area.y
                while y < area.y + area.height {
                    var x = area.x
                    while x < area.x + area.width {
                        let base = 4 * (y * picture.width + x)
                        if apart(base) || apart(base + 1) || apart(base + 2) || apart(base + 3) {
                            count += 1
                            if a[base] < 8 && a[base + 1] < 8 && a[base + 2] < 8 { black += 1 }
                            minX = min(minX, x)
                            minY = min(minY, y)
                            maxX = max(maxX, x)
                            maxY = max(maxY, y)
                        }
                        x += 1
                    }
                    y += 1
                }
            }
        }
        guard count > 0 else { return Difference(share: 0, box: nil, blackShare: 0) }
        return Difference(
            share: Double(count) / Double(area.width * area.height),
            box: PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1),
            blackShare: Double(black) / Double(count))
    }

    /// The share of the pixels that differ between two pictures of one size (all of them when
    /// the sizes differ).
    nonisolated static func changedShare(_ first: Raster, _ second: Raster, levels: Int) -> Double {
        difference(second, from: first, levels: levels).share
    }

    /// ``changedShare(_:_:levels:)`` of two captured pictures, composited only when they may
    /// differ: two captures that render identically change nothing (at any level from 0 up).
    nonisolated static func changedShare(_ first: CapturedScene, _ second: CapturedScene, levels: Int) -> Double {
        levels >= 0 && first.rendersIdentically(to: second)
            ? 0 : changedShare(first.raster, second.raster, levels: levels)
    }

    /// ``changedShares(_:_:levels:)`` of two captured pictures, composited only when they may
    /// differ.
    nonisolated static func changedShares(_ first: CapturedScene, _ second: CapturedScene, levels: [Int]) -> [Double] {
        levels.allSatisfy({ $0 >= 0 }) && first.rendersIdentically(to: second)
            ? levels.map { _ in 0 } : changedShares(first.raster, second.raster, levels: levels)
    }

    /// For each of `levels`, the share of the pixels that differ between two pictures of one
    /// size by more than that many levels in a channel (all of them when the sizes differ), in
    /// one pass: each equal to ``changedShare(_:_:levels:)`` at that level.
    nonisolated static func changedShares(_ first: Raster, _ second: Raster, levels: [Int]) -> [Double] {
        guard first.width == second.width, first.height == second.height else {
            return levels.map { _ in 1 }
        }
        let pixels = first.width * first.height
        guard pixels > 0 else { return levels.map { _ in 0 } }
        // How many pixels have each largest channel difference (0...255), then the counts above
        // each level from it.
        var histogram = [Int](repeating: 0, count: 256)
        histogram.withUnsafeMutableBufferPointer { counts in
            first.bytes.withUnsafeBufferPointer { a in
                second.bytes.withUnsafeBufferPointer { b in
                    @inline(__always)
                    func apart(_ i: Int) -> Int { abs(Int(a[i]) - Int(b[i])) }
                    var base = 0
                    while base < 4 * pixels {
                        counts[max(max(apart(base), apart(base + 1)), max(apart(base + 2), apart(base + 3)))] += 1
                        base += 4
                    }
                }
            }
        }
        return levels.map { level in
            guard level < 255 else { return 0 }
            var count = 0
            var difference = max(level + 1, 0)
            while difference < 256 {
                count += histogram[difference]
                difference += 1
            }
            return Double(count) / Double(pixels)
        }
    }

    private nonisolated static func clamp(_ rect: PixelRect, to whole: PixelRect) -> PixelRect {
        let minX = max(rect.x, whole.x)
        let minY = max(rect.y, whole.y)
        let maxX = min(rect.x + rect.width, whole.x + whole.width)
        let maxY = min(rect.y + rect.height, whole.y + whole.height)
        return PixelRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// A rectangle of pixels at `scale`, described in points of the window
    /// (`(x, y, width, height)`), for a violation.
    nonisolated static func describe(_ box: PixelRect, scale: Double) -> String {
        func points(_ value: Int) -> String { ViolationText.rounded(Double(value) / scale) }
        return "(\(points(box.x)), \(points(box.y)), \(points(box.width)), \(points(box.height)))"
    }
}
