import Foundation
import XCTest
@testable import Recipe
import Layout

/// Mutates parsed recipes as JSON trees (values of other types, removed/duplicated/renamed keys,
/// swapped arrays) so that most mutants are valid JSON and reach the decoder's deeper checks.
final class StructuralFuzzTests: XCTestCase {
    static let words = ["view", "label", "stack", "guide", "repeat", "template", "when", "variants", "subviews",
                        "arrangedSubviews", "constraints", "constraint", "visualFormat", "first", "second",
                        "firstAttribute", "secondAttribute", "frame", "hugging", "font", "source", "axis",
                        "Superview", "Stack View", "Image View", "wC hR", "landscape", "system 17 bold", "body",
                        "#FF00FF", "systemBlue", "H:|-[Stack View]-|", "Stack View.Top = Superview.Top", "{index}",
                        "", "fillEqually", "top", "none", "standard", "images/flowers.png", "x.png"]

    func serialize(_ node: JSONNode) -> String {
        switch node.value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(_, let text): return text
        case .string(let s): return jsonString(s)
        case .array(let items): return "[" + items.map(serialize).joined(separator: ",") + "]"
        case .object(let members): return "{" + members.map { jsonString($0.key) + ":" + serialize($0.value) }.joined(separator: ",") + "}"
        }
    }

    func randomValue(_ rng: inout FuzzTests.SplitMix, depth: Int) -> JSONNode.Value {
        let here = SourceLocation(line: 1, column: 1, offset: 0)
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &rng))
        case 2:
            let values: [Double] = [0, -1, 1, 0.5, 48, 250, 1000, 1001, -1e9, 1e300, 3.25]
            let n = values.randomElement(using: &rng) ?? 0
            return .number(n, "\(n)")
        case 3, 4: return .string(Self.words.randomElement(using: &rng) ?? "")
        case 5: return .array(depth > 2 ? [] : [JSONNode(value: randomValue(&rng, depth: depth + 1), location: here)])
        default:
            if depth > 2 { return .object([]) }
            let key = Self.words.randomElement(using: &rng) ?? "view"
            return .object([JSONMember(key: key, keyLocation: here, value: JSONNode(value: randomValue(&rng, depth: depth + 1), location: here))])
        }
    }

    /// Applies one mutation at a random node (chosen by a random walk from the top).
    func mutate(_ node: JSONNode, _ rng: inout FuzzTests.SplitMix) -> JSONNode {
        var result = node
        let descend = Int.random(in: 0..<4, using: &rng) != 0
        switch node.value {
        case .object(var members) where !members.isEmpty:
            let i = Int.random(in: 0..<members.count, using: &rng)
            if descend {
                members[i].value = mutate(members[i].value, &rng)
            } else {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: members.remove(at: i)
                case 1: members.append(members[i])
                case 2: members[i].key = Self.words.randomElement(using: &rng) ?? "x"
                default: members[i].value.value = randomValue(&rng, depth: 0)
                }
            }
            result.value = .object(members)
        case .array(var items) where !items.isEmpty:
            let i = Int.random(in: 0..<items.count, using: &rng)
            if descend {
                items[i] = mutate(items[i], &rng)
            } else {
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: items.remove(at: i)
                case 1: items.insert(items[i], at: i)
                default: items[i].value = randomValue(&rng, depth: 0)
                }
            }
            result.value = .array(items)
        default:
            result.value = randomValue(&rng, depth: 0)
        }
        return result
    }

    func testStructuralMutationsNeverCrash() throws {
        let folder = repositoryRoot + "/Snapshots/recipes"
        var bases: [JSONNode] = []
        for path in [folder + "/simple-stack-view.json", folder + "/nested-stack-views.json", folder + "/dynamic-stack-view.json",
                     repositoryRoot + "/Tests/RecipeTests/Fixtures/valid/every-key.json"] {
            bases.append(try JSONReader.parse(String(contentsOfFile: path, encoding: .utf8), file: path))
        }
        bases.append(try JSONReader.parse(variantRecipe, file: nil))
        var rng = FuzzTests.SplitMix(state: 0xF00D)
        var decoded = 0
        var kinds: [String: Int] = [:]
        for round in 0..<1500 {
            var node = bases[round % bases.count]
            for _ in 0..<Int.random(in: 1...3, using: &rng) { node = mutate(node, &rng) }
            let text = serialize(node)
            do {
                let doc = try RecipeDocument.decode(text: text, file: "mutant.json", baseDirectory: folder)
                for traits in [Traits.phonePortrait, .phoneLandscape] { _ = doc.resolved(for: traits).constraints.map(\.description) }
                decoded += 1
            } catch {
                XCTAssertFalse(error.message.isEmpty, text)
                XCTAssertNotEqual(error.kind, .syntax, "serialised mutants are valid JSON: \(error)")
                kinds["\(error.kind)".prefix(while: { $0 != "(" }).description, default: 0] += 1
                _ = error.description
            }
        }
        XCTAssertGreaterThan(decoded, 100)
        XCTAssertGreaterThan(kinds.count, 5, "\(kinds)")
    }
}
