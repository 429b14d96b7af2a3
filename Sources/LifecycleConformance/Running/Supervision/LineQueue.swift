import Foundation

/// Lines read from a worker's standard output on a background thread, handed to the
/// supervisor one at a time with a deadline.
final class LineQueue: @unchecked Sendable {
    /// What waiting for the next line gave.
    enum Next {
        case line(String)
        case end
        case timeout
    }

    private let condition = NSCondition()
    private var lines: [String] = []
    private var ended = false

    /// Starts reading `handle` until its end on a new thread.
    init(reading handle: FileHandle) {
        let thread = Thread { [self] in
            var pending = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: 0x0A) {
                    let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                    pending.removeSubrange(pending.startIndex...newline)
                    push(line)
                }
            }
            finish()
        }
        thread.start()
    }

    private func push(_ line: String) {
        condition.lock()
        lines.append(line)
        condition.signal()
        condition.unlock()
    }

    private func finish() {
        condition.lock()
        ended = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next line, the end of the stream, or a timeout at `deadline`.
    func next(until deadline: Date) -> Next {
        condition.lock()
        defer { condition.unlock() }
        while lines.isEmpty && !ended {
            if !condition.wait(until: deadline) { return lines.isEmpty ? (ended ? .end : .timeout) : .line(lines.removeFirst()) }
        }
        return lines.isEmpty ? .end : .line(lines.removeFirst())
    }
}

/// The last few kilobytes a worker wrote on standard error, read on a background thread.
final class ErrorTail: @unchecked Sendable {
    private let lock = NSLock()
    private var tail = Data()
    private let limit = 8192
    private let done = DispatchSemaphore(value: 0)

    init(reading handle: FileHandle) {
        let thread = Thread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                lock.withLock {
                    tail.append(chunk)
                    if tail.count > limit { tail = tail.suffix(limit) }
                }
            }
            done.signal()
        }
        thread.start()
    }

    /// The last non-empty line, waiting briefly for the stream to end.
    func lastLine() -> String? {
        _ = done.wait(timeout: .now() + 1)
        let text = lock.withLock { String(decoding: tail, as: UTF8.self) }
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return lines.last(where: { $0.contains("Fatal error") }) ?? lines.last
    }
}
