/// How much of a whole-file input the kit reads at most.
enum InputLimits {
    /// An Info.plist or a simulator script: far larger than any real one, small enough to refuse a mistake quickly.
    static let document = 16 << 20
}
