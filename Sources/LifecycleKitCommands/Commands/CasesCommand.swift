import LifecycleCommandLine
import LifecycleConformance
import LifecycleSpec
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
        guard let caseID else {
            for conformanceCase in cases {
                context.out("\(conformanceCase.id)  \(conformanceCase.title)")
                context.out("    rules: \(conformanceCase.ruleIDs.joined(separator: ", "))  (\(conformanceCase.sourceLocation))")
            }
            context.out("\(cases.count) cases")
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
        context.out("\(conformanceCase.id)  \(conformanceCase.title)  (\(conformanceCase.sourceLocation))")
        context.out("  subject: \(conformanceCase.subject.rawValue)")
        context.out("  configuration: \(SimulationSetup.summary(of: conformanceCase.configuration))")
        context.out("  setup: \(conformanceCase.setup.map(\.name).joined(separator: ", "))")
        context.out("  stimuli: \(conformanceCase.stimuli.map(\.name).joined(separator: ", "))")
        context.out("  if it fails, \(conformanceCase.hint)")
        for check in conformanceCase.checks {
            context.out("  check '\(check.summary)' (line \(check.line))\(check.isExtension ? " [extension]" : "")")
            for id in check.ruleIDs {
                context.out("    \(id)  \(catalog.rule(id).map { FailureExplanation.short($0.statement) } ?? "")")
            }
        }
        return .success
    }
}
