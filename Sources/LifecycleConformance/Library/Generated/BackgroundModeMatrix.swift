import LifecycleModel
import LifecycleSpec

/// Cases generated from `spec/tables/background-modes.json`: every background mode × a
/// device with and without multitasking × an app that exits on suspend or not. An event
/// of the mode reaches a suspended app that declares it (the mode's row); without
/// multitasking, or for an app that opts out, the app never runs in the background, so
/// the event reaches no code of it (STATES-025, BGEXEC-223).
enum BackgroundModeMatrix {
    /// Every generated case; empty when the tables cannot be read.
    static let all: [ConformanceCase] = (try? ModelTables.bundled()).map { tables in tables.backgroundModes.flatMap(cases(for:)) } ?? []

    static func cases(for row: BackgroundModeRow) -> [ConformanceCase] {
        guard let event = row.wakeEvents.first(where: { $0 != .voipBoot }) else { return [] }
        return [(true, false), (false, false), (true, true)].map { multitasking, exitsOnSuspend in
            makeCase(row, event: event, multitasking: multitasking, exitsOnSuspend: exitsOnSuspend)
        }
    }

    static func makeCase(_ row: BackgroundModeRow, event: BackgroundEvent, multitasking: Bool, exitsOnSuspend: Bool) -> ConformanceCase {
        var configuration = Configuration()
        configuration.backgroundModes = [row.mode]
        configuration.deviceSupportsMultitasking = multitasking
        configuration.exitsOnSuspend = exitsOnSuspend
        if let from = row.iosFrom, configuration.iosVersion < from {
            configuration.iosVersion = from
            configuration.linkedSDKVersion = from
        }
        let stimulus: Stimulus = event == .remoteNotification ? .remoteNotification(contentAvailable: true) : .backgroundEvent(event)
        let variant = !multitasking ? "NM" : exitsOnSuspend ? "EX" : "MT"
        let check: CaseCheck
        if !multitasking {
            check = CaseCheck(
                "without multitasking the app never runs in the background, so the event reaches none of its code", rules: ["STATES-025"],
                .trace(oneOf: [[]], filter: .callbacks))
        } else if exitsOnSuspend {
            check = CaseCheck(
                "an app that opts out never runs in the background, so the event reaches none of its code", rules: ["BGEXEC-223"],
                .trace(oneOf: [[]], filter: .callbacks))
        } else {
            check = CaseCheck(
                "the event of the declared mode wakes the suspended app, which handles it in the background", rules: row.rules,
                .inOrder(["\(event.callback.shortName)@background"], filter: .callbacks))
        }
        let words = !multitasking ? "on a device without multitasking" : exitsOnSuspend ? "for an app that exits on suspend" : "for a suspended app"
        return ConformanceCase(
            "BGMODE-\(row.id.dropFirst(3))-\(variant)", "\(event.rawValue) with the \(row.mode.rawValue) mode \(words)",
            hint: "check background mode row \(row.id) and whether the app can run in the background at all in this configuration",
            configuration: configuration, areas: [.backgroundEvents], setup: [.tapIcon, .homeButton], stimuli: [stimulus], checks: [check])
    }
}
