import Foundation
import LifecycleCommandLine
import LifecycleConformance
import LifecycleFiles
import LifecycleModel
import LifecycleSpec
import LifecycleWorkshop

/// `lifecycle-kit simulate`: a line-oriented session over the reference system and app.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "simulate", abstract: "drive the reference system and app one stimulus at a time",
        discussion: """
            Drives the kit's reference system and reference app one stimulus per line, in the syntax of
            scripts and counterexamples (tap-icon or launch, home, call, answer, decline, lock, unlock,
            pull-notification-center, memory-pressure N, force-quit, push content-available, event fetch,
            open-url, reboot, wait N, change orientation 3, touch, …; letter case does not matter). For
            each stimulus it prints the callbacks in order with their receiver and the applicationState
            inside each, the notifications, the state changes and the new state, the other observations,
            the duties that fell due and whether the app met them, and the table rows and rules that
            explain it all. 'help' lists what the app accepts in its current state, 'state' prints it,
            'undo' goes back one stimulus, 'reset' to the start, 'quit' ends. On a terminal, lines are
            edited (arrows, Home/End, Ctrl-A/E/U/K/W), ↑/↓ recall earlier lines, Tab completes, Ctrl-C
            clears the line and Ctrl-D on an empty line ends; otherwise standard input is read line by
            line and each line is echoed after the prompt. A mistyped word gets the nearest one suggested.
            With --script, every line is checked first and a bad line stops the run with FILE:LINE (exit
            3); its comment lines are printed as narration, and --step waits for Enter before each
            stimulus. --adapter runs a built-in adapter beside the reference and shows where it differs;
            --svg and --html keep a state diagram of the session up to date. With --seeds (or
            LIFECYCLE_KIT_SEEDS), each rule in the "why" lines is followed by the line of your copy of the
            documents it comes from; --lang ko prints the session, and each rule's statement, in Korean.
            """,
        examples: [
            "simulate", "simulate --script docs/workshop/scripts/tour.lifecycle --step", "simulate --scenes --modes audio,fetch",
            "simulate --adapter broken-silent-interruption-end --svg live.svg", "simulate --lang ko --seeds ~/seeds",
        ])

    @Option(help: "run FILE's lines (# starts a comment, printed as narration), echoing each; - reads standard input", valueName: "FILE")
    var script: String?
    @Flag(help: "with --script, wait for Enter on the terminal before each stimulus") var step
    @Option(help: "also run a built-in adapter (see 'lifecycle-kit adapters') and show where it differs") var adapter: AdapterName?
    @Option(help: "keep an SVG state diagram of the session in FILE, rewritten after each step", valueName: "FILE") var svg: String?
    @Option(help: "keep a page with the diagram and the last step in FILE; it reloads itself", valueName: "FILE") var html: String?
    @Option(help: "read background modes, exit-on-suspend and the scene manifest from an Info.plist (a FIFO or - works too)", valueName: "PLIST")
    var config: String?
    @Option(help: "the iOS version (default 12.0; 13.0 with --scenes)") var ios: IOSVersion?
    @Flag(help: "the app declares a scene manifest") var scenes
    @Flag(help: "a device without multitasking") var noMultitasking
    @OptionList(help: "background modes the app declares") var modes: [BackgroundMode]
    @Flag(help: "the device has a passcode") var passcode
    @Option(help: "the reading of Sleep/Wake (default background)") var sleepWake: SleepWakeBehaviour?
    @Option(help: SeedsFolder.help, valueName: "DIR") var seeds: String?

    func validate() throws(UsageError) {
        if step && script == nil { throw UsageError(id: "cmd.simulate.step-needs-script") }
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        let seedLibrary = try SeedsFolder.library(option: seeds, context: context)
        let configuration = try chosenConfiguration()
        let files = LiveDiagramFiles(svg: svg, html: html, context: context)
        try files.check()
        let tables: ModelTables
        do { tables = try ModelTables.bundled() } catch { throw FileProblemErrors.failure(error) }
        guard let script else {
            let session = try start(SimulationSession.bundled(configuration: configuration), files: files, tables: tables, context: context, seeds: seedLibrary)
            let source = SimulatorInput.lines(context: context)
            session.banner.forEach(context.out)
            if source.showsPrompt { context.out(context.words("sim.terminal-keys")) }
            context.out("")
            SessionLoop.run(session, source: source, emit: context.out)
            if let problem = (source as? BoundedInputLines)?.problem {
                throw CommandFailure(
                    id: "cmd.simulate.input-stopped",
                    problem.values.merging(["path": problem.line.map { "\(problem.shownPath):\($0)" } ?? problem.shownPath]) { _, new in new },
                    valueIDs: problem.valueIDs.merging(["problem": problem.messageID ?? ""]) { _, new in new })
            }
            return finish(session, files: files, context: context)
        }
        let (text, name) = try SimulatorInput.script(script, context: context)
        var pause: StepPause?
        if step {
            guard let terminal = SimulatorInput.stepTerminal(scriptFromStandardInput: script == "-", context: context) else {
                throw UsageError(id: "cmd.simulate.step-needs-terminal")
            }
            pause = StepPause(terminal: terminal, context: context)
        }
        do {
            // The script's own `configure` and `app` lines apply over the command's options.
            let (scripted, app) = try ScriptRunner.header(text, file: name, base: configuration)
            let session = try start(
                SimulationSession.bundled(configuration: scripted, app: app), files: files, tables: tables, context: context, seeds: seedLibrary)
            context.out(SimulationSetup.summary(of: scripted, words: context.words))
            context.out("")
            let style = context.style
            let playback = ScriptRunner.Playback(
                emit: context.out, narrate: { context.out(style.heading(context.words.text($0))) }, pause: pause.map { $0.wait(before:) })
            try ScriptRunner.run(text, file: name, in: session, playback: playback)
            return finish(session, files: files, context: context)
        } catch let error as LifecycleError {
            throw LifecycleErrors.failure(error)
        }
    }

    /// The configuration the options give, over the Info.plist's when there is one.
    func chosenConfiguration() throws -> Configuration {
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
            throw FileProblemErrors.failure(error)
        }
        do {
            return try setup.configuration(base: base)
        } catch {
            throw LifecycleErrors.usage(error)
        }
    }

    /// Puts the adapter beside the session and the live files behind it.
    func start(_ session: SimulationSession, files: LiveDiagramFiles, tables: ModelTables, context: CommandContext, seeds: SeedLibrary?) throws
        -> SimulationSession
    {
        session.speak(context.words, seeds: seeds)
        if let adapter {
            do {
                session.companion = try AdapterCompanion(adapter: adapter.adapter, configuration: session.configuration, app: session.appOptions)
            } catch {
                throw UsageError(id: "cmd.simulate.adapter-no-system", ["adapter": adapter.adapter.name, "reason": "\(error)"])
            }
        }
        files.follow(session, tables: tables)
        return session
    }

    /// The closing line with --adapter; exit 1 when a live file could not be written.
    func finish(_ session: SimulationSession, files: LiveDiagramFiles, context: CommandContext) -> ExitCode {
        if let companion = session.companion as? AdapterCompanion {
            context.out(
                context.words(
                    "sim.adapter-summary", ["adapter": companion.name, "differences": "\(companion.differences)", "stimuli": "\(session.history.count)"]))
        }
        return files.failure == nil ? .success : .negative
    }
}
