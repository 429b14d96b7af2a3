/// Byte counts as people read them in messages: `512 bytes`, `64 KiB`, `1.5 MiB`.
public enum ByteCountText {
    /// `count` in bytes, KiB, MiB or GiB, with at most one decimal.
    public static func text(_ count: Int) -> String {
        let units = ["KiB", "MiB", "GiB", "TiB"]
        guard count >= 1024 else { return count == 1 ? "1 byte" : "\(count) bytes" }
        var value = Double(count) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        let tenths = (value * 10).rounded()
        let number = tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
        return "\(number) \(units[unit])"
    }
}
