"""Compares Typesetting's COLRv1 painter (ColrPainter, through `measure-text --color-mask`) with
blackrenderer's Skia backend, an independent COLRv1 renderer, glyph by glyph: the same font
(Fonts/Emoji/NotoColorEmoji-COLRv1.ttf), the same pixels per em and the same pixel box (the
glyph's clip box, as the mask reports it). Both are premultiplied RGBA over transparent.

Usage: colrv1_compare.py MEASURE_TEXT FONT PIXELS_PER_EM OUT_DIR TEXT...
Prints one line per glyph and `colrv1-vs-reference: N passed, N failed`; a glyph fails when
the mean channel difference is 2 or more, or more than 2 % of its pixels differ by more than 32
in some channel (anti-aliased edges of two rasterizers). Writes side-by-side PNGs to OUT_DIR.
"""
import base64, json, subprocess, sys, time

import numpy as np
import skia
from blackrenderer.backends.skia import SkiaPixelSurface
from blackrenderer.font import BlackRendererFont
from PIL import Image

tool, font_path, ppem, out_dir = sys.argv[1], sys.argv[2], float(sys.argv[3]), sys.argv[4]
texts = sys.argv[5:]
font = BlackRendererFont(font_path)
order = font.ttFont.getGlyphOrder()


def reference(glyph_name, box, ppem):
    """blackrenderer over the pixel box (left, bottom, right, top: pixels, y up)."""
    surface = SkiaPixelSurface()
    with surface.canvas(box) as canvas:
        canvas.scale(ppem / font.unitsPerEm)
        font.drawGlyph(glyph_name, canvas)
    return surface._image.toarray(colorType=skia.kRGBA_8888_ColorType, alphaType=skia.kPremul_AlphaType)


failed = passed = 0
lines = subprocess.run([tool, "--color-mask", str(ppem)] + texts, check=True, capture_output=True, text=True).stdout
for line in lines.splitlines():
    m = json.loads(line)
    w, h = m["width"], m["height"]
    ours = np.frombuffer(base64.b64decode(m["rgba"]), dtype=np.uint8).reshape(h, w, 4)
    painted_ppem = ppem / m["colorScale"]
    box = (m["left"], m["top"] - h, m["left"] + w, m["top"])
    start = time.perf_counter()
    ref = reference(order[m["glyph"]], box, painted_ppem)
    ref_ms = (time.perf_counter() - start) * 1000
    diff = np.abs(ours.astype(int) - ref.astype(int))
    mean = diff.mean()
    far = (diff.max(axis=2) > 32).mean()
    ok = mean < 2 and far <= 0.02
    passed, failed = passed + ok, failed + (not ok)
    name = "-".join(f"{ord(c):X}" for c in m["text"])
    side = np.concatenate([ours, ref], axis=1)
    Image.fromarray(side, "RGBa").convert("RGBA").save(f"{out_dir}/{name}.png")
    print(f"{'ok  ' if ok else 'FAIL'} {m['text']} U+{name} {m['face']} glyph {m['glyph']} {w}x{h} at {painted_ppem:g} ppem: "
          f"mean |diff| {mean:.2f}, {far * 100:.2f} % of pixels off by > 32; ours {m['milliseconds']:.1f} ms, "
          f"blackrenderer {ref_ms:.1f} ms")
print(f"colrv1-vs-reference: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
