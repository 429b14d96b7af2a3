/// Writes the help of a command, and of the whole program, from the declarations alone.
struct HelpRenderer {
    let programName: String
    let style: TextStyle

    /// `OVERVIEW`, `USAGE`, `ARGUMENTS`, `OPTIONS`, the discussion, examples and exit statuses.
    func commandHelp(_ configuration: CommandConfiguration, parameters: [ParameterDeclaration]) -> String {
        var lines = ["\(style.heading("OVERVIEW:")) \(configuration.abstract)", "", "\(style.heading("USAGE:")) \(usage(configuration, parameters))"]
        let arguments = parameters.filter { $0.kind == .argument }
        if !arguments.isEmpty {
            lines += ["", style.heading("ARGUMENTS:")]
            lines += arguments.map { row($0.valueName, $0.help + choices($0)) }
        }
        let options = parameters.filter { $0.kind != .argument && !$0.isHidden }
        lines += ["", style.heading("OPTIONS:")]
        lines += options.map { row($0.synopsis, $0.help + choices($0) + ($0.defaultText.map { " (default: \($0))" } ?? "")) }
        lines.append(row("-h, --help", "show this help"))
        if !configuration.discussion.isEmpty { lines += ["", configuration.discussion] }
        if !configuration.examples.isEmpty {
            lines += ["", style.heading("EXAMPLES:")]
            lines += configuration.examples.map { "  \(programName) \($0)" }
        }
        lines += ["", style.heading("EXIT STATUS:")]
        lines += ExitCode.helpLines.map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    /// `lifecycle-kit check [--adapter NAME] [--out DIR] …`
    func usage(_ configuration: CommandConfiguration, _ parameters: [ParameterDeclaration]) -> String {
        let words = parameters.filter { !$0.isHidden }.map { parameter in
            parameter.isRequired ? parameter.synopsis : "[\(parameter.synopsis)]"
        }
        return ([programName, configuration.name] + words).joined(separator: " ")
    }

    /// The program's overview: its commands (internal ones left out) and how to get more help.
    func programHelp(abstract: String, commands: [CommandConfiguration]) -> String {
        var lines = ["\(style.heading("OVERVIEW:")) \(abstract)", "", "\(style.heading("USAGE:")) \(programName) <command> [options]", ""]
        lines.append(style.heading("COMMANDS:"))
        lines += commands.filter { !$0.isHidden }.map { row($0.name, $0.abstract) }
        lines += ["", style.heading("OPTIONS:"), row("--version", "print the version"), row("-h, --help", "show this help")]
        lines += ["", "See '\(programName) help <command>' for a command's options.", "", style.heading("EXIT STATUS:")]
        lines += ExitCode.helpLines.map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    private func choices(_ parameter: ParameterDeclaration) -> String {
        guard !parameter.choices.isEmpty, parameter.choices.count <= 12 else { return "" }
        return " (one of: \(parameter.choices.joined(separator: ", ")))"
    }

    private func row(_ left: String, _ right: String) -> String {
        let column = 30
        let label = "  " + left
        if label.count >= column - 1 { return label + "\n" + String(repeating: " ", count: column) + right }
        return label + String(repeating: " ", count: column - label.count) + right
    }
}
