import LifecycleKitCommands

LifecycleKit.main()
