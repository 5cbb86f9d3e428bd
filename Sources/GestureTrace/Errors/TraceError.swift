/// Why a trace file was refused, and where.
///
/// Every refusal names the file, then the place (line and column for JSON syntax, a JSON
/// path such as `touches[17].t` for content, nothing more for problems with the whole file),
/// then what was expected and what was found. ``description`` is compiler-style:
///
///     error: traces/pop-fling.json: touches[17].t: time goes backwards (0.412 after 0.43)
///     error: f.json:3:8: unexpected character '?' (byte 19)
public struct TraceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, broadly.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// The file is missing or unreadable.
        case io
        /// The bytes are not JSON this reader accepts: grammar, encoding, NaN, duplicate keys.
        case syntax
        /// Well-formed JSON that is not a valid trace: a type, a range, an order.
        case content
        /// The input passes one of ``TraceLimits``.
        case limit
    }

    /// Where the problem is.
    public enum Location: Sendable, Equatable {
        /// A byte offset from the start of the file (0-based, a byte-order mark included)
        /// and the line and column it lies on (1-based; columns count bytes).
        case syntax(byteOffset: Int, line: Int, column: Int)
        /// A JSON path into the document, such as `screen.width` or `touches[17].t`; the
        /// empty path is the top-level value.
        case path(String)
        /// The file as a whole (it cannot be read, or it is too large).
        case file
    }

    /// The file as the caller named it.
    public var file: String
    public var location: Location
    public var kind: Kind
    /// What was expected and what was found, without the file and location.
    public var message: String

    public init(file: String, location: Location, kind: Kind, message: String) {
        self.file = file
        self.location = location
        self.kind = kind
        self.message = message
    }

    /// The message as the tool prints it; the file name is quoted and escaped when it holds
    /// control characters or bytes that are not UTF-8 (``PathBytes/display(_:)``).
    public var description: String {
        let file = PathBytes.display(self.file)
        switch location {
        case .syntax(let byteOffset, let line, let column):
            return "error: \(file):\(line):\(column): \(message) (byte \(byteOffset))"
        case .path(let path) where !path.isEmpty:
            return "error: \(file): \(path): \(message)"
        case .path, .file:
            return "error: \(file): \(message)"
        }
    }
}
