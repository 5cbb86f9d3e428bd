extension SimplexSolver {
    /// A tableau column: an external variable, or a slack, error or dummy variable the solver
    /// introduces.
    struct Symbol: Hashable, Comparable, Sendable, CustomStringConvertible {
        enum Kind: Sendable {
            /// A user's variable: unrestricted in sign.
            case external
            /// Turns an inequality into an equality; at least zero.
            case slack
            /// Measures how far an optional constraint is from holding; at least zero.
            case error
            /// Marks a required equality; always zero, never enters the basis.
            case dummy
        }

        let id: Int
        let kind: Kind

        static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }

        /// Whether the symbol must be at least zero (every kind but external).
        var isRestricted: Bool { kind != .external }

        /// Whether the simplex may bring the symbol into the basis by a pivot.
        var isPivotable: Bool { kind == .slack || kind == .error }

        var description: String {
            switch kind {
            case .external: "x\(id)"
            case .slack: "s\(id)"
            case .error: "e\(id)"
            case .dummy: "d\(id)"
            }
        }
    }

    /// `constant + Σ coefficient × symbol`: in the tableau, the value of its basic symbol.
    struct Row: Equatable, Sendable {
        var constant: Double
        var terms: [Symbol: Double] = [:]

        init(constant: Double = 0) {
            self.constant = constant
        }

        func coefficient(of symbol: Symbol) -> Double {
            terms[symbol] ?? 0
        }

        /// Adds `coefficient × symbol`, dropping the term when the sum is near zero.
        mutating func add(_ coefficient: Double, times symbol: Symbol) {
            let sum = (terms[symbol] ?? 0) + coefficient
            terms[symbol] = SimplexSolver.isNearZero(sum) ? nil : sum
        }

        /// Adds `coefficient × row`. Each term is one addition, so the result does not depend on
        /// the order the dictionary is walked in.
        mutating func add(_ row: Row, times coefficient: Double) {
            constant += coefficient * row.constant
            for (symbol, value) in row.terms {
                add(coefficient * value, times: symbol)
            }
        }

        /// Multiplies every term and the constant by `factor`.
        mutating func scale(by factor: Double) {
            constant *= factor
            for symbol in terms.keys {
                terms[symbol]! *= factor
            }
        }

        /// Reads the row as `0 = row` and rewrites it as `symbol = row'`, removing `symbol`.
        mutating func solve(for symbol: Symbol) {
            let coefficient = terms.removeValue(forKey: symbol)!
            scale(by: -1 / coefficient)
        }

        /// Reads the row as `basic = row` and rewrites it as `entering = row'`, in which `basic`
        /// is a parametric term.
        mutating func solve(basic: Symbol, for entering: Symbol) {
            add(-1, times: basic)
            solve(for: entering)
        }

        /// Replaces `symbol` by `row` (the row of `symbol` when it becomes basic).
        mutating func substitute(_ symbol: Symbol, with row: Row) {
            guard let coefficient = terms.removeValue(forKey: symbol) else { return }
            add(row, times: coefficient)
        }

        /// Whether every term is a dummy (a row that no pivot can change).
        var hasOnlyDummies: Bool {
            terms.keys.allSatisfy { $0.kind == .dummy }
        }
    }
}
