/// A small parser for `--option value`, `--flag` and positional arguments.
struct CommandLineArguments {
    private(set) var positional: [String] = []
    private var options: [String: [String]] = [:]
    private var flags: Set<String> = []
    private var consumed: Set<String> = []

    /// `valueOptions` are the options that take a value; all other `--names` are flags.
    init(_ arguments: [String], valueOptions: Set<String>) throws(UsageError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument.hasPrefix("--") {
                var name = String(argument.dropFirst(2))
                var inlineValue: String?
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
                if valueOptions.contains(name) {
                    if let inlineValue {
                        options[name, default: []].append(inlineValue)
                    } else {
                        guard index + 1 < arguments.count else { throw UsageError("option --\(name) needs a value") }
                        options[name, default: []].append(arguments[index + 1])
                        index += 1
                    }
                } else {
                    guard inlineValue == nil else { throw UsageError("option --\(name) takes no value") }
                    flags.insert(name)
                }
            } else {
                positional.append(argument)
            }
            index += 1
        }
    }

    mutating func value(_ name: String) -> String? {
        consumed.insert(name)
        return options[name]?.last
    }

    mutating func values(_ name: String) -> [String] {
        consumed.insert(name)
        return options[name] ?? []
    }

    mutating func flag(_ name: String) -> Bool {
        consumed.insert(name)
        return flags.contains(name)
    }

    mutating func integer(_ name: String) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text) else { throw UsageError("option --\(name) needs a whole number, got '\(text)'") }
        return number
    }

    /// Fails on any option or flag the command did not ask for.
    func rejectUnknown() throws(UsageError) {
        let unknown = (Set(options.keys).union(flags)).subtracting(consumed).sorted()
        if let first = unknown.first { throw UsageError("unknown option --\(first)") }
    }
}

/// A mistake in how the command was called; exits with status 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The command ran but the result is negative (lint defects, non-conformance).
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
