// bench-render: in-process timings of the recipe → PNG pipeline (release build; run through
// scripts/bench-render, which adds Pillow's encode and the CLI's wall time).
//
// Usage: bench-render RECIPE SCALE RUNS PIXELS_OUT
// Prints `key value` lines (milliseconds, medians over RUNS runs after 3 warm-ups) and writes
// the rendered pixels (RGB if opaque, else RGBA; raw, row-major) to PIXELS_OUT for Pillow.
import Foundation
import Layout
import Raster
import Recipe
import Render
import SnapshotKit

func median(_ values: [Double]) -> Double {
    let s = values.sorted()
    guard !s.isEmpty else { return .nan }
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

/// What the benchmark measures: wall time by default, or the process's CPU time (all threads,
/// so the PNG encoder's helper threads count too) with `RENDER_BENCH_CLOCK=cpu` (less
/// sensitive to other processes on a shared machine).
let useCPUTime = ProcessInfo.processInfo.environment["RENDER_BENCH_CLOCK"] == "cpu"

/// `RENDER_BENCH_THREADS=n` paints the pipeline's bands on n threads (default: Render's choice).
let renderOptions = RenderOptions(threads: ProcessInfo.processInfo.environment["RENDER_BENCH_THREADS"].flatMap { Int($0) })

func now() -> Double {
    var t = timespec()
    clock_gettime(useCPUTime ? CLOCK_PROCESS_CPUTIME_ID : CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6
}

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = now()
    try body()
    return now() - start
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

// The allocator policy of the `snapshot` command (see ProcessMemory), so the loop measures
// what a process rendering many recipes (`snapshot test`) sees. RENDER_BENCH_MALLOC=default
// leaves glibc's defaults, to compare.
if ProcessInfo.processInfo.environment["RENDER_BENCH_MALLOC"] != "default" {
    ProcessMemory.keepLargeBlocksInHeap()
}

let args = CommandLine.arguments
guard args.count == 5, let scale = Double(args[2]), let runs = Int(args[3]), runs > 0 else {
    fail("usage: bench-render RECIPE SCALE RUNS PIXELS_OUT")
}
let recipe = args[1], pixelsOut = args[4]

do {
    var opened: SnapshotPipeline? = nil
    let tInit = try milliseconds { opened = try SnapshotPipeline() }
    guard let pipeline = opened else { fail("no pipeline") }
    let environment = Layout.Environment(device: .iPhone8, orientation: .portrait, scaleOverride: scale)
    var full: [Double] = [], layoutOnly: [Double] = [], paintOnly: [Double] = [], encodeOnly: [Double] = []
    var lastBitmap: Bitmap? = nil
    var pngSize = 0
    for run in 0..<(runs + 3) {
        var built: BuiltRecipe? = nil, result: LayoutResult? = nil, bitmap: Bitmap? = nil
        var png: [UInt8] = []
        let tLayout = try milliseconds {
            let document = try pipeline.loadRecipe(at: recipe)
            let b = try pipeline.build(document, for: environment)
            built = b
            result = pipeline.layout(b)
        }
        guard let b = built, let r = result else { fail("no layout") }
        let tPaint = try milliseconds { bitmap = try pipeline.render(b, r, options: renderOptions) }
        guard let bm = bitmap else { fail("no bitmap") }
        let tEncode = try milliseconds { png = try SnapshotPipeline.encodePNG(bm) }
        if run == 0 {
            print("first_run_load_build_layout_ms \(tLayout)")
            print("first_run_paint_ms \(tPaint)")
            print("first_run_encode_ms \(tEncode)")
        }
        if run >= 3 {
            layoutOnly.append(tLayout)
            paintOnly.append(tPaint)
            encodeOnly.append(tEncode)
            full.append(tLayout + tPaint + tEncode)
        }
        lastBitmap = bm
        pngSize = png.count
    }
    guard let bitmap = lastBitmap else { fail("no bitmap") }
    // The parts of load+build+layout, measured on their own.
    var tLoad: [Double] = [], tBuild: [Double] = [], tSolve: [Double] = []
    for run in 0..<(runs + 3) {
        var document: RecipeDocument? = nil, built: BuiltRecipe? = nil
        let a = try milliseconds { document = try pipeline.loadRecipe(at: recipe) }
        guard let d = document else { fail("no document") }
        let b = try milliseconds { built = try pipeline.build(d, for: environment) }
        guard let bb = built else { fail("no tree") }
        let c = milliseconds { _ = pipeline.layout(bb) }
        if run >= 3 { tLoad.append(a); tBuild.append(b); tSolve.append(c) }
    }
    // Painting on one thread (no bands), for comparison with the default.
    var paintOneThread: [Double] = []
    if let d = try? pipeline.loadRecipe(at: recipe), let b = try? pipeline.build(d, for: environment) {
        let r = pipeline.layout(b)
        for run in 0..<(runs + 3) {
            let t = try milliseconds { _ = try pipeline.render(b, r, options: RenderOptions(threads: 1)) }
            if run >= 3 { paintOneThread.append(t) }
        }
    }
    print("paint_one_thread_ms \(median(paintOneThread))")
    print("load_ms \(median(tLoad))")
    print("build_ms \(median(tBuild))")
    print("layout_ms \(median(tSolve))")
    // PNG encode alone of the same pixels, measured on its own.
    var encodeAlone: [Double] = []
    for run in 0..<(runs + 3) {
        let t = try milliseconds { _ = try SnapshotPipeline.encodePNG(bitmap) }
        if run >= 3 { encodeAlone.append(t) }
    }
    // Raw pixels for Pillow.
    let straight = bitmap.straightRGBA
    var raw: [UInt8]
    if bitmap.isOpaque {
        raw = []
        raw.reserveCapacity(bitmap.width * bitmap.height * 3)
        var i = 0
        while i < straight.count {
            raw.append(straight[i]); raw.append(straight[i + 1]); raw.append(straight[i + 2])
            i += 4
        }
    } else {
        raw = straight
    }
    try Data(raw).write(to: URL(fileURLWithPath: pixelsOut))
    print("open_fonts_ms \(tInit)")
    print("width \(bitmap.width)")
    print("height \(bitmap.height)")
    print("mode \(bitmap.isOpaque ? "RGB" : "RGBA")")
    print("png_bytes \(pngSize)")
    print("inprocess_ms \(median(full))")
    print("load_build_layout_ms \(median(layoutOnly))")
    print("paint_ms \(median(paintOnly))")
    print("encode_in_pipeline_ms \(median(encodeOnly))")
    print("encode_alone_ms \(median(encodeAlone))")
} catch let failure as SnapshotError {
    fail(failure.message)
} catch {
    fail("\(error)")
}
