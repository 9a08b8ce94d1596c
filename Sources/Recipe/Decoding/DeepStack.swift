#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work whose recursion follows the input's nesting (the recipe decoder: a few frames per
/// nested view) on a thread with a 64 MiB stack, joined before returning, so that the
/// documented depth limit, not the calling thread's stack (8 MiB on the main thread; debug
/// builds use several times a release build's frame sizes), bounds it. Only the pages actually
/// touched are committed. If no thread can be made, the work runs on the calling thread.
enum DeepStack {
    static let stackSize = 64 << 20

    static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        let outcome = withoutActuallyEscaping(body) { escapable -> Result<T, E> in
            let job = Job(escapable)
            if !runOnDeepThread(job) { job.run() }
            return job.outcome ?? Result { () throws(E) -> T in try escapable() }
        }
        return try outcome.get()
    }

    /// Runs `first` on the calling thread and `second` on a new thread with the deep stack, at
    /// the same time, and returns both outcomes once both are done. If no thread can be made,
    /// `second` runs after `first` on the calling thread.
    static func concurrently<A, B, E: Error>(_ first: () throws(E) -> A, _ second: () throws(E) -> B)
        -> (Result<A, E>, Result<B, E>) {
        withoutActuallyEscaping(second) { escapable -> (Result<A, E>, Result<B, E>) in
            let job = Job(escapable)
            let thread = startDeepThread(job)
            let a = Result { () throws(E) -> A in try first() }
            if let thread { join(thread) } else { job.run() }
            return (a, job.outcome ?? Result { () throws(E) -> B in try escapable() })
        }
    }

    /// Runs `job` on a new thread with the deep stack and waits for it; false when no thread
    /// could be made.
    private static func runOnDeepThread(_ job: JobBase) -> Bool {
        guard let thread = startDeepThread(job) else { return false }
        join(thread)
        return true
    }

    #if canImport(Glibc)
    private typealias Thread = pthread_t
    #else
    private typealias Thread = pthread_t?
    #endif

    /// Starts `job` on a new thread with the deep stack; nil when no thread could be made.
    private static func startDeepThread(_ job: JobBase) -> Thread? {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return nil }
        let context = Unmanaged.passRetained(job).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let started = pthread_create(&thread, &attributes, { raw in
            guard let raw else { return nil }
            Unmanaged<JobBase>.fromOpaque(raw).takeRetainedValue().run()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<JobBase>.fromOpaque(context).release()
            return nil
        }
        return thread
    }

    private static func join(_ thread: Thread) {
        #if canImport(Glibc)
        pthread_join(thread, nil)
        #else
        if let thread { pthread_join(thread, nil) }
        #endif
    }

    /// What the thread runs (non-generic, so the C entry point can call it).
    private class JobBase: @unchecked Sendable {
        func run() {}
    }

    /// The work and its outcome, read back after the thread is joined.
    private final class Job<T, E: Error>: JobBase, @unchecked Sendable {
        let body: () throws(E) -> T
        var outcome: Result<T, E>?
        init(_ body: @escaping () throws(E) -> T) { self.body = body }
        override func run() {
            do throws(E) { outcome = .success(try body()) } catch { outcome = .failure(error) }
        }
    }
}
