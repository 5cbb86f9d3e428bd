// The cross-import overlay Swift Testing asks for when a file imports both `Testing` and
// `UIKit` (the toolchain's `Testing.swiftcrossimport/UIKit.swiftoverlay` names it). Apple
// platforms ship it; Linux does not, since it has no UIKit, so without this empty module every
// test file that imports both would fail with "no such module '_Testing_UIKit'"
// (docs/uikit-modules.md).
