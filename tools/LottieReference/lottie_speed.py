"""Flipbook's time per Lottie frame against ThorVG's and rlottie's:
tools/lottie-reference --speed runs it (through lottie_reference.py).

The workload is the same for the three players: one thread each, render
only (no encoding), at the file's own size, the median of N frames (20)
after a warm-up of 5, at frames ip + (op - ip) * (i + 0.5) / N for
i = 0 ... N - 1. With --rounds R the whole measurement runs R times, one
round after another, and each player keeps its least time per file (for
Flipbook, the stages of its least render): the machine is shared, and
the least of a few rounds is what the player takes undisturbed.
- Flipbook: `flipbook bench lottie DIR --json --frames N --lottie-reading
  after-effects` (CPU backend; After Effects' reading, as ThorVG and rlottie draw),
  its stages' medians: evaluate, display list, raster, and render (their sum
  per frame).
- ThorVG: thorvg-python's SwCanvas on an engine with no worker threads;
  a frame is set_frame, update, draw, sync.
- rlottie: rlottie-python's lottie_animation_render, at whole frame numbers.
ThorVG and rlottie each run in a process of their own per file (this
file, run as `lottie_speed.py --player NAME FILE N`): either may crash
on some files, and that file's cell then says so.
The frame numbers given to ThorVG and rlottie count from ip (frame ip is
their 0), clamped to their range, as the issue's peer script gives them.
"""

import json
import math
import os
import statistics
import subprocess
import sys
import time

# Frames timed per file, and warm-up frames drawn before them (as
# StagedFrame.warmUpFrames in Flipbook's Benchmarks target).
FRAMES = 20
WARM_UP = 5
# A player that takes longer than this on one file is stopped; its cell
# says so (seconds: 25 frames of even the largest development file take
# under a second).
PLAYER_TIMEOUT_S = 300


def frame_numbers(ip, op, n):
    """The middles of n equal parts of ip … op."""
    return [ip + (op - ip) * (i + 0.5) / n for i in range(n)]


def time_frames(draw, frames):
    """Median seconds of draw(frame) over `frames`, after WARM_UP of them
    (the first ones, again) drawn untimed."""
    for frame in frames[:WARM_UP]:
        draw(frame)
    times = []
    for frame in frames:
        start = time.perf_counter()
        draw(frame)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def thorvg_ms(path, width, height, ip, frames):
    import thorvg_python as tvg
    engine = tvg.Engine(threads=0)
    canvas = tvg.SwCanvas(engine)
    canvas.set_target(width, height, cs=tvg.Colorspace.ARGB8888)
    animation = tvg.LottieAnimation(engine)
    picture = animation.get_picture()
    if picture.load(path) != tvg.Result.SUCCESS:
        raise RuntimeError("ThorVG cannot load it")
    picture.set_size(width, height)
    canvas.add(picture)
    total = animation.get_total_frame()[1]

    def draw(frame):
        animation.set_frame(min(max(frame - ip, 0), total - 1))
        canvas.update()
        canvas.draw(True)
        canvas.sync()

    seconds = time_frames(draw, frames)
    canvas.destroy()
    engine.term()
    return seconds * 1000


def rlottie_ms(path, width, height, ip, frames):
    import rlottie_python as rl
    animation = rl.LottieAnimation.from_file(path)
    total = animation.lottie_animation_get_totalframe()

    def draw(frame):
        number = min(max(int(round(frame - ip)), 0), total - 1)
        animation.lottie_animation_render(frame_num=number, width=width, height=height)

    return time_frames(draw, frames) * 1000


def player_main(player, path, n):
    """The worker: one player, one file; prints {"ms": …} or {"error": …}."""
    measure = {"thorvg": thorvg_ms, "rlottie": rlottie_ms}[player]
    try:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        width, height, ip, op = int(doc["w"]), int(doc["h"]), float(doc["ip"]), float(doc["op"])
        print(json.dumps({"ms": measure(path, width, height, ip, frame_numbers(ip, op, n))}))
    except Exception as error:  # the file's cell, not the run's end
        print(json.dumps({"error": str(error).splitlines()[0][:80] if str(error) else type(error).__name__}))


def player_time(player, path, n):
    """A player's median ms on the file, or the reason there is none."""
    try:
        run = subprocess.run([sys.executable, os.path.abspath(__file__), "--player", player, path, str(n)],
                             capture_output=True, timeout=PLAYER_TIMEOUT_S, check=False)
    except subprocess.TimeoutExpired:
        return None, f"over {PLAYER_TIMEOUT_S} s"
    if run.returncode != 0:
        reason = f"crashed (signal {-run.returncode})" if run.returncode < 0 else f"exit {run.returncode}"
        return None, reason
    try:
        result = json.loads(run.stdout.decode().strip().splitlines()[-1])
    except (ValueError, IndexError):
        return None, "no result"
    return result.get("ms"), result.get("error")


def flipbook_rows(flipbook, folder, n, full_redraw=False):
    """`flipbook bench lottie`'s lines by file, and its summary line;
    `full_redraw` passes --full-redraw (every frame drawn whole)."""
    # In After Effects' reading, the pictures ThorVG and rlottie draw.
    run = subprocess.run([flipbook, "bench", "lottie", folder, "--json", "--frames", str(n), "--quiet",
                          "--lottie-reading", "after-effects"]
                         + (["--full-redraw"] if full_redraw else []), capture_output=True, check=False)
    # Exit 2 with rows is a file Flipbook refused; its row says why.
    if run.returncode not in (0, 2) or not run.stdout:
        raise SystemExit(f"lottie-reference: flipbook bench lottie failed: {run.stderr.decode(errors='replace').strip()}")
    lines = [json.loads(line) for line in run.stdout.decode().splitlines() if line.strip()]
    return {line["file"]: line for line in lines if line.get("workload") == "lottie"}, lines[-1]


def least_of_rounds(args, n, rounds):
    """Flipbook's rows (the least render of each file over `rounds`), its
    last summary, and per file each peer's least (ms, error) over the
    rounds; a round runs Flipbook over the folder, then each peer per
    file."""
    rows, summary, times = {}, {}, {}
    for round_index in range(rounds):
        if rounds > 1:
            print(f"round {round_index + 1} of {rounds}", file=sys.stderr, flush=True)
        round_rows, summary = flipbook_rows(args.flipbook, args.folder, n, getattr(args, "full_redraw", False))
        for name, row in round_rows.items():
            render = (row.get("medianMs") or {}).get("render")
            kept = (rows.get(name, {}).get("medianMs") or {}).get("render")
            if name not in rows or (render is not None and (kept is None or render < kept)):
                rows[name] = row
        for name in sorted(round_rows):
            path = os.path.join(args.folder, name)
            for player in ("thorvg", "rlottie"):
                ms, error = player_time(player, path, n)
                kept = times.setdefault(name, {}).get(player)
                if kept is None or (ms is not None and (kept[0] is None or ms < kept[0])):
                    times[name][player] = (ms, error)
    return rows, summary, times


def geometric_mean(values):
    values = [v for v in values if v and v > 0]
    return math.exp(sum(map(math.log, values)) / len(values)) if values else None


def cell(value, digits=2):
    return "–" if value is None else f"{value:.{digits}f}"


def main_speed(args):
    """--speed: the table of every file's times and ratios, printed and
    written to OUT/speed.md."""
    n = FRAMES
    rounds = max(1, getattr(args, "rounds", 1))
    import rlottie_python  # noqa: F401  (fails early when the venv lacks it)
    import thorvg_python as tvg
    version = tvg.Engine(threads=0).version()[-1]
    rows, summary, times = least_of_rounds(args, n, rounds)
    environment = summary.get("environment", {})
    load = os.getloadavg()
    least = f", least of {rounds} rounds" if rounds > 1 else ""
    lines = [f"Time per frame (ms), median of {n} frames after {WARM_UP} warm-up{least}, at frames ip + (op − ip)(i + ½)/{n}, "
             f"one thread each, render only, at each file's size. Flipbook: `flipbook bench lottie` "
             f"({environment.get('build', '?')} build, backend {summary.get('backend', '?')}, redraw "
             f"{summary.get('redraw', '?')}); ThorVG {version} "
             f"(thorvg-python, SwCanvas, no worker threads); rlottie (rlottie-python). Ratios are times: "
             f"above 1, Flipbook is faster.", "",
             "| file | size | evaluate | display list | raster | Flipbook render | ThorVG | rlottie "
             "| ThorVG ÷ Flipbook | rlottie ÷ Flipbook |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    print(lines[0], flush=True)
    print("\n".join(lines[2:]), flush=True)
    measured = []  # (stage medians, Flipbook, ThorVG, rlottie) of files all three drew
    beats, compared, preparations = 0, 0, []
    for name in sorted(rows):
        row = rows[name]
        path = os.path.join(args.folder, name)
        thorvg, thorvg_error = times[name]["thorvg"]
        rlottie, rlottie_error = times[name]["rlottie"]
        medians = row.get("medianMs")
        if medians is None:
            ours, size = None, "–"
            stages = ["refused: " + row.get("error", "?")[:100], "", ""]
        else:
            ours, size = medians["render"], row["pixels"].replace("x", "×")
            stages = [cell(medians["evaluate"], 3), cell(medians["displayList"], 3), cell(medians["raster"], 3)]
            preparations.append(medians["evaluate"] + medians["displayList"])
        thorvg_ratio = thorvg / ours if ours and thorvg else None
        rlottie_ratio = rlottie / ours if ours and rlottie else None
        if rlottie_ratio:
            compared += 1
            beats += rlottie_ratio > 1
        if thorvg_ratio and rlottie_ratio:
            measured.append(([medians["evaluate"], medians["displayList"], medians["raster"]], ours, thorvg, rlottie))
        line = (f"| {name} | {size} | {' | '.join(stages)} | {cell(ours, 3)} | "
                f"{cell(thorvg, 3) if thorvg is not None else (thorvg_error or '–')} | "
                f"{cell(rlottie, 3) if rlottie is not None else (rlottie_error or '–')} | "
                f"{cell(thorvg_ratio)} | {cell(rlottie_ratio)} |")
        lines.append(line)
        print(line, flush=True)
    # The means: over the files all three players drew, so that every
    # column averages the same files.
    column = lambda f: geometric_mean([f(m) for m in measured])  # noqa: E731
    g_thorvg = column(lambda m: m[2] / m[1])
    g_rlottie = column(lambda m: m[3] / m[1])
    mean_row = (f"| geometric mean ({len(measured)} files) | | {cell(column(lambda m: m[0][0]), 3)} | "
                f"{cell(column(lambda m: m[0][1]), 3)} | {cell(column(lambda m: m[0][2]), 3)} | "
                f"{cell(column(lambda m: m[1]), 3)} | {cell(column(lambda m: m[2]), 3)} | "
                f"{cell(column(lambda m: m[3]), 3)} | {cell(g_thorvg)} | {cell(g_rlottie)} |")
    lines.append(mean_row)
    print(mean_row)
    preparation = max(preparations) if preparations else None
    # Flipbook alone over every file it drew (the kept rounds' renders).
    renders = [row["medianMs"]["render"] for row in rows.values() if row.get("medianMs")]
    g_render = geometric_mean(renders)
    closing = [
        "",
        f"Geometric means over the {len(measured)} files all three players drew: ThorVG ÷ Flipbook {cell(g_thorvg)}, "
        f"rlottie ÷ Flipbook {cell(g_rlottie)}. Flipbook alone: render "
        f"{cell(g_render, 3)} ms ({cell(1000 / g_render if g_render else None, 1)} "
        f"frames/s) over the {len(renders)} files it drew.",
        f"Flipbook faster than rlottie on {beats} of {compared} files; largest evaluate + display list "
        f"{cell(preparation, 3)} ms.",
        f"Machine: {environment.get('cores', '?')} cores, {environment.get('cpu', '?')}; load average "
        f"{load[0]:.2f} {load[1]:.2f} {load[2]:.2f} at the end.",
    ]
    lines += closing
    print("\n".join(closing))
    with open(os.path.join(args.out, "speed.md"), "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__" and len(sys.argv) == 5 and sys.argv[1] == "--player":
    player_main(sys.argv[2], sys.argv[3], int(sys.argv[4]))
