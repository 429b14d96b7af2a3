import Foundation
import LifecycleModel
import LifecycleReport
import LifecycleSpec

/// `lifecycle-kit diagram`: the state diagram generated from the transition table.
enum DiagramCommand {
    static let help = """
        USAGE: lifecycle-kit diagram [--format mermaid|dot|svg] [--scenes] [--opt-out] [--no-multitasking]
                                     [--ios VERSION] [--sleep-wake inactive|background] [--out FILE]

        Prints the state diagram generated from spec/tables/transitions.json: one arrow per
        distinct from -> to pair, labelled with its triggers. By default every row is drawn;
        a configuration option draws only the rows that apply to that configuration.

          --format           mermaid (default), dot (Graphviz) or svg
          --scenes           an app with scenes on iOS 13 (or --ios, when given)
          --opt-out          an app with UIApplicationExitsOnSuspend
          --no-multitasking  a device without multitasking
          --ios VERSION      the iOS version of the configuration
          --sleep-wake R     the reading of Sleep/Wake: inactive or background
          --out FILE         write to FILE (atomically) instead of standard output
        """

    static let valueOptions: Set<String> = ["format", "ios", "sleep-wake", "out"]

    static func run(_ arguments: inout CommandLineArguments) throws -> Int32 {
        let formatName = arguments.value("format") ?? "mermaid"
        guard let format = DiagramFormat(rawValue: formatName) else {
            throw UsageError("--format must be mermaid, dot or svg, got '\(formatName)'")
        }
        let scenes = arguments.flag("scenes"), optOut = arguments.flag("opt-out"), noMultitasking = arguments.flag("no-multitasking")
        let iosText = arguments.value("ios"), sleepWakeText = arguments.value("sleep-wake"), out = arguments.value("out")
        try arguments.rejectUnknown()
        var configuration: Configuration?
        if scenes || optOut || noMultitasking || iosText != nil || sleepWakeText != nil {
            var chosen = Configuration()
            if scenes {
                chosen.appSupportsScenes = true
                chosen.iosVersion = IOSVersion(13, 0)
                chosen.linkedSDKVersion = IOSVersion(13, 0)
            }
            if let iosText {
                guard let version = IOSVersion(parsing: iosText) else { throw UsageError("--ios needs a version such as 12.0, got '\(iosText)'") }
                chosen.iosVersion = version
                chosen.linkedSDKVersion = version
            }
            if let sleepWakeText {
                guard let reading = SleepWakeBehaviour(rawValue: sleepWakeText) else {
                    throw UsageError("--sleep-wake must be inactive or background, got '\(sleepWakeText)'")
                }
                chosen.sleepWakeBehaviour = reading
            }
            chosen.exitsOnSuspend = optOut
            chosen.deviceSupportsMultitasking = !noMultitasking
            configuration = chosen
        }
        let text = try StateDiagram(catalog: try CatalogLoader.loadBundled(), configuration: configuration).rendered(as: format)
        guard let out else {
            Console.out(text)
            return 0
        }
        do {
            try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: out), options: .atomic)
        } catch {
            throw CommandFailure("cannot write \(out): \(error.localizedDescription)")
        }
        Console.out("diagram written to \(out)")
        return 0
    }
}
