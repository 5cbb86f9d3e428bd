// swift-format-ignore-file: AlwaysUseLowerCamelCase
// UIKit's image-context functions, as the model has them: a stack of sizes and scales, no pixels.

/// The sizes and scales of the image contexts begun and not yet ended, innermost last.
@MainActor private var imageContextStack: [(size: CGSize, scale: CGFloat)] = []

/// Begins an image context of `size` points; a `scale` of 0 means the main screen's
/// [DOC UIGraphicsBeginImageContextWithOptions]. The context records nothing drawn into it.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    imageContextStack.append((size, scale == 0 ? UIScreen.main.scale : scale))
}

/// An image of the current image context's size and scale, or nil if no context is current
/// [DOC UIGraphicsGetImageFromCurrentImageContext]. It has no pixels.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    imageContextStack.last.map { UIImage(size: $0.size, scale: $0.scale) }
}

/// Ends the current image context [DOC UIGraphicsEndImageContext].
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    _ = imageContextStack.popLast()
}
