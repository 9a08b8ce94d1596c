import FuzzSupport
import Layout
import Recipe
import SnapshotKit

/// Recipes generated from the input with many conflicting constraints: views A-D, then for
/// each input byte pair one constraint (`A.Width = 17`, `B.Leading >= C.Trailing + 3`, ...),
/// up to 4,000 of them. Decoded, built, laid out, and its warnings made with their notes
/// naming the broken constraints' lines; a hang or a blow-up is a finding (issue 35: 10,000
/// conflicting widths had taken 302 s in the notes alone).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConflicts(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    let text = ConflictRecipe.text(bytes)
    guard let pipeline = FuzzPipeline.shared,
          let document = try? RecipeDocument.decode(text: text, file: "fuzz.json", checkImageFiles: false),
          let environment = try? ScreenChoice().environment(recipeSettings: document.snapshot),
          let built = try? pipeline.build(document, for: environment) else { return 0 }
    let result = pipeline.layout(built)
    _ = SnapshotPipeline.warnings(built, result)
    return 0
}

enum ConflictRecipe {
    static let items = ["A", "B", "C", "D", "Superview"]
    static let attributes = ["Width", "Height", "Leading", "Trailing", "Top", "Bottom", "CenterX", "CenterY"]
    static let relations = ["=", ">=", "<="]

    /// One constraint per two bytes: the first picks the item, attribute and relation, the
    /// second a constant (or, when odd, a second item).
    static func text(_ bytes: [UInt8]) -> String {
        var constraints: [String] = []
        var i = 0
        while i + 1 < bytes.count, constraints.count < 4000 {
            let a = Int(bytes[i]), b = Int(bytes[i + 1])
            let first = "\(items[a % 4]).\(attributes[(a / 4) % 8])"
            let relation = relations[(a / 32) % 3]
            if b % 2 == 1 {
                let second = "\(items[(b / 2) % 5]).\(attributes[(a / 4) % 8])"
                constraints.append("\"\(first) \(relation) \(second) + \(b / 10)\"")
            } else {
                constraints.append("\"\(first) \(relation) \(b)\"")
            }
            i += 2
        }
        return """
        {"name": "conflicts", "root": {"subviews": [{"view": "A"}, {"view": "B"}, {"label": "C", "text": "c"}, {"view": "D"}]},
         "constraints": [\(constraints.joined(separator: ", "))]}
        """
    }
}

enum FuzzPipeline {
    nonisolated(unsafe) static var shared: SnapshotPipeline? = try? SnapshotPipeline()
}

/// The entry point SwiftPM links the executable to: libFuzzer, running the target above.
@_cdecl("fuzz_conflicts_main")
public func fuzz_conflicts_main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzDriver.run(fuzzConflicts)
}
