import Foundation
import LifecycleModel
import LifecycleSpec

/// The header lines of a replay script: `configure …` sets the configuration and `app …` the
/// reference app's options, before the first stimulus. Every setting a case or the explorer
/// can use has one, so a script replays the exact run that produced it.
///
/// ```
/// configure ios 13.0
/// configure scenes
/// configure modes audio,fetch
/// app finishes-work
/// tap-icon
/// home
/// ```
public enum ScriptDirective {
    /// True for a `configure …` or `app …` line.
    public static func isDirective(_ line: String) -> Bool {
        let head = line.split(whereSeparator: \.isWhitespace).first
        return head == "configure" || head == "app"
    }

    /// Applies one directive line to the configuration and app options.
    public static func apply(_ line: String, to configuration: inout Configuration, app: inout ReferenceApp.Options) throws(LifecycleError) {
        let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let words = content.split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count >= 2 else { throw LifecycleError(.invalidArgument, id: "sim.script.needs-setting", ["word": words.first ?? ""]) }
        let key = words[1]
        let values = Array(words.dropFirst(2))
        switch words[0] {
        case "configure":
            guard let setting = ConfigurationDirectives.all.first(where: { $0.key == key }) else {
                throw LifecycleError(
                    .invalidArgument, id: "sim.script.unknown-setting", ["key": key, "known": ConfigurationDirectives.all.map(\.key).joined(separator: ", ")])
            }
            try setting.apply(values, &configuration)
        default:
            guard let option = AppDirectives.all.first(where: { $0.key == key }) else {
                throw LifecycleError(
                    .invalidArgument, id: "sim.script.unknown-app-option", ["key": key, "known": AppDirectives.all.map(\.key).joined(separator: ", ")])
            }
            try option.apply(values, &app)
        }
    }

    /// The directive lines that reproduce a configuration and app options, defaults left out.
    public static func lines(for configuration: Configuration, app: ReferenceApp.Options) -> [String] {
        ConfigurationDirectives.all.compactMap { $0.render(configuration).map { "configure \($0)" } }
            + AppDirectives.all.compactMap { $0.render(app).map { "app \($0)" } }
    }
}

/// One setting of a directive: its key, how it reads its values, and how it writes itself
/// back (nil when the value is the default).
struct Directive<Target> {
    let key: String
    let apply: ([String], inout Target) throws(LifecycleError) -> Void
    let render: (Target) -> String?

    /// A switch that is on when present: `configure scenes`.
    static func flag(_ key: String, _ path: WritableKeyPath<Target, Bool>, default value: Bool = false) -> Directive {
        Directive(
            key: key,
            apply: { values, target throws(LifecycleError) in
                guard values.isEmpty else { throw LifecycleError(.invalidArgument, id: "sim.script.takes-no-value", ["key": key]) }
                target[keyPath: path] = !value
            },
            render: { $0[keyPath: path] != value ? key : nil })
    }

    /// A setting with one value read by `parse`: `configure ios 13.0`; `what` is the id of
    /// the words that say what the value is (`sim.what.version-13`), for the error.
    static func value<Value: Equatable>(
        _ key: String, _ path: WritableKeyPath<Target, Value>, default defaultValue: Value, what: String, parse: @escaping (String) -> Value?,
        write: @escaping (Value) -> String
    ) -> Directive {
        Directive(
            key: key,
            apply: { values, target throws(LifecycleError) in
                guard values.count == 1, let value = parse(values[0]) else {
                    throw LifecycleError(.invalidArgument, id: "sim.script.needs", ["key": key], valueIDs: ["what": what])
                }
                target[keyPath: path] = value
            },
            render: { $0[keyPath: path] == defaultValue ? nil : "\(key) \(write($0[keyPath: path]))" })
    }
}
