import Foundation
import InterfaceBuilder
import Layout
import XCTest

/// `.strings` files, String Catalogs and pseudolanguages, and a storyboard read with them
/// (docs/localization.md). The storyboard is the golden suite's localized fixture.
final class LocalizationTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots/recipes/localized").path
    static let storyboard = folder + "/Base.lproj/Welcome.storyboard"

    func load(_ locale: String?, strings: String? = nil) throws -> IBDocument {
        let source = IBStringsSource(documentPath: Self.storyboard, stringsPath: strings)
        return try IBDocument.load(contentsOf: Self.storyboard, translation: try locale.flatMap { try source.translation(for: $0) })
    }

    func text(_ document: IBDocument, _ id: String) -> String? {
        guard let view = document.scenes.first?.rootView?.view(withID: id) else { return nil }
        switch view.kind {
        case .label(let l): return l.text
        case .button(let b): return b.title
        case .textField(let f): return f.placeholder
        case .uikit(let u):
            if case .segmentedControl(let s) = u.kind { return s.segments.joined(separator: "|") }
            return nil
        default: return nil
        }
    }

    func testGermanAndArabicStringsTranslateTheStoryboard() throws {
        let base = try load(nil), german = try load("de"), arabic = try load("ar")
        XCTAssertEqual(text(base, "ttl-Wl-v01"), "Create your account")
        XCTAssertEqual(text(german, "ttl-Wl-v01"), "Erstellen Sie Ihr Konto")
        XCTAssertEqual(text(german, "btn-Wl-v01"), "Konto erstellen", "normalTitle")
        XCTAssertEqual(text(german, "eml-Wl-v01"), "E-Mail-Adresse", "placeholder")
        XCTAssertEqual(text(german, "seg-Wl-v01"), "Privat|Geschäftlich", "segmentTitles[N]")
        XCTAssertEqual(text(german, "bdy-Wl-v01")?.hasPrefix("Es dauert"), true, "a <string key=\"text\"> body")
        XCTAssertEqual(german.scenes.first?.viewController?.bars.navigationItem?.title, "Registrieren")
        XCTAssertEqual(german.scenes.first?.viewController?.bars.navigationItem?.rightItems.first?.title, "Hilfe", "a bar item's title")
        XCTAssertEqual(text(arabic, "ttl-Wl-v01"), "أنشئ حسابك", "a UTF-16 file with its byte-order mark")
        let french = try load("fr")
        XCTAssertEqual(text(french, "bdy-Wl-v01"), "Cela ne prend qu\u{2019}une minute.\nNous ne partageons jamais votre adresse.",
                       "\\U2019 and \\n escapes")
    }

    func testArabicIsRightToLeftAndGermanIsNot() throws {
        let source = IBStringsSource(documentPath: Self.storyboard)
        XCTAssertEqual(try source.translation(for: "ar")?.layoutDirection, .rightToLeft)
        XCTAssertEqual(try source.translation(for: "de")?.layoutDirection, .leftToRight)
        for locale in ["he", "fa-IR", "ur_PK", "ar-001", "right-to-left", "right-to-left-strings"] {
            XCTAssertEqual(LocaleDirection.of(locale), .rightToLeft, locale)
        }
        XCTAssertEqual(LocaleDirection.of("de-CH"), .leftToRight)
    }

    func testAMissingKeyKeepsTheBaseString() throws {
        let dir = NSTemporaryDirectory() + "l10n-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/it.lproj", withIntermediateDirectories: true)
        try "\"ttl-Wl-v01.text\" = \"Crea il tuo account\";\n".write(toFile: dir + "/it.lproj/Welcome.strings", atomically: true, encoding: .utf8)
        let italian = try load("it", strings: dir)
        XCTAssertEqual(text(italian, "ttl-Wl-v01"), "Crea il tuo account")
        XCTAssertEqual(text(italian, "btn-Wl-v01"), "Create account", "no key: the base string")
    }

    func testAnUnknownLocaleListsWhatThereIs() throws {
        XCTAssertThrowsError(try load("ja")) { error in
            let message = String(describing: error)
            XCTAssertTrue(message.contains("--locale ja: no translation"), message)
            XCTAssertTrue(message.contains("its translations are ar, de, fr"), message)
            XCTAssertTrue(message.contains("double-length, accented, bounded, right-to-left, right-to-left-strings"), message)
        }
        XCTAssertEqual(try IBStringsSource(documentPath: Self.storyboard).languages(), ["ar", "de", "fr"])
        XCTAssertEqual(text(try load("de-AT"), "btn-Wl-v01"), "Konto erstellen", "a region falls back to its language")
        XCTAssertEqual(text(try load("base"), "btn-Wl-v01"), "Create account")
    }

    func testStringsSyntax() throws {
        let text = """
            // a line comment
            /* a block
               comment */ "a" = "one \\"quoted\\" \\\\ word";
            "b"="tab\\there"; unquoted = value;
            "pair" = "\\UD83D\\UDE00";
            "a" = "last wins";
            """
        let table = try StringsTable.parse(Array(text.utf8), path: "x.strings")
        XCTAssertEqual(table["a"], "last wins")
        XCTAssertEqual(table["b"], "tab\there")
        XCTAssertEqual(table["unquoted"], "value")
        XCTAssertEqual(table["pair"], "😀", "a surrogate pair")
        let bigEndian: [UInt8] = [0xFE, 0xFF] + Array("\"k\" = \"v\";".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        XCTAssertEqual(try StringsTable.parse(bigEndian, path: "be.strings")["k"], "v")
        XCTAssertThrowsError(try StringsTable.parse(Array("\"a\" = \"b\"\n\"c\" = \"d\";".utf8), path: "bad.strings")) { error in
            XCTAssertEqual(String(describing: error), "bad.strings:2: error: expected \";\", found \"\"\"")
        }
        XCTAssertThrowsError(try StringsTable.parse(Array("/* open".utf8), path: "c.strings"))
    }

    func testStringCatalog() throws {
        let json = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "ttl-Wl-v01.text": {"localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "Konto anlegen"}},
                "ja": {"stringUnit": {"state": "translated", "value": "アカウント作成"}}}},
              "btn-Wl-v01.normalTitle": {"localizations": {"de": {"variations": {"plural": {}}}}}}}
            """
        let catalog = try StringCatalog.parse(Data(json.utf8), path: "Welcome.xcstrings")
        XCTAssertEqual(catalog.languageNames, ["de", "ja"])
        XCTAssertEqual(catalog.table("de")?["ttl-Wl-v01.text"], "Konto anlegen")
        XCTAssertNil(catalog.table("de")?["btn-Wl-v01.normalTitle"], "variations keep the base string")
        let path = NSTemporaryDirectory() + "Welcome-\(UUID().uuidString).xcstrings"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(text(try load("ja", strings: path), "ttl-Wl-v01"), "アカウント作成")
    }

    func testPseudolanguages() {
        XCTAssertEqual(Pseudolanguage.doubleLength.transform("Sign in"), "Sign in Sign in")
        XCTAssertEqual(Pseudolanguage.bounded.transform("Sign in"), "[# Sign in #]")
        XCTAssertEqual(Pseudolanguage.rightToLeft.transform("Sign in"), "Sign in")
        XCTAssertEqual(Pseudolanguage.rightToLeftStrings.transform("Sign in"), "ni ngiS")
        let accented = Pseudolanguage.accented.transform("Create your account")
        XCTAssertEqual(accented, "Çŕééååţéé ýööûûŕ ååççööûûñţ")
        let growth = Double(accented.count) / Double("Create your account".count)
        XCTAssertTrue((1.3...1.5).contains(growth), "about a third longer: \(growth)")
        XCTAssertEqual(Pseudolanguage.allCases.map(\.rawValue),
                       ["double-length", "accented", "bounded", "right-to-left", "right-to-left-strings"])
    }

    func testAPseudolanguageTransformsEveryString() throws {
        let doubled = try load("double-length")
        XCTAssertEqual(text(doubled, "btn-Wl-v01"), "Create account Create account")
        XCTAssertEqual(text(doubled, "seg-Wl-v01"), "Personal Personal|Business Business")
        XCTAssertEqual(doubled.scenes.first?.viewController?.bars.navigationItem?.title, "Sign up Sign up")
    }

    func testTheCorpusTranslationsApply() throws {
        let corpus = URL(fileURLWithPath: Self.folder).appendingPathComponent("../../../../shared/ib-corpus/files2").standardized.path
        let document = corpus + "/nrfblinky-Main.storyboard"
        try XCTSkipUnless(FileManager.default.fileExists(atPath: document), "the corpus is not here")
        let source = IBStringsSource(documentPath: document, stringsPath: corpus + "/nrfblinky-l10n")
        XCTAssertTrue(try source.languages().contains("zh-Hans"))
        let german = try IBDocument.load(contentsOf: document, translation: try source.translation(for: "de"))
        let labels = german.scenes.flatMap(\.allViews).compactMap { view -> String? in
            if case .label(let l) = view.kind { return l.text } else { return nil }
        }
        XCTAssertTrue(labels.contains("UNBEKANNT"), "\(labels)")
    }
}
