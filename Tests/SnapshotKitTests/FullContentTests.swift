import Foundation
import Layout
import Render
import SnapshotKit
import XCTest

/// `render --full-content` (issue #12, rule 12): the screen grows by the scroll views' hidden
/// content and the input is laid out again on it, so what is pinned to the screen's bottom
/// follows instead of staying where the device's screen ended (a button drawn over a chat
/// bubble at AX3). A fixed-height scroll view is grown by the renderer alone, as before.
final class FullContentTests: XCTestCase {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("full-content-\(UUID().uuidString)")

    override func setUpWithError() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A chat: six body-text bubbles in a scroll view and a Send button; `scrollBottom` ties
    /// the scroll view's bottom.
    private func chat(scrollBottom: String) throws -> String {
        let bubbles = [
            "Hello! Are we still on for lunch tomorrow at the usual place?",
            "Yes, noon works. I will bring the documents we talked about last week.",
            "Perfect. See you there, and thanks again for sorting it out so quickly.",
            "No problem at all. Have a good evening!",
            "One more thing: could you also print the second copy of the contract for the bank?",
            "Sure, I will print both copies tonight and bring them along with the folder.",
        ].enumerated().map { i, text in
            #"{"label": "Bubble \#(i + 1)", "text": "\#(text)", "font": "body", "numberOfLines": 0}"#
        }.joined(separator: ", ")
        let json = """
        {"name": "chat", "root": {"view": "Root View", "subviews": [
          {"scrollView": "Messages", "subviews": [
            {"stack": "Bubbles", "axis": "vertical", "alignment": "leading", "spacing": 8, "arrangedSubviews": [\(bubbles)]}]},
          {"button": "Send", "title": "Send", "font": "body"}]},
         "constraints": [
          "Messages.Leading = Safe Area.Leading", "Messages.Trailing = Safe Area.Trailing",
          "Messages.Top = Safe Area.Top", "\(scrollBottom)",
          "Send.CenterX = Superview.CenterX", "Safe Area.Bottom = Send.Bottom + 8",
          "Bubbles.Leading = Messages.Content Layout Guide.Leading", "Bubbles.Trailing = Messages.Content Layout Guide.Trailing",
          "Bubbles.Top = Messages.Content Layout Guide.Top", "Bubbles.Bottom = Messages.Content Layout Guide.Bottom",
          "Bubbles.Width = Messages.Frame Layout Guide.Width"]}
        """
        let path = folder.appendingPathComponent("chat-\(abs(scrollBottom.hashValue)).json").path
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func layOut(_ path: String, fullContent: Bool) throws -> LaidOutSnapshot {
        let pipeline = try XCTUnwrap(sharedPipeline, "cannot open the fonts")
        var screen = ScreenChoice(device: "iphone-8", contentSize: "AX3")
        screen.fullContent = fullContent
        screen.allTableRows = fullContent
        return try pipeline.layOut(.recipe(path: path), on: screen)
    }

    /// A button floating over the bottom of a full-screen scroll view stays at the bottom of the
    /// grown screen, below the last bubble's top, not over the third bubble where the device's
    /// screen ended.
    func testBottomPinnedButtonFollowsTheGrownScreen() throws {
        let path = try chat(scrollBottom: "Messages.Bottom = Safe Area.Bottom")
        let device = try layOut(path, fullContent: false).result
        let hidden = device.scrollContentOverflow
        XCTAssertTrue(hidden > 100, "AX3 text is taller than the screen: \(hidden)")
        let full = try layOut(path, fullContent: true).result
        let height = full.environment.rootSize.height
        assertClose(height, 667 + hidden, accuracy: 0.5, "the screen grew by the hidden content")
        assertClose(full.scrollContentOverflow, 0, accuracy: 0.5, "the scroll view shows all of it")
        assertClose(full.frame("Send").maxY, height - 8, "the button at the grown screen's bottom")
        XCTAssertTrue(full.frame("Send").minY > full.frame("Bubble 6").minY, "\(full.frame("Send")) \(full.frame("Bubble 6"))")
        let pipeline = try XCTUnwrap(sharedPipeline)
        let bitmap = try pipeline.render(try layOut(path, fullContent: true), options: RenderOptions(fullScrollContent: true))
        XCTAssertEqual(Double(bitmap.height), (height * 2).rounded(), "nothing left for the renderer to grow")
    }

    /// The button below the scroll view: the same frames as the renderer's shifting gave.
    func testButtonBelowTheScrollViewEndsTheGrownScreen() throws {
        let path = try chat(scrollBottom: "Send.Top = Messages.Bottom + 8")
        let full = try layOut(path, fullContent: true).result
        XCTAssertTrue(full.environment.rootSize.height > 667)
        assertClose(full.frame("Send").minY, full.frame("Messages").maxY + 8)
        XCTAssertTrue(full.frame("Bubble 6").maxY <= full.frame("Messages").maxY + 1e-6)
        assertClose(full.frame("Send").maxY, full.environment.rootSize.height - 8)
    }

    /// A scroll view of fixed height does not grow with the screen: the layout stays on the
    /// device's screen and the renderer grows the scroll view in place.
    func testFixedHeightScrollViewKeepsTheDevicesScreen() throws {
        let path = try chat(scrollBottom: "Messages.Height = 300")
        let full = try layOut(path, fullContent: true)
        XCTAssertEqual(full.result.environment.rootSize.height, 667)
        let hidden = full.result.scrollContentOverflow
        XCTAssertTrue(hidden > 100)
        let pipeline = try XCTUnwrap(sharedPipeline)
        let bitmap = try pipeline.render(full, options: RenderOptions(fullScrollContent: true))
        XCTAssertEqual(Double(bitmap.height), ((667 + hidden) * 2).rounded(), accuracy: 1)
    }
}
