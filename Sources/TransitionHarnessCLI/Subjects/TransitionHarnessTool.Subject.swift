import GestureTrace
import TransitionCatalog
import TransitionHarness

extension TransitionHarnessTool {
    /// A subject as the command line knows it: the name `--animator NAME` selects, a line
    /// for `catalog`, and a factory that makes a fresh subject for each replay.
    ///
    /// What a subject declares it supports (``ReplaySubject/supportedGestures``) is asked
    /// once, when the `Subject` is made: `replay` and `check` skip traces of other operations,
    /// and `fuzz` and `shrink` generate only those gestures.
    ///
    /// ```swift
    /// TransitionHarnessTool.main(subjects: [
    ///     .init(name: "card", summary: "the feed's card, pulled down to dismiss") { CardApp() }
    /// ])
    /// ```
    public struct Subject: Sendable {
        /// The name `--animator` selects; fuzz campaigns and findings record it.
        public let name: String
        /// One line for `catalog`.
        public let summary: String
        /// What `catalog` lists as its kind: `app` for an ``AppUnderTest``, `animator` for a
        /// ``TransitionUnderTest``, or a catalog entry's kind.
        public let kind: String
        /// The contracts that must catch it: empty but for the catalog's broken entries.
        public let catches: [Contract]
        /// The operations it runs; a trace of another operation is not replayed against it.
        public let operations: Set<Trace.Transition.Operation>
        /// The gestures it declares (``ReplaySubject/supportedGestures``).
        public let gestures: [SupportedGesture]
        /// Whether it is an app's own scene (``AppUnderTest``), whose own handlers decide how
        /// each gesture ends: no completion policy applies to it.
        public let isAppScene: Bool
        /// Makes a fresh subject for one replay.
        public let make: @MainActor @Sendable () -> any ReplaySubject
        /// The generator `fuzz` and `shrink` draw from: only the subject's operations, and,
        /// when it declares gestures of its own (not the standard table's), only those, each
        /// beginning with a short move forward (``TransitionFuzzer/leadIn``).
        public let generator: GestureGenerator

        /// A subject named `name` on the command line, made by `make`, which is called once
        /// here to read what the subject declares.
        @MainActor
        public init(name: String, summary: String, make: @escaping @MainActor @Sendable () -> any ReplaySubject) {
            let subject = make()
            let gestures = subject.supportedGestures
            let isAppScene = subject is any AppUnderTest
            self.init(
                name: name, summary: summary, kind: isAppScene ? "app" : "animator", catches: [],
                operations: gestures.isEmpty
                    ? Set(Trace.Transition.Operation.allCases) : Set(gestures.map(\.operation)),
                gestures: gestures, isAppScene: isAppScene, make: make)
        }

        /// The subject of a catalog entry: its name, kind, contracts and operations.
        @MainActor
        public init(_ entry: CatalogEntry) {
            let make = entry.make
            self.init(
                name: entry.name, summary: entry.summary, kind: entry.kind.rawValue, catches: entry.catches,
                operations: entry.operations, gestures: make().supportedGestures, isAppScene: false,
                make: { make() })
        }

        @MainActor
        private init(
            name: String, summary: String, kind: String, catches: [Contract],
            operations: Set<Trace.Transition.Operation>, gestures: [SupportedGesture], isAppScene: Bool,
            make: @escaping @MainActor @Sendable () -> any ReplaySubject
        ) {
            self.name = name
            self.summary = summary
            self.kind = kind
            self.catches = catches
            self.operations = operations
            self.gestures = gestures
            self.isAppScene = isAppScene
            self.make = make
            var generator = GestureGenerator(operations: operations)
            let standard = SupportedGesture.standard.filter { operations.contains($0.operation) }
            if !gestures.isEmpty, gestures != SupportedGesture.standard, gestures != standard {
                generator.gestures = gestures
                generator.leadIn = TransitionFuzzer.leadIn
            }
            self.generator = generator
        }

        /// Whether a trace with `operation` can be replayed against this subject.
        public func supports(_ operation: Trace.Transition.Operation) -> Bool {
            operations.contains(operation)
        }
    }
}

extension [TransitionHarnessTool.Subject] {
    /// The harness's catalog (docs/catalog.md), in listing order: what `transition-harness`
    /// runs.
    @MainActor
    public static var catalog: Self {
        Catalog.entries.map(TransitionHarnessTool.Subject.init)
    }

    /// The correct ones (all but the catalog's broken entries): what `check --all-animators`
    /// runs.
    var correct: Self {
        let broken = [CatalogEntry.Kind.asFirstWritten, .knownBad].map(\.rawValue)
        return filter { !broken.contains($0.kind) }
    }

    /// The subject called `name`, if any.
    func named(_ name: String) -> TransitionHarnessTool.Subject? {
        first { $0.name == name }
    }
}
