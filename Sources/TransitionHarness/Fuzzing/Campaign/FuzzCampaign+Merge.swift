extension FuzzCampaign {
    /// The findings of several workers (or runs) as one campaign would have kept them: for
    /// each contract, the finding from the lowest case index (then the simplest choices),
    /// ordered by contract. Shards of one campaign merge to exactly the findings of the
    /// whole campaign, because each finding depends only on its case.
    public static func merge(_ findings: [FuzzFinding]) -> [FuzzFinding] {
        var kept: [Contract: FuzzFinding] = [:]
        for finding in findings {
            if let current = kept[finding.contract], !finding.precedes(current) { continue }
            kept[finding.contract] = finding
        }
        return kept.values.sorted { $0.contract < $1.contract }
    }
}
