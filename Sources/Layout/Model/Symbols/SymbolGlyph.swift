/// The outline snapshot draws for an SF Symbol: a glyph of Debian's bootstrap-icons (MIT), in
/// its 16-point grid, y down (docs/render.md, "SF Symbols").
public struct SymbolGlyph: Hashable, Sendable {
    /// One outline command, in the 16-point grid.
    public enum Command: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case curve(to: Point, control1: Point, control2: Point)
        case close
    }

    /// One filled shape of the glyph; the glyph is the union of its shapes.
    public struct Shape: Hashable, Sendable {
        public var isEvenOdd: Bool
        public var commands: [Command]
    }

    /// The bootstrap-icons name (`gear-fill`).
    public var name: String
    /// The ink's bounds in the 16-point grid: what is fitted to the symbol image's rect.
    public var bounds: Rect
    public var shapes: [Shape]
}

extension SymbolGlyph {
    /// Reads a line of the outlines file (`Symbols/glyphs.txt`): name, four bound numbers, then the shapes.
    init?(line: Substring) {
        let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
        guard fields.count == 6 else { return nil }
        let numbers = fields[1...4].compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        name = String(fields[0])
        bounds = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        shapes = fields[5].split(separator: "|").map(Self.shape)
    }

    /// `n` or `e`, then commands: a letter and its numbers (`M8 4.754C...Z`).
    private static func shape(_ text: Substring) -> Shape {
        var commands: [Command] = []
        var letter: Character = "M"
        var numbers: [Double] = []
        var number = ""
        func flushNumber() { if let v = Double(number) { numbers.append(v) }; number = "" }
        func flushCommand() {
            flushNumber()
            if let c = command(letter, numbers) { commands.append(c) }
            numbers = []
        }
        for ch in text.dropFirst() {
            if ch.isLetter { flushCommand(); letter = ch } else if ch == " " { flushNumber() } else { number.append(ch) }
        }
        flushCommand()
        return Shape(isEvenOdd: text.first == "e", commands: commands)
    }

    private static func command(_ letter: Character, _ n: [Double]) -> Command? {
        switch (letter, n.count) {
        case ("M", 2): return .move(Point(x: n[0], y: n[1]))
        case ("L", 2): return .line(Point(x: n[0], y: n[1]))
        case ("C", 6): return .curve(to: Point(x: n[4], y: n[5]), control1: Point(x: n[0], y: n[1]),
                                     control2: Point(x: n[2], y: n[3]))
        case ("Z", 0): return .close
        default: return nil
        }
    }
}
