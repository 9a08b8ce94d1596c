"""Independent reference for Typesetting's measurements (used by scripts/checks/text-vs-python).

Re-implements, with uharfbuzz + freetype-py and no code shared with the Swift side:
  - font choice per character cluster: the primary system font instance (Inter 4's variable
    font at wght = the weight class and opsz 14 below 20 pt, 32 from 20 pt) when it has every
    (non-ignorable) code point, else the first fallback (Droid Sans Fallback, Noto Sans Arabic UI,
    Noto Sans Hebrew) that has them all (coverage read from FreeType's cmap);
  - direction runs from Unicode bidi classes (a simplified bidi good for the test strings:
    strong R/AL vs L, neutrals between two strong characters of one direction take it,
    others the paragraph's);
  - shaping each (font, direction) run with HarfBuzz at a scale of unitsPerEm, with the whole
    paragraph as context;
  - vertical metrics parsed straight from the 'hhea' and 'head' table bytes, except for the
    system font, whose lines take San Francisco's (ascender 1950, descender 494 per 2048 em);
  - the system font's glyphs tracked by Apple's table (Human Interface Guidelines, Typography,
    iOS tracking values; linear between sizes), plus the stand-in's per-weight correction
    (-0.002 em at regular and lighter, +0.006 em from medium; on top of that -0.002 em for a
    capital A-Z and +0.003 em for a digit, by the character of the glyph's cluster).
Prints JSON lines with the same fields measure-text prints.
"""
import json
import math
import struct
import sys
import unicodedata

import freetype
import uharfbuzz as hb

WEIGHTS = {"ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
           "semibold": 600, "bold": 700, "heavy": 800, "black": 900}
SYSTEM = "InterVariable"
FALLBACKS = ["DroidSansFallback", "NotoSansArabicUI-Regular", "NotoSansHebrew-Regular"]
TRACKING = {6: 0.24, 7: 0.23, 8: 0.21, 9: 0.17, 10: 0.12, 11: 0.06, 12: 0, 13: -0.08, 14: -0.15,
            15: -0.23, 16: -0.31, 17: -0.43, 18: -0.44, 19: -0.45, 20: -0.45, 21: -0.36, 22: -0.26,
            23: -0.10, 24: 0.07, 25: 0.15, 26: 0.22, 27: 0.29, 28: 0.38, 29: 0.40, 30: 0.40, 31: 0.39,
            32: 0.41, 33: 0.40, 34: 0.40, 35: 0.38, 36: 0.37, 37: 0.36, 38: 0.37, 39: 0.38, 40: 0.37,
            41: 0.36, 42: 0.37, 43: 0.38, 44: 0.37, 45: 0.35, 46: 0.36, 47: 0.37, 48: 0.35, 49: 0.33,
            50: 0.34, 51: 0.35, 52: 0.33, 53: 0.31, 54: 0.32, 56: 0.30, 58: 0.28, 60: 0.26, 62: 0.24,
            64: 0.22, 66: 0.19, 68: 0.17, 70: 0.14, 72: 0.14, 76: 0.07, 80: 0, 84: 0, 88: 0, 92: 0, 96: 0}


def tracking(size):
    keys = sorted(TRACKING)
    if size <= keys[0]:
        return TRACKING[keys[0]]
    if size >= keys[-1]:
        return TRACKING[keys[-1]]
    for a, b in zip(keys, keys[1:]):
        if size <= b:
            return TRACKING[a] + (TRACKING[b] - TRACKING[a]) * (size - a) / (b - a)


class Face:
    def __init__(self, directory, name, variations=None, adjust=0.0):
        path = f"{directory}/{name}.ttf"
        self.name = name
        self.system = variations is not None
        self.adjust = adjust
        with open(path, "rb") as f:
            data = f.read()
        self.hb_face = hb.Face(hb.Blob(data))
        self.upem = struct.unpack(">H", self.hb_face.reference_table("head").data[18:20])[0]
        asc, desc, gap = struct.unpack(">hhh", self.hb_face.reference_table("hhea").data[4:10])
        self.asc, self.desc, self.gap = asc, -desc, gap
        if self.system:
            self.asc, self.desc, self.gap = 1950 / 2048 * self.upem, 494 / 2048 * self.upem, 0
        self.font = hb.Font(self.hb_face)
        self.font.scale = (self.upem, self.upem)
        if variations:
            self.font.set_variations(variations)
        self.ft = freetype.Face(path)
        self.cache = {}

    def covers(self, cp):
        if cp not in self.cache:
            self.cache[cp] = self.ft.get_char_index(cp) != 0
        return self.cache[cp]


def ignorable(cp):
    return (0x200B <= cp <= 0x200F or 0x202A <= cp <= 0x202E or 0x2060 <= cp <= 0x206F
            or 0xFE00 <= cp <= 0xFE0F or cp == 0xFEFF or 0xE0000 <= cp <= 0xE0FFF
            or cp == 0x034F or cp == 0x061C or 0x180B <= cp <= 0x180F)


def clusters(text):
    """Approximate grapheme clusters: base + marks / joiners / variation selectors /
    emoji modifiers, ZWJ joins the next character, regional indicator pairs."""
    out = []
    i = 0
    while i < len(text):
        j = i + 1
        ri = 0x1F1E6 <= ord(text[i]) <= 0x1F1FF
        if ri and j < len(text) and 0x1F1E6 <= ord(text[j]) <= 0x1F1FF:
            j += 1
        while j < len(text):
            cp = ord(text[j])
            if unicodedata.category(text[j]).startswith("M") or 0xFE00 <= cp <= 0xFE0F \
                    or 0x1F3FB <= cp <= 0x1F3FF or 0xE0020 <= cp <= 0xE007F:
                j += 1
            elif cp == 0x200D and j + 1 < len(text):
                j += 2
            else:
                break
        out.append((i, j))
        i = j
    return out


def choose(faces, primary, cps):
    def all_in(f):
        return all(f.covers(c) for c in cps if not ignorable(c) and c >= 0x20)
    if all_in(primary):
        return primary
    for f in faces:
        if all_in(f):
            return f
    base = next((c for c in cps if not ignorable(c)), None)
    if base is not None:
        for f in faces:
            if f.covers(base):
                return f
    return primary


def strong(ch):
    b = unicodedata.bidirectional(ch)
    if b in ("R", "AL"):
        return 1
    if b == "L":
        return 0
    return None


def levels(text, direction):
    """Simplified bidi levels (enough for the test strings): RTL letters odd, LTR letters and
    digits even, neutrals from their strong neighbours when these agree, else the base."""
    kinds = [strong(c) for c in text]
    if direction == "rightToLeft":
        base = 1
    elif direction == "leftToRight":
        base = 0
    else:
        base = next((k for k in kinds if k is not None), 0)
    digits = [unicodedata.bidirectional(c) in ("EN", "AN") for c in text]
    out = []
    for i, k in enumerate(kinds):
        if k is None and digits[i]:
            k = 0
        if k is None:
            before = next((kinds[j] for j in range(i - 1, -1, -1) if kinds[j] is not None
                           or digits[j]), None)
            after = next((kinds[j] for j in range(i + 1, len(text)) if kinds[j] is not None
                          or digits[j]), None)
            before = base if before is None else before
            after = base if after is None else after
            k = before if before == after else base
        out.append(k if base == 0 else (1 if k == 1 else 2))
    return base, out


def shape(face, text, start, end, rtl):
    buf = hb.Buffer()
    buf.add_str(text, start, end - start)
    buf.direction = "rtl" if rtl else "ltr"
    buf.guess_segment_properties()
    hb.shape(face.font, buf)
    return [(info.codepoint, pos.x_advance / face.upem + (adjustment(face, text, info.cluster) if pos.x_advance else 0))
            for info, pos in zip(buf.glyph_infos, buf.glyph_positions)]


def adjustment(face, text, cluster):
    """Ems added to a glyph's advance: the face's correction, and for the system font its
    per-class one (capitals A-Z -0.002, digits +0.003)."""
    if not face.adjust:
        return 0.0
    c = text[cluster] if 0 <= cluster < len(text) else ""
    return face.adjust + (-0.002 if "A" <= c <= "Z" else 0.003 if "0" <= c <= "9" else 0.0)


def measure(faces_by_name, req):
    text = req["text"].rstrip(" \t\u3000")
    size = req["size"]
    primary = faces_by_name[(req.get("weight", "regular"), size >= 20)]
    fallbacks = [faces_by_name[n] for n in FALLBACKS]
    face_of = [primary] * len(text)
    for a, b in clusters(text):
        f = choose(fallbacks, primary, [ord(c) for c in text[a:b]])
        for i in range(a, b):
            face_of[i] = f
    base, lv = levels(text, req.get("direction", "natural"))
    runs = []
    i = 0
    while i < len(text):
        j = i + 1
        while j < len(text) and face_of[j] is face_of[i] and lv[j] == lv[i]:
            j += 1
        runs.append((face_of[i], lv[i], shape(face_of[i], text, i, j, lv[i] % 2 == 1)))
        i = j
    # Unicode bidi rule L2 over runs.
    if runs:
        top = max(r[1] for r in runs)
        odd = [r[1] for r in runs if r[1] % 2 == 1]
        low = min(odd) if odd else top
        level = top
        while level >= low and level > 0:
            k = 0
            while k < len(runs):
                if runs[k][1] >= level:
                    m = k
                    while m < len(runs) and runs[m][1] >= level:
                        m += 1
                    runs[k:m] = runs[k:m][::-1]
                    k = m
                else:
                    k += 1
            level -= 1
    width = 0.0
    tracked = 0
    glyphs, names = [], []
    asc = primary.asc / primary.upem
    desc = primary.desc / primary.upem
    for face, _, shaped in runs:
        asc = max(asc, face.asc / face.upem)
        desc = max(desc, face.desc / face.upem)
        for gid, adv in shaped:
            width += adv
            tracked += 1 if face.system and adv != 0 else 0
            glyphs.append(gid)
            names.append(face.name)
    k = size / primary.upem
    return {"width": width * size + tracked * tracking(size), "ascender": primary.asc * k, "descender": primary.desc * k,
            "lineGap": primary.gap * k,
            "lineHeight": (primary.asc + primary.desc + primary.gap) * k,
            "lineAscent": asc * size, "lineDescent": desc * size,
            "glyphs": glyphs, "faces": names}


def wrap(faces_by_name, req):
    """Greedy word wrapping of plain Latin text (letters, spaces, ASCII punctuation): a line
    may end after a space; each line takes the farthest such end whose text (trailing spaces
    not measured) fits maxWidth; a word wider than a line is cut after the most characters
    that fit (at least one). Text is ASCII, so character offsets are UTF-16 offsets. Returns
    the lines (start, end, width, baseline) and the height rounded up to whole points."""
    text = req["text"]
    n = len(text)
    limit = req["maxWidth"] + 1e-9

    def width(a, b):
        return measure(faces_by_name, dict(req, text=text[a:b]))["width"] if b > a else 0.0

    ends = [i + 1 for i, c in enumerate(text) if c == " " and i + 1 < n] + [n]
    lines = []
    start = 0
    while start < n:
        best = None
        for e in ends:
            if e <= start:
                continue
            if width(start, len(text[:e].rstrip(" "))) <= limit:
                best = e
            else:
                break
        if best is None:
            word_end = next(e for e in ends if e > start)
            best = start + 1
            for g in range(start + 2, word_end + 1):
                if width(start, g) <= limit:
                    best = g
                else:
                    break
        lines.append((start, best))
        start = best
    base = measure(faces_by_name, dict(req, text="x"))
    out = []
    top = 0.0
    for a, b in lines:
        out.append({"start": a, "end": b, "width": width(a, len(text[:b].rstrip(" "))),
                    "baseline": top + base["ascender"]})
        top += base["lineHeight"]
    return out, math.ceil(top - 1e-7)


def load_faces(directory):
    """The fallbacks by file name, and the system font's instances by (weight, display cut)."""
    faces = {n: Face(directory, n) for n in FALLBACKS}
    for weight, value in WEIGHTS.items():
        for display in (False, True):
            faces[(weight, display)] = Face(directory, SYSTEM, {"wght": value, "opsz": 32 if display else 14},
                                            -0.002 if value <= 400 else 0.006)
    return faces


def main():
    faces = load_faces(sys.argv[1])
    for line in sys.stdin:
        if line.strip():
            print(json.dumps(measure(faces, json.loads(line)), ensure_ascii=False))


if __name__ == "__main__":
    main()
