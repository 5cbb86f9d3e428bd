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

    /// The `.json` files of the directory, by name; none when it does not exist.
    public func files() throws(FuzzCampaignError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { throw .cannotList(path: directory, reason: "not a directory") }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw .cannotList(path: directory, reason: "\(error.localizedDescription)")
        }
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map { "\(directory)/\($0)" }
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

    /// Writes the finding's regression trace as `<directory>/<fileName>`, atomically: the
    /// bytes go to a temporary file in the directory, which is then renamed over the
    /// destination, so a reader (or a concurrent worker) never sees half a file. Creates
    /// the directory if need be. Returns the path.
    @discardableResult
    public func write(_ finding: FuzzFinding) throws(FuzzCampaignError) -> String {
        let path = "\(directory)/\(finding.fileName)"
        try Self.writeAtomically(TraceWriter.bytes(finding.regressionTrace), to: path, in: directory)
        return path
    }

    static func writeAtomically(_ bytes: [UInt8], to path: String, in directory: String) throws(FuzzCampaignError) {
        let url = URL(fileURLWithPath: path)
        let temporary = URL(fileURLWithPath: directory)
            .appendingPathComponent(".\(url.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(bytes).write(to: temporary)
            if rename(temporary.path, path) != 0 {
                throw CocoaError(
                    .fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .cannotWrite(path: path, reason: error.localizedDescription)
        }
    }
}
