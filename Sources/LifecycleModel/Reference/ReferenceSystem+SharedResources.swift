extension ReferenceSystem {
    /// True when the app is about to be suspended still holding a shared system resource and
    /// the responsible-background table says the system ends such an app (RD-006: BGEXEC-205,
    /// SCENE-061; the foreground app has priority for the resource, BGEXEC-204).
    func holdsSharedResourceAtSuspension(_ holdings: AppHoldings) -> Bool {
        guard !holdings.sharedResources.isEmpty else { return false }
        return tables.responsibleBackgroundDuties.contains { row in
            row.duty == .sharedResourcesReleased && row.deadline == .beforeSuspension && row.consequence == .terminate
        }
    }
}
