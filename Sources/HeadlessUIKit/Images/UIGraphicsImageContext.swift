// swift-format-ignore-file: AlwaysUseLowerCamelCase
// UIKit's image-context functions, as the model has them: a stack of sizes, scales and
// recording contexts, no pixels (docs/drawing.md).

/// The image contexts begun and not yet ended, innermost last.
@MainActor private var imageContextStack: [(size: CGSize, scale: CGFloat, context: CGContext)] = []

/// Begins an image context of `size` points and makes it current; a `scale` of 0 means the
/// main screen's [DOC UIGraphicsBeginImageContextWithOptions]. Its `CGContext` records the
/// layers drawn into it.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    imageContextStack.append((size, scale == 0 ? UIScreen.main.scale : scale, CGContext()))
}

/// Begins an image context of `size` points at scale 1 [DOC UIGraphicsBeginImageContext].
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The current graphics context: the innermost image context's, or nil when none is begun
/// [DOC UIGraphicsGetCurrentContext] (views do not draw here, so no other context is ever
/// current).
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    imageContextStack.last?.context
}

/// An image of the current image context's size and scale, or nil if no context is current
/// [DOC UIGraphicsGetImageFromCurrentImageContext]. It has no pixels; it keeps what was drawn
/// into the context so far.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    imageContextStack.last.map { UIImage(size: $0.size, scale: $0.scale, drawing: $0.context.drawing) }
}

/// Ends the current image context [DOC UIGraphicsEndImageContext].
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    _ = imageContextStack.popLast()
}
