import Testing

@testable import TransitionHarness

@Suite struct FuzzProgressTests {
    @Test func workerSummariesReadBackAndAddUpToTheWholeCampaign() throws {
        var whole = FuzzCampaign(seed: 4)
        whole.regressions = nil
        let wholeReport = whole.run(cases: 900, property: FakeAnimator.all)
        var parts: [FuzzProgress] = []
        for index in 0..<3 {
            var worker = whole
            worker.shard = FuzzShard(index: index, count: 3)
            let report = worker.run(cases: 900, property: FakeAnimator.all)
            let line = report.progress.summaryJSONLine(shard: worker.shard)
            #expect(!line.contains("\n"))
            let (shard, progress) = try FuzzProgress.summary(jsonLine: line)
            #expect(shard == worker.shard)
            #expect(progress == report.progress)
            parts.append(progress)
        }
        var expected = wholeReport.progress
        expected.findings = 0
        // Counts added up say nothing of where a shard continues.
        expected.nextCase = nil
        #expect(FuzzProgress.merged(parts) == expected)
    }

    @Test(arguments: [
        "{}", #"{"summary": "2/2"}"#,
        #"{"summary": "0/1", "casesRun": 1, "casesPassed": 1, "casesRejected": 0, "casesFailed": 0, "findings": 0, "failuresByContract": {"nope": 1}}"#,
        #"{"summary": "0/1", "casesRun": -1, "casesPassed": 1, "casesRejected": 0, "casesFailed": 0, "findings": 0, "failuresByContract": {}}"#,
    ])
    func malformedSummariesAreRefused(line: String) {
        #expect(throws: FuzzCampaignError.self) { try FuzzProgress.summary(jsonLine: line) }
    }
}
