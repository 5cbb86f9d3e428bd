/// The screen of the current ``HeadlessDisplay`` (UIKit API).
///
/// `UIScreen.main` is the current display's screen, so a new display (one per replay) brings a
/// new screen. The screen is fixed for the display's lifetime: no rotation, external screens,
/// brightness or modes are modelled.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    private let storedBounds: CGRect
    private let storedScale: CGFloat
    private let storedMaximumFramesPerSecond: Int
    /// The screen's coordinate spaces, made on first use (UIScreen+CoordinateSpace.swift).
    lazy var currentCoordinateSpace = ScreenCoordinateSpace(screen: self, isFixed: false)
    lazy var portraitCoordinateSpace = ScreenCoordinateSpace(screen: self, isFixed: true)

    init(bounds: CGRect, scale: CGFloat, maximumFramesPerSecond: Int) {
        storedBounds = bounds
        storedScale = scale
        storedMaximumFramesPerSecond = maximumFramesPerSecond
        super.init()
    }

    /// The screen of the current display. (Deprecated in iOS 16 in favour of the window
    /// scene's screen, but still the common spelling.)
    public class var main: UIScreen { HeadlessDisplay.current.screen }

    /// The screen's rectangle in points, with origin (0, 0).
    open var bounds: CGRect { storedBounds }

    /// Points to pixels.
    open var scale: CGFloat { storedScale }

    /// The screen's rectangle in pixels: `bounds` scaled by `scale`.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: storedBounds.width * storedScale, height: storedBounds.height * storedScale)
    }

    /// The pixel scale of the physical screen; the same as `scale` here.
    open var nativeScale: CGFloat { storedScale }

    /// The refresh rate: the display's frames per second.
    open var maximumFramesPerSecond: Int { storedMaximumFramesPerSecond }

    /// The bounds and scale, without an address, so reports stay byte-identical.
    open override var description: String {
        "UIScreen(bounds: \(storedBounds), scale: \(storedScale), maximumFramesPerSecond: \(storedMaximumFramesPerSecond))"
    }
}
