/// What limits drawing below a layer: the planes on the way to the screen whose points
/// must stay in front of the eye, the ancestors' `masksToBounds` shapes, and a pixel box
/// that holds everything still visible.
struct ClipState {
    /// For each plane on the path whose map is projective, `(a, b, c)` with the plane's
    /// homogeneous weight `a·x + b·y + c` at pixel `(x, y)`: a point is in front of the eye
    /// in every plane on its path exactly when all these are positive (docs/compositor.md).
    var frontChecks: [(a: Double, b: Double, c: Double)] = []
    /// The clipping ancestors: the map from pixels to the ancestor's bounds space, and its shape.
    var clips: [(fromPixel: Homography, shape: RoundedRect)] = []
    /// A pixel box outside of which nothing below can show.
    var box: PixelRect

    /// Whether pixel point `(x, y)` passes every front check and every clip.
    @inline(__always)
    func admits(_ x: Double, _ y: Double) -> Bool {
        // Index loops and an early exit: this runs several times for every pixel drawn, and
        // an iterator costs a generic-metadata lookup per call in a debug build.
        if frontChecks.count == 0 && clips.count == 0 { return true }
        var index = 0
        while index < frontChecks.count {
            let check = frontChecks[index]
            if check.a * x + check.b * y + check.c <= 0 { return false }
            index += 1
        }
        index = 0
        while index < clips.count {
            let h = clips[index].fromPixel.homogeneous(x, y)
            guard h.w > 0, clips[index].shape.contains(h.x / h.w, h.y / h.w) else { return false }
            index += 1
        }
        return true
    }
}
