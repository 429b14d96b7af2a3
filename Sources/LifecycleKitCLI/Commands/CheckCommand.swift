import LifecycleSpec

/// `lifecycle-kit check`: the main job. Validates the catalog and summarises it.
enum CheckCommand {
    static let help = """
        USAGE: lifecycle-kit check [--spec DIR]

        The main job: loads and validates the catalog, then prints its summary.
        Exit status: 0 when everything holds, 1 when something fails, 2 on bad usage.
        """

    static func run(_ arguments: inout CommandLineArguments) throws -> Int32 {
        try LintCommand.run(&arguments)
    }
}
