// Foundation's key-value observing types, on platforms without the Objective-C runtime (where
// swift-corelibs-foundation has none). On Apple platforms Foundation's own are used.

#if !canImport(ObjectiveC)
    /// What a key-value observation reports, as Foundation's `NSKeyValueObservingOptions`
    /// (same raw values).
    public struct NSKeyValueObservingOptions: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The change carries the new value.
        public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
        /// The change carries the old value.
        public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
        /// The handler is called once, at once, when the observation is made.
        public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
        /// The handler is also called before each change, with `isPrior` true.
        public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
    }

    /// The kind of a change, as Foundation's `NSKeyValueChange`. Only `.setting` is reported
    /// here (no observed property is a to-many relationship).
    public enum NSKeyValueChange: UInt, Sendable {
        case setting = 1
        case insertion = 2
        case removal = 3
        case replacement = 4
    }

    /// One change of an observed property, as Foundation's `NSKeyValueObservedChange`.
    public struct NSKeyValueObservedChange<Value> {
        /// Always `.setting` here.
        public let kind: NSKeyValueChange
        /// The value after the change, when the observation asked for `.new` (nil in a prior
        /// notification, as in Foundation).
        public let newValue: Value?
        /// The value before the change, when the observation asked for `.old`.
        public let oldValue: Value?
        /// Indexes of a to-many change; always nil here.
        public let indexes: IndexSet?
        /// Whether this is the notification before the change (`.prior`).
        public let isPrior: Bool
    }

    /// A key-value observation, as Foundation's `NSKeyValueObservation`: the handler is called
    /// until `invalidate()` or until the observation is released.
    ///
    /// The observed object does not keep the observation: keep it (in a property), as with
    /// Foundation. `invalidate()` may be called from any thread; the handler is called on the
    /// thread that changes the property (the main thread, for views).
    public final class NSKeyValueObservation: @unchecked Sendable {
        private let lock = NSLock()
        private var handler: ((KeyValueObservationPhase) -> Void)?

        init(handler: @escaping (KeyValueObservationPhase) -> Void) {
            self.handler = handler
        }

        deinit {
            invalidate()
        }

        /// Stops the observation: the handler is not called again, and is released.
        public func invalidate() {
            let released = lock.withLock { () -> ((KeyValueObservationPhase) -> Void)? in
                defer { handler = nil }
                return handler
            }
            _ = released
        }

        /// Whether the observation still calls its handler.
        var isValid: Bool {
            lock.withLock { handler != nil }
        }

        /// Calls the handler, unless invalidated.
        func notify(_ phase: KeyValueObservationPhase) {
            guard let handler = lock.withLock({ handler }) else { return }
            handler(phase)
        }
    }

    /// When an observation's handler is called: at registration (`.initial`), before a change
    /// (for `.prior` and to capture the old value) and after it.
    enum KeyValueObservationPhase {
        case initial
        case willChange
        case didChange
    }
#endif
