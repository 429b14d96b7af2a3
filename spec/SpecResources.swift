import Foundation

/// Gives access to the `spec/` catalog that ships inside the package as resources,
/// so the kit finds its rules and tables wherever it is built or depended upon.
public enum SpecResources {
    /// The name of the resource bundle SwiftPM builds from `spec/`.
    public static let bundleName = "LifecycleKit_LifecycleSpecResources"

    /// The folder inside the bundle that holds the catalog files, or nil when the bundle is
    /// missing (an installed executable copied without its resources).
    public static var catalogDirectory: URL? {
        #if os(Linux)
            // Looked up by hand: `Bundle.module` traps when the bundle is missing.
            let name = bundleName + ".resources"
            for folder in searchedFolders {
                let candidate = folder.appendingPathComponent(name, isDirectory: true)
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("categories.json").path) { return candidate }
            }
            return nil
        #else
            return Bundle.module.resourceURL ?? Bundle.module.bundleURL
        #endif
    }

    /// Where the bundle is looked for: beside the main bundle, and beside the executable.
    public static var searchedFolders: [URL] {
        var folders = [Bundle.main.bundleURL]
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        if !folders.contains(executable) { folders.append(executable) }
        return folders
    }
}
