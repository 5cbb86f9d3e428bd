import Foundation
import GestureTrace

/// The campaign file's text:
///
///     {
///       "format": "transition-harness-fuzz-campaign",
///       "version": 1,
///       "animator": "commits-on-cancel",
///       "seed": "1",
///       "cases": 2000,
///       "seconds": null,
///       "fromCase": 0,
///       "policy": "cupertino",
///       "contracts": null,
///       "untilFound": false,
///       "shard": "0/1",
///       "known": [],
///       "regressions": {"replayed": 0, "failing": 0},
///       "complete": true,
///       "summary": {"summary": "0/1", "phase": "done", "casesRun": 2000, ...},
///       "skippedCases": [],
///       "findings": [
///         {"contract": "complete-matches-outcome", ...}
///       ],
///       "secondsLeft": null,
///       "parts": []
///     }
///
/// `summary` is a ``FuzzProgress/summaryJSONLine(shard:)`` and each finding a
/// ``FuzzFinding/jsonLine``, one a line; an unfinished campaign lists one part a shard:
/// `{"progress": SUMMARY, "findings": [...]}`. The seed is a string (JSON numbers lose
/// integers above 2⁵³). Keys are written in this order and every key is always there.
extension FuzzCampaignState {
    /// The file's bytes.
    public var fileText: String {
        var lines = ["{"]
        func field(_ key: String, _ value: String) { lines.append("  \(JSONText.quoted(key)): \(value),") }
        field("format", JSONText.quoted(Self.format))
        field("version", "\(Self.version)")
        field("animator", JSONText.quoted(settings.animator))
        field("seed", JSONText.quoted("\(settings.seed)"))
        field("cases", settings.cases.map { "\($0)" } ?? "null")
        field("seconds", settings.seconds.map(JSONText.number) ?? "null")
        field("fromCase", "\(settings.firstCase)")
        field("policy", JSONText.quoted(settings.policy))
        field("contracts", settings.contracts.map(Self.contractList) ?? "null")
        field("untilFound", settings.untilFound ? "true" : "false")
        field("shard", JSONText.quoted(shard.description))
        field("known", Self.contractList(known.sorted()))
        field("regressions", "{\"replayed\": \(regressionsReplayed), \"failing\": \(regressionsFailing)}")
        field("complete", isComplete ? "true" : "false")
        field("summary", progress.summaryJSONLine(shard: shard))
        field("skippedCases", "[" + skippedCases.map { "\($0)" }.joined(separator: ", ") + "]")
        field("findings", Self.findingList(findings, indent: "  "))
        field("secondsLeft", secondsLeft.map(JSONText.number) ?? "null")
        if parts.isEmpty {
            lines.append("  \"parts\": []")
        } else {
            let items = parts.map {
                "    {\"progress\": \($0.progress.summaryJSONLine(shard: $0.shard)), "
                    + "\"findings\": \(Self.findingList($0.findings, indent: "    "))}"
            }
            lines.append("  \"parts\": [\n" + items.joined(separator: ",\n") + "\n  ]")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func contractList(_ contracts: [Contract]) -> String {
        "[" + contracts.map { JSONText.quoted($0.id) }.joined(separator: ", ") + "]"
    }

    private static func findingList(_ findings: [FuzzFinding], indent: String) -> String {
        guard !findings.isEmpty else { return "[]" }
        return "[\n" + findings.map { indent + "  " + $0.jsonLine }.joined(separator: ",\n") + "\n\(indent)]"
    }

    /// Reads a campaign file's bytes; `path` names it in errors, and `generator` gives the
    /// gesture generator of the campaign's settings (its findings' inputs are regenerated
    /// from their choices).
    public init(
        fileBytes bytes: [UInt8], path: String,
        generator: (Settings) throws(FuzzCampaignError) -> GestureGenerator
    ) throws(FuzzCampaignError) {
        func bad(_ key: String, _ expected: String) -> FuzzCampaignError {
            .malformedState(path: path, reason: "\(key): expected \(expected)")
        }
        let root: JSONValue
        do {
            root = try JSONValue.parse(bytes)
        } catch {
            throw .malformedState(path: path, reason: error.description)
        }
        func string(_ key: String) throws(FuzzCampaignError) -> String {
            guard case .string(let text)? = root[key] else { throw bad(key, "a string") }
            return text
        }
        func count(_ value: JSONValue?, _ key: String) throws(FuzzCampaignError) -> UInt64 {
            guard case .number(let number)? = value, number >= 0, number < 0x1p53, number.rounded() == number else {
                throw bad(key, "an integer >= 0")
            }
            return UInt64(number)
        }
        func flag(_ key: String) throws(FuzzCampaignError) -> Bool {
            guard case .bool(let value)? = root[key] else { throw bad(key, "true or false") }
            return value
        }
        func optionalNumber(_ key: String) throws(FuzzCampaignError) -> Double? {
            switch root[key] {
            case .null?: return nil
            case .number(let number)?: return number
            default: throw bad(key, "a number or null")
            }
        }
        func contracts(_ value: JSONValue?, _ key: String) throws(FuzzCampaignError) -> [Contract] {
            guard case .array(let elements)? = value else { throw bad(key, "an array of contract ids") }
            var list: [Contract] = []
            for element in elements {
                guard case .string(let id) = element, let contract = Contract(id: id) else {
                    throw bad(key, "an array of contract ids")
                }
                list.append(contract)
            }
            return list
        }
        guard try string("format") == Self.format else { throw bad("format", "\"\(Self.format)\"") }
        guard try count(root["version"], "version") == UInt64(Self.version) else {
            throw bad("version", "\(Self.version)")
        }
        guard let seed = UInt64(try string("seed")) else { throw bad("seed", "a UInt64 in a string") }
        var cases: UInt64?
        if let value = root["cases"], !value.isNull { cases = try count(value, "cases") }
        var settings = Settings(
            animator: try string("animator"), seed: seed, cases: cases, seconds: try optionalNumber("seconds"),
            policy: try string("policy"))
        settings.firstCase = try count(root["fromCase"], "fromCase")
        if let value = root["contracts"], !value.isNull { settings.contracts = try contracts(value, "contracts") }
        settings.untilFound = try flag("untilFound")
        guard let shard = FuzzShard(text: try string("shard")) else { throw bad("shard", "a shard K/N") }
        self.init(settings: settings, shard: shard)
        let generator = try generator(settings)
        func readFindings(_ value: JSONValue?, _ key: String) throws(FuzzCampaignError) -> [FuzzFinding] {
            guard case .array(let elements)? = value else { throw bad(key, "an array of findings") }
            var list: [FuzzFinding] = []
            for (index, element) in elements.enumerated() {
                do {
                    list.append(try FuzzFinding(json: element, generator: generator))
                } catch {
                    throw .malformedState(path: path, reason: "\(key)[\(index)]: \(error.detail)")
                }
            }
            return list
        }
        func readProgress(_ value: JSONValue?, _ key: String) throws(FuzzCampaignError) -> (FuzzShard, FuzzProgress) {
            guard let value else { throw bad(key, "a summary object") }
            do {
                return try FuzzProgress.summary(json: value)
            } catch {
                throw .malformedState(path: path, reason: "\(key): \(error.detail)")
            }
        }
        known = Set(try contracts(root["known"], "known"))
        guard let regressions = root["regressions"] else { throw bad("regressions", "an object") }
        regressionsReplayed = Int(try count(regressions["replayed"], "regressions.replayed"))
        regressionsFailing = Int(try count(regressions["failing"], "regressions.failing"))
        isComplete = try flag("complete")
        progress = try readProgress(root["summary"], "summary").1
        guard case .array(let skipped)? = root["skippedCases"] else { throw bad("skippedCases", "an array") }
        for element in skipped { skippedCases.append(try count(element, "skippedCases[]")) }
        findings = try readFindings(root["findings"], "findings")
        secondsLeft = try optionalNumber("secondsLeft")
        guard case .array(let partValues)? = root["parts"] else { throw bad("parts", "an array") }
        for (index, value) in partValues.enumerated() {
            let key = "parts[\(index)]"
            let (partShard, partProgress) = try readProgress(value["progress"], key + ".progress")
            guard partProgress.nextCase != nil else { throw bad(key + ".progress.nextCase", "an integer >= 0") }
            parts.append(
                Part(
                    shard: partShard, progress: partProgress,
                    findings: try readFindings(value["findings"], key + ".findings")))
        }
        if isComplete, !parts.isEmpty { throw bad("parts", "none in a complete campaign") }
        if !isComplete, parts.isEmpty { throw bad("parts", "at least one in an unfinished campaign") }
    }

    /// The campaign file of `directory`, or nil when there is none.
    public static func read(
        directory: String, generator: (Settings) throws(FuzzCampaignError) -> GestureGenerator
    ) throws(FuzzCampaignError) -> FuzzCampaignState? {
        let path = filePath(in: directory)
        let bytes: [UInt8]
        do {
            guard let read = try InputFile.read(path, limit: 256 << 20) else { return nil }
            bytes = read
        } catch {
            throw .cannotRead(path: path, reason: error.reason)
        }
        return try FuzzCampaignState(fileBytes: bytes, path: path, generator: generator)
    }

    /// Writes the campaign file into `directory`, atomically (``OutputFile``).
    public func write(directory: String) throws(FuzzCampaignError) {
        let path = Self.filePath(in: directory)
        do {
            try OutputFile.write(fileText.utf8, to: path)
        } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
    }

    /// `directory/.fuzz-campaign`.
    public static func filePath(in directory: String) -> String {
        (directory.hasSuffix("/") ? directory : directory + "/") + fileName
    }
}

extension JSONValue {
    var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}
