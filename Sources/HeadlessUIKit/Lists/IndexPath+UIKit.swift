import Foundation

// UIKit's additions to `IndexPath` for table and collection views: a section and a row or
// item, the path's first and second indexes [DOC IndexPath row, section, item].
extension IndexPath {
    /// The path to `row` in `section` [DOC init(row:section:)].
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The path to `item` in `section` [DOC init(item:section:)].
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index [DOC section].
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in the section: the second index [DOC row].
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item in the section: the second index [DOC item].
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
