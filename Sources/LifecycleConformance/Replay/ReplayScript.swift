import LifecycleModel
import LifecycleWorkshop

/// A run written as a script that `lifecycle-kit simulate --script` replays as is: comment
/// lines saying what it is, the `configure`/`app` directives of its configuration and app
/// options, then its stimuli, one per line.
public struct ReplayScript: Sendable, Hashable {
    /// Comment lines at the top (without the `#`).
    public var comments: [String]
    /// The configuration the run starts from.
    public var configuration: Configuration
    /// The reference app's options.
    public var app: ReferenceApp.Options
    /// Stimuli that bring the app to the starting point.
    public var setup: [Stimulus]
    /// The stimuli whose observations matter.
    public var stimuli: [Stimulus]

    /// A script.
    public init(comments: [String], configuration: Configuration, app: ReferenceApp.Options = .init(), setup: [Stimulus] = [], stimuli: [Stimulus]) {
        self.comments = comments
        self.configuration = configuration
        self.app = app
        self.setup = setup
        self.stimuli = stimuli
    }

    /// The script of a case: its configuration, app options, setup and stimuli.
    public init(case conformanceCase: ConformanceCase) {
        self.init(
            comments: ["case \(conformanceCase.id): \(conformanceCase.title)", "rules: \(conformanceCase.ruleIDs.joined(separator: ", "))"],
            configuration: conformanceCase.configuration, app: conformanceCase.app, setup: conformanceCase.setup, stimuli: conformanceCase.stimuli)
    }

    /// The script's text.
    public var text: String {
        var lines = comments.map { "# \($0)" }
        lines += ScriptDirective.lines(for: configuration, app: app)
        if !setup.isEmpty {
            lines.append("# setup")
            lines += setup.map(StimulusScript.line(for:))
            lines.append("# judged")
        }
        lines += stimuli.map(StimulusScript.line(for:))
        return lines.joined(separator: "\n") + "\n"
    }
}
