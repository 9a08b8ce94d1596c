import Foundation
import XCTest
#if canImport(Testing)
import Testing
#endif

/// Reports a failure to whichever framework runs the current test, and attaches files to a
/// Swift Testing test (`swift test --attachments-path DIR` writes them out).
enum FailureReporting {
    static func fail(_ message: String) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
            return
        }
        #endif
        XCTFail(message)
    }

    static func attach(_ bytes: Data, named name: String) {
        #if canImport(Testing) && compiler(>=6.2)
        // Under Xcode, swift-snapshot-testing attaches the diff's `DiffAttachment`s itself.
        let underXcode = ProcessInfo.processInfo.environment.keys.contains("__XCODE_BUILT_PRODUCTS_DIR_PATHS")
        if Test.current != nil, !underXcode { Attachment.record([UInt8](bytes), named: name) }
        #endif
    }
}
