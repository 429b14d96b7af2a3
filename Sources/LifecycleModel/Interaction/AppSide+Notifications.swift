extension AppSide {
    /// By default an app observes no notification, so an existing app side keeps compiling.
    public func receive(_ notification: NotificationName, services: any SystemServices) {}
}
