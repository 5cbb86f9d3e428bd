/// File names for a replay's own outputs (its HTML report, its folder of PNG frames):
/// `<trace>--<animator>`, each part made safe, and made unique within one run.
///
/// A safe part keeps ASCII letters, digits, `-`, `_` and `.`; every other character (a path
/// separator, a control character, a space, anything outside ASCII) becomes `_`, a leading
/// `.` becomes `_` (no hidden files, never `.` or `..`), an empty part is `unnamed`, and a
/// part is cut to 100 characters. So a name never leaves the directory it is written to.
public struct ReplayFileName: Sendable {
    /// The longest a part is, in characters.
    public static let maximumPartLength = 100

    /// Names handed out so far, lowercased (so that two names never differ by case alone,
    /// which a case-insensitive file system would merge).
    private var used: Set<String> = []

    public init() {}

    /// `<trace>--<animator>`, both parts safe.
    public static func base(trace: String, animator: String) -> String {
        safe(trace) + "--" + safe(animator)
    }

    /// `text` as a safe part of a file name.
    public static func safe(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars.prefix(maximumPartLength) {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_": result.unicodeScalars.append(scalar)
            case ".": result += result.isEmpty ? "_" : "."
            default: result += "_"
            }
        }
        return result.isEmpty ? "unnamed" : result
    }

    /// `base`, or `base-2`, `base-3`, ... when an earlier call of this value handed it out.
    public mutating func claim(_ base: String) -> String {
        var name = base
        var counter = 1
        while used.contains(name.lowercased()) {
            counter += 1
            name = "\(base)-\(counter)"
        }
        used.insert(name.lowercased())
        return name
    }
}
