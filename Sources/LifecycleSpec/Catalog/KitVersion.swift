/// The version of LifecycleKit: printed by `lifecycle-kit --version` and stated in every
/// report, so two reports are known to come from the same kit.
public enum KitVersion {
    /// The kit's version.
    public static let current = "0.6.0"
}
