import Presentation

extension SceneFileParser {
    /// Members past which duplicate keys are found with a set of their
    /// hashes rather than by comparing each new key with those before it:
    /// 16, where the comparisons (120 in all) begin to cost more than a
    /// set's allocation and hashing.
    private static let keySetCount = 16

    mutating func object() throws(Failure) -> SceneFileStoredNode.Value {
        try enter()
        defer { depth -= 1 }
        index += 1
        let base = openMembers.count
        defer { openMembers.removeSubrange(base...) }
        var own: SceneFileChunks<SceneFileMember>?
        var hashes: Set<Int>?
        skipWhitespace()
        if !consume(UInt8(ascii: "}")) {
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw failure("unexpected \(describeCurrent()), expected a key in double quotes")
                }
                let keyOffset = index
                let key = try string()
                if isDuplicate(key, since: base, own: own, hashes: &hashes) {
                    throw Failure(offset: keyOffset, message: "duplicate key \(JSONText.string(key))", kind: .invalid)
                }
                skipWhitespace()
                guard consume(UInt8(ascii: ":")) else { throw failure("unexpected \(describeCurrent()), expected ':' after a key") }
                skipWhitespace()
                let member = SceneFileMember(key: key, node: try value())
                if own != nil {
                    own!.append(member)
                } else {
                    openMembers.append(member)
                    if openMembers.count - base == Self.chunkedNodeCount {
                        own = SceneFileChunks()
                        own!.append(contentsOf: openMembers[base...])
                        openMembers.removeSubrange(base...)
                    }
                }
                skipWhitespace()
                if consume(UInt8(ascii: ",")) { continue }
                if consume(UInt8(ascii: "}")) { break }
                throw failure("unexpected \(describeCurrent()), expected ',' or '}' in an object")
            }
        }
        if let own {
            chunkedMembers.append(own)
            return .chunkedObject(list: try stored(chunkedMembers.count - 1), count: try stored(own.count))
        }
        let start = members.count
        members.append(contentsOf: openMembers[base...])
        return .object(start: try stored(start), count: try stored(members.count - start))
    }

    /// Whether the open object already has `key` (its members are on
    /// `openMembers` from `base`, or in `own`), with `hashes` made once it
    /// has `keySetCount` members: 8 bytes a key, where a set of the keys
    /// takes 16 or more (Sources/Benchmarks/README.md, "Figures behind the code").
    private func isDuplicate(_ key: String, since base: Int, own: SceneFileChunks<SceneFileMember>?,
                             hashes: inout Set<Int>?) -> Bool {
        func isAmongMembers() -> Bool {
            if let own, (0 ..< own.count).contains(where: { own[$0].key == key }) { return true }
            return openMembers[base...].contains { $0.key == key }
        }
        if hashes == nil {
            // `own` starts far past `keySetCount`: the members are all on
            // `openMembers` yet.
            guard openMembers.count - base >= Self.keySetCount else { return isAmongMembers() }
            hashes = Set(openMembers[base...].lazy.map(\.key.hashValue))
        }
        // A hash seen before is the same key or, rarely (hashes are 64
        // bits, seeded per process), another: the keys tell.
        return !hashes!.insert(key.hashValue).inserted && isAmongMembers()
    }
}
