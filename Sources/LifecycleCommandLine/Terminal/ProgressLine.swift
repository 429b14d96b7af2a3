import LifecycleText
import Foundation

/// Progress of a long run on standard error: nothing for the first second, then, on a
/// terminal, one line rewritten in place with the count, the item at work and the time
/// left; elsewhere (a log file, CI) a plain line every few seconds. Standard output is
/// never touched, so piped results stay clean.
public final class ProgressLine: @unchecked Sendable {
    private let context: CommandContext
    private let label: String
    private let total: Int?
    private let start = ContinuousClock.now
    private var lastWrite: ContinuousClock.Instant?
    private var wroteInPlace = false
    private let lock = NSLock()
    private let quiet: Bool

    /// Progress of `total` items (nil when unknown) under a short label.
    public init(_ label: String, total: Int?, context: CommandContext, quiet: Bool = false) {
        self.label = label
        self.total = total
        self.context = context
        self.quiet = quiet
    }

    /// Reports that `done` items are finished and `detail` is the one at work.
    public func update(done: Int, detail: String = "") {
        lock.withLock {
            guard !quiet else { return }
            let now = ContinuousClock.now
            let elapsed = now - start
            guard elapsed >= .seconds(1) else { return }
            let interval: Duration = context.errorIsTerminal ? .milliseconds(100) : .seconds(5)
            if let lastWrite, now - lastWrite < interval { return }
            lastWrite = now
            let line = text(done: done, detail: detail, elapsed: elapsed)
            if context.errorIsTerminal {
                context.writeErrorRaw("\r\u{1B}[K" + line)
                wroteInPlace = true
            } else {
                context.writeError(line)
            }
        }
    }

    /// Clears the in-place line, so what follows starts on a clean line.
    public func finish() {
        lock.withLock {
            if wroteInPlace { context.writeErrorRaw("\r\u{1B}[K") }
            wroteInPlace = false
        }
    }

    private func text(done: Int, detail: String, elapsed: Duration) -> String {
        var parts = ["\(label): \(done)" + (total.map { "/\($0)" } ?? "")]
        if !detail.isEmpty { parts.append(detail) }
        let seconds = Self.seconds(elapsed)
        if let total, done > 0, done < total {
            let left = seconds / Double(done) * Double(total - done)
            parts.append(context.words("progress.left", "time", Self.format(left, words: context.words)))
        } else {
            parts.append(context.words("progress.so-far", "time", Self.format(seconds, words: context.words)))
        }
        return parts.joined(separator: " · ")
    }

    /// A duration in seconds.
    public static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// `0.4 s`, `12 s`, `3 min 5 s`.
    public static func format(_ seconds: Double, words: Words = .english) -> String {
        if seconds < 10 { return words("time.seconds", "seconds", String(format: "%.1f", seconds)) }
        if seconds < 60 { return words("time.seconds", "seconds", Int(seconds.rounded())) }
        let whole = Int(seconds.rounded())
        return words("time.minutes", ["minutes": "\(whole / 60)", "seconds": "\(whole % 60)"])
    }
}
