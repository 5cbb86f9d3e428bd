import Testing

@testable import HeadlessUIKit

@Suite struct SimplexSolverTests {
    typealias Expr = LinearExpression

    func v(_ variable: LayoutVariable, _ coefficient: Double = 1) -> Expr {
        Expr(variable, times: coefficient)
    }

    func c(_ value: Double) -> Expr {
        Expr(constant: value)
    }

    @Test func theMidpointExampleOfTheCassowaryPaperHolds() throws {
        // xm = (xl + xr) / 2, xl + 10 ≤ xr, xl ≥ −10, xr ≤ 100, with optional stays.
        var solver = SimplexSolver()
        let left = solver.makeVariable()
        let middle = solver.makeVariable()
        let right = solver.makeVariable()
        _ = try solver.add(LinearConstraint(v(middle, 2) - v(left) - v(right), .equal))
        _ = try solver.add(LinearConstraint(v(left) + c(10) - v(right), .lessThanOrEqual))
        _ = try solver.add(LinearConstraint(v(left) + c(10), .greaterThanOrEqual))
        _ = try solver.add(LinearConstraint(v(right) - c(100), .lessThanOrEqual))
        try solver.addEditVariable(middle, strength: SolverStrength(750))
        try solver.suggestValue(0, for: middle)
        #expect(solver.value(of: middle) == 0)
        #expect(solver.value(of: left) + solver.value(of: right) == 0)
        #expect(solver.value(of: right) - solver.value(of: left) >= 10)
        try solver.suggestValue(200, for: middle)
        // The stays give way: xr stops at 100 and xm follows as far as it can.
        #expect(solver.value(of: right) == 100)
        #expect(solver.value(of: middle) == (solver.value(of: left) + 100) / 2)
        #expect(solver.value(of: middle) == 95)
    }

    @Test func aChainOfViewsWithSpacingIsSolved() throws {
        var solver = SimplexSolver()
        var previousRight: Expr = c(0)
        var lefts: [LayoutVariable] = []
        for _ in 0..<5 {
            let left = solver.makeVariable()
            let width = solver.makeVariable()
            _ = try solver.add(LinearConstraint(v(left) - previousRight - c(8), .equal))
            _ = try solver.add(LinearConstraint(v(width) - c(40), .equal))
            previousRight = v(left) + v(width)
            lefts.append(left)
        }
        #expect(lefts.map { solver.value(of: $0) } == [8, 56, 104, 152, 200])
    }

    @Test func aStrongerPriorityWinsWhateverTheWeakerOnesAddUpTo() throws {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        _ = try solver.add(LinearConstraint(v(x) - c(10), .equal, strength: SolverStrength(751)))
        for _ in 0..<20 {
            _ = try solver.add(LinearConstraint(v(x) - c(50), .equal, strength: SolverStrength(750)))
        }
        #expect(solver.value(of: x) == 10)
    }

    @Test func removingTheStrongerConstraintHandsOverToTheWeaker() throws {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        let strong = try solver.add(LinearConstraint(v(x) - c(10), .equal, strength: SolverStrength(999)))
        _ = try solver.add(LinearConstraint(v(x) - c(50), .equal, strength: SolverStrength(250)))
        #expect(solver.value(of: x) == 10)
        try solver.remove(strong)
        #expect(solver.value(of: x) == 50)
    }

    @Test func aConflictingRequiredConstraintIsRefusedAndTheRestStands() throws {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        _ = try solver.add(LinearConstraint(v(x) - c(10), .equal))
        #expect(throws: SimplexSolver.Failure.unsatisfiable) {
            _ = try solver.add(LinearConstraint(v(x) - c(20), .equal))
        }
        #expect(throws: SimplexSolver.Failure.unsatisfiable) {
            _ = try solver.add(LinearConstraint(v(x) - c(30), .greaterThanOrEqual))
        }
        #expect(solver.value(of: x) == 10)
        #expect(solver.constraintCount == 1)
    }

    @Test func aRedundantRequiredConstraintIsAccepted() throws {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        _ = try solver.add(LinearConstraint(v(x) - v(y), .equal))
        _ = try solver.add(LinearConstraint(v(y) - c(5), .equal))
        _ = try solver.add(LinearConstraint(v(x) - c(5), .equal))
        #expect(solver.value(of: x) == 5)
    }

    @Test func inequalitiesBoundAnOptionalGoal() throws {
        var solver = SimplexSolver()
        let width = solver.makeVariable()
        _ = try solver.add(LinearConstraint(v(width) - c(100), .lessThanOrEqual))
        _ = try solver.add(LinearConstraint(v(width) - c(40), .greaterThanOrEqual))
        let goal = try solver.add(LinearConstraint(v(width) - c(300), .equal, strength: SolverStrength(500)))
        #expect(solver.value(of: width) == 100)
        try solver.setConstant(-10, of: goal)
        #expect(solver.value(of: width) == 40)
        try solver.setConstant(-70, of: goal)
        #expect(solver.value(of: width) == 70)
    }

    @Test func anEditVariableFollowsManySuggestionsIncrementally() throws {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        _ = try solver.add(LinearConstraint(v(y) - v(x, 2) - c(1), .equal))
        _ = try solver.add(LinearConstraint(v(x) - c(500), .lessThanOrEqual))
        try solver.addEditVariable(x, strength: SolverStrength(999))
        for step in 0..<1000 {
            let target = Double(step)
            try solver.suggestValue(target, for: x)
            #expect(solver.value(of: x) == min(target, 500))
            #expect(solver.value(of: y) == 2 * min(target, 500) + 1)
        }
        #expect(solver.rowCount <= 4)
    }

    @Test func aRequiredConstantThatCannotHoldIsRefusedAndKept() throws {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        _ = try solver.add(LinearConstraint(v(x) - c(100), .lessThanOrEqual))
        let pin = try solver.add(LinearConstraint(v(x) - c(50), .equal))
        #expect(throws: SimplexSolver.Failure.unsatisfiable) {
            try solver.setConstant(-150, of: pin)
        }
        #expect(solver.value(of: x) == 50)
        try solver.setConstant(-80, of: pin)
        #expect(solver.value(of: x) == 80)
    }

    @Test func aRequiredEditIsRefused() {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        #expect(throws: SimplexSolver.Failure.invalidEdit) {
            try solver.addEditVariable(x, strength: .required)
        }
    }

    @Test func removingEveryConstraintEmptiesTheTableau() throws {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let ids = [
            try solver.add(LinearConstraint(v(x) - v(y) - c(10), .greaterThanOrEqual)),
            try solver.add(LinearConstraint(v(y) - c(3), .equal, strength: SolverStrength(250))),
            try solver.add(LinearConstraint(v(x) - c(1), .equal)),
        ]
        #expect(solver.value(of: y) == -9)
        for id in ids { try solver.remove(id) }
        #expect(solver.constraintCount == 0)
        #expect(solver.value(of: x) == 0)
    }
}
