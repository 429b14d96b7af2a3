import Foundation

/// The files and folders every catalog has. Checked before anything is decoded, so a wrong
/// folder is reported as such rather than as a missing `categories.json`, and a catalog
/// without its tables folder is never reported clean. (Which tables the reference model
/// needs, and what their rows must hold, is checked where the model reads them.)
struct CatalogLayout {
    let root: URL

    func check() throws(CatalogLoadError) {
        let path = root.path
        guard let kind = Self.kind(of: path) else {
            throw CatalogLoadError([
                SpecDiagnostic(file: path, message: "no such folder; give the folder that holds categories.json, sources/, rules/ and tables/")
            ])
        }
        guard kind == .folder else {
            throw CatalogLoadError([
                SpecDiagnostic(file: path, message: "not a folder; give the folder that holds categories.json, sources/, rules/ and tables/")
            ])
        }
        var missing: [SpecDiagnostic] = []
        for (name, expected) in [("categories.json", Kind.file), ("conflicts.json", .file), ("sources", .folder), ("rules", .folder), ("tables", .folder)] {
            if Self.kind(of: root.appendingPathComponent(name).path) != expected {
                missing.append(SpecDiagnostic(file: "spec/\(name)", message: expected == .folder ? "missing folder" : "missing file"))
            }
        }
        if !missing.isEmpty { throw CatalogLoadError(missing) }
    }

    enum Kind { case file, folder }

    static func kind(of path: String) -> Kind? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue ? .folder : .file
    }
}
