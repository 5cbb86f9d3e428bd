/// A path into a JSON document, written the way people read it: `touches[17].t`,
/// `screen.width`; a key that is not a plain identifier is quoted: `source["build id"]`.
struct JSONPath: Sendable, Equatable, CustomStringConvertible {
    enum Component: Sendable, Equatable {
        case key(String)
        case index(Int)
    }

    var components: [Component]

    init(_ components: [Component] = []) {
        self.components = components
    }

    static let root = JSONPath()

    static func key(_ key: String) -> JSONPath { JSONPath([.key(key)]) }

    func appending(_ key: String) -> JSONPath { JSONPath(components + [.key(key)]) }
    func appending(index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }

    /// `touches[index]`, and `touches[index].key` when a key is given.
    static func sample(_ index: Int, _ key: String? = nil) -> JSONPath {
        var path = JSONPath([.key("touches"), .index(index)])
        if let key { path.components.append(.key(key)) }
        return path
    }

    var description: String {
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                if Self.isIdentifier(key) {
                    text += text.isEmpty ? key : "." + key
                } else {
                    text += "[" + JSONText.quoted(key) + "]"
                }
            }
        }
        return text
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return key.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                return true
            default:
                return false
            }
        }
    }
}
