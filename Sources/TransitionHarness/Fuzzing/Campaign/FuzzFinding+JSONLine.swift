import GestureTrace
import PropertyTesting

/// A finding as one line of JSON, so that worker processes (`transition-harness fuzz
/// --shard k/n`) can report to the process that merges them (``FuzzCampaign/merge(_:)``):
///
///     {"contract": "complete-once", "contracts": ["complete-once"], "seed": "1", "case": 17,
///      "choices": "AAAA…", "originalChoices": 61, "shrinkCalls": 412, "message": "…",
///      "animator": "card", "policy": "cupertino", "keptSamples": [0, 3, 9]}
///
/// (on one line; `animator` and `policy` only when known, `keptSamples` only when the last pass of
/// shrinking deleted samples). The input is not in the line: the choices and the kept samples
/// regenerate it exactly. The seed is a string because JSON numbers lose integers above 2⁵³.
extension FuzzFinding {
    public var jsonLine: String {
        let contracts = failure.contracts.map { JSONText.quoted($0.id) }.joined(separator: ", ")
        return "{\"contract\": \(JSONText.quoted(contract.id)), \"contracts\": [\(contracts)], "
            + "\"seed\": \"\(seed)\", \"case\": \(caseIndex), \"choices\": \(JSONText.quoted(choices.encoded)), "
            + "\"originalChoices\": \(originalChoiceCount), \"shrinkCalls\": \(shrinkCalls), "
            + "\"message\": \(JSONText.quoted(failure.message))"
            + (animator.map { ", \"animator\": \(JSONText.quoted($0))" } ?? "")
            + (policy.map { ", \"policy\": \(JSONText.quoted($0))" } ?? "")
            + (keptSamples.map { ", \"keptSamples\": [\($0.map(String.init).joined(separator: ", "))]" } ?? "") + "}"
    }

    /// Reads a line of ``jsonLine`` and regenerates the input with `generator` (which must
    /// be configured as the worker's was). Throws a message saying what is wrong.
    public init(jsonLine line: String, generator: GestureGenerator = GestureGenerator()) throws(FuzzCampaignError) {
        let value: JSONValue
        do {
            value = try JSONValue.parse(Array(line.utf8))
        } catch {
            throw .malformedLine("not JSON: \(error.description)")
        }
        try self.init(json: value, generator: generator)
    }

    /// Reads a finding from the object a ``jsonLine`` holds (as the campaign file nests it).
    init(json value: JSONValue, generator: GestureGenerator) throws(FuzzCampaignError) {
        func string(_ key: String) throws(FuzzCampaignError) -> String {
            guard case .string(let text)? = value[key] else { throw .malformedLine("expected a string \"\(key)\"") }
            return text
        }
        func integer(_ key: String) throws(FuzzCampaignError) -> Int {
            guard case .number(let number)? = value[key], number >= 0, number < 0x1p53, number.rounded() == number
            else { throw .malformedLine("expected an integer >= 0 \"\(key)\"") }
            return Int(number)
        }
        guard let contract = Contract(id: try string("contract")) else {
            throw .malformedLine("unknown contract \"\(try string("contract"))\"")
        }
        guard case .array(let list)? = value["contracts"] else {
            throw .malformedLine("expected an array \"contracts\"")
        }
        var contracts: [Contract] = []
        for element in list {
            guard case .string(let id) = element, let listed = Contract(id: id) else {
                throw .malformedLine("\"contracts\" holds something that is not a contract id")
            }
            contracts.append(listed)
        }
        guard contracts.contains(contract) else {
            throw .malformedLine("\"contracts\" does not list \"\(contract.id)\"")
        }
        guard let seed = UInt64(try string("seed")) else { throw .malformedLine("\"seed\" is not a UInt64") }
        guard let choices = ChoiceSequence(encoded: try string("choices")) else {
            throw .malformedLine("\"choices\" is not a choice sequence")
        }
        var kept: [Int]?
        if let list = value["keptSamples"] {
            guard case .array(let elements) = list else { throw .malformedLine("expected an array \"keptSamples\"") }
            kept = []
            for element in elements {
                guard case .number(let number) = element, number >= 0, number < 0x1p31, number.rounded() == number
                else { throw .malformedLine("\"keptSamples\" holds something that is not a sample index") }
                kept?.append(Int(number))
            }
        }
        guard let made = generator.input(replaying: choices) else {
            throw .malformedLine("the choices do not make an input with this generator")
        }
        guard let input = Self.input(made, keeping: kept) else {
            throw .malformedLine(
                "\"keptSamples\" is not an ascending list of indices of the \(made.trace.touches.count) samples "
                    + "the choices make")
        }
        self.init(
            contract: contract,
            failure: FuzzFailure(contracts: contracts, message: try string("message")),
            seed: seed,
            caseIndex: UInt64(try integer("case")),
            choices: choices,
            originalChoiceCount: try integer("originalChoices"),
            input: input,
            shrinkCalls: try integer("shrinkCalls"))
        keptSamples = kept
        if let name = value["animator"] {
            guard case .string(let text) = name else { throw .malformedLine("expected a string \"animator\"") }
            animator = text
        }
        if let name = value["policy"] {
            guard case .string(let text) = name else { throw .malformedLine("expected a string \"policy\"") }
            policy = text
        }
    }
}
