/// An incremental simplex solver for linear equalities and inequalities with required and
/// optional strengths, after Cassowary (Badros, Borning & Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", ACM TOCHI 8(4), 2001) (not UIKit API).
///
/// The tableau is kept in the augmented simplex form of the paper: each basic symbol's value
/// is a row over parametric symbols, restricted basic symbols have rows with non-negative
/// constants, and the objective (the weighted errors of optional constraints, one level per
/// strength) is minimal. Adding a constraint costs one primal optimization; removing one, one
/// more; changing a constant or suggesting an edit value, a dual optimization from the current
/// basis. Pivot choices follow Bland's rule (lowest identity first), so results are
/// reproducible and the simplex does not cycle. The math is in docs/auto-layout.md.
struct SimplexSolver: Sendable {
    /// A constraint added to the solver.
    struct ConstraintID: Hashable, Comparable, Sendable {
        let rawValue: Int

        static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Why a change was refused; the solver is left as it was before the call.
    enum Failure: Error, Equatable, Sendable {
        /// A required constraint conflicts with the required constraints already added.
        case unsatisfiable
        /// The identifier names no constraint of this solver.
        case unknownConstraint
        /// An edit variable needs an optional strength, or was added twice, or is missing.
        case invalidEdit
    }

    /// What the solver keeps of a constraint to change or remove it later.
    struct Record: Sendable {
        var constraint: LinearConstraint
        /// The slack, error or dummy symbol that identifies the constraint's row.
        var marker: Symbol
        /// The marker's coefficient in the row as made from the constraint.
        var markerCoefficient: Double
        /// The second error symbol of an optional equality.
        var other: Symbol?
        /// The error symbols and their weights in the objective.
        var errors: [Symbol] {
            [marker, other].compactMap { $0 }.filter { $0.kind == .error }
        }
    }

    static let tolerance = 1.0e-8

    static func isNearZero(_ value: Double) -> Bool {
        abs(value) < tolerance
    }

    var rows: [Symbol: Row] = [:]
    var objective = Objective()
    /// The objective of phase one while a constraint is added with an artificial variable.
    var artificialObjective: Objective?
    var records: [ConstraintID: Record] = [:]
    var externals: [LayoutVariable: Symbol] = [:]
    var edits: [LayoutVariable: ConstraintID] = [:]
    var nextSymbolID = 0
    var nextConstraintID = 0
    var nextVariableID = 0

    init() {}

    // MARK: Variables

    /// A new variable, zero until constrained.
    mutating func makeVariable() -> LayoutVariable {
        nextVariableID += 1
        return LayoutVariable(id: nextVariableID)
    }

    /// The variable's value in the current solution.
    func value(of variable: LayoutVariable) -> Double {
        guard let symbol = externals[variable] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    /// How many constraints the solver holds.
    var constraintCount: Int { records.count }

    /// How many rows the tableau has.
    var rowCount: Int { rows.count }

    // MARK: Constraints

    /// Adds a constraint and re-optimizes. A required constraint that conflicts with the
    /// required ones already added throws ``Failure/unsatisfiable`` and changes nothing.
    mutating func add(_ constraint: LinearConstraint) throws(Failure) -> ConstraintID {
        nextConstraintID += 1
        let id = ConstraintID(rawValue: nextConstraintID)
        try install(constraint, as: id)
        return id
    }

    /// Removes a constraint and re-optimizes.
    mutating func remove(_ id: ConstraintID) throws(Failure) {
        guard let record = records.removeValue(forKey: id) else { throw .unknownConstraint }
        edits = edits.filter { $0.value != id }
        uninstall(record)
        optimize()
    }

    /// The constraint as added, with its current constant.
    func constraint(_ id: ConstraintID) -> LinearConstraint? {
        records[id]?.constraint
    }

    /// Changes the constant of a constraint's expression and re-solves from the current basis
    /// (the dual simplex). When a required constraint cannot hold with the new constant it
    /// throws ``Failure/unsatisfiable`` and keeps the old constant.
    mutating func setConstant(_ constant: Double, of id: ConstraintID) throws(Failure) {
        guard var record = records[id] else { throw .unknownConstraint }
        let delta = constant - record.constraint.expression.constant
        guard delta != 0 else { return }
        if record.marker.kind == .dummy, rows[record.marker] != nil {
            // A redundant required equality: its row cannot move, so it is added afresh.
            var changed = record.constraint
            changed.expression.constant = constant
            records[id] = nil
            uninstall(record)
            do {
                try install(changed, as: id)
            } catch {
                try? install(record.constraint, as: id)
                throw error
            }
            return
        }
        shiftMarker(of: record, by: delta)
        do {
            try dualOptimize()
        } catch {
            shiftMarker(of: record, by: -delta)
            try? dualOptimize()
            throw error
        }
        record.constraint.expression.constant = constant
        records[id] = record
    }

    // MARK: Edit variables

    /// Makes `variable` editable at an optional strength; ``suggestValue(_:for:)`` then moves
    /// it.
    mutating func addEditVariable(_ variable: LayoutVariable, strength: SolverStrength) throws(Failure) {
        guard !strength.isRequired, edits[variable] == nil else { throw .invalidEdit }
        edits[variable] = try add(LinearConstraint(LinearExpression(variable), .equal, strength: strength))
    }

    /// Stops editing `variable`.
    mutating func removeEditVariable(_ variable: LayoutVariable) throws(Failure) {
        guard let id = edits[variable] else { throw .invalidEdit }
        try remove(id)
    }

    /// Asks for `value` for an edit variable; the solver moves it there as far as stronger
    /// constraints allow, by a dual optimization from the current solution.
    mutating func suggestValue(_ value: Double, for variable: LayoutVariable) throws(Failure) {
        guard let id = edits[variable] else { throw .invalidEdit }
        try setConstant(-value, of: id)
    }
}
