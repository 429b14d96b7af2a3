import Foundation
import LifecycleCommandLine
import LifecycleFiles
import LifecycleSpec
import LifecycleText

/// The folder holding the user's own copy of the source documents, for every command that
/// quotes them: the `--seeds DIR` option, else the `LIFECYCLE_KIT_SEEDS` environment variable.
/// A command declares the option as
///
/// ```swift
/// @Option(help: SeedsFolder.help, valueName: "DIR") var seeds: String?
/// ```
///
/// and calls ``library(option:context:)`` once, before any output, so a refused folder stops
/// the command before it starts.
enum SeedsFolder {
    /// The environment variable that names the folder when `--seeds` is not given.
    static let environmentVariable = "LIFECYCLE_KIT_SEEDS"
    /// The option's help line.
    static let help = "the folder with your own copy of the documents (default: $\(environmentVariable))"

    /// The library over the folder the option, or else the environment, names; nil when
    /// neither does (an empty variable counts as unset).
    /// - Throws: ``UsageError`` naming the option or the variable when the folder is missing,
    ///   a file or cannot be listed.
    static func library(option: String?, context: CommandContext) throws(UsageError) -> SeedLibrary? {
        let origin: String
        let path: String
        if let option {
            (origin, path) = ("--seeds", option)
        } else if let variable = context.environment[environmentVariable], !variable.isEmpty {
            (origin, path) = (environmentVariable, variable)
        } else {
            return nil
        }
        do {
            return try SeedLibrary.open(folder: path)
        } catch {
            guard let id = error.messageID else { throw UsageError("\(origin) '\(quotedArgument(path))': \(error.reason)") }
            throw UsageError(
                id: "cmd.seeds.folder-problem", error.values.merging(["origin": origin, "path": quotedArgument(path)]) { _, new in new },
                valueIDs: error.valueIDs.merging(["problem": id]) { _, new in new })
        }
    }

    /// The line that says how to see a rule's passage, naming the file expected; nil for a
    /// rule not drawn from a document.
    static func hint(for rule: Rule, in catalog: Catalog, words: Words = .english) -> String? {
        guard let source = catalog.source(rule.sourceID), source.kind == .document else { return nil }
        return words("seed.hint", "file", source.file)
    }

    /// Shows the passage of `rule` from the copy in `library`, or, without a library, says
    /// how to provide one.
    /// - Throws: ``CommandFailure`` (could not complete) when the copy of the rule's document
    ///   cannot be read.
    static func showPassage(of rule: Rule, in catalog: Catalog, from library: SeedLibrary?, context: CommandContext) throws {
        guard let library else {
            if let hint = hint(for: rule, in: catalog, words: context.words) { context.out(hint) }
            return
        }
        let passage = library.passage(for: rule, in: catalog)
        if case .unavailable(let problem) = passage { throw FileProblemErrors.failure(problem) }
        passage.explanationLines(in: context.words).forEach(context.out)
    }
}
