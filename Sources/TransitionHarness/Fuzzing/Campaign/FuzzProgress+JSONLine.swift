import GestureTrace

/// A worker's counts as one line of JSON, printed at the end of a shard so that the process
/// that merges the workers can add them up (``merged(_:)``):
///
///     {"summary": "0/4", "phase": "done", "casesRun": 25000, "casesPassed": 24990,
///      "casesRejected": 0, "casesFailed": 10, "findings": 1,
///      "failuresByContract": {"complete-once": 10}, "nextCase": 100000}
///
/// (on one line; contracts in their canonical order; `nextCase` only at a checkpoint,
/// ``FuzzProgress/nextCase``). A worker may also print one at each progress report: the
/// phase then says whether it is generating or shrinking, which tells the coordinating
/// process which case was in flight if the worker dies.
extension FuzzProgress {
    public func summaryJSONLine(shard: FuzzShard) -> String {
        let contracts = failuresByContract.keys.sorted()
            .map { "\(JSONText.quoted($0.id)): \(failuresByContract[$0] ?? 0)" }
            .joined(separator: ", ")
        return "{\"summary\": \(JSONText.quoted(shard.description)), \"phase\": \(JSONText.quoted(phase.rawValue)), "
            + "\"casesRun\": \(casesRun), "
            + "\"casesPassed\": \(casesPassed), \"casesRejected\": \(casesRejected), \"casesFailed\": \(casesFailed), "
            + "\"findings\": \(findings), \"failuresByContract\": {\(contracts)}"
            + (nextCase.map { ", \"nextCase\": \($0)" } ?? "") + "}"
    }

    /// Reads a line of ``summaryJSONLine(shard:)``: the shard and its counts, with the phase
    /// it names (`.done` when it names none).
    public static func summary(jsonLine line: String) throws(FuzzCampaignError) -> (FuzzShard, FuzzProgress) {
        let value: JSONValue
        do {
            value = try JSONValue.parse(Array(line.utf8))
        } catch {
            throw .malformedLine("not JSON: \(error.description)")
        }
        return try summary(json: value)
    }

    /// Reads the object a ``summaryJSONLine(shard:)`` holds (as the campaign file nests it).
    static func summary(json value: JSONValue) throws(FuzzCampaignError) -> (FuzzShard, FuzzProgress) {
        func count(_ number: JSONValue?, _ key: String) throws(FuzzCampaignError) -> Int {
            guard case .number(let number)? = number, number >= 0, number < 0x1p53, number.rounded() == number else {
                throw .malformedLine("expected a count \"\(key)\"")
            }
            return Int(number)
        }
        guard case .string(let shardText)? = value["summary"], let shard = FuzzShard(text: shardText) else {
            throw .malformedLine("expected \"summary\" with a shard k/n")
        }
        var progress = FuzzProgress(phase: .done)
        if let phase = value["phase"] {
            guard case .string(let name) = phase, let known = Phase(rawValue: name) else {
                throw .malformedLine("expected a phase \"phase\"")
            }
            progress.phase = known
        }
        progress.casesRun = try count(value["casesRun"], "casesRun")
        progress.casesPassed = try count(value["casesPassed"], "casesPassed")
        progress.casesRejected = try count(value["casesRejected"], "casesRejected")
        progress.casesFailed = try count(value["casesFailed"], "casesFailed")
        progress.findings = try count(value["findings"], "findings")
        guard case .object(let members)? = value["failuresByContract"] else {
            throw .malformedLine("expected an object \"failuresByContract\"")
        }
        for (key, number) in members {
            guard let contract = Contract(id: key) else { throw .malformedLine("unknown contract \"\(key)\"") }
            progress.failuresByContract[contract] = try count(number, key)
        }
        if let next = value["nextCase"] { progress.nextCase = UInt64(try count(next, "nextCase")) }
        return (shard, progress)
    }

    /// The counts of several shards added up; `findings` is left to the merged findings.
    public static func merged(_ parts: [FuzzProgress]) -> FuzzProgress {
        var total = FuzzProgress(phase: .done)
        for part in parts {
            total.casesRun += part.casesRun
            total.casesPassed += part.casesPassed
            total.casesRejected += part.casesRejected
            total.casesFailed += part.casesFailed
            total.failuresByContract.merge(part.failuresByContract, uniquingKeysWith: +)
        }
        return total
    }
}
