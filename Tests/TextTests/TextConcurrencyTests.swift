import Dispatch
import Paths
import Synchronization
import Testing
import Text

/// The renderer evaluates frames on several threads: laying out at once
/// from many threads must give what one thread gives.
@Suite struct TextConcurrencyTests {
    static let strings = [
        "The quick brown fox\njumps over the lazy dog",
        "F         BER", "AVATAR WAVE", "0123456789 !?@#&", "S",
        "ÆØÅ æøå ÇÉÈ çéè", "Kerning: AV To Ty Wa",
    ]

    @Test func concurrentLayoutMatchesSerialLayout() throws {
        // A face no other test touches, so the glyph cache fills while the
        // threads race.
        let font = try Font(file: DejaVu.serifCondensed, size: 24)
        let jobs = 64
        let results = ResultsBox<Path>(count: jobs)
        DispatchQueue.concurrentPerform(iterations: jobs) { job in
            let text = Self.strings[job % Self.strings.count]
            results.set(job, TextLayout(text, font: font, width: 400, alignment: .center).path)
        }
        for job in 0..<jobs {
            let text = Self.strings[job % Self.strings.count]
            let serial = TextLayout(text, font: font, width: 400, alignment: .center).path
            #expect(results.get(job) == serial, "job \(job)")
            #expect(!serial.isEmpty)
        }
    }

    @Test func concurrentLookupsAgree() throws {
        let locator = FontLocator()
        let names = ["HelveticaNeue-Thin", ".SFUI-Regular", "DejaVu Sans", "SF Pro Display", "Nope Sans"]
        let jobs = 40
        let files = ResultsBox<String>(count: jobs)
        DispatchQueue.concurrentPerform(iterations: jobs) { job in
            let font = try? Font(name: names[job % names.count], size: 12, locator: locator)
            files.set(job, font?.match.file ?? "error")
        }
        for job in 0..<jobs {
            let expected = try locator.locate(FontDescriptor(name: names[job % names.count])).file
            #expect(files.get(job) == expected)
        }
    }
}

/// A fixed-size array written by concurrent jobs, one slot each.
final class ResultsBox<Value: Sendable>: Sendable {
    private let values: Mutex<[Value?]>

    init(count: Int) { values = Mutex(Array(repeating: nil, count: count)) }

    func set(_ index: Int, _ value: Value) { values.withLock { $0[index] = value } }
    func get(_ index: Int) -> Value? { values.withLock { $0[index] } }
}
