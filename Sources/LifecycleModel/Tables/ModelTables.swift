import Foundation
import LifecycleSpec

/// The tables of `spec/tables`, decoded into the model's vocabulary. This is the only
/// copy of the transition behaviour: the reference system reads it, nothing restates it.
public struct ModelTables: Sendable {
    /// The rows of `transitions.json`.
    public let transitions: [TransitionRow]
    /// The rows of `relaunch.json`.
    public let relaunch: [RelaunchRow]
    /// The rows of `background-modes.json`.
    public let backgroundModes: [BackgroundModeRow]
    /// The rows of `callback-duties.json`.
    public let callbackDuties: [DutyRow]
    /// The rows of `responsible-background-duties.json`.
    public let responsibleBackgroundDuties: [DutyRow]
    /// The rows of `queued-notifications.json`.
    public let queuedNotifications: [QueuedNotificationRow]
    /// The rows of `time-budgets.json`.
    public let timeBudgets: [TimeBudgetRow]

    /// Decodes every table of `catalog`; the first defect found (in file and line order)
    /// is thrown, naming the file, line, row and field.
    public init(catalog: Catalog) throws(LifecycleError) {
        let reader = TableReader(catalog: catalog)
        self.init(reader: reader)
        if let first = reader.diagnostics.sorted().first {
            throw LifecycleError(.tableDefect, first.description)
        }
    }

    /// Every defect of the tables the model reads, each naming the file, line, row and field;
    /// empty when the tables can drive the reference model.
    public static func defects(in catalog: Catalog) -> [SpecDiagnostic] {
        let reader = TableReader(catalog: catalog)
        _ = ModelTables(reader: reader)
        return reader.diagnostics.sorted()
    }

    private init(reader: TableReader) {
        transitions = reader.rows(TransitionRow.self, table: "transitions")
        relaunch = reader.rows(RelaunchRow.self, table: "relaunch")
        backgroundModes = reader.rows(BackgroundModeRow.self, table: "background-modes")
        callbackDuties = reader.rows(DutyRow.self, table: "callback-duties") { row in
            row.callback == nil ? TableReader.RowDefect(field: "callback", message: "a callback duty names the callback it is due at") : nil
        }
        responsibleBackgroundDuties = reader.rows(DutyRow.self, table: "responsible-background-duties") { row in
            row.deadline == nil ? TableReader.RowDefect(field: "deadline", message: "a responsible-background duty names its deadline") : nil
        }
        queuedNotifications = reader.rows(QueuedNotificationRow.self, table: "queued-notifications")
        timeBudgets = reader.rows(TimeBudgetRow.self, table: "time-budgets")
    }

    /// The tables of the bundled catalog, loaded once.
    public static func bundled() throws(LifecycleError) -> ModelTables {
        try BundledTables.shared.get()
    }

    /// The budget for an activity on an iOS version, if the documents give one.
    public func budget(for activity: TimedActivity, on version: IOSVersion) -> TimeBudgetRow? {
        timeBudgets.first { $0.activity == activity && $0.applies(to: version) }
    }

    /// The budget that limits `callback` in `configuration`, if any row names the callback.
    public func budget(limiting callback: Callback, in configuration: Configuration) -> TimeBudgetRow? {
        timeBudgets.first { $0.callbacks.contains(callback) && $0.applies(to: configuration) }
    }
}

/// Loads the bundled tables once per process.
private enum BundledTables {
    static let shared: Result<ModelTables, LifecycleError> = {
        do {
            let catalog = try CatalogLoader.loadBundled()
            return .success(try ModelTables(catalog: catalog))
        } catch let error as LifecycleError {
            return .failure(error)
        } catch {
            return .failure(LifecycleError(.tableDefect, "the bundled catalog does not load:\n\(error)"))
        }
    }()
}
