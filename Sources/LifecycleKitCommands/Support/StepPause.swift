import Foundation
import LifecycleCommandLine
import LifecycleWorkshop

#if canImport(Glibc)
    import Glibc
#endif

/// `simulate --script FILE --step`: before each stimulus, says what comes next and waits
/// for Enter on the terminal; `q` (then Enter) or Ctrl-D stops the script there.
struct StepPause {
    let terminal: Int32
    let context: CommandContext

    /// Waits before `line`; false when the person asked to stop.
    func wait(before line: ScriptRunner.Line) -> Bool {
        context.out(context.style.dim(context.words("sim.step-pause", "stimulus", line.text)))
        guard let answer = readLine() else { return false }
        return answer.trimmingCharacters(in: .whitespaces).lowercased() != "q"
    }

    /// A line typed on the terminal, or nil at its end.
    private func readLine() -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(terminal, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
    }
}
