import Foundation

/// Runs work that drives UIKit objects on the main actor: directly when called on the main
/// thread or the main queue (the executable, `@MainActor` tests; on Linux the main queue
/// may run on another thread once `dispatchMain()` took over), else synchronously on the
/// main queue.
enum MainActorRunner {
    static func run<Value: Sendable>(_ body: @escaping @MainActor @Sendable () throws(CLIError) -> Value)
        throws(CLIError) -> Value
    {
        let wrapped: @MainActor @Sendable () -> Result<Value, CLIError> = {
            do throws(CLIError) { return .success(try body()) } catch { return .failure(error) }
        }
        return try run(wrapped).get()
    }

    static func run<Value: Sendable>(_ body: @escaping @MainActor @Sendable () -> Value) -> Value {
        if isOnMainQueue {
            return MainActor.assumeIsolated { body() }
        }
        return DispatchQueue.main.sync { MainActor.assumeIsolated { body() } }
    }

    private static let key = DispatchSpecificKey<Bool>()
    private static let markMainQueue: Void = DispatchQueue.main.setSpecific(key: key, value: true)

    static var isOnMainQueue: Bool {
        markMainQueue
        return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
