// Adding and removing constraints: rows made from constraints, the choice of a subject, the
// artificial-variable phase and marker pivots (docs/auto-layout.md, "Design").

extension SimplexSolver {
    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextSymbolID += 1
        return Symbol(id: nextSymbolID, kind: kind)
    }

    /// The external symbol of a variable, made on first use.
    mutating func symbol(for variable: LayoutVariable) -> Symbol {
        if let symbol = externals[variable] { return symbol }
        let symbol = makeSymbol(.external)
        externals[variable] = symbol
        return symbol
    }

    /// Adds `constraint` under `id`, or throws and leaves the tableau equivalent to before.
    mutating func install(_ constraint: LinearConstraint, as id: ConstraintID) throws(Failure) {
        var (row, record) = makeRow(for: constraint)
        var subject = chooseSubject(of: row, record: record)
        if subject == nil, row.hasOnlyDummies {
            guard Self.isNearZero(row.constant) else { throw .unsatisfiable }
            subject = record.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows[subject] = row
        } else if !addWithArtificialVariable(row) {
            optimize()
            throw .unsatisfiable
        }
        for error in record.errors {
            addToObjective(error, weight: 1, at: constraint.strength)
        }
        records[id] = record
        optimize()
    }

    /// The row `constraint` contributes, written over parametric symbols, with its new slack,
    /// error or dummy symbols; its constant is made non-negative.
    ///
    /// `e ≥ 0` becomes `e − s = 0`, `e ≤ 0` becomes `e + s = 0` (s a slack), `e = 0` required
    /// becomes `e + d = 0` (d a dummy). An optional inequality adds an error `ε` on the side
    /// that relaxes it; an optional equality adds `−ε⁺ + ε⁻`.
    mutating func makeRow(for constraint: LinearConstraint) -> (Row, Record) {
        var row = Row(constant: constraint.expression.constant)
        for (variable, coefficient) in constraint.expression.orderedTerms where !Self.isNearZero(coefficient) {
            let symbol = symbol(for: variable)
            if let basic = rows[symbol] {
                row.add(basic, times: coefficient)
            } else {
                row.add(coefficient, times: symbol)
            }
        }
        let optional = !constraint.strength.isRequired
        let record: Record
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.add(sign, times: slack)
            var error: Symbol?
            if optional {
                let symbol = makeSymbol(.error)
                row.add(-sign, times: symbol)
                error = symbol
            }
            record = Record(constraint: constraint, marker: slack, markerCoefficient: sign, other: error)
        case .equal where optional:
            let plus = makeSymbol(.error)
            let minus = makeSymbol(.error)
            row.add(-1, times: plus)
            row.add(1, times: minus)
            record = Record(constraint: constraint, marker: plus, markerCoefficient: -1, other: minus)
        case .equal:
            let dummy = makeSymbol(.dummy)
            row.add(1, times: dummy)
            record = Record(constraint: constraint, marker: dummy, markerCoefficient: 1, other: nil)
        }
        if row.constant < 0 {
            row.scale(by: -1)
        }
        return (row, record)
    }

    /// The symbol to make basic for a new row: an external one (the lowest), else the new
    /// marker or error when its coefficient is negative (so its value, the constant divided by
    /// minus the coefficient, is not negative); nil when neither fits.
    func chooseSubject(of row: Row, record: Record) -> Symbol? {
        if let external = row.terms.keys.filter({ $0.kind == .external }).min() {
            return external
        }
        for candidate in [record.marker, record.other].compactMap({ $0 }) where candidate.isPivotable {
            if row.coefficient(of: candidate) < 0 { return candidate }
        }
        return nil
    }

    /// Phase one: adds `row` through an artificial variable whose value is minimized to zero.
    /// Returns false when it stays positive (the constraint cannot hold); the tableau then
    /// holds the same system as before.
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificial = makeSymbol(.slack)
        rows[artificial] = row
        var phaseOne = Objective()
        phaseOne.add(row, times: 1, at: .required)
        artificialObjective = phaseOne
        optimize(artificial: true)
        let reached = artificialObjective.map { Self.isNearZero($0.levels.first?.row.constant ?? 0) } ?? false
        artificialObjective = nil
        if var basicRow = rows.removeValue(forKey: artificial) {
            guard reached else { return false }
            if !basicRow.terms.isEmpty {
                guard let entering = basicRow.terms.keys.filter(\.isPivotable).min() else { return false }
                basicRow.solve(basic: artificial, for: entering)
                substitute(entering, with: basicRow)
                rows[entering] = basicRow
            }
        }
        for symbol in Array(rows.keys) {
            rows[symbol]!.terms[artificial] = nil
        }
        objective.remove(artificial)
        return reached
    }

    /// Adds `weight × symbol` to the objective at `strength`, through its row when it is basic.
    mutating func addToObjective(_ symbol: Symbol, weight: Double, at strength: SolverStrength) {
        if let row = rows[symbol] {
            objective.add(row, times: weight, at: strength)
        } else {
            objective.add(weight, times: symbol, at: strength)
        }
    }

    /// Takes a constraint's row and its errors' costs out of the tableau (the record is
    /// already gone from `records`).
    mutating func uninstall(_ record: Record) {
        for error in record.errors {
            addToObjective(error, weight: -1, at: record.constraint.strength)
        }
        if rows.removeValue(forKey: record.marker) != nil { return }
        guard let leaving = markerLeavingRow(for: record.marker) else { return }
        pivot(entering: record.marker, leaving: leaving)
        rows[record.marker] = nil
    }

    /// The row to pivot a parametric marker into before its row is dropped: among restricted
    /// rows, the tightest for the marker growing, else for it shrinking; else any external
    /// row. Ties go to the lowest basic symbol.
    func markerLeavingRow(for marker: Symbol) -> Symbol? {
        var growing: (ratio: Double, symbol: Symbol)?
        var shrinking: (ratio: Double, symbol: Symbol)?
        var external: Symbol?
        for (basic, row) in rows {
            let coefficient = row.coefficient(of: marker)
            guard coefficient != 0 else { continue }
            if basic.kind == .external {
                if external.map({ basic < $0 }) ?? true { external = basic }
                continue
            }
            if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if growing.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.symbol) }) ?? true {
                    growing = (ratio, basic)
                }
            } else {
                let ratio = row.constant / coefficient
                if shrinking.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.symbol) }) ?? true {
                    shrinking = (ratio, basic)
                }
            }
        }
        return growing?.symbol ?? shrinking?.symbol ?? external
    }

    /// Replaces `m` by `m + delta / k` in the tableau, where k is the marker's coefficient:
    /// the same system as the constraint with its constant raised by `delta`.
    mutating func shiftMarker(of record: Record, by delta: Double) {
        let shift = delta / record.markerCoefficient
        if rows[record.marker] != nil {
            rows[record.marker]!.constant -= shift
            return
        }
        for symbol in Array(rows.keys) {
            let coefficient = rows[symbol]!.coefficient(of: record.marker)
            if coefficient != 0 {
                rows[symbol]!.constant += coefficient * shift
            }
        }
    }
}
