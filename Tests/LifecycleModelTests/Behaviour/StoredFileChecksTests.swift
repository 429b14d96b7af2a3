import LifecycleModel
import Testing

/// Where the documents put each kind of file (App Programming Guide, "Installing App-Specific
/// Data Files at First Launch", "App Backup Best Practices", "Files Saved During App Updates"),
/// checked through `StoredFileChecks` on layouts written here by hand.
@Suite("Declared files are checked against the rules on where files belong")
struct StoredFileChecksTests {
    /// The rules the findings report as broken.
    func broken(_ files: [StoredFile]) -> [String] {
        StoredFileChecks.findings(for: files).violations.map(\.ruleID)
    }

    @Test("a layout that follows the guide breaks no rule, and every rule gets a finding")
    func correctLayout() {
        let files = [
            StoredFile("draft.txt", kind: .userDocument, location: .documents, changedByApp: true, expectedAfterUpdate: true),
            StoredFile("config.plist", kind: .appData, location: .applicationSupport, expectedAfterUpdate: true),
            StoredFile("articles", kind: .cache, location: .caches, expectedAfterUpdate: true),
            StoredFile("upload.tmp", kind: .temporary, location: .tmp, deletedAfterUse: true),
            StoredFile("defaults.plist", kind: .bundleResource, location: .appBundle),
        ]
        #expect(broken(files).isEmpty)
        #expect(
            StoredFileChecks.findings(for: files).map(\.ruleID) == ["APG-223", "APG-225", "APG-470", "APG-472", "APG-473", "APG-474", "APG-478"])
        #expect(broken([]).isEmpty, "an app with no files breaks nothing")
        #expect(broken(ReferenceApp.fileLayout).isEmpty, "the reference app's own layout")
    }

    @Test("[APG-223] the app's own data files belong in its Application Support folder, not elsewhere in Library or in Documents")
    func appData() {
        #expect(broken([StoredFile("config.plist", kind: .appData, location: .documents)]) == ["APG-223"])
        #expect(broken([StoredFile("config.plist", kind: .appData, location: .otherLibrary)]) == ["APG-223"])
    }

    @Test("[APG-225] a bundle file is changed only in a copy elsewhere in the sandbox")
    func bundleFiles() {
        #expect(broken([StoredFile("defaults.plist", kind: .bundleResource, location: .appBundle, changedByApp: true)]) == ["APG-225"])
        #expect(broken([StoredFile("defaults.plist", kind: .appData, location: .applicationSupport, changedByApp: true)]).isEmpty)
        #expect(broken([StoredFile("defaults.plist", kind: .bundleResource, location: .appBundle)]).isEmpty, "reading it in place is fine")
    }

    @Test("[APG-470] [APG-472] [APG-473] documents, caches and temporary data each have their own folder")
    func placements() {
        #expect(broken([StoredFile("draft.txt", kind: .userDocument, location: .caches)]) == ["APG-470"])
        #expect(broken([StoredFile("draft.txt", kind: .userDocument, location: .tmp)]) == ["APG-470"])
        #expect(broken([StoredFile("issue-12", kind: .cache, location: .documents)]) == ["APG-472"])
        #expect(broken([StoredFile("upload.tmp", kind: .temporary, location: .caches, deletedAfterUse: true)]) == ["APG-473"])
    }

    @Test("[APG-474] a temporary file is deleted once it has been used")
    func temporaryFilesDeleted() {
        let finding = StoredFileChecks.findings(for: [StoredFile("upload.tmp", kind: .temporary, location: .tmp)]).finding(for: "APG-474")
        #expect(finding?.met == false)
        #expect(finding?.message.contains("upload.tmp") == true)
    }

    @Test("[APG-478] only Documents and Library are kept by an update: the app counts on nothing in tmp or the bundle")
    func reliedOnAfterUpdate() {
        #expect(broken([StoredFile("resume.part", kind: .temporary, location: .tmp, deletedAfterUse: true, expectedAfterUpdate: true)]) == ["APG-478"])
        #expect(broken([StoredFile("defaults.plist", kind: .bundleResource, location: .appBundle, expectedAfterUpdate: true)]) == ["APG-478"])
        for location in [SandboxLocation.documents, .applicationSupport, .caches, .otherLibrary] {
            #expect(
                !StoredFileChecks.findings(for: [StoredFile("x", kind: .cache, location: location, expectedAfterUpdate: true)]).violations.contains {
                    $0.ruleID == "APG-478"
                })
        }
    }
}
