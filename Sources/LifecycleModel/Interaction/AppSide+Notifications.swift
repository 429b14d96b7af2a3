extension AppSide {
    /// By default an app observes no notification, so an existing app side keeps compiling.
    public func receive(_ notification: NotificationName, services: any SystemServices) {}
}

extension AppSide {
    /// By default an app keeps no record of what the system closes in its place.
    public func closedBySystem(_ resource: OpenResource) {}
}
