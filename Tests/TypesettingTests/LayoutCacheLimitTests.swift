import XCTest
@testable import Typesetting

/// `Typesetter.layoutCacheLimit`: a small cache (emptied whenever it fills) gives the layouts a
/// large one gives, and the limit is at least one entry.
final class LayoutCacheLimitTests: XCTestCase {
    func testASmallCacheGivesTheSameLayouts() throws {
        let reference = try typesetter()
        let small = try Typesetter()
        XCTAssertEqual(small.layoutCacheLimit, 50_000)
        small.layoutCacheLimit = 0
        XCTAssertEqual(small.layoutCacheLimit, 1, "at least one entry")
        small.layoutCacheLimit = 3
        let body = Font.system(size: 17)
        let texts = (0..<10).map { "Entry \($0 % 4) with a few words مرحبا" }
        for round in 0..<2 {
            for text in texts {
                XCTAssertEqual(small.layout(text, font: body, maxWidth: 90, scale: 2),
                               reference.layout(text, font: body, maxWidth: 90, scale: 2), "\(text), round \(round)")
            }
        }
    }
}
