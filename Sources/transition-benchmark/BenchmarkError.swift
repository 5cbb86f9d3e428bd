/// A benchmark that could not produce its figures: a parser disagreed with the others, a
/// child process failed, a file could not be written. The run exits with status 1.
struct BenchmarkError: Error, CustomStringConvertible {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
