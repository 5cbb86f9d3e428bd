// The cross-import overlay Swift Testing asks for when a file imports both `Testing` and
// `CoreGraphics` (the toolchain's `Testing.swiftcrossimport/CoreGraphics.swiftoverlay` names it). Apple
// platforms ship it; Linux does not, since it has no CoreGraphics, so without this empty module every
// test file that imports both would fail with "no such module '_Testing_CoreGraphics'"
// (docs/uikit-modules.md).
