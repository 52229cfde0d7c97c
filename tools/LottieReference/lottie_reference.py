"""Flipbook against ThorVG, or against lottie-ios's snapshots, on Lottie
files: tools/lottie-reference runs it.

For every Lottie file in a folder, five frames spread over the file's
frame range (ip … op − 1) are rendered at the file's own canvas size by
Flipbook (`flipbook render FILE --time T --format rgba --scale 1
--lottie-reading after-effects`: ThorVG moves along curved spatial
keyframes by arc length, as After Effects does, where Flipbook by default
follows Core Animation) and by ThorVG (thorvg-python's software canvas). Both are compared premultiplied:
PSNR over all channels and the share of pixels whose largest channel
difference exceeds 32 levels. A table is printed and written to
OUT/table.md, and OUT/<file>.png shows Flipbook | ThorVG | difference for
the five frames, over a light checkerboard.

With --ios, the folder holds lottie-ios's samples and the snapshots its
Core Animation engine made of them (samples/NAME.json,
snapshots/NAME-P.png at progress P %, snapshots/NAME-Frame-N.png at frame
N), taken as that folder's README says: the snapshot's size, progress P at
frame ip + (op - ip) * P / 100 (just before op at 100 %), both composited
on white. A snapshot matches at PSNR >= 30 dB or under 0.5 % of pixels off
by more than 32 levels. Samples lottie-ios snapshots with value or text
providers that slipped into the folder are skipped (NOT_THE_FILE_AS_IT_IS). The table (OUT/ios-table.md) has a row per
sample; OUT/ios/NAME.png shows Flipbook | lottie-ios | difference for each
snapshot.

With --speed, Flipbook, ThorVG and rlottie are timed per frame on every
file instead (lottie_speed.py says how), and the table is written to
OUT/speed.md.
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

# Frames checked per file, spread evenly over ip … op − 1.
FRAMES_PER_FILE = 5
# A pixel is "off" when a premultiplied channel differs by more than this.
OFF_LEVELS = 32
# The pass mark of issue 17: every checked frame reaches one of these.
PASS_PSNR_DB = 30.0
PASS_OFF_SHARE = 0.005
# Samples whose snapshots are not Core Animation's drawing of the file as it
# is: lottie-ios's Tests/SnapshotConfiguration.swift gives them providers
# that change what is drawn. The folder's README says such samples are left
# out; these are skipped, with the reason in their row.
NOT_THE_FILE_AS_IT_IS = {
    "TypeFace-G": "snapshotted with colour value providers (its G drawn red)",
    "Issues-issue_1949_full_paths": "snapshotted with a text provider replacing its text",
    "Issues-issue_1949_short_paths": "snapshotted with a text provider replacing its text",
}


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
    """PSNR (dB, inf when equal), the share of off pixels and the
    per-pixel largest difference of two float images (premultiplied RGBA,
    or RGB on white)."""
    diff = np.abs(a - b)
    mse = float(np.mean(diff ** 2))
    psnr = math.inf if mse == 0 else 10 * math.log10(255.0 ** 2 / mse)
    off = float(np.mean(diff.max(axis=2) > OFF_LEVELS))
    return psnr, off, diff.max(axis=2)


def flipbook_frame(flipbook, path, seconds, width, height):
    """Flipbook's straight RGBA8 frame at `seconds` of scene time."""
    result = subprocess.run(
        [flipbook, "render", path, "--time", repr(seconds), "--format", "rgba", "--scale", "1", "--quiet",
         "--lottie-reading", "after-effects"],
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
        import thorvg_python
        global tvg
        tvg = thorvg_python
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


def read_png(path):
    """A PNG file as straight RGBA8 (h, w, 4): 8-bit gray, gray and alpha,
    RGB or RGBA, not interlaced, as the snapshots are."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise RuntimeError(f"{path} is not a PNG file")
    i, idat, header = 8, b"", None
    while i < len(data):
        length, kind = struct.unpack(">I4s", data[i:i + 8])
        body = data[i + 8:i + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        i += 12 + length
    width, height, depth, color, _, _, interlace = header
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(color)
    if depth != 8 or channels is None or interlace:
        raise RuntimeError(f"{path}: only 8-bit gray or RGB, with or without alpha, not interlaced, is read")
    raw = zlib.decompress(idat)
    stride = width * channels
    out = np.zeros((height, stride), dtype=np.uint8)
    previous = np.zeros(stride, dtype=np.int32)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = np.frombuffer(raw, dtype=np.uint8, count=stride, offset=y * (stride + 1) + 1).astype(np.int32)
        if kind == 0:
            current = line
        elif kind == 1:
            current = (np.cumsum(line.reshape(-1, channels), axis=0) & 255).reshape(-1)
        elif kind == 2:
            current = (line + previous) & 255
        else:
            current = np.zeros(stride, dtype=np.int32)
            for x in range(stride):
                left = current[x - channels] if x >= channels else 0
                up = previous[x]
                upper_left = previous[x - channels] if x >= channels else 0
                if kind == 1:
                    value = left
                elif kind == 3:
                    value = (left + up) // 2
                else:
                    p = left + up - upper_left
                    pa, pb, pc = abs(p - left), abs(p - up), abs(p - upper_left)
                    value = left if pa <= pb and pa <= pc else (up if pb <= pc else upper_left)
                current[x] = (line[x] + value) & 255
        out[y] = current
        previous = current
    image = out.reshape(height, width, channels)
    if channels <= 2:
        gray = image[..., :1].repeat(3, axis=2)
        image = np.concatenate([gray, image[..., 1:]], axis=2) if channels == 2 else gray
        channels += 2
    if channels == 3:
        image = np.concatenate([image, np.full((height, width, 1), 255, dtype=np.uint8)], axis=2)
    return image


def on_white(straight):
    """Straight RGBA8 composited on white, as floats 0…255 (RGB)."""
    a = straight[..., 3:4].astype(np.float64) / 255.0
    return straight[..., :3].astype(np.float64) * a + 255.0 * (1 - a)


def snapshot_frames(doc, name, snapshots):
    """The snapshots of sample `name`: (label, Lottie frame, path), by
    progress then frame number."""
    ip, op = float(doc["ip"]), float(doc["op"])
    found = []
    for file in os.listdir(snapshots):
        if not file.startswith(name + "-") or not file.endswith(".png"):
            continue
        tail = file[len(name) + 1:-4]
        if tail.startswith("Frame-") and tail[6:].replace(".", "", 1).isdigit():
            found.append((1, float(tail[6:]), f"frame {tail[6:]}", float(tail[6:]), file))
        elif tail.replace(".", "", 1).isdigit():
            progress = float(tail)
            # At 100 % the end state: layers whose out point is op still show.
            frame = op - 1e-6 if progress >= 100 else ip + (op - ip) * progress / 100
            found.append((0, progress, f"{tail} %", frame, file))
    return [(label, frame, os.path.join(snapshots, file)) for _, _, label, frame, file in sorted(found)]


def has_text(doc):
    """Whether any layer, precompositions' included, is a text layer."""
    layers = list(doc.get("layers", []))
    for asset in doc.get("assets", []):
        layers += asset.get("layers", []) or []
    return any(layer.get("ty") == 5 for layer in layers)


def check_sample(path, name, snapshots, flipbook, out):
    """The rows of one sample against its snapshots: (label, PSNR, off)."""
    with open(path, "rb") as f:
        doc = json.load(f)
    fr = float(doc["fr"])
    rows, strips = [], []
    for label, frame, snapshot in snapshot_frames(doc, name, snapshots):
        theirs = read_png(snapshot)
        height, width = theirs.shape[:2]
        result = subprocess.run(
            [flipbook, "render", path, "--time", repr(frame / fr), "--format", "rgba", "--size", f"{width}x{height}",
             "--quiet"], capture_output=True, check=False)
        if result.returncode != 0:
            raise RuntimeError((result.stderr.decode(errors="replace").strip().splitlines() or ["failed"])[-1])
        if len(result.stdout) != width * height * 4:
            raise RuntimeError(f"flipbook wrote {len(result.stdout)} bytes, expected {width}x{height}x4")
        ours = np.frombuffer(result.stdout, dtype=np.uint8).reshape(height, width, 4)
        a, b = on_white(ours), on_white(theirs)
        psnr, off, diff = compare(a, b)
        rows.append((label, psnr, off))
        strips.append(np.concatenate([a.astype(np.uint8), b.astype(np.uint8), heat(diff)], axis=1))
    if strips:
        widest = max(s.shape[1] for s in strips)
        strips = [np.pad(s, ((0, 0), (0, widest - s.shape[1]), (0, 0)), constant_values=255) for s in strips]
        write_png(os.path.join(out, name + ".png"), np.concatenate(strips, axis=0))
    return rows, has_text(doc)


def main_ios(args):
    """--ios: every sample of the folder against its snapshots."""
    samples, snapshots = os.path.join(args.folder, "samples"), os.path.join(args.folder, "snapshots")
    pictures = os.path.join(args.out, "ios")
    os.makedirs(pictures, exist_ok=True)
    names = sorted(f[:-5] for f in os.listdir(samples) if f.endswith(".json"))
    lines = ["Flipbook against lottie-ios's Core Animation snapshots, on white.", "",
             "| sample | text | snapshots matching | PSNR dB (min) | off > 32 (max) |", "|---|---|---|---|---|"]
    counts = {"text": [0, 0], "plain": [0, 0]}
    whole, plain_samples, refused, skipped = 0, 0, [], []
    for name in names:
        if name in NOT_THE_FILE_AS_IT_IS:
            skipped.append(name)
            lines.append(f"| {name} | – | skipped | – | {NOT_THE_FILE_AS_IT_IS[name]} |")
            print(lines[-1], flush=True)
            continue
        try:
            rows, text = check_sample(os.path.join(samples, name + ".json"), name, snapshots, args.flipbook, pictures)
        except Exception as error:  # one sample's failure is its row, not the run's end
            # Flipbook's own errors start "flipbook:"; anything else is this tool's.
            kind = "refused" if str(error).startswith("flipbook") else "not compared"
            if kind == "refused":
                refused.append(name)
            lines.append(f"| {name} | – | {kind} | – | {str(error)[:120]} |")
            print(lines[-1], flush=True)
            continue
        matched = [p >= PASS_PSNR_DB or o < PASS_OFF_SHARE for _, p, o in rows]
        kind = "text" if text else "plain"
        counts[kind][0] += sum(matched)
        counts[kind][1] += len(rows)
        if not text and rows:
            plain_samples += 1
            whole += all(matched)
        worst_psnr = min((p for _, p, _ in rows), default=math.inf)
        worst_off = max((o for _, _, o in rows), default=0)
        lines.append(f"| {name} | {'yes' if text else ''} | {sum(matched)} of {len(rows)} | {worst_psnr:.1f} | "
                     f"{100 * worst_off:.2f} % |")
        print(lines[-1], flush=True)
    plain, text = counts["plain"], counts["text"]
    summary = [
        "",
        f"Snapshots without text: {plain[0]} of {plain[1]} match ({100 * plain[0] / max(plain[1], 1):.0f} %); "
        f"with text: {text[0]} of {text[1]}.",
        f"Samples without text matching at every snapshot: {whole} of {plain_samples}. "
        f"Refused: {len(refused)}{(' (' + ', '.join(refused) + ')') if refused else ''}. "
        f"Skipped (snapshots with providers): {len(skipped)}.",
        f"A snapshot matches at PSNR >= {PASS_PSNR_DB:g} dB or < {100 * PASS_OFF_SHARE:g} % of pixels off by more "
        f"than {OFF_LEVELS} levels.",
    ]
    lines += summary
    print("\n".join(summary))
    with open(os.path.join(args.out, "ios-table.md"), "w") as f:
        f.write("\n".join(lines) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", help="folder of Lottie .json files (with --ios: of samples/ and snapshots/)")
    parser.add_argument("--ios", action="store_true", help="compare against lottie-ios's snapshots in the folder")
    parser.add_argument("--speed", action="store_true",
                        help="time Flipbook, ThorVG and rlottie per frame instead (lottie_speed.py)")
    parser.add_argument("--full-redraw", action="store_true",
                        help="with --speed: Flipbook draws every frame whole (default: it redraws what changed)")
    parser.add_argument("--rounds", type=int, default=1,
                        help="with --speed: time everything this many times and keep each player's least time "
                             "per file (default 1)")
    parser.add_argument("--flipbook", required=True, help="the flipbook executable")
    parser.add_argument("--out", default="lottie-reference",
                        help="folder for table.md and the side-by-side PNGs (with --speed: speed.md)")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    if args.ios and args.speed:
        parser.error("--ios and --speed cannot be combined")
    if args.full_redraw and not args.speed:
        parser.error("--full-redraw goes with --speed")
    if args.rounds != 1 and not args.speed:
        parser.error("--rounds goes with --speed")
    if args.rounds < 1:
        parser.error(f"--rounds must be at least 1, got {args.rounds}")
    if args.ios:
        return main_ios(args)
    if args.speed:
        sys.dont_write_bytecode = True  # no __pycache__ left in the source tree
        import lottie_speed
        return lottie_speed.main_speed(args)
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
