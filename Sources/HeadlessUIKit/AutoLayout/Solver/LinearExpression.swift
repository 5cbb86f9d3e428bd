/// An unknown of a linear system: a number the solver chooses (not UIKit API).
///
/// Variables are made by ``SimplexSolver/makeVariable()`` and compared by identity number, so
/// two solvers' variables must not be mixed.
struct LayoutVariable: Hashable, Comparable, Sendable, CustomStringConvertible {
    let id: Int

    static func < (lhs: LayoutVariable, rhs: LayoutVariable) -> Bool { lhs.id < rhs.id }

    var description: String { "v\(id)" }
}

/// A sum of variables times coefficients plus a constant (not UIKit API).
struct LinearExpression: Equatable, Sendable {
    /// The coefficient of each variable; a variable that is absent has coefficient zero.
    var terms: [LayoutVariable: Double]
    /// The constant term.
    var constant: Double

    init(_ terms: [LayoutVariable: Double] = [:], constant: Double = 0) {
        self.terms = terms.filter { $0.value != 0 }
        self.constant = constant
    }

    /// The expression `coefficient × variable`.
    init(_ variable: LayoutVariable, times coefficient: Double = 1) {
        self.init([variable: coefficient])
    }

    /// The terms ordered by variable, the order the solver reads them in so that its
    /// floating-point sums do not depend on hashing.
    var orderedTerms: [(variable: LayoutVariable, coefficient: Double)] {
        terms.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Adds `coefficient × other` to the expression.
    mutating func add(_ other: LinearExpression, times coefficient: Double = 1) {
        for (variable, value) in other.terms {
            let sum = terms[variable, default: 0] + coefficient * value
            terms[variable] = sum == 0 ? nil : sum
        }
        constant += coefficient * other.constant
    }

    static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var sum = lhs
        sum.add(rhs)
        return sum
    }

    static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var difference = lhs
        difference.add(rhs, times: -1)
        return difference
    }

    static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var product = LinearExpression()
        product.add(lhs, times: rhs)
        return product
    }

    static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var sum = lhs
        sum.constant += rhs
        return sum
    }
}

/// How strongly the solver holds a constraint: 1000 is required, less is optional (not UIKit
/// API; ``UILayoutPriority`` maps onto it).
///
/// Optional strengths are compared lexicographically: no amount of error at a weaker strength
/// is worth any error at a stronger one (docs/auto-layout.md, "Priorities").
struct SolverStrength: Hashable, Comparable, Sendable {
    var rawValue: Float

    init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    static let required = SolverStrength(1000)

    var isRequired: Bool { rawValue >= 1000 }

    static func < (lhs: SolverStrength, rhs: SolverStrength) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// `expression (relation) 0` at a strength (not UIKit API).
struct LinearConstraint: Equatable, Sendable {
    enum Relation: Equatable, Sendable {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    var expression: LinearExpression
    var relation: Relation
    var strength: SolverStrength

    init(_ expression: LinearExpression, _ relation: Relation, strength: SolverStrength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }
}
