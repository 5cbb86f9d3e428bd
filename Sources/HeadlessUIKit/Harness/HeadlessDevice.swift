/// The device a ``HeadlessDisplay`` stands for: its screen and the safe-area insets its shape
/// (sensor housing, rounded corners, home indicator) and status bar give a full-screen window,
/// per orientation.
///
/// Harness API, not UIKit's (`@_spi(Harness)`). A display made from a screen size
/// (``HeadlessDisplay/init(screenSize:scale:framesPerSecond:)``, which replays use with the
/// trace's screen) takes the known device of that screen (``matching(screenSize:scale:)``):
/// the default 390 × 844 at scale 3 is ``iPhone14``, with its insets; other screens are
/// unobstructed. Choose a device to say which:
///
/// ```swift
/// let display = HeadlessDisplay(device: .iPhone14)
/// let window = UIWindow(frame: display.screen.bounds)
/// window.safeAreaInsets     // top 47, bottom 34
/// HeadlessDisplay(device: .unobstructed(screenSize: CGSize(width: 390, height: 844), scale: 3))
/// ```
@_spi(Harness)
public struct HeadlessDevice: Sendable, Hashable, CustomStringConvertible {
    /// A name for reports.
    public var name: String
    /// The screen's size in points, in portrait.
    public var screenSize: CGSize
    /// Points to pixels.
    public var scale: CGFloat
    /// The insets of a full-screen window in portrait (the status bar and the sensor housing
    /// at the top, the home indicator at the bottom).
    public var portraitSafeAreaInsets: UIEdgeInsets
    /// The insets of a full-screen window in landscape (the sensor housing on both sides, as
    /// UIKit keeps the insets symmetric whichever side it is on; the home indicator at the
    /// bottom; no status bar).
    public var landscapeSafeAreaInsets: UIEdgeInsets

    public init(
        name: String, screenSize: CGSize, scale: CGFloat, portraitSafeAreaInsets: UIEdgeInsets = .zero,
        landscapeSafeAreaInsets: UIEdgeInsets = .zero
    ) {
        self.name = name
        self.screenSize = screenSize
        self.scale = scale
        self.portraitSafeAreaInsets = portraitSafeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
    }

    /// A device with the given screen and no safe-area insets in either orientation: a screen
    /// without status bar, sensor housing or home indicator. What a display made from a bare
    /// screen size is.
    public static func unobstructed(screenSize: CGSize, scale: CGFloat) -> HeadlessDevice {
        HeadlessDevice(name: "unobstructed", screenSize: screenSize, scale: scale)
    }

    /// The device a screen of this size (in portrait) and scale is: ``iPhone14`` for 390 × 844
    /// at scale 3 (every device with that screen, the iPhone 12, 12 Pro, 13, 13 Pro and 14, has
    /// the same insets [OBS]), ``iPhoneSE`` for 375 × 667 at scale 2, else an unobstructed
    /// screen of that size, without insets [model: the shape of other screens is not known].
    public static func matching(screenSize: CGSize, scale: CGFloat) -> HeadlessDevice {
        for device in [iPhone14, iPhoneSE] where device.screenSize == screenSize && device.scale == scale {
            return device
        }
        return .unobstructed(screenSize: screenSize, scale: scale)
    }

    /// An iPhone 12, 13 or 14 (390 × 844 points at scale 3, a notch): 47 points at the top and
    /// 34 at the bottom in portrait; 47 on each side and 21 at the bottom in landscape.
    /// [OBS: the values UIKit reports for a full-screen view controller's view on these devices
    /// (iOS 15–17 simulators), as listed by useyourloaf.com "iPhone 12 Screen Sizes" and the
    /// many measurements of the iPhone X-family insets (useyourloaf.com "Supporting iPhone X":
    /// 44 / 34 portrait, 44 / 21 landscape on the 375 × 812 models, 47 on the 390 × 844 ones).]
    public static let iPhone14 = HeadlessDevice(
        name: "iPhone 14", screenSize: CGSize(width: 390, height: 844), scale: 3,
        portraitSafeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))

    /// An iPhone SE (2nd and 3rd generation; 375 × 667 points at scale 2, a home button): the
    /// 20-point status bar at the top in portrait, nothing in landscape, where the status bar
    /// is hidden [OBS: useyourloaf.com "Supporting iPhone X", the iPhone 8 figures].
    public static let iPhoneSE = HeadlessDevice(
        name: "iPhone SE", screenSize: CGSize(width: 375, height: 667), scale: 2,
        portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))

    /// The insets of a full-screen window of the given size: landscape's when it is wider than
    /// tall, portrait's otherwise [INF: the model has no interface orientation of its own; a
    /// test rotates by resizing the window].
    public func safeAreaInsets(forWindowSize size: CGSize) -> UIEdgeInsets {
        size.width > size.height ? landscapeSafeAreaInsets : portraitSafeAreaInsets
    }

    public var description: String {
        "\(name) (\(screenSize.width) × \(screenSize.height) @\(scale)x)"
    }
}
