import Foundation
import LifecycleCommandLine
import LifecycleFiles
import LifecycleModel
import LifecycleWorkshop

/// `simulate --svg FILE` and `--html FILE`: after every step, `undo` and `reset`, the live
/// diagram (and the page around it) is written again, each file whole through
/// `SingleFileWriter`, so a viewer never reads half a file. A failed write is reported once
/// on standard error and ends the writing; the session goes on.
final class LiveDiagramFiles {
    let svg: String?
    let html: String?
    let context: CommandContext
    private var diagram: LiveStateDiagram?
    /// The first write that failed, in one line.
    private(set) var failure: String?

    init(svg: String?, html: String?, context: CommandContext) {
        self.svg = svg
        self.html = html
        self.context = context
    }

    /// True when there is a file to write.
    var isEnabled: Bool { svg != nil || html != nil }

    /// Checks, before anything runs, that each file may be written.
    func check() throws(UsageError) {
        for (option, path) in [("--svg", svg), ("--html", html)] {
            guard let path else { continue }
            do { try SingleFileWriter(path: path, replacing: OutputMark.liveDiagram.replacing).check() } catch { throw FileProblemErrors.usage(option, error) }
        }
    }

    /// Writes the files for `session` now and after each change of it.
    func follow(_ session: SimulationSession, tables: ModelTables) {
        guard isEnabled else { return }
        diagram = LiveStateDiagram(rows: tables.transitions, configuration: session.configuration)
        write(session)
        session.observe { [weak self] session in self?.write(session) }
    }

    private func write(_ session: SimulationSession) {
        guard failure == nil, let diagram else { return }
        let picture = OutputMark.liveDiagram.marking(diagram.svg(of: session), as: .xml)
        do {
            if let svg { try SingleFileWriter(path: svg, replacing: OutputMark.liveDiagram.replacing).write(Data(picture.utf8)) }
            if let html {
                let page = OutputMark.liveDiagram.marking(LivePage.html(svg: picture, lines: session.lastReplyLines), as: .xml)
                try SingleFileWriter(path: html, replacing: OutputMark.liveDiagram.replacing).write(Data(page.utf8))
            }
        } catch {
            failure = "cannot write the live diagram: \(error); the session goes on without it"
            context.error(failure ?? "")
        }
    }
}
