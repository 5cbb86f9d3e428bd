// swift-format-ignore-file: AlwaysUseLowerCamelCase
// AVFoundation's geometry function, the one piece of AVFoundation transition code uses to fit
// an image into a view. On Linux there is no AVFoundation module: HeadlessUIKit has the
// function, so `import AVFoundation` goes inside `#if canImport(AVFoundation)` (docs/drawing.md).

#if !canImport(AVFoundation)
    /// The largest rectangle of the aspect ratio `aspectRatio` that fits in `boundingRect`,
    /// centred in it [DOC AVMakeRect(aspectRatio:insideRect:)]. An aspect ratio with a zero or
    /// negative side gives an empty rectangle at the centre [INF].
    public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
        let bounds = boundingRect.standardized
        guard aspectRatio.width > 0, aspectRatio.height > 0 else {
            return CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        }
        let scale = min(bounds.width / aspectRatio.width, bounds.height / aspectRatio.height)
        let size = CGSize(width: aspectRatio.width * scale, height: aspectRatio.height * scale)
        return CGRect(
            x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
#endif
