import TestSupport

@testable import HeadlessUIKit

extension SeededGenerator {
    /// A layer with random bounds (including a non-zero origin), position and anchor point.
    @MainActor
    mutating func randomLayer(transform: CATransform3D) -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(origin: point(in: -50...50), size: size(in: 5...300))
        layer.position = point(in: -300...300)
        layer.anchorPoint = CGPoint(x: value(in: -0.25...1.25), y: value(in: -0.25...1.25))
        layer.transform = transform
        return layer
    }
}

/// A layer delegate that records, in order, the names of the layers it lays out.
@MainActor
final class LayoutRecorder: NSObject, @preconcurrency CALayerDelegate {
    var log: [String] = []
    var onLayout: ((CALayer) -> Void)?

    func layoutSublayers(of layer: CALayer) {
        log.append(layer.name ?? "?")
        onLayout?(layer)
    }
}

@MainActor
func namedLayer(_ name: String, delegate: LayoutRecorder? = nil) -> CALayer {
    let layer = CALayer()
    layer.name = name
    layer.delegate = delegate
    return layer
}

@MainActor
func names(_ layers: [CALayer]?) -> [String] {
    (layers ?? []).map { $0.name ?? "?" }
}
