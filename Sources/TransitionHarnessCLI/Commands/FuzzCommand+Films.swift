import TransitionHarness

extension FuzzCommand {
    /// `--html` and `--png` of `fuzz --jobs`: the report of each finding whose trace was
    /// written, filmed once the workers are done. Returns what could not be written.
    static func writeFilms(of findings: [FuzzFinding], options: Options, unwritten: [FuzzCampaignError])
        -> [FuzzCampaignError]
    {
        guard let films = options.films else { return [] }
        let failed = Set(
            unwritten.compactMap { error -> String? in
                guard case .cannotWrite(let path, _) = error else { return nil }
                return path
            })
        return MainActorRunner.run { () -> [FuzzCampaignError] in
            var errors: [FuzzCampaignError] = []
            for finding in findings where !failed.contains("\(options.out)/\(finding.fileName)") {
                let path = "\(options.out)/\(finding.fileName)"
                if let error = films.write(finding, path: path, entry: options.entry, policy: options.policy) {
                    errors.append(.cannotWrite(path: error.path, reason: error.reason))
                }
            }
            return errors
        }
    }
}
