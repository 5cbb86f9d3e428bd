import PropertyTesting

/// What a fuzz property reports when a replay breaks contracts: which ones, and a message.
///
/// The replay supplies it (``FuzzCampaign/Property``): it replays the trace under the
/// scenario against the animator and runs the checker, and returns nil when every contract
/// holds.
public struct FuzzFailure: Sendable, Equatable, CustomStringConvertible {
    /// The broken contracts, sorted and without repeats; never empty.
    public let contracts: [Contract]
    /// What happened, for the regression file's notes and the report (for example the
    /// first violation's description).
    public var message: String

    public init(contracts: [Contract], message: String) {
        precondition(!contracts.isEmpty, "a fuzz failure names at least one broken contract")
        self.contracts = Array(Set(contracts)).sorted()
        self.message = message
    }

    public init(contract: Contract, message: String) {
        self.init(contracts: [contract], message: message)
    }

    /// The failure a checker's violations make, or nil when there are none: every contract
    /// they break, and the first violation (with the number of others) as the message.
    public init?(violations: [Violation]) {
        guard let first = violations.first else { return nil }
        let others = violations.count - 1
        let message = others == 0 ? first.description : "\(first.description) (and \(others) more)"
        self.init(contracts: violations.map(\.contract), message: message)
    }

    /// `complete-once, final-state-cancelled: message`.
    public var description: String {
        "\(contracts.map(\.id).joined(separator: ", ")): \(message)"
    }

    /// As the engine sees it: the contract ids as tags.
    var propertyFailure: PropertyFailure {
        PropertyFailure(message: message, tags: contracts.map(\.id))
    }

    /// Back from the engine's form; nil if a tag is not a contract id.
    init?(_ failure: PropertyFailure) {
        let contracts = failure.tags.compactMap(Contract.init(id:))
        guard !contracts.isEmpty, contracts.count == failure.tags.count else { return nil }
        self.init(contracts: contracts, message: failure.message)
    }
}
