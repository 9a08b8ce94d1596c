import Foundation
import Raster

/// One self-contained HTML report for a golden-test run: cases listed failures first (then by
/// name), each with expected / actual / diff images referenced by relative paths, an overlay
/// slider (inline CSS and JS, no external assets) to compare expected and actual, the
/// tolerance, and pass/fail counts. The same cases always give the same bytes.
public struct GoldenReport: Sendable {
    /// One test case in the report.
    public struct Case: Equatable, Sendable {
        public var name: String
        public var passed: Bool
        /// One-line outcome (for comparisons: `ComparisonResult.description`).
        public var message: String
        public var tolerance: String
        /// Paths relative to the report file; nil when that image does not exist.
        public var expectedPath: String?
        public var actualPath: String?
        public var diffPath: String?
        public var sideBySidePath: String?
        /// Integer magnification for showing small images (pixelated), 1 = natural size.
        public var displayScale: Int
        /// A second line under the name (e.g. the recipe's title).
        public var subtitle: String?
        /// `expected | actual | diff` cropped around the differing pixels (relative path).
        public var detailPath: String?
        /// Integer magnification of the detail image.
        public var detailScale: Int = 1
        /// The differing pixels' bounding box and the image size, to outline it on the diff.
        public var differenceBounds: PixelBounds?
        public var imageWidth: Int = 0
        public var imageHeight: Int = 0
        /// One magnified crop per separate region of differing pixels (the first is `detailPath`).
        public var details: [Detail] = []
        /// The layout diff (`GoldenLayoutDiff.lines`): a headline, then one line per view.
        public var layoutLines: [String] = []
        /// The case's warnings, new ones prefixed `new: `.
        public var warningLines: [String] = []
        /// Views that moved or resized, outlined on the diff image (pixels).
        public var viewMarks: [ViewMark] = []

        public init(name: String, passed: Bool, message: String, tolerance: String,
                    expectedPath: String? = nil, actualPath: String? = nil, diffPath: String? = nil,
                    sideBySidePath: String? = nil, displayScale: Int = 1, subtitle: String? = nil) {
            self.name = name
            self.passed = passed
            self.message = message
            self.tolerance = tolerance
            self.expectedPath = expectedPath
            self.actualPath = actualPath
            self.diffPath = diffPath
            self.sideBySidePath = sideBySidePath
            self.displayScale = max(1, min(16, displayScale))
            self.subtitle = subtitle
        }
    }

    /// A magnified crop of one region of differences.
    public struct Detail: Equatable, Sendable {
        public var path: String
        public var scale: Int
        /// The crop, in pixels of the images.
        public var region: PixelBounds
    }

    /// A view's frame outlined on the diff image: where it is now (and was, dashed).
    public struct ViewMark: Equatable, Sendable {
        public var name: String
        public var before: PixelBounds?
        public var after: PixelBounds?
    }

    public var title: String
    public private(set) var cases: [Case] = []
    private var usedFileNames: Set<String> = []

    public init(title: String = "Snapshot report") {
        self.title = title
    }

    public mutating func add(_ c: Case) { cases.append(c) }

    /// Adds the layout diff, the warnings and the moved views' outlines to the case added last.
    public mutating func annotateLast(layoutLines: [String], warningLines: [String], viewMarks: [ViewMark]) {
        guard !cases.isEmpty else { return }
        cases[cases.count - 1].layoutLines = layoutLines
        cases[cases.count - 1].warningLines = warningLines
        cases[cases.count - 1].viewMarks = viewMarks
    }

    /// Sets the subtitle of the case added last (e.g. after `addComparison`).
    public mutating func annotateLast(title: String) {
        guard !cases.isEmpty else { return }
        cases[cases.count - 1].subtitle = title
    }

    /// Compares, writes `<name>.expected.png`, `<name>.actual.png`, `<name>.diff.png` and
    /// `<name>.side-by-side.png` into `artifactsFolder` (created if needed; images only for
    /// failures unless `keepPassingImages`), records the case with paths relative to
    /// `reportFolder`, and returns the comparison. `fileBase` names the images (default: the
    /// name made file-safe, numbered past names already used).
    @discardableResult
    public mutating func addComparison(name: String, expected: Bitmap, actual: Bitmap, tolerance: Tolerance,
                                       artifactsFolder: String, reportFolder: String,
                                       keepPassingImages: Bool = false, fileBase: String? = nil) throws(RasterError) -> ComparisonResult {
        let analysis = ImageComparison.analyse(expected: expected, actual: actual, tolerance: tolerance)
        let result = analysis.result
        var c = Case(name: name, passed: result.passed, message: result.description,
                     tolerance: tolerance.description)
        if !result.passed || keepPassingImages {
            do {
                try FileManager.default.createDirectory(atPath: artifactsFolder, withIntermediateDirectories: true)
            } catch {
                throw .fileError(path: artifactsFolder, message: "cannot create folder: \(error.localizedDescription)")
            }
            var base = fileBase ?? GoldenReport.fileSafe(name)
            if fileBase == nil, usedFileNames.contains(base) {
                var n = 2
                while usedFileNames.contains("\(base)-\(n)") { n += 1 }
                base = "\(base)-\(n)"
            }
            usedFileNames.insert(base)
            let diff = DiffImage.render(analysis, expected: expected)
            let relative = GoldenReport.relativePath(from: reportFolder, to: artifactsFolder)
            func save(_ b: Bitmap, _ suffix: String) throws(RasterError) -> String? {
                guard b.width > 0, b.height > 0 else { return nil }
                let file = "\(base).\(suffix).png"
                try b.writePNG(to: artifactsFolder + "/" + file)
                return relative.isEmpty ? file : relative + "/" + file
            }
            c.expectedPath = try save(expected, "expected")
            c.actualPath = try save(actual, "actual")
            c.diffPath = try save(diff, "diff")
            c.sideBySidePath = try save(DiffImage.sideBySide(expected: expected, actual: actual, diff: diff), "side-by-side")
            // One magnified crop per separate region of differences, each holding its whole region.
            if result.differenceBounds != nil, expected.width == actual.width, expected.height == actual.height {
                let regions = DifferenceRegions.find(analysis)
                for (i, box) in regions.enumerated() {
                    let region = DifferenceRegions.crop(box, width: expected.width, height: expected.height)
                    let vertical = region.x1 - region.x0 > 2 * (region.y1 - region.y0) && region.x1 - region.x0 > 300
                    let detail = DiffImage.sideBySide(expected: expected.cropped(to: region), actual: actual.cropped(to: region),
                                                      diff: diff.cropped(to: region), gap: 2, vertical: vertical)
                    guard let path = try save(detail, i == 0 ? "detail" : "detail-\(i + 1)") else { continue }
                    c.details.append(Detail(path: path, scale: max(1, min(8, 1050 / max(1, detail.width))), region: region))
                }
                c.detailPath = c.details.first?.path
                c.detailScale = c.details.first?.scale ?? 1
                c.differenceBounds = result.differenceBounds
                c.imageWidth = expected.width
                c.imageHeight = expected.height
            }
            // Small images are magnified to about 240 px wide so single pixels are visible.
            let w = max(1, expected.width, actual.width)
            c.displayScale = max(1, min(16, 240 / w))
        }
        add(c)
        return result
    }

    public var passedCount: Int { cases.filter(\.passed).count }
    public var failedCount: Int { cases.count - passedCount }

    /// Cases in report order: failures first, then by name, then by insertion.
    public var orderedCases: [Case] {
        cases.enumerated().sorted { a, b in
            if a.element.passed != b.element.passed { return !a.element.passed }
            if a.element.name != b.element.name { return a.element.name < b.element.name }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// The report as one HTML document.
    public func html() -> String {
        var out = headHTML()
        for (index, c) in orderedCases.enumerated() {
            out += caseHTML(c, index: index)
        }
        out += Self.scriptHTML
        return out
    }

    /// The document up to the first case: head, style, title and the summary line.
    private func headHTML() -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(esc(title))</title>
        <style>
        body{font:14px -apple-system,system-ui,sans-serif;margin:24px;color:#1c1c1e;background:#f2f2f7}
        h1{font-size:20px}
        .summary{margin-bottom:16px}
        .case{background:#fff;border-radius:10px;padding:12px 16px;margin:12px 0;border-left:6px solid #34c759}
        .case.fail{border-left-color:#ff3b30}
        .case h2{font-size:15px;margin:0 0 4px}
        .case h2 .sub{font-weight:normal;color:#8e8e93}
        .case.pass{padding:6px 16px;margin:6px 0}
        .case.pass .msg,.case.pass .tol{display:none}
        .msg,.tol{font-family:ui-monospace,monospace;font-size:12px;white-space:pre-wrap;margin:2px 0}
        .images{display:grid;grid-template-columns:repeat(4,minmax(0,max-content));gap:12px;margin-top:8px;align-items:start}
        .frame{position:relative;display:inline-block;line-height:0}
        .mark{position:absolute;outline:2px solid #ff3b30;outline-offset:3px;min-width:2px;min-height:2px;box-sizing:border-box}
        .detail{margin:12px 0 0}
        ul.layout,ul.warnings{font-family:ui-monospace,monospace;font-size:12px;margin:4px 0;padding-left:20px}
        ul.layout li:first-child,ul.warnings li:first-child{list-style:none;margin-left:-20px;font-weight:600}
        ul.warnings li.new{color:#c41e16}
        .view{position:absolute;outline:2px solid #007aff;box-sizing:border-box}
        .view.before{outline:2px dashed #ff9500}
        .view span{position:absolute;left:0;top:-15px;font:10px/12px -apple-system,system-ui,sans-serif;background:#007aff;color:#fff;padding:0 3px;white-space:nowrap}
        .detail img{image-rendering:pixelated;max-width:100%;border:1px solid #c7c7cc}
        .detail figcaption{font-size:12px;color:#8e8e93}
        .images figure{margin:0}
        .images figcaption{font-size:12px;color:#8e8e93}
        .images img,.overlay img{image-rendering:pixelated;max-width:100%;max-height:460px;border:1px solid #c7c7cc;
          background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/16px 16px}
        .overlay{position:relative;display:inline-block;line-height:0}
        .overlay img.top{position:absolute;left:0;top:0}
        .overlay input{display:block;width:100%}
        </style>
        </head>
        <body>
        <h1>\(esc(title))</h1>
        <p class="summary">\(cases.count) cases: <b>\(failedCount) failed</b>, \(passedCount) passed</p>

        """
    }

    /// One case: verdict, messages, lists, the images with the overlay, and the magnified details.
    private func caseHTML(_ c: Case, index: Int) -> String {
        var out = ""
        out += "<section class=\"case\(c.passed ? " pass" : " fail")\" id=\"case-\(index)\">\n"
        out += "<h2>\(c.passed ? "PASS" : "FAIL") \(esc(c.name))"
        if let sub = c.subtitle { out += " <span class=\"sub\">\(esc(sub))</span>" }
        out += "</h2>\n"
        out += "<p class=\"msg\">\(esc(c.message))</p>\n"
        if !c.message.contains(c.tolerance) { out += "<p class=\"tol\">\(esc(c.tolerance))</p>\n" }
        out += listHTML(c)
        if let sbs = c.sideBySidePath {
            out += "<p class=\"msg\"><a href=\"\(esc(sbs))\">expected | actual | diff (one image)</a></p>\n"
        }
        let figures = figuresHTML(c)
        if !figures.isEmpty { out += "<div class=\"images\">\n\(figures)</div>\n" }
        out += detailsHTML(c)
        out += "</section>\n"
        return out
    }

    /// Expected, actual and diff (the diff with its marks), then the slider overlay.
    private func figuresHTML(_ c: Case) -> String {
        let scale = c.displayScale > 1 ? " data-scale=\"\(c.displayScale)\"" : ""
        var figures = ""
        for (label, path) in [("expected", c.expectedPath), ("actual", c.actualPath), ("diff", c.diffPath)] {
            if let path {
                var mark = ""
                if label == "diff", let b = c.differenceBounds, c.imageWidth > 0, c.imageHeight > 0 {
                    // The bounding box of the differences, outlined so a thin change stays visible.
                    func pct(_ v: Int, _ of: Int) -> String { format(Double(v) * 100 / Double(of), digits: 3) + "%" }
                    mark = "<span class=\"mark\" style=\"left:\(pct(b.x0, c.imageWidth));top:\(pct(b.y0, c.imageHeight));"
                        + "width:\(pct(b.x1 - b.x0, c.imageWidth));height:\(pct(b.y1 - b.y0, c.imageHeight))\"></span>"
                    mark += viewMarksHTML(c)
                }
                figures += "<figure><div class=\"frame\"><img\(scale) src=\"\(esc(path))\" alt=\"\(label)\">\(mark)</div><figcaption>\(label)</figcaption></figure>\n"
            }
        }
        if let e = c.expectedPath, let a = c.actualPath {
            figures += """
            <figure><div class="overlay"><img\(scale) src="\(esc(e))" alt="expected"><img\(scale) class="top" src="\(esc(a))" alt="actual" style="clip-path:inset(0 50% 0 0)"><input type="range" min="0" max="100" value="50" aria-label="expected / actual"></div><figcaption>overlay: actual (left of the slider) over expected</figcaption></figure>

            """
        }
        return figures
    }

    /// The magnified difference regions.
    private func detailsHTML(_ c: Case) -> String {
        var out = ""
        for (i, d) in c.details.enumerated() {
            let ds = d.scale > 1 ? " data-scale=\"\(d.scale)\"" : ""
            let which = c.details.count > 1 ? "region \(i + 1) of \(c.details.count), " : ""
            out += "<figure class=\"detail\"><img\(ds) src=\"\(esc(d.path))\" alt=\"difference detail\"><figcaption>\(which)x \(d.region.x0)..<\(d.region.x1), y \(d.region.y0)..<\(d.region.y1), magnified \(d.scale)×: expected | actual | diff</figcaption></figure>\n"
        }
        return out
    }

    /// The script that scales magnified images and drives the overlay sliders, and the end of the document.
    private static let scriptHTML = """
        <script>
        document.querySelectorAll('img[data-scale]').forEach(function (img) {
          var fit = function () { img.width = img.naturalWidth * Number(img.dataset.scale); };
          if (img.complete) { fit(); } else { img.addEventListener('load', fit); }
        });
        document.querySelectorAll('.overlay').forEach(function (o) {
          var top = o.querySelector('img.top'), range = o.querySelector('input');
          range.addEventListener('input', function () {
            top.style.clipPath = 'inset(0 ' + (100 - range.value) + '% 0 0)';
          });
        });
        </script>
        </body>
        </html>

        """

    /// The layout diff and the warnings of a case as lists.
    private func listHTML(_ c: Case) -> String {
        var out = ""
        if !c.layoutLines.isEmpty {
            out += "<ul class=\"layout\">" + c.layoutLines.enumerated().map { i, l in
                "<li>\(i == 0 ? "layout: " : "")\(esc(l))</li>"
            }.joined() + "</ul>\n"
        }
        if !c.warningLines.isEmpty {
            let newCount = c.warningLines.filter { $0.hasPrefix("new: ") }.count
            out += "<ul class=\"warnings\"><li>\(c.warningLines.count) warning\(c.warningLines.count == 1 ? "" : "s"), \(newCount) new</li>"
            for w in c.warningLines {
                out += w.hasPrefix("new: ") ? "<li class=\"new\">\(esc(w))</li>" : "<li>\(esc(w))</li>"
            }
            out += "</ul>\n"
        }
        return out
    }

    /// The moved views outlined on the diff image: now (blue) and before (dashed orange).
    private func viewMarksHTML(_ c: Case) -> String {
        func pct(_ v: Int, _ of: Int) -> String { format(Double(v) * 100 / Double(of), digits: 3) + "%" }
        var out = ""
        for m in c.viewMarks {
            for (box, cls) in [(m.before, "view before"), (m.after, "view")] {
                guard let b = box else { continue }
                let label = cls == "view" || m.after == nil ? "<span>\(esc(m.name))</span>" : ""
                out += "<span class=\"\(cls)\" title=\"\(esc(m.name))\" style=\"left:\(pct(b.x0, c.imageWidth));top:\(pct(b.y0, c.imageHeight));"
                    + "width:\(pct(b.x1 - b.x0, c.imageWidth));height:\(pct(b.y1 - b.y0, c.imageHeight))\">\(label)</span>"
            }
        }
        return out
    }

    /// Writes the HTML atomically to `path`.
    public func write(to path: String) throws(RasterError) {
        try PNG.writeAtomically(Array(html().utf8), to: path)
    }

    private func esc(_ s: String) -> String {
        var out = ""
        for ch in s {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(ch)
            }
        }
        return out
    }

    /// A file name made of letters, digits, '-', '_' and '.' only.
    static func fileSafe(_ name: String) -> String {
        let mapped = name.unicodeScalars.map { s -> Character in
            let ok = (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9") || s == "-" || s == "_" || s == "."
            return ok ? Character(s) : "_"
        }
        let s = String(mapped).trimmingCharacters(in: CharacterSet(charactersIn: "."))
        guard s.utf8.count > maxFileBase else { return s.isEmpty ? "case" : s }
        // A long name is cut and told apart by a hash of the whole name, so that with the
        // longest suffix (`.side-by-side.png`, `-99`) the file name stays under 255 bytes.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return String(s.prefix(maxFileBase - 17)) + "-" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The longest file-name base of a case's images (ASCII bytes).
    static let maxFileBase = 160

    /// `to` relative to `from` (both folders; made absolute against the current directory).
    static func relativePath(from: String, to: String) -> String {
        func parts(_ p: String) -> [String] {
            URL(fileURLWithPath: p).standardizedFileURL.pathComponents.filter { $0 != "/" }
        }
        let a = parts(from), b = parts(to)
        var i = 0
        while i < a.count, i < b.count, a[i] == b[i] { i += 1 }
        return (Array(repeating: "..", count: a.count - i) + b[i...]).joined(separator: "/")
    }
}
