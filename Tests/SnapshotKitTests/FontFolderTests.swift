import Foundation
import SnapshotKit
import XCTest

/// The pipeline's font folders.
final class FontFolderTests: XCTestCase {
    func testMissingFontFolderInTheEnvironmentFailsLikeTheOption() {
        setenv("SNAPSHOT_FONTS", "/nonexistent-fonts", 1)
        defer { unsetenv("SNAPSHOT_FONTS") }
        XCTAssertThrowsError(try SnapshotPipeline()) { error in
            XCTAssertEqual("\(error)", "error: SNAPSHOT_FONTS /nonexistent-fonts: no such directory")
        }
    }
}
