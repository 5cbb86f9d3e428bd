import HeadlessUIKit

extension [UIKitEvent] {
    /// Where each transition's calls are in this log, by transition number, in log order:
    /// places, not copies, so reading a transition's calls never holds a second log as large
    /// as the first. The checker judges each transition's calls from them, and the report
    /// lists them.
    func transitionCallPositions() -> [Int: [Int]] {
        var positions: [Int: [Int]] = [:]
        for (index, event) in enumerated() {
            if case .transition(let id, _) = event.kind { positions[id, default: []].append(index) }
        }
        return positions
    }
}
