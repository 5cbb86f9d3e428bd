// `import QuartzCore` on Linux, where the platform has no such module: HeadlessUIKit's API under
// QuartzCore's name, so a file written for iOS needs no edit (docs/uikit-modules.md).
@_exported import HeadlessUIKit
