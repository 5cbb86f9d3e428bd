/// The animatable properties of a layer's drawn content: its shadow and border, and the
/// properties of shape and gradient layers, by their Core Animation key names (internal).
///
/// Core Animation animates each of them [DOC "Core Animation Programming Guide: Animatable
/// Properties", table B-1: borderColor, borderWidth, shadowColor, shadowOffset, shadowOpacity,
/// shadowPath, shadowRadius; DOC CAShapeLayer: path, fillColor, strokeColor, strokeStart,
/// strokeEnd, lineWidth, miterLimit, lineDashPhase "Animatable"; DOC CAGradientLayer: colors,
/// locations, startPoint, endPoint "Animatable"]. A layer's presentation has their values only
/// while one of them is animated (`LayerPresentation.animatedContent`).
enum LayerContentProperty: String, Hashable, Sendable, CaseIterable {
    case shadowOpacity
    case shadowRadius
    case shadowOffset
    case shadowColor
    case shadowPath
    case borderWidth
    case borderColor
    case path
    case fillColor
    case strokeColor
    case strokeStart
    case strokeEnd
    case lineWidth
    case lineDashPhase
    case miterLimit
    case colors
    case locations
    case startPoint
    case endPoint

    /// The kind of value the property holds.
    var kind: AnimatableProperty.Kind {
        switch self {
        case .shadowOpacity, .shadowRadius, .borderWidth, .strokeStart, .strokeEnd, .lineWidth, .lineDashPhase,
            .miterLimit:
            .scalar
        case .shadowOffset: .size
        case .startPoint, .endPoint: .point
        case .shadowColor, .borderColor, .fillColor, .strokeColor: .color
        case .shadowPath, .path: .path
        case .colors: .colors
        case .locations: .numbers
        }
    }

    /// Whether `layer` is of the class that has the property.
    func belongs(to layer: CALayer) -> Bool {
        switch layerClass {
        case is CAShapeLayer.Type: layer is CAShapeLayer
        case is CAGradientLayer.Type: layer is CAGradientLayer
        default: true
        }
    }

    /// The layer class that has the property: `CALayer` for shadows and borders.
    var layerClass: CALayer.Type {
        switch self {
        case .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor, .shadowPath, .borderWidth, .borderColor:
            CALayer.self
        case .path, .fillColor, .strokeColor, .strokeStart, .strokeEnd, .lineWidth, .lineDashPhase, .miterLimit:
            CAShapeLayer.self
        case .colors, .locations, .startPoint, .endPoint: CAGradientLayer.self
        }
    }
}
