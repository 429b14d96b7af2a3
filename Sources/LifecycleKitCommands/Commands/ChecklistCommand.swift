import Foundation
import LifecycleCommandLine
import LifecycleFiles
import LifecycleReport
import LifecycleSpec

/// `lifecycle-kit checklist`: the reviewer's checklist of the rules a person must check, and
/// the attestation template to fill in.
struct ChecklistCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "checklist", abstract: "write the reviewer's checklist of the rules a person must check",
        discussion: """
            Lists every rule whose testability is manual, grouped by the section of the documents it
            comes from, with what to look at for each. A reviewer records a verdict per rule (pass, fail
            or not-applicable), with its evidence, name and date, in an attestation file (see
            docs/attestations.md); --template writes one with an entry per rule, ready to fill in (an
            entry left untouched counts as unreviewed); it never replaces an existing file. 'check --attestations FILE' and
            'report --attestations FILE' merge the verdicts into the report.
            """,
        examples: ["checklist --level required > checklist.md", "checklist --format json --out checklist.json", "checklist --template attestations.json"])

    @OptionList(help: "keep rules of these levels (default: every level)") var level: [RuleLevel]
    @Option(help: "the checklist's format") var format = ChecklistFormat.markdown
    @Option(help: "write the checklist to FILE instead of standard output", valueName: "FILE") var out: String?
    @Option(help: "also write an attestation template with one unreviewed entry per rule", valueName: "FILE") var template: String?
    @Option(help: "the implementation the template is for", valueName: "NAME") var implementation = "my-implementation"

    enum ChecklistFormat: String, ArgumentValue, CaseIterable {
        case markdown, json
        static var valueName: String { "FORMAT" }
    }

    /// The mark of the file `--out` writes.
    var outMark: OutputMark { format == .json ? .checklistJSON : .checklist }

    func run(_ context: CommandContext) throws -> ExitCode {
        do {
            if let out { try SingleFileWriter(path: out, replacing: outMark.replacing).check() }
            if let template { try SingleFileWriter(path: template, replacing: .never).check() }
            if let out, let template, URL(fileURLWithPath: out).standardizedFileURL == URL(fileURLWithPath: template).standardizedFileURL {
                throw FileProblem(out, id: "file.out.same-as-template")
            }
        } catch { throw FileProblemErrors.usage(error) }
        let catalog = try CatalogSource.load(spec: nil, context: context)
        let checklist = ReviewChecklist(catalog: catalog, levels: Set(level))
        let data =
            format == .json
            ? try checklist.json() : Data(OutputMark.checklist.marking(checklist.markdown(words: context.words, catalog: catalog), as: .xml).utf8)
        do {
            // The template first: it never replaces anything, so a clash stops before the checklist is written.
            if let template {
                try SingleFileWriter(path: template, replacing: .never).write(try checklist.attestationTemplate(implementation: implementation))
                context.error(context.words("checklist.template-written", ["count": "\(checklist.items.count)", "file": template]))
            }
            if let out {
                try SingleFileWriter(path: out, replacing: outMark.replacing).write(data)
                context.out(context.words("checklist.written", ["count": "\(checklist.items.count)", "file": out]))
            } else {
                context.writeOut(String(decoding: data, as: UTF8.self))
            }
        } catch let problem as FileProblem {
            throw FileProblemErrors.failure(problem)
        }
        return .success
    }
}
