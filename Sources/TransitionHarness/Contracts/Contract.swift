/// A transition contract of docs/contracts.md. Each has a stable id: reports, tests, `expect`
/// blocks and users' CI filters name it, so an id never changes meaning.
///
/// Each contract is declared next to the rule that judges it (`Checker/Rules/`), as a static
/// member of this type; ``allCases`` lists them in the order the rules are registered
/// (`ContractRules`), which is docs/contracts.md's order. Two contracts are the same when their
/// ids are.
public struct Contract: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The stable id, as reports print it.
    public let id: String

    /// One line saying what the contract demands.
    public let summary: String

    /// A contract with its id and its one-line summary.
    public init(id: String, summary: String) {
        self.id = id
        self.summary = summary
    }

    /// The contract with this id among ``allCases``, or nil.
    public init?(id: String) {
        guard let index = Self.index[id] else { return nil }
        self = Self.allCases[index]
    }

    /// Every contract the checker judges, in docs/contracts.md's order.
    public static let allCases: [Contract] = ContractRules.registered.flatMap { $0.contracts }

    /// Each contract's position in ``allCases``, by id.
    private static let index: [String: Int] = Dictionary(
        allCases.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })

    public var description: String { id }

    public static func == (lhs: Contract, rhs: Contract) -> Bool { lhs.id == rhs.id }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// docs/contracts.md's order; a contract not among ``allCases`` sorts after them, by id.
    public static func < (lhs: Contract, rhs: Contract) -> Bool {
        switch (index[lhs.id], index[rhs.id]) {
        case (let left?, let right?): left < right
        case (.some, nil): true
        case (nil, .some): false
        case (nil, nil): lhs.id < rhs.id
        }
    }
}
