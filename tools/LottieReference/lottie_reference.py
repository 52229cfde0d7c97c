"""Flipbook against ThorVG on Lottie files: tools/lottie-reference runs it.

For every Lottie file in a folder, five frames spread over the file's
frame range (ip … op − 1) are rendered at the file's own canvas size by
Flipbook (`flipbook render FILE --time T --format rgba --scale 1`) and by
ThorVG (thorvg-python's software canvas). Both are compared premultiplied:
PSNR over all channels and the share of pixels whose largest channel
difference exceeds 32 levels. A table is printed and written to
OUT/table.md, and OUT/<file>.png shows Flipbook | ThorVG | difference for
the five frames, over a light checkerboard.
"""

import argparse
import json
import math
import os
import struct
import subprocess
import sys
import zlib

import numpy as np
import thorvg_python as tvg

# Frames checked per file, spread evenly over ip … op − 1.
FRAMES_PER_FILE = 5
# A pixel is "off" when a premultiplied channel differs by more than this.
OFF_LEVELS = 32
# The pass mark of issue 17: every checked frame reaches one of these.
PASS_PSNR_DB = 30.0
PASS_OFF_SHARE = 0.005


def frame_numbers(ip, op):
    """Five whole frame numbers from ip to op − 1 (Lottie's op is
    exclusive), evenly spread and rounded."""
    first, last = math.ceil(ip), max(math.ceil(ip), math.ceil(op) - 1)
    return [round(first + (last - first) * k / (FRAMES_PER_FILE - 1)) for k in range(FRAMES_PER_FILE)]


def premultiplied(rgba):
    """Straight RGBA8 (h, w, 4) to premultiplied, as floats 0…255."""
    a = rgba[..., 3:4].astype(np.float64) / 255.0
    out = rgba.astype(np.float64)
    out[..., :3] *= a
    return out


def compare(a, b):
    """PSNR (dB, inf when equal) and the share of off pixels of two
    premultiplied float images."""
    diff = np.abs(a - b)
    mse = float(np.mean(diff ** 2))
    psnr = math.inf if mse == 0 else 10 * math.log10(255.0 ** 2 / mse)
    off = float(np.mean(diff.max(axis=2) > OFF_LEVELS))
    return psnr, off, diff.max(axis=2)


def flipbook_frame(flipbook, path, seconds, width, height):
    """Flipbook's straight RGBA8 frame at `seconds` of scene time."""
    result = subprocess.run(
        [flipbook, "render", path, "--time", repr(seconds), "--format", "rgba", "--scale", "1", "--quiet"],
        capture_output=True, check=False)
    if result.returncode != 0:
        raise RuntimeError(result.stderr.decode(errors="replace").strip().splitlines()[-1:] or ["failed"])
    data = result.stdout
    if len(data) != width * height * 4:
        raise RuntimeError(f"flipbook wrote {len(data)} bytes, expected {width}x{height}x4")
    return np.frombuffer(data, dtype=np.uint8).reshape(height, width, 4)


class ThorVG:
    """One engine and software canvas for the whole run."""

    def __init__(self):
        self.engine = tvg.Engine(threads=0)

    def frame(self, path, number, width, height):
        """ThorVG's straight RGBA8 frame `number` of the file."""
        canvas = tvg.SwCanvas(self.engine)
        canvas.set_target(width, height, cs=tvg.Colorspace.ABGR8888S)
        animation = tvg.LottieAnimation(self.engine)
        picture = animation.get_picture()
        if picture.load(path) != tvg.Result.SUCCESS:
            raise RuntimeError("ThorVG cannot load it")
        picture.set_size(width, height)
        animation.set_frame(float(number))
        canvas.add(picture)
        canvas.draw(True)
        canvas.sync()
        pixels = np.frombuffer(bytes(canvas.buffer_arr), dtype=np.uint8).reshape(height, width, 4).copy()
        canvas.destroy()
        return pixels


def checkerboard(height, width):
    y, x = np.mgrid[0:height, 0:width]
    return np.where(((x // 8) + (y // 8)) % 2 == 0, 255.0, 220.0)[..., None].repeat(3, axis=2)


def over_checkerboard(premul):
    """A premultiplied float image over a light checkerboard, as RGB8."""
    h, w = premul.shape[:2]
    a = premul[..., 3:4] / 255.0
    return np.clip(premul[..., :3] + checkerboard(h, w) * (1 - a), 0, 255).astype(np.uint8)


def heat(diff):
    """Per-pixel largest difference as black → red → yellow."""
    d = np.clip(diff / 64.0, 0, 1)
    return np.stack([np.minimum(1, d * 2), np.maximum(0, d * 2 - 1), np.zeros_like(d)], axis=2).__mul__(255).astype(np.uint8)


def write_png(path, rgb):
    """RGB8 (h, w, 3) as a PNG file (no filters), written atomically."""
    h, w = rgb.shape[:2]
    raw = b"".join(b"\x00" + rgb[y].tobytes() for y in range(h))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
           + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))
    with open(path + ".tmp", "wb") as f:
        f.write(png)
    os.replace(path + ".tmp", path)


def check_file(path, flipbook, thorvg, out):
    """The row of one file: per-frame PSNR and off share, and the verdict."""
    with open(path, "rb") as f:
        doc = json.load(f)
    width, height, fr = int(doc["w"]), int(doc["h"]), float(doc["fr"])
    rows, strips = [], []
    for number in frame_numbers(float(doc["ip"]), float(doc["op"])):
        ours = premultiplied(flipbook_frame(flipbook, path, number / fr, width, height))
        theirs = premultiplied(thorvg.frame(path, number, width, height))
        psnr, off, diff = compare(ours, theirs)
        rows.append((number, psnr, off))
        strips.append(np.concatenate([over_checkerboard(ours), over_checkerboard(theirs), heat(diff)], axis=1))
    write_png(os.path.join(out, os.path.splitext(os.path.basename(path))[0] + ".png"), np.concatenate(strips, axis=0))
    passed = all(p >= PASS_PSNR_DB or o < PASS_OFF_SHARE for _, p, o in rows)
    return rows, passed


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", help="folder of Lottie .json files")
    parser.add_argument("--flipbook", required=True, help="the flipbook executable")
    parser.add_argument("--out", default="lottie-reference", help="folder for table.md and the side-by-side PNGs")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    thorvg = ThorVG()
    version = thorvg.engine.version()[-1]
    print(f"ThorVG {version} (thorvg-python), {FRAMES_PER_FILE} frames per file", flush=True)
    files = sorted(f for f in os.listdir(args.folder) if f.endswith(".json"))
    lines = [f"Flipbook against ThorVG {version}, {FRAMES_PER_FILE} frames per file.", "",
             "| file | frames | PSNR dB (min) | off > 32 (max) | pass |", "|---|---|---|---|---|"]
    passes = 0
    for name in files:
        try:
            rows, passed = check_file(os.path.join(args.folder, name), args.flipbook, thorvg, args.out)
        except Exception as error:  # one file's failure is its row, not the run's end
            lines.append(f"| {name} | – | – | – | no: {str(error)[:120]} |")
            print(lines[-1], flush=True)
            continue
        passes += passed
        frames = ", ".join(f"{n:g}" for n, _, _ in rows)
        worst_psnr = min(p for _, p, _ in rows)
        worst_off = max(o for _, _, o in rows)
        lines.append(f"| {name} | {frames} | {worst_psnr:.1f} | {100 * worst_off:.2f} % | {'yes' if passed else 'no'} |")
        print(lines[-1], flush=True)
    lines.append("")
    lines.append(f"{passes} of {len(files)} files pass (every checked frame PSNR ≥ {PASS_PSNR_DB:g} dB "
                 f"or < {100 * PASS_OFF_SHARE:g} % of pixels off by more than {OFF_LEVELS} levels).")
    print(lines[-1])
    with open(os.path.join(args.out, "table.md"), "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(main())
