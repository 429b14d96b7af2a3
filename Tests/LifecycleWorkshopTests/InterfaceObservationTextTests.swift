import LifecycleModel
import LifecycleText
import LifecycleWorkshop
import Testing

@Suite("The simulator shows the loading of the interface in the user's language")
struct InterfaceObservationTextTests {
    @Test("each interface-loading observation has a Korean line")
    func korean() {
        let observations: [Observation] = [
            .interfaceFileLoaded(.storyboard("Main")), .initialViewControllerInstalled, .rootViewControllerRotated, .windowMadeVisible, .viewWillAppear,
        ]
        for observation in observations {
            let english = ObservationLine.text(for: observation)
            let korean = ObservationLine.text(for: observation, words: Words(.korean))
            #expect(english != korean && !korean.contains(observation.description), "\(korean)")
        }
        #expect(ObservationLine.text(for: .interfaceFileLoaded(.nib("MainWindow")), words: Words(.korean)).contains("nib:MainWindow"))
    }
}
