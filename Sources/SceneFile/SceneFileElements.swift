/// The elements of a parsed JSON array, read from its document
/// (`SceneFileArrayStores`): nodes, or for an array that holds only
/// numbers (points, colors, paths, keyframe values, the bulk of a large
/// file) the numbers packed as doubles, 8 bytes each and nothing per
/// array; an array that mixes them holds its numbers as doubles too. A
/// number's offset is found again in the text the first time one is
/// asked for (errors and locations need it, reading the numbers does
/// not), so parsing such an array costs its doubles only.
package struct SceneFileElements: RandomAccessCollection {
    enum Storage {
        case nodes(start: UInt32, count: UInt32)
        case numbers(start: UInt32, count: UInt32, arrayOffset: UInt32)
        case mixed(layout: UInt32, count: UInt32)
        case chunked(list: UInt32, count: UInt32)
    }

    private let document: SceneFileDocument
    private let storage: Storage

    init(document: SceneFileDocument, storage: Storage) {
        self.document = document
        self.storage = storage
    }

    package var startIndex: Int { 0 }

    package var endIndex: Int {
        switch storage {
        case .nodes(_, let count), .numbers(_, let count, _), .mixed(_, let count), .chunked(_, let count):
            return Int(count)
        }
    }

    package subscript(i: Int) -> SceneFileNode {
        precondition(i >= 0 && i < endIndex, "index \(i) out of an array of \(endIndex)")
        switch storage {
        case .nodes(let start, _): return .node(Int(start) + i, of: document)
        case .numbers(let start, _, let arrayOffset):
            let offset = document.offset(ofElement: i, arrayOffset: Int(arrayOffset))
            return .number(Int(start) + i, offset: offset, of: document)
        case .mixed(let l, _):
            let layout = document.mixedLayouts[Int(l)]
            switch document.arrays.element(i, of: layout) {
            case .number: return .mixedNumber(i, layout: Int(l), of: document)
            case .node(let index): return .node(index, of: document)
            }
        case .chunked(let list, _):
            let array = document.chunkedArrays[Int(list)]
            switch array.elements.element(i, of: array.layout) {
            case .number: return .chunkedNumber(i, list: Int(list), of: document)
            case .node(let index): return .chunkedNode(index, list: Int(list), of: document)
            }
        }
    }

    /// The numbers, when the array was packed (every element a number,
    /// at least one).
    package var packedNumbers: [Double]? {
        guard case .numbers(let start, let count, _) = storage else { return nil }
        return document.arrays.numbers.elements(from: Int(start), count: Int(count))
    }
}

/// The members of a parsed JSON object in their order, keys unique, read
/// from its document's `members` (or `chunkedMembers`).
package struct SceneFileObjectMembers: RandomAccessCollection {
    enum Storage {
        case members(start: UInt32, count: UInt32)
        case chunkedMembers(list: UInt32, count: UInt32)
    }

    private let document: SceneFileDocument
    private let storage: Storage

    init(document: SceneFileDocument, storage: Storage) {
        self.document = document
        self.storage = storage
    }

    package var startIndex: Int { 0 }

    package var endIndex: Int {
        switch storage {
        case .members(_, let count), .chunkedMembers(_, let count): return Int(count)
        }
    }

    private func key(_ i: Int) -> String {
        switch storage {
        case .members(let start, _): return document.members[Int(start) + i].key
        case .chunkedMembers(let list, _): return document.chunkedMembers[Int(list)][i].key
        }
    }

    private func node(_ i: Int) -> SceneFileNode {
        switch storage {
        case .members(let start, _): return .member(Int(start) + i, of: document)
        case .chunkedMembers(let list, _): return .chunkedMember(i, list: Int(list), of: document)
        }
    }

    package subscript(i: Int) -> (key: String, node: SceneFileNode) {
        precondition(i >= 0 && i < endIndex, "index \(i) out of an object of \(endIndex) members")
        return (key(i), node(i))
    }

    /// The value of the member `key`, nil when there is none: a lookup
    /// that makes no node for the members it passes.
    package func node(forKey key: String) -> SceneFileNode? {
        for i in indices where self.key(i) == key { return node(i) }
        return nil
    }
}
