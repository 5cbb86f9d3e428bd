// UIView's adoption of UICoordinateSpace. The conversion methods are declared in the class
// (UIView.swift), so that subclasses can override them; their work is done in
// CoordinateSpaceConversion.swift.
//
// These overloads sit beside `convert(_:to: UIView?)` and its kin, as in UIKit. A call with a
// view (`convert(p, to: other)`) may resolve to either and gets the same result; a call with
// nil or an optional view resolves to the view overload.

extension UIView: UICoordinateSpace {}
