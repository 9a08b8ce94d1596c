import Dispatch
import XCTest
@testable import Layout

/// `OrderedParts`: parts written on two threads, finishing out of order, are joined in order
/// into a streaming writer: the bytes one thread writing them in order gives.
final class OrderedPartsTests: XCTestCase {
    private final class Chunks: @unchecked Sendable {
        var bytes: [UInt8] = []
    }

    /// Stretch k: entries "k.0" ... with an uneven amount of work, so stretches finish out of order.
    private static func write(_ k: Int, into out: inout JSONOutput) {
        for i in 0..<(1 + (k * 7) % 5) {
            out.key("\(k).\(i)")
            out.string(String(repeating: "x", count: (k * 31 + i * 17) % 300))
            if k % 3 == 0 { usleep(UInt32(50 * (k % 4))) }
        }
    }

    private func streamed(_ body: (inout JSONOutput) -> Void) throws -> [UInt8] {
        let chunks = Chunks()
        var out = JSONOutput(streamingTo: { chunks.bytes += $0 }, chunkSize: 256)
        out.beginObject()
        body(&out)
        out.endObject()
        return chunks.bytes + (try out.finished(newline: true))
    }

    func testPartsJoinInOrder() throws {
        let count = 40
        let inOrder = try streamed { out in
            for k in 0..<count { Self.write(k, into: &out) }
        }
        for window in [1, 2, 8, 1, 2, 8] {
            var mostAhead = 0
            let joined = try streamed { out in
                let position = out.position
                let parts = OrderedParts(joining: &out, count: count, window: window)
                DispatchQueue.concurrentPerform(iterations: 2) { _ in
                    while let k = parts.nextStretch() {
                        var part = JSONOutput(partAt: position)
                        Self.write(k, into: &part)
                        parts.deliver(part, at: k)
                    }
                }
                out = parts.finish()
                mostAhead = parts.mostAhead
            }
            XCTAssertEqual(String(decoding: joined, as: UTF8.self), String(decoding: inOrder, as: UTF8.self))
            XCTAssertLessThanOrEqual(mostAhead, window, "no more stretches taken than the window lets ahead")
        }
    }

    /// A thread held back on the stretch due: the other takes no more than the window allows,
    /// and goes on once that stretch is joined.
    func testAHeldBackStretchStopsTheOthers() throws {
        var out = JSONOutput()
        out.beginObject()
        let position = out.position
        let parts = OrderedParts(joining: &out, count: 10, window: 3)
        XCTAssertEqual(parts.nextStretch(), 0)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            while let k = parts.nextStretch() {
                var part = JSONOutput(partAt: position)
                Self.write(k, into: &part)
                parts.deliver(part, at: k)
            }
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 0.2), .timedOut, "waits for stretch 0")
        XCTAssertLessThanOrEqual(parts.mostAhead, 3)
        var first = JSONOutput(partAt: position)
        Self.write(0, into: &first)
        parts.deliver(first, at: 0)
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertLessThanOrEqual(parts.mostAhead, 3)
        XCTAssertNil(parts.nextStretch())
    }

    func testNoParts() throws {
        let empty = try streamed { out in
            let parts = OrderedParts(joining: &out, count: 0)
            XCTAssertNil(parts.nextStretch())
            out = parts.finish()
        }
        XCTAssertEqual(String(decoding: empty, as: UTF8.self), try String(decoding: streamed { _ in }, as: UTF8.self))
    }
}
