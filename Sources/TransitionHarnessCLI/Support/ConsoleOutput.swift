import TransitionHarness

/// Bytes of a document on their way to the console's standard output: whole lines are
/// passed on in batches of about ``batch`` bytes (one console call a batch, not a line), so
/// a report of any size is written as it is made without being held, and the console sees
/// exactly the document's lines.
final class ConsoleOutput {
    static let batch = 1 << 16
    private let console: Console
    private var pending: [UInt8] = []

    init(console: Console) {
        self.console = console
    }

    /// Takes the next bytes of the document.
    func write(_ bytes: ArraySlice<UInt8>) {
        pending.append(contentsOf: bytes)
        guard pending.count >= Self.batch, let newline = pending.lastIndex(of: 0x0A) else { return }
        console.out(String(decoding: pending[..<newline], as: UTF8.self))
        pending.removeSubrange(...newline)
    }

    /// Passes on the rest; the document ends with a line feed, which the console adds.
    func finish() {
        guard !pending.isEmpty else { return }
        if pending.last == 0x0A { pending.removeLast() }
        console.out(String(decoding: pending, as: UTF8.self))
        pending = []
    }
}
