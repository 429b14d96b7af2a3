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

    /// Decodes every table of `catalog`, naming the file, row and field of any defect.
    public init(catalog: Catalog) throws(LifecycleError) {
        transitions = try Self.rows(TransitionRow.self, table: "transitions", in: catalog)
        relaunch = try Self.rows(RelaunchRow.self, table: "relaunch", in: catalog)
        backgroundModes = try Self.rows(BackgroundModeRow.self, table: "background-modes", in: catalog)
        callbackDuties = try Self.rows(DutyRow.self, table: "callback-duties", in: catalog)
        responsibleBackgroundDuties = try Self.rows(DutyRow.self, table: "responsible-background-duties", in: catalog)
        queuedNotifications = try Self.rows(QueuedNotificationRow.self, table: "queued-notifications", in: catalog)
        timeBudgets = try Self.rows(TimeBudgetRow.self, table: "time-budgets", in: catalog)
    }

    /// The tables of the bundled catalog, loaded once.
    public static func bundled() throws(LifecycleError) -> ModelTables {
        try BundledTables.shared.get()
    }

    private static func rows<Row: Decodable>(_ type: Row.Type, table name: String, in catalog: Catalog) throws(LifecycleError) -> [Row] {
        guard let table = catalog.table(name) else {
            throw LifecycleError(.tableDefect, "spec/tables/\(name).json is missing")
        }
        var rows: [Row] = []
        let encoder = JSONEncoder()
        for row in table.rows {
            do {
                let data = try encoder.encode(row.columns)
                rows.append(try JSONDecoder().decode(Row.self, from: data))
            } catch let error as DecodingError {
                let line = row.line.map { ":\($0)" } ?? ""
                throw LifecycleError(.tableDefect, "\(table.file)\(line): row \(row.id): field '\(error.fieldPath ?? "?")': \(error.reason)")
            } catch {
                throw LifecycleError(.tableDefect, "\(table.file): row \(row.id): \(error)")
            }
        }
        return rows
    }

    /// The budget, in seconds, for an activity on an iOS version, if the documents give one.
    public func budget(for activity: TimedActivity, on version: IOSVersion) -> TimeBudgetRow? {
        timeBudgets.first { $0.activity == activity && $0.applies(to: version) }
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
