import LifecycleModel

/// What the contract lets a case compare, and how: a trace split into the parts whose order
/// the documents fix and the parts they leave free. Built the same way from an adapter's
/// observations and from a case's expected lines, so two traces that differ only where the
/// documents leave a freedom are equal.
///
/// - `chain`: callbacks (with their receiver and the applicationState inside), the
///   expiration handler, the snapshot, the end of the process (`terminated`, its kind not
///   compared), touches, redraws and restoration records, in order; each documented
///   notification placed right after the callback it accompanies.
/// - `states`: the states the app passes through, in order, wherever they were reported; a
///   suspended app returning to the foreground may or may not pass through `background`.
/// - `changes`: notifications of system changes queued while suspended, in any order.
/// - `answers`: the system's answers to the app's own requests, in any order.
/// - `screen`: what the screen shows of the app as it comes on screen, in order, then the
///   status bar's changes and the controllers' views fitted to them, in order; kept only in
///   the whole trace (the explorer and ``CaseEvidence/screen(stimulus:)`` read it), never in a
///   projection, so trace expectations written before it existed still compare.
/// - `interface`: the callbacks with the interface-loading lines placed among them as the
///   documents fix (`InterfaceOrder`); compared only under the `interface` filter.
public struct CanonicalTrace: Hashable, Sendable {
    /// Calls and system actions in their fixed order.
    public private(set) var chain: [String] = []
    /// The states passed through, normalized.
    public private(set) var states: [String] = []
    /// Queued-change notifications, sorted.
    public private(set) var changes: [String] = []
    /// Answers to the app's requests, sorted.
    public private(set) var answers: [String] = []
    /// What the screen shows, in order.
    public private(set) var screen: [String] = []
    /// The callbacks with the interface-loading lines among them, normalized; empty when the
    /// trace has no interface-loading line.
    public private(set) var interface: [String] = []

    /// The circumstances a trace is read in.
    public struct Context: Hashable, Sendable {
        /// The app uses scenes, so app-level life-cycle notifications are free.
        public var usesScenes: Bool
        /// The state the app was in before the first line.
        public var stateBefore: AppState
        /// Undocumented life-cycle notifications are compared (an extension check).
        public var keepsExtensions: Bool

        /// A context; by default an app without scenes, not running, documents only.
        public init(usesScenes: Bool = false, stateBefore: AppState = .notRunning, keepsExtensions: Bool = false) {
            self.usesScenes = usesScenes
            self.stateBefore = stateBefore
            self.keepsExtensions = keepsExtensions
        }
    }

    /// The canonical form of trace lines (any filter).
    public init(lines: [String], context: Context) {
        let items = lines.map(TraceItem.init(line:))
        var chainItems: [(position: Int, item: TraceItem)] = []
        var accompanying: [(position: Int, item: TraceItem, anchors: Set<String>)] = []
        var stateItems: [AppState] = []
        var interfaceItems: [(position: Int, item: TraceItem)] = []
        for (position, item) in items.enumerated() {
            switch ObservationContract.placement(of: item, usesScenes: context.usesScenes, keepsExtensions: context.keepsExtensions) {
            case .chain: chainItems.append((position, item))
            case .accompanying(let anchors): accompanying.append((position, item, anchors))
            case .states: if case .state(let state) = item { stateItems.append(state) }
            case .changes: changes.append(item.line)
            case .answers: answers.append(item.line)
            case .screen: screen.append(item.line)
            case .interface: interfaceItems.append((position, item))
            case .free: break
            }
        }
        let callbacks = chainItems.filter { if case .callback = $0.item { true } else { false } }
        interface = InterfaceOrder.normalize(interfaceItems.map { ($0.position, $0.item.line) }, among: callbacks.map { ($0.position, $0.item.line) })
        chain = Self.anchor(accompanying, in: chainItems).map(\.line)
        // The status bar's lines keep their order among themselves, not among the pictures.
        let isStatusBar: (String) -> Bool = { $0.hasPrefix("status-bar(") || $0.hasPrefix("controller-views(") }
        screen = screen.filter { !isStatusBar($0) } + screen.filter(isStatusBar)
        states = Self.normalize(stateItems, before: context.stateBefore).map { "state:\($0.rawValue)" }
        changes.sort()
        answers.sort()
    }

    /// Puts each accompanying notification right after its callback, pairing them one to one:
    /// a notification takes the nearest callback before it that has not yet been paired with a
    /// notification of its name, or else the nearest such callback after it. One without a
    /// callback goes last.
    static func anchor(_ notifications: [(position: Int, item: TraceItem, anchors: Set<String>)], in chain: [(position: Int, item: TraceItem)]) -> [TraceItem] {
        var following: [Int: [TraceItem]] = [:]
        var paired: Set<String> = []
        var unanchored: [TraceItem] = []
        for notification in notifications {
            let name = notification.item.line
            let isFree: (Int) -> Bool = { index in
                guard case .callback(let callback, _, _) = chain[index].item, notification.anchors.contains(callback) else { return false }
                return !paired.contains("\(index) \(name)")
            }
            let before = chain.indices.last { chain[$0].position < notification.position && isFree($0) }
            let after = chain.indices.first { chain[$0].position > notification.position && isFree($0) }
            if let index = before ?? after {
                following[index, default: []].append(notification.item)
                paired.insert("\(index) \(name)")
            } else {
                unanchored.append(notification.item)
            }
        }
        var result: [TraceItem] = []
        for (index, entry) in chain.enumerated() {
            result.append(entry.item)
            result += following[index] ?? []
        }
        return result + unanchored
    }

    /// The states in order, with the optional stop in `background` of a suspended app on its
    /// way back to the foreground removed.
    static func normalize(_ states: [AppState], before: AppState) -> [AppState] {
        var result: [AppState] = []
        for (index, state) in states.enumerated() {
            let previous = index == 0 ? before : states[index - 1]
            let next = index + 1 < states.count ? states[index + 1] : nil
            if state == .background && previous == .suspended && (next == .inactive || next == .active) { continue }
            result.append(state)
        }
        return result
    }

    /// The parts a filter looks at: callbacks only, events (callbacks, notifications, the
    /// snapshot and the end of the process), states only, or everything.
    public func projected(_ filter: TraceFilter) -> CanonicalTrace {
        var projected = CanonicalTrace()
        switch filter {
        case .callbacks:
            projected.chain = chain.filter { if case .callback = TraceItem(line: $0) { true } else { false } }
        case .events:
            projected.chain = chain.filter { line in
                switch TraceItem(line: line) {
                case .callback, .notification, .terminated: true
                case .state: false
                case .other(let text): text.hasPrefix("snapshot")
                }
            }
            projected.changes = changes
        case .states:
            projected.states = states
        case .everything:
            projected = self
            projected.screen = []
            projected.interface = []
        case .interface:
            // With no interface line the part is left empty; the callbacks stand alone.
            projected.chain = interface.isEmpty ? chain.filter { if case .callback = TraceItem(line: $0) { true } else { false } } : interface
        }
        return projected
    }

    private init() {}

    /// Every line, part by part, as failure messages show them.
    public var lines: [String] {
        chain + states + changes.map { "(any order) \($0)" } + answers.map { "(any order) \($0)" } + screen + interface
    }

    /// Every line without labels, for prefix checks.
    var plainLines: [String] { chain + states + changes + answers + screen }

    /// The parts that differ, named, for a failure message: `callbacks and system actions`, `states`, …
    func differingParts(from other: CanonicalTrace) -> [String] {
        var parts: [String] = []
        if chain != other.chain { parts.append("the order of callbacks and system actions") }
        if states != other.states { parts.append("the states passed through") }
        if changes != other.changes { parts.append("the queued-change notifications") }
        if answers != other.answers { parts.append("the system's answers") }
        if screen != other.screen { parts.append("what the screen shows") }
        if interface != other.interface { parts.append("the loading of the interface") }
        return parts
    }
}
