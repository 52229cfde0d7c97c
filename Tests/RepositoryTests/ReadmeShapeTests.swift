import Foundation
import Testing

/// The READMEs read in an afternoon: the root README is a front page of at
/// most `maximumRootLines` lines with a table of contents, and no README
/// has a sentence over `maximumSentenceWords` words.
@Suite struct ReadmeShapeTests {
    /// The root README's length limit, lines.
    static let maximumRootLines = 250
    /// The longest sentence any README may hold, words.
    static let maximumSentenceWords = 45

    /// Folders never searched for READMEs: build output, virtual
    /// environments and anything hidden (`.build`, `.git`, `.device`).
    static func isSkipped(_ component: Substring) -> Bool {
        component.hasPrefix(".") || component == "lottie-reference" || component == "frames"
    }

    /// Every README.md of the repository, relative to its root, sorted.
    static func readmes() -> [String] {
        let root = RepositoryDocsTests.root
        var found: [String] = [], folders = [""]
        while let folder = folders.popLast() {
            let path = folder.isEmpty ? root : "\(root)/\(folder)"
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] where !isSkipped(name[...]) {
                let relative = folder.isEmpty ? name : "\(folder)/\(name)"
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: "\(root)/\(relative)", isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    folders.append(relative)
                } else if name == "README.md" {
                    found.append(relative)
                }
            }
        }
        return found.sorted()
    }

    /// The words after a list item's marker (`-`, `*`, `+` or `1.` and a
    /// space), or nil for a line that is not a list item.
    static func listItem(_ words: [Substring]) -> [Substring]? {
        guard let first = words.first else { return nil }
        let isMarker = ["-", "*", "+"].contains(first)
            || (first.count > 1 && first.last == "." && first.dropLast().allSatisfy(\.isNumber))
        return isMarker ? Array(words.dropFirst()) : nil
    }

    /// One sentence of prose: where it starts (1-based line) and its words.
    struct Sentence: Equatable {
        var line: Int
        var words: [Substring]
    }

    /// The sentences of a Markdown text. Fenced code blocks, tables
    /// (lines starting with `|`) and headings are skipped; a blank line or
    /// a list item (`-`, `*`, `+` or `1.` followed by a space) ends a
    /// paragraph; within one, a sentence ends at a word ending in `.`, `?`
    /// or `!` (that is, at ". ", "? " or "! "). Words are the
    /// whitespace-separated tokens.
    static func sentences(of text: String) -> [Sentence] {
        var sentences: [Sentence] = []
        var current: Sentence?
        var inFence = false
        func finish() {
            if let sentence = current, !sentence.words.isEmpty { sentences.append(sentence) }
            current = nil
        }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("```") {
                finish()
                inFence.toggle()
                continue
            }
            if inFence { continue }
            if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("|") {
                finish()
                continue
            }
            var words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if let item = listItem(words) {
                finish()
                words = item
            }
            for word in words {
                if current == nil { current = Sentence(line: index + 1, words: []) }
                current?.words.append(word)
                if let last = word.last, last == "." || last == "?" || last == "!" { finish() }
            }
        }
        finish()
        return sentences
    }

    /// The rule itself, on a text made for it: code, tables, headings and
    /// list items are handled as the doc comment of `sentences(of:)` says.
    @Test func sentencesAreSplitAsDocumented() {
        let text = """
            # A heading of many words that is not a sentence at all
            One two three. Four five
            six? Seven!

            ```sh
            code is not prose. at all
            ```
            | a table. | cell |
            - item one
            - item two. Item three
            """
        let found = Self.sentences(of: text).map { ($0.line, $0.words.joined(separator: " ")) }
        #expect(found.map(\.0) == [2, 2, 3, 9, 10, 10])
        #expect(found.map(\.1) == ["One two three.", "Four five six?", "Seven!", "item one", "item two.",
                                   "Item three"])
    }

    @Test func theRootReadmeIsAFrontPage() throws {
        let text = try String(contentsOfFile: "\(RepositoryDocsTests.root)/README.md", encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        #expect(lines.count <= Self.maximumRootLines,
                "README.md has \(lines.count) lines, over \(Self.maximumRootLines): move details to the targets' READMEs")
        let contents = lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "## Contents" }
        #expect(contents != nil, "README.md has no \"## Contents\" section")
        if let contents {
            // The table of contents links to the page's own sections.
            let links = lines[(contents + 1)...].prefix { !$0.hasPrefix("#") }.filter { $0.contains("](#") }
            #expect(links.count >= 5, "README.md's contents list \(links.count) sections")
            let anchors = Set(lines.filter { $0.hasPrefix("## ") }.map { heading in
                "#" + heading.dropFirst(3).lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }
                    .replacingOccurrences(of: " ", with: "-")
            })
            for link in links {
                guard let open = link.range(of: "](#"), let close = link[open.upperBound...].firstIndex(of: ")") else {
                    continue
                }
                let anchor = "#" + link[open.upperBound..<close]
                #expect(anchors.contains(anchor), "README.md's contents link \(anchor) names no section")
            }
        }
    }

    @Test func noReadmeSentenceIsOverTheLimit() throws {
        let readmes = Self.readmes()
        #expect(readmes.contains("README.md") && readmes.count >= 20, "READMEs found: \(readmes)")
        var long: [String] = []
        for path in readmes {
            let text = try String(contentsOfFile: "\(RepositoryDocsTests.root)/\(path)", encoding: .utf8)
            for sentence in Self.sentences(of: text) where sentence.words.count > Self.maximumSentenceWords {
                long.append("\(path):\(sentence.line): \(sentence.words.count) words: "
                            + sentence.words.prefix(8).joined(separator: " ") + " …")
            }
        }
        // One issue listing every file:line, recorded directly so that the
        // list is not printed twice (as the message and as the value).
        if !long.isEmpty {
            Issue.record("""
                \(long.count) README sentence(s) over \(Self.maximumSentenceWords) words; split them:
                \(long.joined(separator: "\n"))
                """)
        }
    }
}
