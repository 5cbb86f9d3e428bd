import GestureTrace
import PropertyTesting
import Testing

@testable import TransitionHarness

@Suite struct FuzzFindingJSONLineTests {
    @Test func aFindingLineReadsBackToTheSameFinding() throws {
        for finding in RegressionStoreTests.findings() {
            #expect(!finding.jsonLine.contains("\n"))
            #expect(try FuzzFinding(jsonLine: finding.jsonLine) == finding)
        }
    }

    @Test func thePolicyTravelsInTheLineAndTheNotes() throws {
        var finding = try #require(RegressionStoreTests.findings().first)
        finding.policy = "threshold:0.5"
        #expect(try FuzzFinding(jsonLine: finding.jsonLine).policy == "threshold:0.5")
        let notes = finding.regressionTrace.notes
        #expect(notes?.contains("\npolicy: threshold:0.5\n") == true)
        #expect(FuzzFinding.policy(fromNotes: notes) == "threshold:0.5")
        finding.policy = nil
        #expect(!finding.jsonLine.contains("\"policy\""))
        #expect(FuzzFinding.policy(fromNotes: finding.regressionTrace.notes) == nil)
    }

    /// The same gesture found under another policy is another regression file; under the
    /// default policy, named or not, the same one.
    @Test func aPolicyOtherThanTheDefaultNamesItsOwnFile() throws {
        var finding = try #require(RegressionStoreTests.findings().first)
        finding.policy = nil
        let unnamed = finding.fileName
        finding.policy = CompletionPolicy.default.name
        #expect(finding.fileName == unnamed)
        finding.policy = "threshold:0.5"
        #expect(finding.fileName != unnamed)
        #expect(finding.fileName.hasPrefix(finding.contract.id + "-"))
    }

    @Test func seedsAboveTwoToTheFiftyThirdSurvive() throws {
        var finding = try #require(RegressionStoreTests.findings().first)
        finding.seed = UInt64.max - 1
        #expect(try FuzzFinding(jsonLine: finding.jsonLine).seed == UInt64.max - 1)
    }

    @Test(arguments: [
        "", "{}", "[1]",
        #"{"contract": "no-such-contract", "contracts": [], "seed": "1", "case": 0, "choices": "", "originalChoices": 0, "shrinkCalls": 0, "message": ""}"#,
        #"{"contract": "complete-once", "contracts": ["progress-in-range"], "seed": "1", "case": 0, "choices": "", "originalChoices": 0, "shrinkCalls": 0, "message": ""}"#,
        #"{"contract": "complete-once", "contracts": ["complete-once"], "seed": "-1", "case": 0, "choices": "", "originalChoices": 0, "shrinkCalls": 0, "message": ""}"#,
        #"{"contract": "complete-once", "contracts": ["complete-once"], "seed": "1", "case": 0.5, "choices": "", "originalChoices": 0, "shrinkCalls": 0, "message": ""}"#,
        #"{"contract": "complete-once", "contracts": ["complete-once"], "seed": "1", "case": 0, "choices": "", "originalChoices": 0, "shrinkCalls": 0, "message": ""}"#,
    ])
    func malformedLinesAreRefused(line: String) {
        #expect(throws: FuzzCampaignError.self) { try FuzzFinding(jsonLine: line) }
    }

    @Test(arguments: ["[1, 0]", "[0, 0]", "[0, 1000]", "[-1]", "[0.5]", "\"0\"", "[]"])
    func keptSamplesThatDoNotSelectSamplesOfTheChoicesTraceAreRefused(kept: String) throws {
        let finding = try #require(RegressionStoreTests.findings().first)
        let line = String(finding.jsonLine.dropLast()) + ", \"keptSamples\": \(kept)}"
        #expect(throws: FuzzCampaignError.self) { try FuzzFinding(jsonLine: line) }
    }

    @Test func mergingKeepsTheLowestCaseOfEachContract() throws {
        let findings = RegressionStoreTests.findings()
        var later = try #require(findings.first)
        later.caseIndex += 1000
        later.choices = ChoiceSequence([])
        let merged = FuzzCampaign.merge([later] + findings.reversed())
        #expect(merged == findings.sorted { $0.contract < $1.contract })
        #expect(merged.map(\.contract) == merged.map(\.contract).sorted())
    }
}
