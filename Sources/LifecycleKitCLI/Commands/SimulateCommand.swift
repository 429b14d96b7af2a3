import Foundation
import LifecycleConformance
import LifecycleModel

/// `lifecycle-kit simulate`: a line-oriented session over the reference system and app.
enum SimulateCommand {
    static let help = """
        USAGE: lifecycle-kit simulate [--script FILE] [--config Info.plist] [--ios VERSION] [--scenes]
                                      [--no-multitasking] [--modes a,b] [--passcode]
                                      [--sleep-wake inactive|background]

        Drives the kit's reference system and reference app one stimulus per line, in the
        syntax of scripts and counterexamples (tap-icon or launch, home, call, answer,
        decline, lock, unlock, pull-notification-center, memory-pressure N, force-quit,
        push content-available, event fetch, open-url, reboot, wait N,
        change orientation 3, touch, …). For each stimulus it prints the callbacks in order
        with their receiver and the applicationState inside each, the notifications, the
        state changes and the new state, the other observations, and the table rows and
        rules that explain them. `help` lists what the app accepts in its current state,
        `state` prints it, `quit` ends. Reads standard input until its end (a prompt is
        shown only on a terminal); a line that cannot be read or that the model refuses gets
        a one-line answer and the session goes on.

          --script FILE       run FILE's lines (# starts a comment), echoing each; a line
                              that cannot be read stops the run with FILE:LINE, exit 1
          --config PLIST      read background modes, exit-on-suspend and the scene manifest
                              from an Info.plist
          --ios VERSION       the iOS version (default 12.0; 13.0 with --scenes)
          --scenes            the app declares a scene manifest
          --no-multitasking   a device without multitasking
          --modes a,b         background modes (audio, location, voip, fetch,
                              remote-notification, newsstand-content, external-accessory,
                              bluetooth-central, bluetooth-peripheral)
          --passcode          the device has a passcode
          --sleep-wake R      the reading of Sleep/Wake: inactive or background (default)
        """

    static let valueOptions: Set<String> = ["script", "config", "ios", "modes", "sleep-wake"]

    static func run(_ arguments: inout CommandLineArguments) throws -> Int32 {
        var setup = SimulationSetup()
        let script = arguments.value("script")
        let plist = arguments.value("config")
        setup.iosVersion = arguments.value("ios")
        setup.scenes = arguments.flag("scenes")
        setup.multitasking = !arguments.flag("no-multitasking")
        setup.backgroundModes = arguments.values("modes")
        setup.passcode = arguments.flag("passcode")
        setup.sleepWake = arguments.value("sleep-wake")
        try arguments.rejectUnknown()
        guard arguments.positional.isEmpty else { throw UsageError("unexpected argument '\(arguments.positional[0])'") }

        let base = try plist.map { try InfoPlistReader.configuration(from: URL(fileURLWithPath: $0)) } ?? Configuration()
        let configuration: Configuration
        do {
            configuration = try setup.configuration(base: base)
        } catch {
            throw UsageError(error.message)
        }
        let session = try SimulationSession.bundled(configuration: configuration)
        session.banner.forEach(Console.out)
        Console.out("")
        guard let script else { return StandardInputSession(session: session).run() }
        guard let data = FileManager.default.contents(atPath: script) else { throw CommandFailure("cannot read the script \(script)") }
        do {
            try ScriptRunner.run(String(decoding: data, as: UTF8.self), file: script, in: session, emit: Console.out)
        } catch {
            throw CommandFailure(error.message)
        }
        return 0
    }
}
