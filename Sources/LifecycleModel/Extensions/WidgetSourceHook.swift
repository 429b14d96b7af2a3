/// What a widget's data source offers, as a test sets it between two updates.
public enum WidgetSourceContent: Sendable, Hashable, CustomStringConvertible {
    /// The source has this content to show.
    case content(String)
    /// The source can be read but has nothing to show.
    case nothing
    /// Reading the source fails: an update meets an error.
    case unreachable

    /// `content "…"`, `nothing`, `unreachable`.
    public var description: String {
        switch self {
        case .content(let text): "content \"\(text)\""
        case .nothing: "nothing"
        case .unreachable: "unreachable"
        }
    }
}

/// A widget whose data source a test can set: between updates the kit tells it that its
/// source now has new content, has nothing to show, or fails. The widget only notes the
/// change; it learns what to show when it next updates (TODAY-044, TODAY-048, TODAY-049,
/// TODAY-051). A widget without the hook is not judged by the cases that need it.
public protocol WidgetSourceHook: TodayWidget {
    /// The widget's data source now offers `source`.
    func sourceDidChange(to source: WidgetSourceContent)
}

extension ReferenceTodayWidget: WidgetSourceHook {
    /// Sets `sourceContent`: the text, an empty text for nothing, nil when unreachable.
    public func sourceDidChange(to source: WidgetSourceContent) {
        switch source {
        case .content(let text): sourceContent = text
        case .nothing: sourceContent = ""
        case .unreachable: sourceContent = nil
        }
    }
}
