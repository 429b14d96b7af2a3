/// A recursive-descent JSON parser that pulls the bytes of one line from an ``InputBytes``
/// chunk by chunk: a line is never held whole, a string keeps at most `stringLimit` bytes,
/// and values under keys that are not kept are checked but not built. It stops at the line
/// feed that ends the line and never consumes it.
struct JSONLineScanner {
    enum Failure: Error {
        case syntax
        case nestedTooDeeply
        case unreadable(FileProblem)
    }

    var input: InputBytes
    let stringLimit: Int
    let depthLimit: Int
    let keptKeys: Set<String>?
    /// Bytes consumed on the current line.
    private(set) var column = 0
    var stops = StringStops()
    private let keyTable: KeyTable?
    private var numberBytes: [UInt8] = []

    init(input: InputBytes, stringLimit: Int, depthLimit: Int, keptKeys: Set<String>?) {
        self.input = input
        self.stringLimit = stringLimit
        self.depthLimit = depthLimit
        self.keptKeys = keptKeys
        keyTable = keptKeys.map(KeyTable.init)
    }

    mutating func startLine() { column = 0 }

    mutating func peek() throws(Failure) -> UInt8? {
        if input.position < input.end { return input.storage[input.position] }
        do { return try input.peek() } catch { throw .unreadable(error) }
    }

    mutating func advance(by count: Int = 1) {
        input.advance(by: count)
        column += count
    }

    /// Skips the rest of the current line and its line feed: true when the input ends before
    /// a line feed.
    mutating func skipRestOfLine(budget: Int = 1 << 20) throws(Failure) -> Bool {
        var skipped = 0
        do {
            while try input.fill() {
                if let newline = input.unread.offset(of: UInt8(ascii: "\n")) {
                    input.advance(by: newline + 1)
                    return false
                }
                skipped += input.unread.count
                input.advance(by: input.unread.count)
                // An input that never ends its line (`/dev/zero`, an endless stream of garbage)
                // is not read to its end: the line is not JSON either way.
                if skipped > budget { return false }
            }
            return true
        } catch {
            throw .unreadable(error)
        }
    }

    /// Skips spaces, tabs and carriage returns; a line feed ends the line and is not skipped.
    mutating func skipBlanks() throws(Failure) {
        while let byte = try peek(), byte == 0x20 || byte == 0x09 || byte == 0x0D { advance() }
    }

    /// The value at the current position; `.null` when `keep` is false.
    mutating func value(keep: Bool, depth: Int = 0) throws(Failure) -> JSONLineValue {
        try skipBlanks()
        guard let byte = try peek() else { throw .syntax }
        switch byte {
        case UInt8(ascii: "{"): return try object(keep: keep, depth: depth + 1)
        case UInt8(ascii: "["): return try array(keep: keep, depth: depth + 1)
        case UInt8(ascii: "\""):
            advance()
            let text = try string(keep: keep)
            return keep ? .string(text) : .null
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        default:
            guard byte == UInt8(ascii: "-") || JSONNumberGrammar.isDigit(byte) else { throw .syntax }
            return .number(try number(keep: keep))
        }
    }

    private mutating func object(keep: Bool, depth: Int) throws(Failure) -> JSONLineValue {
        guard depth <= depthLimit else { throw .nestedTooDeeply }
        advance()
        var members: [JSONLineMember] = []
        if keep { members.reserveCapacity(8) }
        try skipBlanks()
        if try peek() == UInt8(ascii: "}") {
            advance()
            return keep ? .object([]) : .null
        }
        while true {
            try skipBlanks()
            guard try peek() == UInt8(ascii: "\"") else { throw .syntax }
            advance()
            let (key, keepsValue) = try memberKey(keep: keep)
            try skipBlanks()
            guard try peek() == UInt8(ascii: ":") else { throw .syntax }
            advance()
            let value = try value(keep: keepsValue, depth: depth)
            if keepsValue { members.append(JSONLineMember(key: key, value: value)) }
            guard try closes(with: UInt8(ascii: "}")) else { continue }
            return keep ? .object(members) : .null
        }
    }

    /// A member's key (its opening quote consumed) and whether its value is kept. A key
    /// without escapes inside the current chunk is matched against the kept keys byte by byte,
    /// without building a string.
    private mutating func memberKey(keep: Bool) throws(Failure) -> (String, Bool) {
        guard keep else {
            _ = try string(keep: false)
            return ("", false)
        }
        if let keyTable, let length = plainRunLength() {
            let key = keyTable.key(matching: UnsafeRawBufferPointer(rebasing: input.unread[..<length]))
            advance(by: length + 1)
            return (key ?? "", key != nil)
        }
        let key = try string(keep: true).text
        return (key, keptKeys.map { $0.contains(key) } ?? true)
    }

    /// The length of the rest of a string when it ends in the current chunk without an
    /// escape or a line feed; nil otherwise.
    private func plainRunLength() -> Int? {
        let unread = input.unread
        guard let quote = unread.offset(of: UInt8(ascii: "\"")) else { return nil }
        let run = UnsafeRawBufferPointer(rebasing: unread[..<quote])
        guard run.offset(of: UInt8(ascii: "\\")) == nil, run.offset(of: UInt8(ascii: "\n")) == nil else { return nil }
        return quote
    }

    private mutating func array(keep: Bool, depth: Int) throws(Failure) -> JSONLineValue {
        guard depth <= depthLimit else { throw .nestedTooDeeply }
        advance()
        var elements: [JSONLineValue] = []
        try skipBlanks()
        if try peek() == UInt8(ascii: "]") {
            advance()
            return keep ? .array([]) : .null
        }
        while true {
            let element = try value(keep: keep, depth: depth)
            if keep { elements.append(element) }
            guard try closes(with: UInt8(ascii: "]")) else { continue }
            return keep ? .array(elements) : .null
        }
    }

    /// After a member or element: true at the closing bracket, false at a comma (both consumed).
    private mutating func closes(with closing: UInt8) throws(Failure) -> Bool {
        try skipBlanks()
        switch try peek() {
        case UInt8(ascii: ","):
            advance()
            return false
        case closing:
            advance()
            return true
        default: throw .syntax
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let bytes = UnsafeRawBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for expected in bytes {
            guard try peek() == expected else { throw .syntax }
            advance()
        }
    }

    /// A number, checked against JSON's grammar, at most 64 bytes long; 0 when not kept.
    private mutating func number(keep: Bool) throws(Failure) -> Double {
        numberBytes.removeAll(keepingCapacity: true)
        let start = column
        while let byte = try peek(), Self.isNumberByte(byte) {
            guard numberBytes.count < 64 else { throw .syntax }
            numberBytes.append(byte)
            advance()
        }
        guard JSONNumberGrammar.matches(numberBytes) else {
            column = start  // the message points at the number, not past it
            throw .syntax
        }
        guard keep else { return 0 }
        guard let value = Double(String(decoding: numberBytes, as: UTF8.self)) else { throw .syntax }
        return value
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        JSONNumberGrammar.isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
            || byte | 0x20 == UInt8(ascii: "e")
    }
}
