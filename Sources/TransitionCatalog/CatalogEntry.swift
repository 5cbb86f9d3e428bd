import GestureTrace
import HeadlessUIKit
import TransitionHarness

/// One transition of the catalog: a name the CLI accepts (`--animator NAME`), what kind of
/// code it is, which contracts must catch it, and how to make it.
public struct CatalogEntry: Sendable {
    /// What kind of transition code an entry is.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// Cancel-safe, interactive-capable: holds every contract on every trace.
        case correct
        /// A seed transition as first written for the non-interactive case, with its bugs.
        case asFirstWritten = "as-first-written"
        /// A small, realistic broken animator or interaction named after its bug.
        case knownBad = "known-bad"
    }

    public let name: String
    public let kind: Kind
    /// The contracts that must catch it; empty for correct entries.
    public let catches: [Contract]
    /// One line saying what it does (and, for broken entries, what it does wrong).
    public let summary: String
    /// The operations it can run; a trace with another operation is not replayed against it.
    public let operations: Set<Trace.Transition.Operation>
    /// Makes a fresh instance for one replay.
    public let make: @MainActor @Sendable () -> any TransitionUnderTest

    public init(
        name: String,
        kind: Kind,
        catches: [Contract] = [],
        summary: String,
        operations: Set<Trace.Transition.Operation> = Set(Trace.Transition.Operation.allCases),
        make: @escaping @MainActor @Sendable () -> any TransitionUnderTest
    ) {
        self.name = name
        self.kind = kind
        self.catches = catches
        self.summary = summary
        self.operations = operations
        self.make = make
    }

    /// Whether a trace with `operation` can be replayed against this entry.
    public func supports(_ operation: Trace.Transition.Operation) -> Bool {
        operations.contains(operation)
    }
}
