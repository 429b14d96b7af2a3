import LifecycleConformance
import LifecycleModel

/// A mistake in where an app keeps its files: the reference app's file layout with one file
/// misplaced or mishandled.
public enum FileLayoutFault: String, Sendable, CaseIterable {
    /// Keeps the settings it sets up at its first launch in Documents.
    case keepsAppDataInDocuments = "keeps-app-data-in-documents"
    /// Writes its changes into the template shipped in its bundle.
    case changesBundleFileInPlace = "changes-bundle-file-in-place"
    /// Keeps the user's notes in Library/Caches.
    case storesDocumentsInCaches = "stores-documents-in-caches"
    /// Keeps its downloaded map tiles in Documents.
    case storesDownloadsInDocuments = "stores-downloads-in-documents"
    /// Stages its export in Library/Caches rather than tmp.
    case stagesTemporaryFilesInCaches = "stages-temporary-files-in-caches"
    /// Never deletes the export it staged in tmp once it has sent it.
    case leavesTemporaryFiles = "leaves-temporary-files"
    /// Keeps a half-finished download in tmp and counts on resuming it after an update.
    case resumesDownloadFromTmpAfterUpdate = "resumes-download-from-tmp-after-update"

    /// The reference layout with this fault's one change.
    public var files: [StoredFile] {
        var files = ReferenceApp.fileLayout
        func change(_ name: String, _ edit: (inout StoredFile) -> Void) {
            guard let index = files.firstIndex(where: { $0.name == name }) else { return }
            edit(&files[index])
        }
        switch self {
        case .keepsAppDataInDocuments: change("settings.plist") { $0.location = .documents }
        case .changesBundleFileInPlace: change("template.json") { $0.changedByApp = true }
        case .storesDocumentsInCaches: change("notes.sqlite") { $0.location = .caches }
        case .storesDownloadsInDocuments: change("map-tiles") { $0.location = .documents }
        case .stagesTemporaryFilesInCaches: change("export.zip") { $0.location = .caches }
        case .leavesTemporaryFiles: change("export.zip") { $0.deletedAfterUse = false }
        case .resumesDownloadFromTmpAfterUpdate:
            files.append(
                StoredFile("download.part", kind: .temporary, location: .tmp, changedByApp: true, deletedAfterUse: true, expectedAfterUpdate: true))
        }
        return files
    }
}

/// The reference app declaring a faulty file layout; it behaves as the reference in every
/// other respect.
final class MisplacingFilesApp: ForwardingAppSide {
    let wrapped = ReferenceApp()
    let fault: FileLayoutFault
    var forwardedApp: any AppSide { wrapped }

    init(_ fault: FileLayoutFault) { self.fault = fault }

    /// The mistake: the declared files are the fault's.
    var storedFiles: [StoredFile]? { fault.files }
}

extension MisplacingFilesApp: StateFingerprinting {
    /// The wrapped app's state, for the explorer.
    var stateFingerprint: AnyHashable { wrapped.stateFingerprint }
}

/// A deliberately non-conforming app side whose only mistake is in where it keeps its files.
public struct BrokenFileLayoutAdapter: LifecycleAdapter {
    /// The fault in the file layout.
    public let fault: FileLayoutFault
    /// Creates an adapter with one file-layout fault.
    public init(_ fault: FileLayoutFault) { self.fault = fault }
    /// `broken-app-<fault>`.
    public var name: String { "broken-app-\(fault.rawValue)" }
    /// The adapter contract version.
    public var version: String { adapterContractVersion }
    /// A reference system.
    public func makeSystem() throws -> (any SystemSide)? { try ReferenceSystem() }
    /// A `MisplacingFilesApp` with the fault.
    public func makeApp() throws -> (any AppSide)? { MisplacingFilesApp(fault) }
}
