import LifecycleModel

/// Windows and views in the background (DUTY-105): they are not visible there, so the app
/// stops updating them as it enters the background and does not start again when woken
/// there (BGEXEC-206, APG-133; responsible-background-duty row RD-010). The app side reports
/// whether it is updating them (`AppHoldings.updatingViews`).
extension DutyCases {
    static let views: [ConformanceCase] = [
        ConformanceCase(
            "DUTY-105", "the app leaves its windows and views alone while it is in the background",
            subject: .app,
            hint:
                "check that animations, timers and display links that redraw views stop in didEnterBackground and stay stopped when the app is woken in the background",
            configuration: .with { $0.backgroundModes = [.fetch] }, areas: [.appDuties, .backgroundEvents], setup: [.tapIcon],
            stimuli: [.homeButton, .backgroundEvent(.fetch)],
            checks: [
                // Due as the background method returns: updating the views inside it to get
                // them ready for the snapshot, as the documents allow, is not caught.
                .duty("the app stops updating its windows and views as it enters the background", rules: ["BGEXEC-206", "APG-133"]),
                CaseCheck(
                    "woken in the background, the app does not update its windows and views", rules: ["BGEXEC-206", "APG-133"],
                    .check("no view updates after a background wake") { evidence in
                        evidence.holdings.updatingViews ? "after the background wake the app is updating its windows and views" : nil
                    }),
            ])
    ]
}
