import Foundation
import GestureTrace

/// The directory of regression traces (traces/regressions/ by default): listed and read
/// before a campaign generates anything, and written to, one file per finding.
public struct RegressionStore: Sendable {
    public static let defaultDirectory = "traces/regressions"

    public var directory: String

    public init(directory: String = RegressionStore.defaultDirectory) {
        self.directory = directory
    }

    /// A regression trace as read back.
    public struct Entry: Sendable, Equatable {
        /// The file's path.
        public var path: String
        /// The trace and its scenario (from the notes; the default scenario at the trace's
        /// refresh rate when the notes carry none), or why the file could not be read.
        public var input: Result<FuzzInput, TraceError>
    }

    /// The `.json` files of the directory, by name (hidden ones and any that is not a
    /// regular file, such as a FIFO, left out: ``notes()`` says so); none when it does not
    /// exist.
    public func files() throws(FuzzCampaignError) -> [String] {
        var status = stat()
        guard PathBytes.withCString(directory, { stat($0, &status) }) == 0 else { return [] }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw .cannotList(path: directory, reason: "not a directory") }
        let walk = DirectoryWalk([directory], recursive: false)
        if let error = walk.errors.first { throw .cannotList(path: directory, reason: error) }
        return walk.files
    }

    /// What listing the directory skipped, one located note a line.
    public func notes() -> [String] {
        DirectoryWalk([directory], recursive: false).notes
    }

    /// Every regression trace, by file name.
    public func load() throws(FuzzCampaignError) -> [Entry] {
        try files().map { path in
            Entry(path: path, input: Self.read(path))
        }
    }

    private static func read(_ path: String) -> Result<FuzzInput, TraceError> {
        let trace: Trace
        do {
            trace = try TraceReader().read(contentsOfFile: path).trace
        } catch {
            return .failure(error)
        }
        var scenario = FuzzScenario.default
        if let written = FuzzFinding.scenario(fromNotes: trace.notes) {
            scenario = written
        } else {
            scenario.refreshRate = trace.screen.refreshRate
        }
        return .success(FuzzInput(trace: trace, scenario: scenario))
    }

    /// Writes the finding's regression trace as `<directory>/<fileName>` (``OutputFile``:
    /// atomically, so a reader or a concurrent worker never sees half a file). Creates the
    /// directory if need be. Returns the path.
    @discardableResult
    public func write(_ finding: FuzzFinding) throws(FuzzCampaignError) -> String {
        let path = "\(directory)/\(finding.fileName)"
        try Self.writeAtomically(TraceWriter.bytes(finding.regressionTrace), to: path, in: directory)
        return path
    }

    static func writeAtomically(_ bytes: [UInt8], to path: String, in directory: String) throws(FuzzCampaignError) {
        do {
            try OutputFile.write(bytes, to: path)
        } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
    }
}
