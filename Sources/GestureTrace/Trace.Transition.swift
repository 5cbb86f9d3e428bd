extension Trace {
    /// The `transition` block as written: every field is optional, and
    /// ``resolved(on:)`` applies the format's defaults.
    public struct Transition: Sendable, Equatable {
        public enum Operation: String, Sendable, Equatable, CaseIterable {
            case push, pop, present, dismiss
        }

        public enum Gesture: String, Sendable, Equatable, CaseIterable {
            case edgePan, pan
        }

        public enum Edge: String, Sendable, Equatable, CaseIterable {
            case left, right, top, bottom
        }

        public enum Axis: String, Sendable, Equatable, CaseIterable {
            case x, y
        }

        /// The default ``edgeWidth``, in points.
        public static let defaultEdgeWidth = 20.0

        public var operation: Operation?
        public var gesture: Gesture?
        /// Meaningful for edge pans only.
        public var edge: Edge?
        public var axis: Axis?
        /// `1` or `-1`: the sign of translation along the axis that advances progress.
        public var direction: Int?
        /// Points of translation that make progress 1; greater than 0.
        public var distance: Double?
        /// An edge pan begins only if its first touch lies within this many points of the
        /// edge; greater than 0.
        public var edgeWidth: Double?

        public init(
            operation: Operation? = nil,
            gesture: Gesture? = nil,
            edge: Edge? = nil,
            axis: Axis? = nil,
            direction: Int? = nil,
            distance: Double? = nil,
            edgeWidth: Double? = nil
        ) {
            self.operation = operation
            self.gesture = gesture
            self.edge = edge
            self.axis = axis
            self.direction = direction
            self.distance = distance
            self.edgeWidth = edgeWidth
        }

        /// This block with every default of trace-format.md applied.
        public func resolved(on screen: Screen) -> ResolvedTransition {
            let gesture = self.gesture ?? .edgePan
            let edge = self.edge ?? .left
            let defaultAxis: Axis
            let defaultDirection: Int
            switch gesture {
            case .pan:
                defaultAxis = .x
                defaultDirection = 1
            case .edgePan:
                defaultAxis = (edge == .left || edge == .right) ? .x : .y
                defaultDirection = (edge == .left || edge == .top) ? 1 : -1
            }
            let axis = self.axis ?? defaultAxis
            return ResolvedTransition(
                operation: operation ?? .pop,
                gesture: gesture,
                edge: edge,
                axis: axis,
                direction: direction ?? defaultDirection,
                distance: distance ?? (axis == .x ? screen.width : screen.height),
                edgeWidth: edgeWidth ?? Self.defaultEdgeWidth
            )
        }
    }

    /// A `transition` block with every default applied.
    public struct ResolvedTransition: Sendable, Equatable {
        public var operation: Transition.Operation
        public var gesture: Transition.Gesture
        public var edge: Transition.Edge
        public var axis: Transition.Axis
        public var direction: Int
        public var distance: Double
        public var edgeWidth: Double

        public init(
            operation: Transition.Operation,
            gesture: Transition.Gesture,
            edge: Transition.Edge,
            axis: Transition.Axis,
            direction: Int,
            distance: Double,
            edgeWidth: Double
        ) {
            self.operation = operation
            self.gesture = gesture
            self.edge = edge
            self.axis = axis
            self.direction = direction
            self.distance = distance
            self.edgeWidth = edgeWidth
        }

        /// Progress for a translation (dx, dy): the component along the axis, times the
        /// direction, over the distance, clamped to [0, 1].
        public func progress(translationX dx: Double, y dy: Double) -> Double {
            let along = (axis == .x ? dx : dy) * Double(direction)
            return min(max(along / distance, 0), 1)
        }
    }
}
