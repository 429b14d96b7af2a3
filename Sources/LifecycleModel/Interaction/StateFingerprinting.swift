/// A side that can say which state it is in, as a value: two moments with equal
/// fingerprints behave alike for every future stimulus. The explorer uses fingerprints to
/// visit each reachable state once, as a model checker does; an adapter's system side may
/// conform to make the search cover the states of both implementations together.
public protocol StateFingerprinting {
    /// The state now, with everything that grows without changing behaviour (clocks,
    /// counters, histories) left out or bounded.
    var stateFingerprint: AnyHashable { get }
}
