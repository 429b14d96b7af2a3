import Dispatch
import Foundation
import Testing

@testable import LifecycleFiles

#if canImport(Glibc)
    import Glibc
#endif

/// These use registries of their own: the process-wide one would also clean up what other
/// tests are writing, and a real signal would end the test run.
@Suite("On interruption, registered outputs are removed and registered children killed")
struct InterruptCleanupTests {
    @Test("registered folders and files are removed, links without their targets, other paths are left alone")
    func removesRegistered() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let registry = CleanupRegistry()
        try scratch.file(".out.lifecycle-kit-staging-1-1/report/report.json", String(repeating: "x", count: 4096))
        try scratch.file(".out.lifecycle-kit-staging-1-1/.lifecycle-kit-writer.lock")
        try scratch.file(".states.svg.lifecycle-kit-partial-1-1", "<svg")
        try scratch.file("keep/notes.txt", "mine")
        try scratch.link("link", to: "keep")
        for name in [".out.lifecycle-kit-staging-1-1", ".states.svg.lifecycle-kit-partial-1-1", "link", "finished"] {
            registry.register(path: scratch.at(name))
        }
        registry.unregister(path: scratch.at("finished"))
        try scratch.file("finished", "done")

        #expect(registry.cleanUp() == [])
        #expect(try scratch.entries() == ["finished", "keep"])
        #expect(try scratch.text("keep/notes.txt") == "mine")
        #expect(registry.registeredPaths.isEmpty)
    }

    @Test("registered child processes get SIGKILL, unregistered ones live on")
    func killsChildren() throws {
        let registered = Process()
        registered.executableURL = URL(fileURLWithPath: "/bin/sleep")
        registered.arguments = ["30"]
        let other = Process()
        other.executableURL = URL(fileURLWithPath: "/bin/sleep")
        other.arguments = ["30"]
        try registered.run()
        try other.run()
        defer { other.terminate() }
        let registry = CleanupRegistry()
        registry.register(child: registered.processIdentifier)
        registry.register(child: other.processIdentifier)
        registry.unregister(child: other.processIdentifier)

        registry.cleanUp()
        registered.waitUntilExit()
        #expect(registered.terminationReason == .uncaughtSignal)
        #expect(registered.terminationStatus == SIGKILL)
        #expect(other.isRunning)
        #expect(registry.registeredChildren.isEmpty)
    }

    @Test("a cleanup that starts during an uninterrupted step waits for it, then sees its outcome")
    func waitsForUninterruptedStep() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let registry = CleanupRegistry()
        let staging = try scratch.folder("staging")
        let renamed = scratch.at("renamed")
        registry.register(path: staging)
        let inStep = DispatchSemaphore(value: 0)
        let finishStep = DispatchSemaphore(value: 0)
        let cleaned = DispatchSemaphore(value: 0)
        let step = Thread {
            registry.uninterrupted {
                inStep.signal()
                finishStep.wait()
                // What a writer does after a swap: the registered name now holds the old
                // report, the new one has moved on.
                _ = rename(staging, renamed)
                registry.unregister(path: staging)
                registry.register(path: renamed)
            }
        }
        step.start()
        inStep.wait()
        let cleanup = Thread {
            registry.cleanUp()
            cleaned.signal()
        }
        cleanup.start()
        #expect(cleaned.wait(timeout: .now() + .milliseconds(200)) == .timedOut)
        #expect(scratch.exists("staging"))
        finishStep.signal()
        #expect(cleaned.wait(timeout: .now() + .seconds(10)) == .success)
        #expect(try scratch.entries() == [])
    }

    @Test("the process-wide registry installs its signal handling at the first registration")
    func installsLazily() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let path = scratch.at("partial")
        InterruptCleanup.register(path: path)
        #expect(InterruptCleanup.registry.registeredPaths.contains(path))
        InterruptCleanup.unregister(path: path)
        #expect(!InterruptCleanup.registry.registeredPaths.contains(path))
        #expect(InterruptCleanup.registry.isInstalled)
    }
}
