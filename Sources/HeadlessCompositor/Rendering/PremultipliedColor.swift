import HeadlessUIKit

/// A color with its components multiplied by alpha, as the renderer blends them.
struct PremultipliedColor: Equatable {
    var red: Float
    var green: Float
    var blue: Float
    var alpha: Float

    init(red: Float, green: Float, blue: Float, alpha: Float) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A Core Graphics color (gray or RGB), each component clamped to 0...1.
    init(_ color: CGColor) {
        let c = (color.components ?? [0, 0]).map { Float(min(max($0, 0), 1)) }
        let alpha = c.last ?? 0
        if c.count >= 4 {
            self.init(red: c[0] * alpha, green: c[1] * alpha, blue: c[2] * alpha, alpha: alpha)
        } else {
            let gray = (c.first ?? 0) * alpha
            self.init(red: gray, green: gray, blue: gray, alpha: alpha)
        }
    }
}
