import LifecycleCommandLine
import LifecycleConformance
import LifecycleSpec
import LifecycleText
import LifecycleWorkshop

/// `lifecycle-kit cases`: the conformance cases, one case in full, or one case as a replay script.
struct CasesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "cases", abstract: "list the conformance cases, show one, or print it as a replay script",
        discussion: """
            Without a case id, lists every case with its rules and where it is written. With one, prints
            its configuration, stimuli and checks, each with the rules it charges. --script prints the
            case as a script that 'lifecycle-kit simulate --script -' replays on the reference.
            """,
        examples: ["cases", "cases LAUNCH-001", "cases LAUNCH-001 --script | lifecycle-kit simulate --script -"])

    @Argument(help: "a case id, such as LAUNCH-001", valueName: "CASE-ID") var caseID: String?
    @Flag(help: "print the case as a replay script") var script

    func validate() throws(UsageError) {
        if script && caseID == nil { throw UsageError(id: "cmd.cases.script-needs-case") }
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        let cases = ConformanceSuite.allCases
        let words = context.words
        guard let caseID else {
            for conformanceCase in cases {
                context.out("\(conformanceCase.id)  \(words.text(conformanceCase.title))")
                context.out(
                    words("cases.list.rules", ["rules": conformanceCase.ruleIDs.joined(separator: ", "), "location": "\(conformanceCase.sourceLocation)"]))
            }
            context.out(words("cases.list.count", "count", cases.count))
            return .success
        }
        let id = caseID.uppercased()
        guard let conformanceCase = ConformanceSuite.case(id) else {
            throw UsageError(id: "cmd.cases.unknown", ["word": quotedArgument(caseID)], suggestion: NearestMatch.best(for: id, among: cases.map(\.id)))
        }
        if script {
            context.writeOut(String(ReplayScript(case: conformanceCase).text.dropLast()))
            return .success
        }
        let catalog = try CatalogSource.load(spec: nil, context: context)
        let language = CatalogLanguage(rawValue: words.language.rawValue) ?? .english
        context.out("\(conformanceCase.id)  \(words.text(conformanceCase.title))  (\(conformanceCase.sourceLocation))")
        context.out(words("cases.subject", "subject", conformanceCase.subject.rawValue))
        context.out(words("cases.configuration", "configuration", SimulationSetup.summary(of: conformanceCase.configuration, words: words)))
        context.out(words("cases.setup", "setup", conformanceCase.setup.map(\.name).joined(separator: ", ")))
        context.out(words("cases.stimuli", "stimuli", conformanceCase.stimuli.map(\.name).joined(separator: ", ")))
        context.out(words("cases.hint", "hint", words.text(conformanceCase.hint)))
        for check in conformanceCase.checks {
            let mark = check.isExtension ? words("cases.check.extension") : ""
            context.out(words("cases.check", ["check": words.text(check.summary), "line": "\(check.line)", "extension": mark]))
            for id in check.ruleIDs {
                context.out("    \(id)  \(catalog.rule(id).map { FailureExplanation.short(catalog.statement(of: $0, in: language)) } ?? "")")
            }
        }
        return .success
    }
}
