import GestureTrace

/// What can go wrong around a campaign: never a failing property (that is a finding), but
/// the files and lines it reads and writes.
public enum FuzzCampaignError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A worker's finding or summary line does not parse.
    case malformedLine(String)
    /// A regression file could not be written: the path and why.
    case cannotWrite(path: String, reason: String)
    /// The regressions directory could not be listed: the path and why.
    case cannotList(path: String, reason: String)
    /// A file could not be read: the path and why.
    case cannotRead(path: String, reason: String)
    /// A campaign file (``FuzzCampaignState``) does not read back: the path and what is wrong.
    case malformedState(path: String, reason: String)
    /// Campaign files that do not belong together (``FuzzCampaignState/merged(_:names:)``).
    case cannotMerge(String)

    public var description: String {
        switch self {
        case .malformedLine(let message): "malformed worker line: \(message)"
        case .cannotWrite(let path, let reason): "\(PathBytes.display(path)): cannot write: \(reason)"
        case .cannotList(let path, let reason): "\(PathBytes.display(path)): cannot list: \(reason)"
        case .cannotRead(let path, let reason): "\(PathBytes.display(path)): cannot read: \(reason)"
        case .malformedState(let path, let reason): "\(PathBytes.display(path)): \(reason)"
        case .cannotMerge(let message): "cannot merge: \(message)"
        }
    }

    /// What is wrong, without the prefix that says where the line came from.
    var detail: String {
        switch self {
        case .malformedLine(let message), .cannotMerge(let message): message
        default: description
        }
    }
}
