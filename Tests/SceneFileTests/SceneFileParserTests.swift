import Layers
import Presentation
import SceneFile
import Scenes
import Testing

/// The JSON reader follows RFC 8259: what it must accept, it reads exactly.
@Suite struct SceneFileParserTests {
    /// Strings with every escape, surrogate pairs and raw UTF-8 come back as written.
    @Test func stringsDecodeEveryEscape() throws {
        let root = #"{"type": "text", "string": "q\" b\\ s\/ \b\f\n\r\t \u00e9 \ud83d\ude00 ✓", "glyphs": null}"#
        let text = try #require(try decodeScene(sceneJSON(root: root)).root as? TextLayer)
        #expect(text.string == "q\" b\\ s/ \u{8}\u{c}\n\r\t é 😀 ✓")
    }

    /// Numbers read with correct rounding in every JSON form.
    @Test func numbersReadExactly() throws {
        let root = #"{"position": [-0.1, 1.5e3], "anchorPoint": [2E-2, 0], "opacity": 0.30000000000000004}"#
        let layer = try decodeScene(sceneJSON(root: root)).root
        #expect(layer.position.x == -0.1 && layer.position.y == 1500)
        #expect(layer.anchorPoint.x == 0.02 && layer.opacity == 0.30000000000000004)
    }

    /// An array of numbers is held packed (doubles only, in the document's
    /// store of numbers), short ones too, and each element still knows
    /// where its text starts, for messages.
    @Test func numberArraysArePackedAndKeepTheirOffsets() throws {
        let text = "[[1, 2,\n -30 ,4.5e1,\t5,0], [1, 2, 3, \"x\"], [6, 7]]"
        let root = try SceneFileParser.parse(Array(text.utf8), maximumDepth: 8)
        guard case .array(let rows) = root.value, rows.count == 3 else { Issue.record("\(root.value)"); return }
        guard case .array(let packed) = rows[0].value, case .array(let mixed) = rows[1].value,
              case .array(let pair) = rows[2].value else { Issue.record("not arrays"); return }
        #expect(packed.packedNumbers == [1, 2, -30, 45, 5, 0])
        #expect(mixed.packedNumbers == nil && pair.packedNumbers == [6, 7])
        let offsets = packed.map(\.offset), bytes = Array(text.utf8)
        #expect(offsets.map { String(decoding: bytes[$0..<$0 + 1], as: UTF8.self) } == ["1", "2", "-", "4", "5", "0"])
        #expect(offsets == [2, 5, 9, 14, 21, 23])
        guard case .number(let v) = packed[2].value else { Issue.record("\(packed[2].value)"); return }
        #expect(v == -30)
    }

    /// Arrays that mix numbers with other values (their numbers packed
    /// as doubles once that is smaller than a node each, in the
    /// document's stores or, past 4 096 elements, the array's own) read
    /// back every element's value and offset, whatever precedes it:
    /// strings holding brackets, commas and escaped quotes, nested
    /// arrays and objects.
    @Test(arguments: [4, 5, 63, 64, 65, 300, 4_095, 4_096, 4_097, 9_000])
    func mixedArraysReadBackEveryElementAndOffset(count: Int) throws {
        let others = ["null", "true", #""a]\",\"[,""#, "[1, [2, \"]\"]]", #"{"k": [3, {"]": 4}]}"#, "[]", "{}"]
        // Mostly numbers, another value at every 7th element, save in
        // every third hundred (runs past a 64-element word of bits).
        let items = (0..<count).map { i -> String in
            i % 7 == 3 && (i / 100) % 3 != 1 ? others[i / 7 % others.count] : "\(i % 10 == 0 ? "-" : "")\(i).5e0"
        }
        let text = "[" + items.enumerated().map { $0 % 3 == 0 ? $1 : " \n" + $1 }.joined(separator: ",") + " ]"
        let bytes = Array(text.utf8)
        let root = try SceneFileParser.parse(bytes, maximumDepth: 8)
        guard case .array(let elements) = root.value, elements.count == count else {
            Issue.record("\(root.typeName), \(count) elements expected"); return
        }
        var wrong = 0
        for (i, item) in items.enumerated() {
            let element = elements[i]
            let read: String = switch element.value {
            case .number(let v): JSONText.number(v)
            case .null: "null"
            case .bool(let b): b ? "true" : "false"
            case .string(let s): JSONText.string(s)
            case .array(let a): "array of \(a.count)"
            case .object(let o): "object of \(o.count)"
            }
            let expected: String = switch item {
            case "null", "true": item
            case others[2]: JSONText.string("a]\",\"[,")
            case others[3]: "array of 2"
            case others[4]: "object of 1"
            case "[]": "array of 0"
            case "{}": "object of 0"
            default: JSONText.number(Double(item)!)
            }
            if read != expected || !bytes[element.offset...].starts(with: Array(item.utf8)) { wrong += 1 }
        }
        #expect(wrong == 0, "\(wrong) of \(count) elements read back wrong")
    }

    /// Strings of every length around the 7 UTF-8 bytes a node holds in
    /// itself read back as written, NULs and multi-byte characters
    /// included.
    @Test func shortAndLongStringsReadBack() throws {
        let strings = ["", "a", "\u{0}", "é", "\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}", "abcdefg", "abcdefgh", "😀é€", "😀é€x",
                       "a\u{0}", String(repeating: "z", count: 40)]
        let text = "[" + strings.map { JSONText.string($0) }.joined(separator: ", ") + "]"
        let root = try SceneFileParser.parse(Array(text.utf8), maximumDepth: 8)
        guard case .array(let items) = root.value else { Issue.record("\(root.value)"); return }
        let read = items.map { item -> String? in if case .string(let s) = item.value { return s } else { return nil } }
        #expect(read == strings)
    }

    /// An object of thousands of members (past the 16 from which keys are
    /// checked through a set of hashes, and the 4 096 from which it keeps
    /// chunks of its own) reads back in order, and a key repeated
    /// thousands of members later is refused where it is repeated.
    @Test func largeObjectsKeepTheirOrderAndRefuseDuplicates() throws {
        // 7 919 is prime, so i × 7 919 mod 5 000 visits every key once.
        let keys = (0..<5_000).map { "k\($0 * 7_919 % 5_000)" }
        let text = "{" + keys.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ") + "}"
        let root = try SceneFileParser.parse(Array(text.utf8), maximumDepth: 8)
        guard case .object(let members) = root.value else { Issue.record("\(root.typeName)"); return }
        #expect(members.map(\.key) == keys)
        let values = members.map { member -> Double in if case .number(let v) = member.node.value { v } else { -1 } }
        #expect(values == (0..<5_000).map(Double.init))
        let last = try #require(members.node(forKey: keys[4_999]))
        #expect(Array(text.utf8)[last.offset...].starts(with: Array("4999}".utf8)))

        for repeated in [keys[3], keys[4_500]] {
            let again = "{" + (keys + [repeated]).map { "\"\($0)\": 1" }.joined(separator: ", ") + "}"
            do {
                _ = try SceneFileParser.parse(Array(again.utf8), maximumDepth: 8)
                Issue.record("\(repeated) repeated was accepted")
            } catch {
                #expect(error.message == "duplicate key \"\(repeated)\"")
                #expect(error.offset == again.utf8.count - "\"\(repeated)\": 1}".utf8.count)
            }
        }
    }

    /// A node (every element of a parsed array that is not packed) is 16
    /// bytes: a 32 MiB file of short arrays and strings holds millions.
    @Test func nodesAreSixteenBytes() {
        #expect(MemoryLayout<SceneFileNode>.stride <= 16)
    }

    /// A byte-order mark and surrounding whitespace are allowed.
    @Test func byteOrderMarkAndWhitespace() throws {
        let json = "\u{FEFF} \r\n\t" + sceneJSON(root: "{}") + "\n\n"
        #expect(throws: Never.self) { try decodeScene(json) }
    }

    @Test(arguments: [
        ("{\"a\": \"\\ud800\"}", "a \\u escape of a high surrogate must be followed by a low surrogate"),
        ("{\"a\": \"\\u12G4\"}", "\\u must be followed by four hex digits"),
        ("{\"a\": [1, 2,]}", "unexpected ']', expected a value"),
        ("{\"a\": -}", "expected a digit"),
        ("{\"a\": 1.}", "expected a digit after '.'"),
        ("{\"a\": 1e}", "expected an exponent"),
        ("{\"a\" 1}", "expected ':' after a key"),
        ("{'a': 1}", "expected a key in double quotes"),
        ("{\"a\": \"unterminated", "unterminated string"),
        ("{\"a\": NaN}", "unexpected 'N', expected a value"),
    ])
    func malformedJSONIsASyntaxError(json: String, expected: String) throws {
        let error = try #require(sceneFileError(json))
        #expect(error.kind == .syntax && error.line == 1 && error.column != nil)
        #expect(error.description.contains(expected), "got: \(error.description)")
    }

    @Test func invalidUTF8IsRefused() throws {
        let bytes: [UInt8] = Array("{\"a\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
        #expect(throws: SceneFileError.self) { try SceneFileDecoder(images: nil).decode(bytes) }
        do {
            _ = try SceneFileDecoder(images: nil).decode(bytes)
        } catch let error as SceneFileError {
            #expect(error.description == "scene file:1:7: string is not valid UTF-8")
        }
    }
}
