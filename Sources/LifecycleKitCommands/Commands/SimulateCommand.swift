import Foundation
import LifecycleCommandLine
import LifecycleFiles
import LifecycleConformance
import LifecycleModel
import LifecycleSpec

/// `lifecycle-kit simulate`: a line-oriented session over the reference system and app.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "simulate", abstract: "drive the reference system and app one stimulus at a time",
        discussion: """
            Drives the kit's reference system and reference app one stimulus per line, in the syntax of
            scripts and counterexamples (tap-icon or launch, home, call, answer, decline, lock, unlock,
            pull-notification-center, memory-pressure N, force-quit, push content-available, event fetch,
            open-url, reboot, wait N, change orientation 3, touch, …). For each stimulus it prints the
            callbacks in order with their receiver and the applicationState inside each, the
            notifications, the state changes and the new state, the other observations, and the table
            rows and rules that explain them. 'help' lists what the app accepts in its current state,
            'state' prints it, 'quit' ends. Reads standard input until its end (a prompt is shown only on
            a terminal); a line that cannot be read or that the model refuses gets a one-line answer and
            the session goes on. With --script, every line is checked first and a bad line stops the
            run with FILE:LINE (exit 3).
            """,
        examples: ["simulate", "simulate --script docs/workshop/scripts/tour.lifecycle", "simulate --scenes --modes audio,fetch"])

    @Option(help: "run FILE's lines (# starts a comment), echoing each; - reads standard input", valueName: "FILE") var script: String?
    @Option(help: "read background modes, exit-on-suspend and the scene manifest from an Info.plist (a FIFO or - works too)", valueName: "PLIST")
    var config: String?
    @Option(help: "the iOS version (default 12.0; 13.0 with --scenes)") var ios: IOSVersion?
    @Flag(help: "the app declares a scene manifest") var scenes
    @Flag(help: "a device without multitasking") var noMultitasking
    @OptionList(help: "background modes the app declares") var modes: [BackgroundMode]
    @Flag(help: "the device has a passcode") var passcode
    @Option(help: "the reading of Sleep/Wake (default background)") var sleepWake: SleepWakeBehaviour?

    func run(_ context: CommandContext) throws -> ExitCode {
        var setup = SimulationSetup()
        setup.iosVersion = ios?.description
        setup.scenes = scenes
        setup.multitasking = !noMultitasking
        setup.backgroundModes = modes.map(\.rawValue)
        setup.passcode = passcode
        setup.sleepWake = sleepWake?.rawValue
        let base: Configuration
        do {
            base =
                try config.map { path in
                    let source = InputSource(argument: path)
                    return try InfoPlistReader.configuration(from: try source.readAll(limit: InputLimits.document), file: source.name)
                } ?? Configuration()
        } catch {
            throw CommandFailure("\(error)")
        }
        let configuration: Configuration
        do {
            configuration = try setup.configuration(base: base)
        } catch {
            throw UsageError(error.message)
        }
        guard let script else {
            let session = try SimulationSession.bundled(configuration: configuration)
            session.banner.forEach(context.out)
            context.out("")
            return StandardInputSession(session: session, context: context).run()
        }
        let source = InputSource(argument: script)
        let text: String
        do {
            text = try source.readText(limit: InputLimits.document)
        } catch {
            throw CommandFailure("\(error)")
        }
        do {
            // The script's own `configure` and `app` lines apply over the command's options.
            let (scripted, app) = try ScriptRunner.header(text, file: source.name, base: configuration)
            let session = try SimulationSession.bundled(configuration: scripted, app: app)
            context.out(SimulationSetup.summary(of: scripted))
            context.out("")
            try ScriptRunner.run(text, file: source.name, in: session, emit: context.out)
        } catch let error as LifecycleError {
            throw CommandFailure(error.message)
        }
        return .success
    }
}
