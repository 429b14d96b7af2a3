import LifecycleSpec

/// A rule's original passage, quoted from the user's copy of the documents beside the
/// statement in `index.html` and `report.md`: the line under its section heading, where it
/// stands, or why it is not quoted (a copy of another edition is named, never quoted).
extension ReportText {
    /// The passage of `ruleID` as HTML, or nil when no copy was given or the rule is not drawn
    /// from a document. `explainsMissing` false leaves out why a passage is not quoted (the
    /// rule list says it for failed rules only, so a missing file is not repeated a thousand times).
    func passageHTML(_ ruleID: String, explainsMissing: Bool = true) -> String? {
        guard let passage = passages?[ruleID] else { return nil }
        let label = "<span class=\"passage-label\">\(MarkupEscaping.xml(words("passage.label")))</span>"
        switch passage {
        case .quoted(let line, let heading), .shifted(let line, let heading, _):
            let place = MarkupEscaping.xml(self.place(passage, line: line, heading: heading))
            return "<blockquote class=\"passage\">\(label) <cite>\(place)</cite><br><strong>\(MarkupEscaping.xml(heading.text))</strong><br>"
                + "\(MarkupEscaping.xml(line.shown(in: words)))</blockquote>"
        case .differentEdition, .unavailable:
            guard explainsMissing else { return nil }
            return "<p class=\"passage warning\">\(label) \(MarkupEscaping.xml(reason(passage) ?? ""))</p>"
        case .notFromADocument:
            return nil
        }
    }

    /// The passage of `ruleID` as Markdown lines (a quote), or nothing.
    func passageMarkdown(_ ruleID: String, indent: String) -> [String] {
        guard let passage = passages?[ruleID] else { return [] }
        switch passage {
        case .quoted(let line, let heading), .shifted(let line, let heading, _):
            let place = MarkupEscaping.markdownText(self.place(passage, line: line, heading: heading))
            return [
                "\(indent)> **\(words("passage.label"))** (\(place)): \(MarkupEscaping.markdownText(heading.text)) — "
                    + MarkupEscaping.markdownText(line.shown(in: words), limit: 400)
            ]
        case .differentEdition, .unavailable:
            return ["\(indent)> **\(words("passage.label"))**: \(MarkupEscaping.markdownText(reason(passage) ?? "", limit: 400))"]
        case .notFromADocument:
            return []
        }
    }

    /// The one line that says how to have passages quoted; nil when a copy was given.
    var passageHowTo: String? { passages == nil ? words("passage.how-to") : nil }

    private func place(_ passage: SeedPassage, line: SeedLine, heading: SeedLine) -> String {
        if case .shifted(_, _, let offset) = passage {
            let signed = offset > 0 ? "+\(offset)" : "\(offset)"
            return words("passage.shifted", ["place": line.place(in: words), "offset": signed, "recorded": String(line.number - offset)])
        }
        return words("passage.place", ["place": line.place(in: words), "heading": String(heading.number)])
    }

    private func reason(_ passage: SeedPassage) -> String? {
        switch passage {
        case .differentEdition(let mismatch): words("passage.different-edition", "mismatch", mismatch.description)
        case .unavailable(let problem): words("passage.unavailable", "problem", problem.text(in: words))
        default: nil
        }
    }
}
