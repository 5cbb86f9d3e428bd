extension SimplexSolver {
    /// The function the simplex minimizes: one row per optional strength, compared
    /// lexicographically from the strongest down.
    ///
    /// A symbol's cost is the vector of its coefficients in the levels, strongest first. A
    /// pivot that lowers a stronger level is always taken, whatever it does to weaker ones,
    /// which is what makes a priority strict (docs/auto-layout.md, "Priorities").
    struct Objective: Equatable, Sendable {
        struct Level: Equatable, Sendable {
            var strength: SolverStrength
            var row: Row
        }

        /// Strongest first.
        private(set) var levels: [Level] = []

        /// The level of `strength`, made when missing.
        private mutating func index(of strength: SolverStrength) -> Int {
            if let index = levels.firstIndex(where: { $0.strength == strength }) { return index }
            let index = levels.firstIndex { $0.strength < strength } ?? levels.count
            levels.insert(Level(strength: strength, row: Row()), at: index)
            return index
        }

        /// Adds `coefficient × symbol` at `strength`.
        mutating func add(_ coefficient: Double, times symbol: Symbol, at strength: SolverStrength) {
            levels[index(of: strength)].row.add(coefficient, times: symbol)
        }

        /// Adds `coefficient × row` at `strength`.
        mutating func add(_ row: Row, times coefficient: Double, at strength: SolverStrength) {
            levels[index(of: strength)].row.add(row, times: coefficient)
        }

        /// Replaces `symbol` by `row` in every level.
        mutating func substitute(_ symbol: Symbol, with row: Row) {
            for index in levels.indices {
                levels[index].row.substitute(symbol, with: row)
            }
        }

        /// Removes `symbol`'s terms from every level.
        mutating func remove(_ symbol: Symbol) {
            for index in levels.indices {
                levels[index].row.terms[symbol] = nil
            }
        }

        /// The symbols with a term in some level, in identity order.
        var symbols: [Symbol] {
            Set(levels.flatMap { $0.row.terms.keys }).sorted()
        }

        /// `symbol`'s cost vector divided by `divisor`, strongest first.
        func cost(of symbol: Symbol, dividedBy divisor: Double = 1) -> [Double] {
            levels.map { $0.row.coefficient(of: symbol) / divisor }
        }

        /// Whether a cost vector is below zero: its first entry that is not near zero is
        /// negative.
        static func isNegative(_ cost: [Double]) -> Bool {
            for value in cost where !SimplexSolver.isNearZero(value) {
                return value < 0
            }
            return false
        }

        /// Whether cost vector `lhs` is below `rhs`, entries within the solver's tolerance
        /// counting as equal.
        static func isLess(_ lhs: [Double], _ rhs: [Double]) -> Bool {
            for (left, right) in zip(lhs, rhs) where !SimplexSolver.isNearZero(left - right) {
                return left < right
            }
            return false
        }
    }
}
