/// The curve of a layer's rounded corners, QuartzCore's string constants (iOS 13+)
/// [DOC CALayerCornerCurve].
///
/// HeadlessCompositor draws every rounded corner as a circular arc of `cornerRadius`, so a
/// `.continuous` corner looks as a `.circular` one there [model] (docs/compositor.md).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A quarter circle of `cornerRadius`: the default [DOC circular].
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous ("squircle") corner [DOC continuous]; drawn circular here [model].
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

extension CALayer {
    /// The curve of the rounded corners. Default `.circular` [DOC cornerCurve]. Copied by
    /// `init(layer:)` with the other compositing values; not animatable. HeadlessCompositor
    /// draws a `.continuous` curve as a circular arc [model].
    public var cornerCurve: CALayerCornerCurve {
        get { compositingValues.cornerCurve }
        set { compositingValues.cornerCurve = newValue }
    }

    /// How far beyond `cornerRadius` from each corner the curve reaches, as a factor of the
    /// radius [DOC cornerCurveExpansionFactor(_:), declared without a discussion; the header
    /// calls it the "expansion scale factor applied to the rounded corner bounding box size"]:
    /// 1 for `.circular` and 1.528665 for `.continuous`, the factors QuartzCore returns [OBS];
    /// 1 for a curve QuartzCore does not name [INF].
    public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528665 : 1
    }
}
