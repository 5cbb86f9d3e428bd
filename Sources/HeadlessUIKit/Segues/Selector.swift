#if !canImport(ObjectiveC)
    /// The name of a method, as the Objective-C runtime's `Selector` has it; on Linux, where
    /// there is no runtime, only the name is kept.
    ///
    /// UIKit identifies an unwind segue's action by a selector (`#selector(unwindToList(_:))`,
    /// or `Selector("unwindToList:")`). `#selector` needs the Objective-C runtime, so write
    /// `Selector("unwindToList:")` or a string literal, which compiles on both platforms. On
    /// Apple platforms Foundation's own `Selector` is used instead of this type.
    public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The method name, as given.
        public let name: String

        /// The selector named `name`, as `NSSelectorFromString` would give it.
        public init(_ name: String) {
            self.name = name
        }

        public init(stringLiteral value: String) {
            name = value
        }

        public var description: String { name }
    }
#endif
