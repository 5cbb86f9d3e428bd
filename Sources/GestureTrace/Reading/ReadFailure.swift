/// A refusal found while reading, before the file name and line numbers are attached.
/// ``TraceReader`` turns it into a ``TraceError``.
struct ReadFailure: Error {
    enum Place {
        /// An absolute byte offset into the input.
        case offset(Int)
        case path(JSONPath)
        case file
    }

    var place: Place
    var kind: TraceError.Kind
    var message: String

    static func syntax(at offset: Int, _ message: String) -> ReadFailure {
        ReadFailure(place: .offset(offset), kind: .syntax, message: message)
    }

    static func content(at path: JSONPath, _ message: String) -> ReadFailure {
        ReadFailure(place: .path(path), kind: .content, message: message)
    }
}
