import Foundation
import XCTest
@testable import Recipe

/// Random mutations of valid recipes must give a document or a RecipeError, never a crash.
final class FuzzTests: XCTestCase {
    /// SplitMix64: a small deterministic generator, so failures reproduce.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let alphabet = Array("{}[]\":,.@×*x+-=<>≥≤|()0123456789 \\ntrue false null Top Width Superview H:V:ǅ花\u{0}")

    func mutate(_ text: [Character], _ rng: inout SplitMix) -> [Character] {
        var chars = text
        let edits = Int.random(in: 1...4, using: &rng)
        for _ in 0..<edits where !chars.isEmpty {
            let i = Int.random(in: 0..<chars.count, using: &rng)
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: chars.remove(at: i)
            case 1: chars.insert(Self.alphabet.randomElement(using: &rng) ?? "x", at: i)
            case 2: chars[i] = Self.alphabet.randomElement(using: &rng) ?? "x"
            case 3: chars = Array(chars[0..<i])
            case 4:
                let j = Int.random(in: 0..<chars.count, using: &rng)
                chars.swapAt(i, j)
            default:
                let j = min(chars.count, i + Int.random(in: 1...40, using: &rng))
                chars.insert(contentsOf: chars[i..<j], at: i)
            }
        }
        return chars
    }

    func testRandomMutationsNeverCrash() throws {
        let folder = repositoryRoot + "/Snapshots/recipes"
        var sources: [String] = []
        for file in ["simple-stack-view.json", "nested-stack-views.json", "dynamic-stack-view.json"] {
            sources.append(try String(contentsOfFile: folder + "/" + file, encoding: .utf8))
        }
        sources.append(variantRecipe)
        var rng = SplitMix(state: 0x5EED)
        var decoded = 0
        var failed = 0
        for round in 0..<1500 {
            let base = Array(sources[round % sources.count])
            let text = String(mutate(base, &rng))
            do {
                let doc = try RecipeDocument.decode(text: text, file: "fuzz.json", baseDirectory: folder)
                _ = doc.resolved(for: .phoneLandscape)
                decoded += 1
            } catch {
                failed += 1
                XCTAssertFalse(error.message.isEmpty)
                _ = error.description
            }
        }
        XCTAssertEqual(decoded + failed, 1500)
        XCTAssertGreaterThan(failed, 100)
    }

    func testRandomConstraintStringsNeverCrash() {
        var rng = SplitMix(state: 42)
        let seeds = ["A.Top = B.Bottom × 2 + 8 @750", "H:|-[A]-(>=8@750)-[B(==A)]-|", "V:|-20-[A(44)]", "A.Height = A.Width × 3:4",
                     "Content.Top = SV.Content Layout Guide.Top - Standard"]
        for round in 0..<3000 {
            let text = String(mutate(Array(seeds[round % seeds.count]), &rng))
            let json = recipe(views: standardViews, constraints: "[\(jsonString(text))]")
            do {
                _ = try decode(json)
            } catch {
                XCTAssertFalse(error.message.isEmpty, text)
                if let excerpt = error.excerpt {
                    XCTAssertGreaterThanOrEqual(excerpt.column, 1, text)
                    _ = excerpt.rendered
                }
            }
        }
    }
}
