extension Trace {
    /// Provenance of a trace.
    public struct Source: Sendable, Equatable {
        /// How a trace was made.
        public enum Kind: String, Sendable, Equatable, CaseIterable {
            case recorded
            case synthetic
            case converted
            case fuzz
        }

        public var kind: Kind?
        public var device: String?
        public var software: String?
        public var origin: String?

        public init(kind: Kind? = nil, device: String? = nil, software: String? = nil, origin: String? = nil) {
            self.kind = kind
            self.device = device
            self.software = software
            self.origin = origin
        }
    }
}
