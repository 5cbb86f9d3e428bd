/// What can go wrong around a campaign: never a failing property (that is a finding), but
/// the files and lines it reads and writes.
public enum FuzzCampaignError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A worker's finding or summary line does not parse.
    case malformedLine(String)
    /// A regression file could not be written: the path and why.
    case cannotWrite(path: String, reason: String)
    /// The regressions directory could not be listed: the path and why.
    case cannotList(path: String, reason: String)

    public var description: String {
        switch self {
        case .malformedLine(let message): "malformed worker line: \(message)"
        case .cannotWrite(let path, let reason): "\(path): cannot write: \(reason)"
        case .cannotList(let path, let reason): "\(path): cannot list: \(reason)"
        }
    }
}
