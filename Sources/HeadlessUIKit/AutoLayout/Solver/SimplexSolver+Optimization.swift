// The primal and dual simplex over the lexicographic objective, and the pivot they share.

extension SimplexSolver {
    /// Replaces `symbol` by `row` in every row and objective.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for basic in Array(rows.keys) where rows[basic]!.terms[symbol] != nil {
            rows[basic]!.substitute(symbol, with: row)
        }
        objective.substitute(symbol, with: row)
        artificialObjective?.substitute(symbol, with: row)
    }

    /// Exchanges a basic symbol for a parametric one.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        var row = rows.removeValue(forKey: leaving)!
        row.solve(basic: leaving, for: entering)
        substitute(entering, with: row)
        rows[entering] = row
    }

    /// The primal simplex: while some parametric symbol has a negative cost, brings the lowest
    /// such into the basis through the row that limits it first (Bland's rule). Stops when the
    /// objective is minimal, or when nothing limits the entering symbol (an unbounded
    /// objective, which errors bounded below by zero rule out).
    mutating func optimize(artificial: Bool = false) {
        while true {
            let goal = artificial ? artificialObjective! : objective
            let entering = goal.symbols.first { symbol in
                symbol.kind != .dummy && Objective.isNegative(goal.cost(of: symbol))
            }
            guard let entering else { return }
            var best: (ratio: Double, symbol: Symbol)?
            for (basic, row) in rows where basic.isRestricted {
                let coefficient = row.coefficient(of: entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if best.map({
                    ratio < $0.ratio - Self.tolerance || (abs(ratio - $0.ratio) <= Self.tolerance && basic < $0.symbol)
                })
                    ?? true
                {
                    best = (ratio, basic)
                }
            }
            guard let leaving = best?.symbol else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The dual simplex, after constants changed: while a restricted basic symbol is negative,
    /// pivots it out for the parametric symbol of least cost ratio, keeping the objective
    /// minimal. Throws ``Failure/unsatisfiable`` when no symbol can enter: the required
    /// constraints cannot all hold.
    mutating func dualOptimize() throws(Failure) {
        while true {
            let infeasible = rows.filter { $0.key.isRestricted && $0.value.constant < -Self.tolerance }.keys.min()
            guard let leaving = infeasible else { return }
            let row = rows[leaving]!
            var best: (ratio: [Double], symbol: Symbol)?
            for (symbol, coefficient) in row.terms where coefficient > 0 && symbol.kind != .dummy {
                let ratio = objective.cost(of: symbol, dividedBy: coefficient)
                if best.map({
                    Objective.isLess(ratio, $0.ratio) || (!Objective.isLess($0.ratio, ratio) && symbol < $0.symbol)
                })
                    ?? true
                {
                    best = (ratio, symbol)
                }
            }
            guard let entering = best?.symbol else { throw .unsatisfiable }
            pivot(entering: entering, leaving: leaving)
        }
    }
}
