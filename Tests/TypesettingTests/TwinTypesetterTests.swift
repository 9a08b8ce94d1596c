import XCTest
@testable import Typesetting

/// `Typesetter.twin()`: the same fonts opened again for a second thread; its layouts equal the
/// original's, faces included, in whichever order each is asked.
final class TwinTypesetterTests: XCTestCase {
    private let samples: [(String, Font)] = [
        ("Settings", .system(size: 17)),
        ("Slanted", Font(size: 20, weight: .bold, isItalic: true)),
        ("שלום עולם", Font(size: 17, name: "NotoSansHebrew-Regular")),
        ("Medium by name", Font(size: 15, name: "Inter-Regular")),
        ("Mixed العربية 😀 and 中文", .system(size: 17, weight: .semibold)),
        ("Long text that wraps over several lines at a narrow width", .system(size: 13)),
    ]

    func testTheTwinIsMadeOnceAndHasNoTwin() throws {
        let t = try Typesetter()
        let twin = try XCTUnwrap(t.twin())
        XCTAssertTrue(twin === t.twin())
        XCTAssertNil(twin.twin())
    }

    /// The twin asks first for faces the original has not opened (an oblique, a font by name):
    /// the original opens them, in the same order, so glyphs name the same faces.
    func testTheTwinLaysOutLikeTheOriginal() throws {
        let t = try Typesetter()
        _ = t.layout("Opened by the original first", font: Font(size: 12, isItalic: true))
        let twin = try XCTUnwrap(t.twin())
        let fromTwin = samples.reversed().map { twin.layout($0.0, font: $0.1, maxWidth: 120, scale: 2) }
        let fromOriginal = samples.reversed().map { t.layout($0.0, font: $0.1, maxWidth: 120, scale: 2) }
        XCTAssertEqual(fromTwin, fromOriginal)
        XCTAssertEqual(twin.faceNames, t.faceNames)
        XCTAssertEqual(twin.resolve(samples[1].1), t.resolve(samples[1].1))
        XCTAssertEqual(twin.metrics(for: samples[2].1).ascender, t.metrics(for: samples[2].1).ascender)
    }

    /// The original and its twin measuring at once, on two threads, give one thread's results.
    func testConcurrentUseGivesTheSameLayouts() throws {
        let t = try Typesetter()
        let twin = try XCTUnwrap(t.twin())
        let texts = (0..<200).map { "Row \($0) \(String(repeating: "w", count: $0 % 13))" }
        let expected = try Typesetter()
        let want = texts.map { expected.layout($0, font: .system(size: 17), scale: 2) }
        let slots = LayoutSlots(count: texts.count)
        DispatchQueue.concurrentPerform(iterations: 2) { p in
            let typesetter = p == 0 ? t : twin
            for k in stride(from: p, to: texts.count, by: 2) { slots.set(k, typesetter.layout(texts[k], font: .system(size: 17), scale: 2)) }
        }
        XCTAssertEqual(slots.all, want)
    }
}

private final class LayoutSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var layouts: [TextLayout?]
    init(count: Int) { layouts = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ l: TextLayout) { lock.lock(); layouts[i] = l; lock.unlock() }
    var all: [TextLayout] { layouts.compactMap { $0 } }
}
