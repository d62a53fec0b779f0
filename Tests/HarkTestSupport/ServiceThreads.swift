import Dispatch

/// Threads of their own for a service a test runs in its own process (`hark serve`'s or `hark
/// wyoming`'s, from their library modules), instead of Swift's cooperative pool.
///
/// Under the whole suite on two cores, tests that block their threads (child processes waited
/// for, flite and sox) can hold that pool for minutes, and a service in the test's process would
/// wait past any limit for a thread to answer on. Start the service with
/// `Task(executorPreference: ServiceThreads.shared)`, and run a blocking client with
/// ``ServiceThreads/blocking(_:)``.
public final class ServiceThreads: TaskExecutor {
    /// The one executor every in-process service shares.
    public static let shared = ServiceThreads()

    private let queue = DispatchQueue(label: "HarkTestSupport.ServiceThreads", attributes: .concurrent)

    /// Runs `job` on the executor's own threads.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    /// Runs a blocking `body` (a child process waited for) off the cooperative pool, which an
    /// in-process service needs.
    public static func blocking<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try body() }) }
        }
    }
}
