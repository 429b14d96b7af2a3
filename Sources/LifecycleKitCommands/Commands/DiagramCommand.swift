import Foundation
import LifecycleFiles
import LifecycleCommandLine
import LifecycleModel
import LifecycleReport
import LifecycleSpec

/// `lifecycle-kit diagram`: the state diagram generated from the transition table.
struct DiagramCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "diagram", abstract: "the state diagram from the transition table",
        discussion: """
            Prints the state diagram generated from spec/tables/transitions.json: every row is followed
            step by step (the state after each callback), and each move between two states is one
            arrow, labelled with the triggers of the rows that make it. By default every row is drawn;
            a configuration option draws only the rows that apply to that configuration. --out writes a
            regular file (replacing only a regular file, never a device, FIFO, folder or symlink).
            """,
        examples: ["diagram --format svg --scenes --out states.svg"])

    @Option(help: "the output format") var format = DiagramFormat.mermaid
    @Flag(help: "an app with scenes on iOS 13 (or --ios, when given)") var scenes
    @Flag(help: "an app with UIApplicationExitsOnSuspend") var optOut
    @Flag(help: "a device without multitasking") var noMultitasking
    @Option(help: "the iOS version of the configuration") var ios: IOSVersion?
    @Option(help: "the reading of Sleep/Wake") var sleepWake: SleepWakeBehaviour?
    @Option(help: "write to FILE instead of standard output", valueName: "FILE") var out: String?

    func run(_ context: CommandContext) throws -> ExitCode {
        var configuration: Configuration?
        if scenes || optOut || noMultitasking || ios != nil || sleepWake != nil {
            var chosen = Configuration()
            if scenes {
                chosen.appSupportsScenes = true
                chosen.iosVersion = IOSVersion(13, 0)
                chosen.linkedSDKVersion = IOSVersion(13, 0)
            }
            if let ios {
                chosen.iosVersion = ios
                chosen.linkedSDKVersion = ios
            }
            if let sleepWake { chosen.sleepWakeBehaviour = sleepWake }
            chosen.exitsOnSuspend = optOut
            chosen.deviceSupportsMultitasking = !noMultitasking
            configuration = chosen
        }
        if let out {
            do {
                try SingleFileWriter(path: out, replacing: OutputMark.diagram.replacing).check()
            } catch {
                throw FileProblemErrors.usage("--out", error)
            }
        }
        let catalog = try CatalogSource.load(spec: nil, context: context)
        let text = OutputMark.diagram.marking(
            try StateDiagram(catalog: catalog, configuration: configuration).rendered(as: format), as: OutputMark.Syntax(format))
        guard let out else {
            context.out(text)
            return .success
        }
        do {
            try SingleFileWriter(path: out, replacing: OutputMark.diagram.replacing).write(Data((text + "\n").utf8))
        } catch {
            throw FileProblemErrors.failure(id: "cmd.diagram.cannot-write", embedding: error)
        }
        context.out(context.words("diagram.written", "file", out))
        return .success
    }
}

extension DiagramFormat: ArgumentValue {
    /// `FORMAT`.
    public static var valueName: String { "FORMAT" }
}
