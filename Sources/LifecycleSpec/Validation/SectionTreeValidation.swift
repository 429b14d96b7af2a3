import Foundation

extension ValidationContext {
    /// Reads every `sources/<source>.json`, grafts `sources/<source>/*.json` subtrees
    /// onto it, and returns the sources and the flattened section tree.
    mutating func loadSources(in directory: URL) -> ([SourceDocument], [Section]) {
        var sources: [SourceDocument] = []
        var sections: [Section] = []
        var seen = Set<String>()
        for url in jsonFiles(in: directory) {
            let file = reader.displayPath(url)
            guard let (raw, text) = decode(RawSourceFile.self, at: url) else { continue }
            let lines = RecordLines(text)
            guard let sourceID = requireText(raw.id, file: file, line: 1, record: "source", field: "id") else { continue }
            let record = "source \(sourceID)"
            if url.deletingPathExtension().lastPathComponent != sourceID {
                report(SpecDiagnostic(file: file, line: 1, record: record, field: "id", message: "must match the file name"))
            }
            var tree = (raw.sections ?? []).map { SectionNode(raw: $0, file: file, lines: lines) }
            for graftURL in jsonFiles(in: directory.appendingPathComponent(sourceID)) {
                graft(from: graftURL, sourceID: sourceID, into: &tree)
            }
            let title = requireText(raw.title, file: file, line: 1, record: record, field: "title") ?? sourceID
            let kind = SourceDocument.Kind(rawValue: raw.kind ?? "document")
            if kind == nil {
                report(SpecDiagnostic(file: file, line: 1, record: record, field: "kind", message: "must be document or extension, got '\(raw.kind ?? "")'"))
            }
            let isExtension = kind == .extension
            checkSeedParts(of: tree, file: file, record: record)
            var flattened: [Section] = []
            let seed = SeedScope(isDocument: !isExtension, part: nil)
            flatten(tree, sourceID: sourceID, parentID: nil, path: [title], seed: seed, seen: &seen, into: &flattened)
            if flattened.isEmpty {
                report(SpecDiagnostic(file: file, record: record, field: "sections", message: "a source needs at least one section"))
            }
            sections += flattened
            if isExtension && raw.file != nil {
                report(SpecDiagnostic(file: file, line: 1, record: record, field: "file", message: "an extension source has no seed file"))
            }
            let reference = isExtension ? requireText(raw.reference, file: file, line: nil, record: record, field: "reference") : raw.reference
            sources.append(
                SourceDocument(
                    id: sourceID, kind: kind ?? .document,
                    file: isExtension ? "" : requireText(raw.file, file: file, line: nil, record: record, field: "file") ?? "",
                    fileFingerprint: checkFileFingerprint(raw.fileFingerprint, file: file, record: record, isDocument: !isExtension),
                    title: title,
                    language: requireText(raw.language, file: file, line: nil, record: record, field: "language") ?? "",
                    translates: isExtension ? "" : requireText(raw.translates, file: file, line: nil, record: record, field: "translates") ?? "",
                    era: requireText(raw.era, file: file, line: nil, record: record, field: "era") ?? "",
                    iosVersions: versionRange(raw.iosVersions, file: file, line: nil, record: record, field: "iosVersions"),
                    normative: raw.normative ?? true,
                    notes: raw.notes,
                    topSectionIDs: tree.compactMap(\.raw.id), reference: reference))
        }
        if sources.isEmpty {
            report(SpecDiagnostic(file: reader.displayPath(directory), message: "no source documents found"))
        }
        return (sources, sections)
    }

    private mutating func graft(from url: URL, sourceID: String, into tree: inout [SectionNode]) {
        let file = reader.displayPath(url)
        guard let (raw, text) = decode(RawSectionGraft.self, at: url) else { return }
        let lines = RecordLines(text)
        if raw.source != sourceID {
            report(SpecDiagnostic(file: file, line: 1, record: "graft", field: "source", message: "must be '\(sourceID)', the folder's source"))
        }
        let nodes = (raw.sections ?? []).map { SectionNode(raw: $0, file: file, lines: lines) }
        guard let parent = requireText(raw.parent, file: file, line: 1, record: "graft", field: "parent") else { return }
        if parent == sourceID {
            tree += nodes
        } else if !SectionNode.append(nodes, under: parent, in: &tree) {
            report(SpecDiagnostic(file: file, line: 1, record: "graft", field: "parent", message: "unknown section '\(parent)'"))
        }
    }

    private mutating func flatten(
        _ nodes: [SectionNode], sourceID: String, parentID: String?, path: [String], seed: SeedScope, seen: inout Set<String>,
        into result: inout [Section]
    ) {
        for node in nodes {
            let raw = node.raw
            let line = raw.id.flatMap { node.lines.line(of: $0) }
            guard let id = requireText(raw.id, file: node.file, line: line, record: "section", field: "id") else { continue }
            let record = "section \(id)"
            if !id.hasPrefix(sourceID + ".") || !Self.isSectionID(id) {
                report(
                    SpecDiagnostic(
                        file: node.file, line: line, record: record, field: "id",
                        message: "must look like '\(sourceID).<slug>[.<slug>…]' (lower-case letters, digits, '-')"))
            }
            guard seen.insert(id).inserted else {
                report(SpecDiagnostic(file: node.file, line: line, record: record, field: "id", message: "duplicate section id"))
                continue
            }
            let title = requireText(raw.title, file: node.file, line: line, record: record, field: "title") ?? id
            if raw.line == nil {
                report(SpecDiagnostic(file: node.file, line: line, record: record, field: "line", message: "missing field"))
            }
            let reason = raw.noRulesReason?.trimmingCharacters(in: .whitespacesAndNewlines)
            let sectionSeed = checkSeedFields(of: raw, file: node.file, line: line, record: record, scope: seed, isTopLevel: parentID == nil)
            result.append(
                Section(
                    id: id, title: title, line: raw.line ?? 0, sourceID: sourceID, parentID: parentID,
                    childIDs: node.children.compactMap(\.raw.id), noRulesReason: reason?.isEmpty == false ? reason : nil,
                    path: path + [title], depth: path.count, file: node.file, fileLine: line,
                    headingFingerprint: seed.isDocument ? raw.headingFingerprint : nil, seedPart: sectionSeed.part))
            flatten(node.children, sourceID: sourceID, parentID: id, path: path + [title], seed: sectionSeed, seen: &seen, into: &result)
        }
    }

    static func isSectionID(_ id: String) -> Bool {
        let parts = id.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { ($0.isLetter && $0.isLowercase && $0.isASCII) || ($0.isNumber && $0.isASCII) || $0 == "-" }
        }
    }
}

/// A section while the tree is being assembled from its files.
struct SectionNode {
    var raw: RawSection
    let file: String
    let lines: RecordLines
    var children: [SectionNode]

    init(raw: RawSection, file: String, lines: RecordLines) {
        self.raw = raw
        self.file = file
        self.lines = lines
        children = (raw.children ?? []).map { SectionNode(raw: $0, file: file, lines: lines) }
    }

    /// Appends `nodes` to the children of the section `parentID`; false when absent.
    static func append(_ nodes: [SectionNode], under parentID: String, in tree: inout [SectionNode]) -> Bool {
        for index in tree.indices {
            if tree[index].raw.id == parentID {
                tree[index].children += nodes
                return true
            }
            if append(nodes, under: parentID, in: &tree[index].children) { return true }
        }
        return false
    }
}
