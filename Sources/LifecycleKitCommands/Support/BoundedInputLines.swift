import LifecycleFiles
import LifecycleWorkshop

/// The lines a session reads from standard input when it is not a terminal (a pipe, a
/// file, a device), each at most ``BoundedInputLines/lineLimit`` bytes: a line longer than
/// that — or input that never ends a line, such as `/dev/zero` — ends the session with
/// ``problem`` set, instead of filling memory.
final class BoundedInputLines: LineSource {
    /// The longest line a session accepts: far longer than any stimulus or command.
    static let lineLimit = 64 << 10

    private var reader: LineReader?
    /// Why the input ended early, when it did.
    private(set) var problem: FileProblem?

    init() {
        do {
            reader = try LineReader(source: .standardInput, maximumLength: Self.lineLimit)
        } catch {
            problem = error
        }
    }

    /// False: the lines are echoed after the prompt.
    var showsPrompt: Bool { false }

    /// The next line, or nil at the end of the input or at the first defect.
    func nextLine(prompt: String) -> String? {
        guard problem == nil, let reader else { return nil }
        do {
            guard let line = try reader.next() else { return nil }
            let text = line.text
            return text.hasSuffix("\r") ? String(text.dropLast()) : text
        } catch {
            problem = error
            return nil
        }
    }
}
