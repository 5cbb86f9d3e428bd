import Foundation
import GestureTrace
import TransitionHarness

/// The campaign file of a running `fuzz` (``FuzzCampaignState``), kept in memory and written
/// to the output directory: before each finding's own file (so a finding on disk is always
/// in the record, and one in the record but not on disk is written again on resume), at
/// most once a second as cases complete, and at the end. What a SIGKILL leaves is the last
/// record: a resumed campaign reruns the cases after it and finds the same.
final class CampaignRecord {
    private(set) var state: FuzzCampaignState
    let directory: String
    private let clock = ContinuousClock()
    private var lastWrite: ContinuousClock.Instant?
    /// The first failure to write the file, if any.
    private(set) var error: FuzzCampaignError?

    init(state: FuzzCampaignState, directory: String) {
        self.state = state
        self.directory = directory
    }

    /// Changes the state; `write` says when to write it: `.now`, `.throttled` (at most once
    /// a second) or `.later`.
    func update(write: WriteMoment = .throttled, _ change: (inout FuzzCampaignState) -> Void) {
        change(&state)
        switch write {
        case .now: save()
        case .throttled:
            if let lastWrite, clock.now - lastWrite < .seconds(1) { return }
            save()
        case .later: return
        }
    }

    enum WriteMoment {
        case now, throttled, later
    }

    /// Writes the file now.
    func save() {
        lastWrite = clock.now
        if !state.parts.isEmpty { state.sumParts() }
        do {
            try state.write(directory: directory)
        } catch {
            if self.error == nil { self.error = error }
        }
    }

    /// Puts the output directory in the state the record describes, as a campaign starts or
    /// resumes: removes the temporary files a killed writer left, writes each recorded finding
    /// whose file is missing (its write was cut off, or the disk was full), and removes the
    /// files of findings a better one of the same contract replaced (a worker's, before the
    /// replacement was recorded). Returns the errors met.
    func repairDirectory() -> [FuzzCampaignError] {
        OutputFile.removeStaleTemporaries(in: directory)
        if !state.parts.isEmpty { state.sumParts() }
        var errors: [FuzzCampaignError] = []
        let store = RegressionStore(directory: directory)
        let kept = Set(state.findings.map(\.fileName))
        for finding in state.findings where !Self.exists("\(directory)/\(finding.fileName)") {
            do {
                try store.write(finding)
            } catch {
                errors.append(error)
            }
        }
        for part in state.parts {
            for finding in part.findings where !kept.contains(finding.fileName) {
                _ = PathBytes.withCString("\(directory)/\(finding.fileName)") { unlink($0) }
            }
        }
        return errors
    }

    static func exists(_ path: String) -> Bool {
        var status = stat()
        return PathBytes.withCString(path) { lstat($0, &status) } == 0
    }
}
