import HeadlessUIKit
import TransitionHarness

/// Every transition the harness knows by name.
public enum Catalog {
    /// All entries, in listing order: correct first, then as first written, then known-bad.
    public static var entries: [CatalogEntry] {
        let all = systemEntries + flipEntries + swatchEntries + slideEntries + knownBadEntries
        return CatalogOrder.order(all)
    }

    /// The entry called `name`, if any.
    public static func entry(named name: String) -> CatalogEntry? {
        entries.first { $0.name == name }
    }

    /// The correct entries.
    public static var correctEntries: [CatalogEntry] {
        entries.filter { $0.kind == .correct }
    }
}

/// Listing order by kind, stable within a kind.
enum CatalogOrder {
    static func order(_ entries: [CatalogEntry]) -> [CatalogEntry] {
        CatalogEntry.Kind.allCases.flatMap { kind in entries.filter { $0.kind == kind } }
    }
}
