/// Loading the app's interface and showing its window: at the start of a launch the main
/// interface file the Info.plist names is loaded, a storyboard's initial view controller
/// installed in the window, a nib's contents only loaded (the app installs them); the window
/// is shown once the activation callback of an entry into the foreground has returned, and
/// its view controller told its view will appear. A launch into the background loads the
/// file but shows nothing.
extension ReferenceSystem {
    /// At the start of a launch, before the first launch method.
    func loadMainInterface() {
        guard let file = MainInterfaceFile(of: configuration) else { return }
        output.append(.interfaceFileLoaded(file))
        if case .storyboard = file { output.append(.initialViewControllerInstalled) }
    }

    /// After the activation callback of a row that brings the app into the foreground; at
    /// launch, a device held in landscape first has the root view controller rotate.
    func showWindow(atLaunch: Bool) {
        if atLaunch && configuration.deviceOrientationAtLaunch == .landscape { output.append(.rootViewControllerRotated) }
        output.append(.windowMadeVisible)
        output.append(.viewWillAppear)
    }
}
