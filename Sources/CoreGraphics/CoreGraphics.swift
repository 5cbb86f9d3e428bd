// `import CoreGraphics` on Linux, where the platform has no such module: HeadlessUIKit's API under
// CoreGraphics's name, so a file written for iOS needs no edit (docs/uikit-modules.md).
@_exported import HeadlessUIKit
