/// The registered classes and the cells waiting to be reused by a table or collection view,
/// per reuse identifier.
@MainActor
struct ReusePool<Cell: UIView> {
    /// The classes registered per identifier.
    var registered: [String: Cell.Type] = [:]
    /// The cells that left the screen, per identifier, oldest first.
    private var waiting: [String: [Cell]] = [:]

    /// Keeps `cell` for reuse under `identifier`.
    mutating func enqueue(_ cell: Cell, identifier: String) {
        waiting[identifier, default: []].append(cell)
    }

    /// A waiting cell for `identifier`, oldest first, or nil.
    mutating func dequeue(identifier: String) -> Cell? {
        guard var cells = waiting[identifier], !cells.isEmpty else { return nil }
        let cell = cells.removeFirst()
        waiting[identifier] = cells
        return cell
    }
}
