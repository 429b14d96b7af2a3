import Testing

extension Tag {
    @Tag static var required: Self
    @Tag static var recommended: Self
    @Tag static var optional: Self
    @Tag static var golden: Self
    @Tag static var launch: Self
    @Tag static var interruption: Self
    @Tag static var backgroundTransition: Self
    @Tag static var foregroundTransition: Self
    @Tag static var termination: Self
    @Tag static var suspension: Self
    @Tag static var queuedNotifications: Self
    @Tag static var backgroundTask: Self
    @Tag static var backgroundModes: Self
    @Tag static var relaunch: Self
    @Tag static var snapshot: Self
    @Tag static var stateRestoration: Self
    @Tag static var scenes: Self
    @Tag static var configuration: Self
    @Tag static var memory: Self
    @Tag static var userAttention: Self
    @Tag static var responsibleBackground: Self
    @Tag static var optOut: Self
    @Tag static var errors: Self
}
