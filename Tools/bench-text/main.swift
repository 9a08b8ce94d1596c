// Typesetting benchmark (release build, run by scripts/bench-text; not part of CI).
// Measures 10,000 label strings uncached (fresh caches) and cached (same calls again), then
// rasterizes 5,000 glyph masks uncached and cached, and prints the figures.
import Foundation
import Typesetting

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

let words = ["Settings", "General", "Sign", "in", "Cancel", "Done", "the", "quick", "brown", "fox",
             "jumps", "over", "lazy", "dog", "Notifications", "Privacy", "&", "Security", "Wi-Fi",
             "Bluetooth", "12:45", "$1,299.00", "Today", "messages", "account", "password",
             "布局", "快照", "测试", "中文", "Continue", "Learn", "More", "Terms", "of", "Service"]
var rng: UInt64 = 0x9E37_79B9_7F4A_7C15
@MainActor func next(_ n: Int) -> Int {
    rng = rng &* 6364136223846793005 &+ 1442695040888963407
    return Int((rng >> 33) % UInt64(n))
}
let labelCount = 10_000
var labels: [(String, Font, Double?, Int)] = []
for i in 0..<labelCount {
    let count = 1 + next(12)
    let text = (0..<count).map { _ in words[next(words.count)] }.joined(separator: " ") + " \(i)"
    let style = TextStyle.allCases[next(TextStyle.allCases.count)]
    let width: Double? = [nil, 150, 200, 343][next(4)]
    labels.append((text, Font.preferred(style), width, [0, 1, 2][next(3)]))
}

let typesetter: Typesetter
do { typesetter = try Typesetter() } catch {
    print("bench-text: \(error)")
    exit(1)
}

@MainActor func measureAll() -> (Double, Int) {
    let start = now()
    var lines = 0
    for (text, font, width, n) in labels {
        let l = typesetter.layout(text, font: font, maxWidth: width, numberOfLines: n,
                                  lineBreakMode: .byTruncatingTail, alignment: .natural,
                                  direction: .natural, scale: 3)
        lines += l.lines.count
    }
    return (now() - start, lines)
}

typesetter.clearLayoutCache()
let (uncached, lineCount) = measureAll()
let (cached, _) = measureAll()
print(String(format: "layout  uncached: %d labels (%d lines) in %.3f s = %.1f µs/label",
             labelCount, lineCount, uncached, uncached / Double(labelCount) * 1e6))
print(String(format: "layout  cached:   %d labels in %.3f s = %.2f µs/label (%.0fx faster)",
             labelCount, cached, cached / Double(labelCount) * 1e6, uncached / max(cached, 1e-9)))

// 5,000 distinct glyph masks: glyphs of the labels at @2x/@3x and four subpixel buckets.
var requests: [(PositionedGlyph, Double, Int)] = []
var seen = Set<PositionedGlyph>()
outer: for (text, font, width, n) in labels {
    let l = typesetter.layout(text, font: font, maxWidth: width, numberOfLines: n,
                              lineBreakMode: .byTruncatingTail, alignment: .natural,
                              direction: .natural, scale: 3)
    for line in l.lines {
        for g in line.glyphs {
            let key = PositionedGlyph(face: g.face, glyph: g.glyph, size: g.size, x: 0, y: 0)
            guard seen.insert(key).inserted else { continue }
            for scale in [2.0, 3.0] {
                for sub in 0..<4 {
                    requests.append((key, scale, sub))
                    if requests.count == 5_000 { break outer }
                }
            }
        }
    }
}
typesetter.clearGlyphCache()
var start = now()
var ink = 0
for (g, scale, sub) in requests { ink &+= typesetter.glyphMask(g, scale: scale, subpixel: sub).coverage.count }
let rasterUncached = now() - start
start = now()
for (g, scale, sub) in requests { ink &+= typesetter.glyphMask(g, scale: scale, subpixel: sub).coverage.count }
let rasterCached = now() - start
print(String(format: "masks   uncached: %d glyph masks in %.3f s = %.1f µs/mask",
             requests.count, rasterUncached, rasterUncached / Double(requests.count) * 1e6))
print(String(format: "masks   cached:   %d glyph masks in %.3f s = %.2f µs/mask (%d coverage bytes read)",
             requests.count, rasterCached, rasterCached / Double(requests.count) * 1e6, ink))
