/// The recorder's events, in order, stored in fixed-size chunks: appending never copies what
/// is stored, and at most one chunk is allocated and unused. A replay logs a few hundred
/// events a gesture (two a frame of every drag), so one array that doubled as it grew held
/// up to twice its events' size, and three times while copying itself. Not UIKit API.
package struct UIKitEventLog: RandomAccessCollection, Sendable {
    /// Events per chunk: a power of two, so a position splits into chunk and offset by shifts.
    private static let chunkShift = 10
    private static let chunkSize = 1 << chunkShift

    private var chunks: [[UIKitEvent]] = []
    package private(set) var count = 0

    package init() {}

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    package subscript(position: Int) -> UIKitEvent {
        precondition(position >= 0 && position < count, "event position out of range")
        return chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)]
    }

    /// Adds `event` at the end.
    mutating func append(_ event: UIKitEvent) {
        if count & (Self.chunkSize - 1) == 0 {
            var chunk: [UIKitEvent] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(event)
        count += 1
    }

    /// Forgets every event.
    mutating func removeAll() {
        chunks = []
        count = 0
    }
}
