/// Why bytes could not be read as a PNG: what was expected, and the byte offset where it
/// was not found.
public struct PNGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The offset in the file (or, for the image data, in the decompressed stream).
    public var offset: Int
    public var message: String

    public init(offset: Int, _ message: String) {
        self.offset = offset
        self.message = message
    }

    public var description: String { "byte \(offset): \(message)" }
}
