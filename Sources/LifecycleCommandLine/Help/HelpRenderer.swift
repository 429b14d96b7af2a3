import LifecycleText

/// Writes the help of a command, and of the whole program, from the declarations alone, in
/// the user's language: headings and the framework's own lines from the message tables, a
/// command's declared English texts through their translations (``Words/declared(_:english:)``).
struct HelpRenderer {
    let programName: String
    let style: TextStyle
    let words: Words

    /// `OVERVIEW`, `USAGE`, `ARGUMENTS`, `OPTIONS`, the discussion, examples and exit statuses.
    func commandHelp(_ configuration: CommandConfiguration, parameters: [ParameterDeclaration]) -> String {
        let name = configuration.name
        var lines = [
            "\(heading("overview")) \(words.declared("declared.\(name).abstract", english: configuration.abstract))", "",
            "\(heading("usage")) \(usage(configuration, parameters))",
        ]
        let arguments = parameters.filter { $0.kind == .argument }
        if !arguments.isEmpty {
            lines += ["", heading("arguments")]
            lines += arguments.map { row($0.valueName, help(of: $0, in: name) + choices($0)) }
        }
        let options = parameters.filter { $0.kind != .argument && !$0.isHidden }
        lines += ["", heading("options")]
        lines += options.map { parameter in
            let defaultText = parameter.defaultText.map { " " + words("help.default", "value", $0) } ?? ""
            return row(parameter.synopsis, help(of: parameter, in: name) + choices(parameter) + defaultText)
        }
        lines.append(row("--lang LANGUAGE", words("help.option.lang")))
        lines.append(row("-h, --help", words("help.option.help")))
        if !configuration.discussion.isEmpty { lines += ["", words.declared("declared.\(name).discussion", english: configuration.discussion)] }
        if !configuration.examples.isEmpty {
            lines += ["", heading("examples")]
            lines += configuration.examples.map { "  \(programName) \($0)" }
        }
        lines += ["", heading("exit-status")]
        lines += exitLines
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
        var lines = [
            "\(heading("overview")) \(words.declared("declared.program.abstract", english: abstract))", "",
            "\(heading("usage")) \(words("help.usage.program", "program", programName))", "",
        ]
        lines.append(heading("commands"))
        lines += commands.filter { !$0.isHidden }.map { row($0.name, words.declared("declared.\($0.name).abstract", english: $0.abstract)) }
        lines += [
            "", heading("options"), row("--version", words("help.option.version")), row("--lang LANGUAGE", words("help.option.lang")),
            row("-h, --help", words("help.option.help")),
        ]
        lines += ["", words("help.more", "program", programName), "", heading("exit-status")]
        lines += exitLines
        return lines.joined(separator: "\n")
    }

    private var exitLines: [String] { ExitCode.allCases.map { "  " + words("exit.\($0.rawValue)") } }

    private func heading(_ id: String) -> String { style.heading(words("help.heading.\(id)")) }

    private func help(of parameter: ParameterDeclaration, in command: String) -> String {
        words.declared("declared.\(command).\(parameter.name)", english: parameter.help)
    }

    private func choices(_ parameter: ParameterDeclaration) -> String {
        guard !parameter.choices.isEmpty, parameter.choices.count <= 12 else { return "" }
        return " " + words("help.one-of", "values", parameter.choices.joined(separator: ", "))
    }

    private func row(_ left: String, _ right: String) -> String {
        let column = 30
        let label = "  " + left
        if label.count >= column - 1 { return label + "\n" + String(repeating: " ", count: column) + right }
        return label + String(repeating: " ", count: column - label.count) + right
    }
}
