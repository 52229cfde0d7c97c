import Foundation
import Testing
import Text

@Suite struct FontDescriptorTests {
    @Test func parsesPostScriptNames() {
        #expect(FontDescriptor(name: "HelveticaNeue-Thin") == FontDescriptor(family: "HelveticaNeue", weight: .thin))
        #expect(FontDescriptor(name: ".SFUI-Regular") == FontDescriptor(family: "SFUI", weight: .regular))
        #expect(FontDescriptor(name: "Avenir-HeavyOblique") == FontDescriptor(family: "Avenir", weight: .heavy))
        #expect(FontDescriptor(name: "Menlo-Italic") == FontDescriptor(family: "Menlo", weight: .regular))
    }

    @Test func parsesFamilyNamesWithAndWithoutWeightWords() {
        #expect(FontDescriptor(name: "SF Pro Display") == FontDescriptor(family: "SF Pro Display"))
        #expect(FontDescriptor(name: "Helvetica Neue Thin") == FontDescriptor(family: "Helvetica Neue", weight: .thin))
        #expect(FontDescriptor(name: " DejaVu Sans ") == FontDescriptor(family: "DejaVu Sans"))
    }

    @Test func normalizedFamilyIgnoresCaseAndBlanks() {
        #expect(FontDescriptor(family: "HelveticaNeue").normalizedFamily
            == FontDescriptor(family: "Helvetica Neue").normalizedFamily)
        #expect(FontDescriptor(family: "DejaVu Sans").normalizedFamily != FontDescriptor(family: "DejaVu Serif").normalizedFamily)
    }

    @Test func systemFontSwitchesToDisplayAt20Points() {
        #expect(FontDescriptor.system(size: 19.5).family == "SF Pro Text")
        #expect(FontDescriptor.system(size: 20).family == "SF Pro Display")
        #expect(FontDescriptor.system(size: 50, weight: .bold).weight == .bold)
    }

    @Test func weightClasses() {
        #expect(FontWeight.thin.weightClass == .light)
        #expect(FontWeight.ultraLight.weightClass == .light)
        #expect(FontWeight.regular.weightClass == .regular)
        #expect(FontWeight.medium.weightClass == .regular)
        #expect(FontWeight.semibold.weightClass == .bold)
        #expect(FontWeight.ultraLight < .thin && .thin < .light && .light < .regular)
    }
}

/// These expect a machine prepared by tools/setup: DejaVu Sans with its
/// ExtraLight face, and no Helvetica Neue or SF Pro.
@Suite struct FontLocatorTests {
    @Test func findsDejaVuSansByFamily() throws {
        let match = try FontLocator.shared.locate(FontDescriptor(family: "DejaVu Sans"))
        #expect(match.file == DejaVu.sans)
        #expect(match.step == .requested && match.isExact)
        #expect(match.family == "DejaVu Sans" && match.style == "Book")
    }

    @Test func helveticaNeueThinFallsBackToAThinSans() throws {
        let match = try FontLocator.shared.locate(FontDescriptor(name: "HelveticaNeue-Thin"))
        #expect(match.file == DejaVu.sansExtraLight)
        #expect(match.step == .substituteSameWeightClass)
        #expect(match.weight.weightClass == .light)
        #expect(!match.isExact)
    }

    @Test func unknownFamilyFallsBackToDejaVuSansAtItsWeight() throws {
        let regular = try FontLocator.shared.locate(FontDescriptor(family: "No Such Family Flipbook"))
        #expect(regular.file == DejaVu.sans)
        #expect(regular.step == .substituteSameWeightClass)
        let bold = try FontLocator.shared.locate(FontDescriptor(family: "No Such Family Flipbook", weight: .bold))
        #expect(bold.file == DejaVu.directory + "/DejaVuSans-Bold.ttf")
    }

    @Test func systemFontNamesFallBackToDejaVuSans() throws {
        for name in [".SFUI-Regular", "SF Pro Display", "SFProText-Regular"] {
            let match = try FontLocator.shared.locate(FontDescriptor(name: name))
            #expect(match.file == DejaVu.sans, "\(name)")
        }
        let font = try Font.system(size: 50)
        #expect(font.match.requested.family == "SF Pro Display")
        #expect(font.match.file == DejaVu.sans)
    }

    @Test func withoutTheLightFaceTheThinRequestTakesTheNearestWeight() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("DejaVuSans.ttf")
        try FileManager.default.copyItem(atPath: DejaVu.sans, toPath: copy.path)
        let locator = FontLocator(fontDirectories: [directory.path])
        let match = try locator.locate(FontDescriptor(name: "HelveticaNeue-Thin"))
        #expect(match.file == copy.path)
        #expect(match.step == .substituteAnyWeight)
        #expect(match.style == "Book")
    }

    @Test func noFontAtAllIsAnErrorNotACrash() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let locator = FontLocator(fontDirectories: [directory.path])
        #expect(throws: TextError.noFontAvailable(requested: "HelveticaNeue")) {
            try locator.locate(FontDescriptor(name: "HelveticaNeue-Thin"))
        }
        #expect(throws: TextError.self) { try Font(name: "DejaVu Sans", size: 12, locator: locator) }
    }

    @Test func badFilesAndSizesAreErrors() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let notAFont = directory.appendingPathComponent("notes.ttf")
        try Data("not a font".utf8).write(to: notAFont)
        #expect(throws: TextError.self) { try Font(file: notAFont.path, size: 12) }
        #expect(throws: TextError.self) { try Font(file: directory.appendingPathComponent("missing.ttf").path, size: 12) }
        #expect(throws: TextError.invalidSize(0)) { try Font(name: "DejaVu Sans", size: 0) }
        #expect(throws: TextError.invalidSize(-3)) { try Font(name: "DejaVu Sans", size: -3) }
        #expect(throws: TextError.self) { try Font(name: "DejaVu Sans", size: .infinity) }
    }

    @Test func errorsReadAsOneLine() {
        let message = TextError.noFontAvailable(requested: "Helvetica Neue").description
        #expect(message.contains("Helvetica Neue") && message.contains("fonts-dejavu-core"))
        #expect(!message.contains("\n"))
    }
}
