/// The device, as UIKit's `UIDevice`: a fixed iPhone in portrait.
///
/// The model's device never changes: idiom `.phone`, orientation `.portrait`, system "iOS".
/// Battery, proximity and orientation notifications are not modelled.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    private static let shared = UIDevice()

    /// The device [DOC current].
    open class var current: UIDevice { shared }

    /// The kind of interface: `.phone` [DOC userInterfaceIdiom].
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }

    /// The physical orientation: `.portrait` [DOC orientation].
    open var orientation: UIDeviceOrientation { .portrait }

    /// The operating system's name, "iOS" [DOC systemName].
    open var systemName: String { "iOS" }

    /// The model's name, "iPhone" [DOC model].
    open var model: String { "iPhone" }

    /// The device's name [DOC name].
    open var name: String { "iPhone" }
}

/// The kind of interface a device has, with UIKit's raw values [DOC UIUserInterfaceIdiom].
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// The physical orientation of a device, with UIKit's raw values [DOC UIDeviceOrientation].
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    /// Whether the orientation is portrait or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// Whether the orientation is landscape.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
