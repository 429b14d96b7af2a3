/// JSON's number grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
enum JSONNumberGrammar {
    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func matches(_ text: some Collection<UInt8>) -> Bool {
        var bytes = text.makeIterator()
        var byte = bytes.next()
        func isDigit(_ byte: UInt8?) -> Bool { byte.map(Self.isDigit) ?? false }
        if byte == UInt8(ascii: "-") { byte = bytes.next() }
        guard isDigit(byte) else { return false }
        if byte == UInt8(ascii: "0") {
            byte = bytes.next()
        } else {
            while isDigit(byte) { byte = bytes.next() }
        }
        if byte == UInt8(ascii: ".") {
            byte = bytes.next()
            guard isDigit(byte) else { return false }
            while isDigit(byte) { byte = bytes.next() }
        }
        if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            byte = bytes.next()
            if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { byte = bytes.next() }
            guard isDigit(byte) else { return false }
            while isDigit(byte) { byte = bytes.next() }
        }
        return byte == nil
    }
}
