/// Something a trace file carries that the reader ignored, such as a key this version of
/// the format does not define (kept for forward compatibility, listed by `validate`).
///
///     warning: f.json: transition.speed: unknown key, ignored
public struct TraceWarning: Sendable, Equatable, CustomStringConvertible {
    /// The file as the caller named it.
    public var file: String
    /// The JSON path of the ignored key, such as `transition.speed` or `touches[0].pressure`.
    public var path: String
    /// What was ignored.
    public var message: String

    public init(file: String, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    public var description: String {
        "warning: \(PathBytes.display(file)): \(path): \(message)"
    }
}
