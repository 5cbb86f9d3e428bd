/// The horizontal alignment of text, with UIKit's raw values on iOS [DOC NSTextAlignment].
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}
