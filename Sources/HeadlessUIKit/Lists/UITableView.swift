/// A scrolling list of rows in sections, as UIKit's `UITableView`: a scroll view whose cells
/// come from its data source and are reused as they scroll out of view.
///
/// What the model does [DOC UITableView]: ``reloadData()`` asks the ``dataSource`` for the
/// sections, the rows and (for the rows in view) the cells; each row is as tall as the
/// delegate's `tableView(_:heightForRowAt:)`, by default ``rowHeight``; the rows stack from
/// the bottom of ``tableHeaderView``, and ``contentSize`` is their total plus
/// ``tableFooterView``. The cells of the rows that intersect the bounds are subviews, as wide
/// as the table; scrolling or resizing shows the rows that come into view (asking the data
/// source for their cells, telling the delegate `willDisplay`) and puts the cells that leave
/// it into a reuse pool, from which ``dequeueReusableCell(withIdentifier:)`` hands them out
/// again after `prepareForReuse()`. Selection: ``selectRow(at:animated:scrollPosition:)``,
/// ``deselectRow(at:animated:)`` and a tap on a row (a touch that ends without the scroll
/// view's pan beginning), which asks `willSelectRowAt` and tells `didSelectRowAt`.
///
/// What it does not: the table loads its data at once, in ``reloadData()`` or its first layout,
/// where UIKit defers to the next layout pass; section headers and footers, separators, the
/// index, editing, swipe actions, drag and drop, prefetching and self-sizing cells are not
/// modelled (``automaticDimension`` rows are ``estimatedRowHeight`` tall, or 44 points);
/// updates (`insertRows`, `deleteRows`, `performBatchUpdates`) reload the data without
/// animation. See docs/controls-and-lists.md.
open class UITableView: UIScrollView {
    private let styleStorage: Style
    private var pool = ReusePool<UITableViewCell>()
    /// The frames of the rows, per section, in content coordinates; nil before the first load.
    private var rowFrames: [[CGRect]]?
    /// The cells on screen, by index path.
    private var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
    private var selectedPaths: [IndexPath] = []

    /// A table of `style` [DOC init(frame:style:)]. Unlike a plain scroll view, a table bounces
    /// vertically however short its content: `alwaysBounceVertical` is true [OBS: developers'
    /// reports; UIScrollView's header gives NO for the scroll view itself], so a short table
    /// scrolls under a navigation bar and gets the safe area as its adjusted inset.
    public init(frame: CGRect, style: Style) {
        styleStorage = style
        super.init(frame: frame)
        alwaysBounceVertical = true
    }

    /// A `.plain` table [DOC init(frame:)].
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        styleStorage = .plain
        super.init(coder: coder)
        alwaysBounceVertical = true
    }

    /// The style given at initialization [DOC style].
    open var style: Style { styleStorage }

    /// The object that supplies the rows (weak, as in UIKit) [DOC dataSource].
    open weak var dataSource: (any UITableViewDataSource)?

    /// The delegate, when it is a table view delegate.
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    /// The height of every row the delegate does not size. Default 44 points (UIKit's default is
    /// ``automaticDimension``, with self-sizing cells) [DOC rowHeight].
    open var rowHeight: CGFloat = 44 {
        didSet { invalidateRows() }
    }

    /// The height estimate of rows before they are sized. Default ``automaticDimension``
    /// [DOC estimatedRowHeight]. Used only for rows whose height is ``automaticDimension``.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension

    /// The value that asks for a height from the cell's content [DOC automaticDimension].
    public static let automaticDimension: CGFloat = -1

    /// The height of section headers [DOC sectionHeaderHeight]. Stored only.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension

    /// The height of section footers [DOC sectionFooterHeight]. Stored only.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// The view above the rows; its height shifts them down [DOC tableHeaderView].
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }

    /// The view below the rows [DOC tableFooterView].
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    /// The view behind the rows, filling the table and not scrolling with them
    /// [DOC backgroundView].
    open var backgroundView: UIView? {
        didSet {
            if let oldValue, oldValue !== backgroundView { oldValue.removeFromSuperview() }
            if let backgroundView {
                insertSubview(backgroundView, at: 0)
                backgroundView.frame = bounds
            }
        }
    }

    /// The separators' style. Default `.singleLine` [DOC separatorStyle]. Stored only.
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine

    /// The separators' color [DOC separatorColor]. Stored only.
    open var separatorColor: UIColor?

    /// The separators' effect [DOC separatorEffect]. Stored only.
    open var separatorEffect: UIVisualEffect?

    /// The default inset of separators [DOC separatorInset]. Stored only.
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    /// Whether a tap selects a row. Default true [DOC allowsSelection].
    open var allowsSelection = true

    /// Whether several rows can be selected at once. Default false [DOC allowsMultipleSelection].
    open var allowsMultipleSelection = false

    // MARK: Cells and reuse

    /// Registers the class of cell made for `identifier`; nil unregisters it. The class must
    /// be `UITableViewCell` or a subclass [DOC register(_:forCellReuseIdentifier:)].
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        pool.registered[identifier] = cellClass as? UITableViewCell.Type
    }

    /// A cell that left the screen under `identifier`, prepared for reuse, else a new one of
    /// the class registered for it, else nil [DOC dequeueReusableCell(withIdentifier:)].
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = pool.dequeue(identifier: identifier) {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = pool.registered[identifier] else { return nil }
        let cell = cellClass.init()
        cell.reuseIdentifierStorage = identifier
        return cell
    }

    /// ``dequeueReusableCell(withIdentifier:)`` for a registered identifier, sized for the row
    /// at `indexPath`. UIKit raises for an identifier with no registered class; the model
    /// records a `tableView.unregisteredIdentifier` diagnostic and returns a `.default` cell
    /// [DOC dequeueReusableCell(withIdentifier:for:)].
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if pool.registered[identifier] == nil {
            HeadlessDisplay.current.record(
                HeadlessDiagnostic.Code("tableView.unregisteredIdentifier"), subject: "UITableView",
                "unable to dequeue a cell with identifier \(identifier): no class is registered for it")
        }
        let cell =
            dequeueReusableCell(withIdentifier: identifier)
            ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
        let frame = rectForRow(at: indexPath)
        if frame != .zero { cell.frame = frame }
        return cell
    }

    // MARK: Data

    /// Asks the data source for everything again: the visible cells go to the reuse pool,
    /// the rows are measured, and the rows in view get new cells [DOC reloadData()].
    open func reloadData() {
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
            retire(cell, at: path)
        }
        visibleCellsByPath = [:]
        measureRows()
        selectedPaths.removeAll { !isValid($0) }
        tileRows()
    }

    /// The number of sections, from the last load [DOC numberOfSections].
    open var numberOfSections: Int { loadedRowFrames.count }

    /// The number of rows in `section`, from the last load [DOC numberOfRows(inSection:)].
    open func numberOfRows(inSection section: Int) -> Int {
        let frames = loadedRowFrames
        return frames.indices.contains(section) ? frames[section].count : 0
    }

    /// The row's rectangle in the table's content coordinates; zero for a path not in the table
    /// [DOC rectForRow(at:)].
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        isValid(indexPath) ? loadedRowFrames[indexPath.section][indexPath.row] : .zero
    }

    /// The path of the row at `point` (content coordinates), or nil [DOC indexPathForRow(at:)].
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        for (section, frames) in loadedRowFrames.enumerated() {
            if let row = frames.firstIndex(where: { $0.contains(point) }) {
                return IndexPath(row: row, section: section)
            }
        }
        return nil
    }

    /// The cell of a visible row, or nil [DOC cellForRow(at:)].
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleCellsByPath[indexPath]
    }

    /// The path of a visible cell, or nil [DOC indexPath(for:)].
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The cells on screen, top to bottom [DOC visibleCells].
    open var visibleCells: [UITableViewCell] {
        visibleCellsByPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The paths of the rows on screen, top to bottom [DOC indexPathsForVisibleRows].
    open var indexPathsForVisibleRows: [IndexPath]? {
        visibleCellsByPath.keys.sorted()
    }

    /// Scrolls so that the row is at `scrollPosition` (`.none` scrolls as little as needed),
    /// within the scrollable range [DOC scrollToRow(at:at:animated:)].
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard isValid(indexPath) else { return }
        let row = rectForRow(at: indexPath)
        let height = bounds.height
        var y: CGFloat
        switch scrollPosition {
        case .top: y = row.minY
        case .middle: y = row.midY - height / 2
        case .bottom: y = row.maxY - height
        case .none:
            y = contentOffset.y
            if row.minY < y { y = row.minY } else if row.maxY > y + height { y = row.maxY - height }
        }
        let maxY = max(-adjustedContentInset.top, contentSize.height + adjustedContentInset.bottom - height)
        y = min(max(y, -adjustedContentInset.top), maxY)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    /// Reloads the data; `animation` changes nothing here [DOC insertRows(at:with:)].
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }

    /// Reloads the data; `animation` changes nothing here [DOC deleteRows(at:with:)].
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }

    /// Reloads the data; `animation` changes nothing here [DOC reloadRows(at:with:)].
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }

    /// Runs `updates`, reloads the data and calls `completion` with true
    /// [DOC performBatchUpdates(_:completion:)].
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    /// Begins a group of updates. Does nothing here; ``endUpdates()`` reloads [DOC beginUpdates()].
    open func beginUpdates() {}

    /// Ends a group of updates by reloading the data [DOC endUpdates()].
    open func endUpdates() { reloadData() }

    // MARK: Layout

    open override var bounds: CGRect {
        didSet { if bounds != oldValue { tileRows() } }
    }

    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { invalidateRows() } }
    }

    /// Loads the data on the first layout, then shows the rows in view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if rowFrames == nil { reloadData() } else { tileRows() }
    }

    /// Whether the data was loaded since the table was made.
    var hasLoadedData: Bool { rowFrames != nil }

    /// The row frames, loaded when they were not yet.
    private var loadedRowFrames: [[CGRect]] {
        if rowFrames == nil { measureRows() }
        return rowFrames ?? []
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        let frames = loadedRowFrames
        return frames.indices.contains(indexPath.section) && frames[indexPath.section].indices.contains(indexPath.row)
    }

    /// Measures again after a change of width or row height, when the data is loaded.
    private func invalidateRows() {
        guard rowFrames != nil else { return }
        measureRows()
        tileRows()
    }

    /// Asks the data source and the delegate for the sections, rows and heights.
    private func measureRows() {
        let width = bounds.width
        var y = tableHeaderView?.frame.height ?? 0
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: width, height: y)
        var frames: [[CGRect]] = []
        let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        for section in 0..<max(0, sections) {
            let rows = dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
            var sectionFrames: [CGRect] = []
            for row in 0..<max(0, rows) {
                let path = IndexPath(row: row, section: section)
                var height = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
                if height == UITableView.automaticDimension {
                    height = estimatedRowHeight > 0 ? estimatedRowHeight : 44
                }
                sectionFrames.append(CGRect(x: 0, y: y, width: width, height: max(0, height)))
                y += max(0, height)
            }
            frames.append(sectionFrames)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: y, width: width, height: footer.frame.height)
            y += footer.frame.height
        }
        rowFrames = frames
        contentSize = CGSize(width: width, height: y)
    }

    /// Shows the cells of the rows in view and retires the others.
    private func tileRows() {
        backgroundView?.frame = bounds
        guard let frames = rowFrames else { return }
        let visible = bounds
        var wanted: [IndexPath] = []
        for (section, sectionFrames) in frames.enumerated() {
            for (row, frame) in sectionFrames.enumerated() where frame.height > 0 && frame.intersects(visible) {
                wanted.append(IndexPath(row: row, section: section))
            }
        }
        let wantedSet = Set(wanted)
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) where !wantedSet.contains(path) {
            visibleCellsByPath[path] = nil
            retire(cell, at: path)
        }
        for path in wanted {
            let frame = frames[path.section][path.row]
            if let cell = visibleCellsByPath[path] {
                cell.frame = frame
                continue
            }
            guard let dataSource else { break }
            let cell = dataSource.tableView(self, cellForRowAt: path)
            cell.frame = frame
            cell.setSelected(selectedPaths.contains(path), animated: false)
            visibleCellsByPath[path] = cell
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
            if cell.superview !== self { addSubview(cell) }
        }
    }

    /// Takes a cell off screen and keeps it for reuse.
    private func retire(_ cell: UITableViewCell, at path: IndexPath) {
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        if let identifier = cell.reuseIdentifier { pool.enqueue(cell, identifier: identifier) }
    }

    private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        if let old, old !== new { old.removeFromSuperview() }
        if let new { addSubview(new) }
        if rowFrames != nil {
            measureRows()
            tileRows()
        }
    }

    // MARK: Selection (UITableView+Selection.swift)

    /// The selected paths, in the order they were selected.
    var selection: [IndexPath] {
        get { selectedPaths }
        set { selectedPaths = newValue }
    }

    /// The first selected row, or nil [DOC indexPathForSelectedRow].
    open var indexPathForSelectedRow: IndexPath? { selectedPaths.first }

    /// The selected rows, or nil when none is [DOC indexPathsForSelectedRows].
    open var indexPathsForSelectedRows: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths }

    /// Selects the row (the only one unless ``allowsMultipleSelection``) and scrolls it to
    /// `scrollPosition`; nil deselects every row. The delegate is not told
    /// [DOC selectRow(at:animated:scrollPosition:)].
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        select(indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects the row. The delegate is not told [DOC deselectRow(at:animated:)].
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        deselect(indexPath, animated: animated)
    }

    /// Highlights the row under the finger.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        highlightRow(under: touches)
    }

    /// A finger lifted without the content scrolling (the pan cancels the touches when it
    /// begins): a tap on the row under it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        tapRow(under: touches)
    }

    /// The pan took the touches: no tap.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        unhighlightRows()
    }
}
