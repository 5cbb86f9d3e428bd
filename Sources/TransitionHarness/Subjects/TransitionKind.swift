import GestureTrace
@_spi(Harness) import HeadlessUIKit

/// The kind of transition UIKit began: a trace's four operations, and a tab bar controller
/// changing its selected controller.
public enum TransitionKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case push
    case pop
    case present
    case dismiss
    /// A tab bar controller changing its selected controller.
    case tabSwitch

    /// The kind of transition a trace's operation begins.
    public init(_ operation: Trace.Transition.Operation) {
        switch operation {
        case .push: self = .push
        case .pop: self = .pop
        case .present: self = .present
        case .dismiss: self = .dismiss
        }
    }

    /// The kind of the transition `operation` names in HeadlessUIKit's transition context.
    init(_ operation: TransitionContext.Operation) {
        switch operation {
        case .push: self = .push
        case .pop: self = .pop
        case .present: self = .present
        case .dismiss: self = .dismiss
        case .tabSwitch: self = .tabSwitch
        }
    }

    public var description: String { rawValue }
}

extension TransitionContext {
    /// The kind of this transition, in the harness's public vocabulary.
    var kind: TransitionKind { TransitionKind(operation) }
}
