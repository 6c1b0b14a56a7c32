#!/usr/bin/env python3
"""The public API of LayoutCore and Renderer against the committed baseline in api/ (make api-check, make api-baseline).

The API is read from the built modules with swift-symbolgraph-extract (the compiler's own view of every public
declaration) and reduced to one line per symbol: its kind, its path (Type.member(labels:)) and its declaration as
the compiler spells it, plus one line per protocol conformance and default implementation. Lines, not the JSON,
are committed, so a diff of api/*.txt reads as a change of API and nothing else (the JSON also carries source
locations and doc comments, which change without the API changing).

  check     compare the build with api/: a baseline line missing from the build is a removed or changed symbol
            and fails with its name; lines only in the build are additions, listed, and pass.
  baseline  write api/ from the build; refused while a removed or changed symbol is not named in CHANGELOG.md's
            unreleased section (so the baseline changes only together with an entry saying so).
  selftest  shows the check fails on a removed and on a changed symbol and passes an added one (a copy of the
            build's lines edited in memory; nothing is written).
"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

MODULES = ["LayoutCore", "Renderer"]
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# API_BASELINE_DIR is for the self-test, which checks the build against edited copies of the baseline.
BASELINE_DIR = os.environ.get("API_BASELINE_DIR") or os.path.join(ROOT, "api")
HEADER = ("# The public API of {module}: one line per symbol, conformance and default implementation, written by\n"
          "# 'make api-baseline' (tools/api-check.py) from the build; 'make api-check' fails on a line the build lacks.\n")


def die(message):
    print(f"api-check: {message}")
    sys.exit(1)


def modules_dir():
    """The debug build's module folder (make test builds it before api-check runs)."""
    out = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True)
    if out.returncode != 0:
        die("'swift build --show-bin-path' failed: " + " ".join(out.stderr.split())[:300])
    path = os.path.join(out.stdout.strip(), "Modules")
    for module in MODULES:
        if not os.path.exists(os.path.join(path, module + ".swiftmodule")):
            die(f"{module}.swiftmodule is not in {path}; run 'swift build' first")
    return path


def target_triple():
    out = subprocess.run(["swift", "-print-target-info"], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)["target"]["triple"]


def spelled(fragments):
    return re.sub(r"\s+", " ", "".join(f["spelling"] for f in fragments)).strip()


def api_lines(module, symbol_dir):
    """The module's API as sorted lines, from its symbol graph files (the module's own and its extensions')."""
    symbols, relationships = {}, []
    for path in sorted(glob.glob(os.path.join(symbol_dir, f"{module}.symbols.json"))
                       + glob.glob(os.path.join(symbol_dir, f"{module}@*.symbols.json"))):
        with open(path) as f:
            graph = json.load(f)
        extended = os.path.basename(path)[len(module):].split(".")[0].lstrip("@")
        for s in graph["symbols"]:
            path_components = s["pathComponents"]
            name = ".".join(path_components)
            if extended:
                name = f"{extended}::{name}"
            symbols[s["identifier"]["precise"]] = (s["kind"]["identifier"], name, spelled(s.get("declarationFragments", [])))
        relationships += graph["relationships"]
    lines = {f"{kind} {name} | {declaration}" for kind, name, declaration in symbols.values()}
    for r in relationships:
        if r["kind"] not in ("conformsTo", "inheritsFrom", "defaultImplementationOf"):
            continue
        source = symbols.get(r["source"])
        if source is None:
            continue
        target = symbols.get(r["target"])
        target_name = target[1] if target else r.get("targetFallback", r["target"])
        lines.add(f"{r['kind']} {source[1]} | {target_name}")
    return sorted(lines)


def c_module_flags(modules):
    """Renderer imports C modules (internal imports, not part of its API, but the module must load): their module maps
    (the package's system-library folders and the build's generated one) and the headers' own include folders."""
    flags = []
    for folder in sorted(glob.glob(os.path.join(ROOT, "Sources", "C*"))):
        if os.path.exists(os.path.join(folder, "module.modulemap")):
            flags += ["-I", folder]
    for generated in sorted(glob.glob(os.path.join(os.path.dirname(modules), "C*.build", "module.modulemap"))):
        flags += ["-I", os.path.dirname(generated)]
    pkg = subprocess.run(["pkg-config", "--cflags-only-I", "sdl2", "fribidi", "fontconfig"], capture_output=True, text=True)
    for include in pkg.stdout.split():
        flags += ["-Xcc", include]
    return flags


def built_api():
    """{module: lines} of the current build."""
    modules, triple = modules_dir(), target_triple()
    extra = c_module_flags(modules)
    result = {}
    with tempfile.TemporaryDirectory() as out:
        for module in MODULES:
            run = subprocess.run(["swift-symbolgraph-extract", "-module-name", module, "-I", modules, "-target", triple,
                                  "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", out] + extra,
                                 capture_output=True, text=True)
            if run.returncode != 0:
                die(f"swift-symbolgraph-extract failed for {module}: {run.stderr.strip()[:400]}")
            result[module] = api_lines(module, out)
    return result


def baseline_path(module):
    return os.path.join(BASELINE_DIR, module + ".txt")


def read_baseline(module):
    path = baseline_path(module)
    if not os.path.exists(path):
        die(f"no baseline {os.path.relpath(path, ROOT)}; 'make api-baseline' writes it")
    with open(path) as f:
        return [line.rstrip("\n") for line in f if line.strip() and not line.startswith("#")]


def compare(old, new):
    """(removed, changed, added): names of symbols gone, names whose lines differ, lines only in new."""
    old_set, new_set = set(old), set(new)
    gone = [line for line in old if line not in new_set]
    added = [line for line in new if line not in old_set]
    key = lambda line: line.split(" | ")[0]
    added_keys = {key(line) for line in added}
    changed = [line for line in gone if key(line) in added_keys]
    removed = [line for line in gone if key(line) not in added_keys]
    return removed, changed, added


def symbol_name(line):
    """The name a CHANGELOG entry would use: the last path component without its labels (setViewportSize)."""
    path = line.split(" | ")[0].split(" ", 1)[1].split("::")[-1]
    return re.split(r"[.(]", path.split("(")[0])[-1] if "(" in path else path.split(".")[-1]


def report(module, removed, changed, added, old_count):
    for line in removed:
        print(f"api-check: {module}: removed: {line}")
    for line in changed:
        print(f"api-check: {module}: changed (was): {line}")
    for line in added:
        print(f"api-check: {module}: added: {line}")
    print(f"api-check: {module}: compared {old_count[0]} public symbols and {old_count[1]} conformances and default"
          f" implementations: {len(removed)} removed, {len(changed)} changed, {len(added) - len(changed)} added")


def check():
    api, broken, total = built_api(), False, 0
    for module in MODULES:
        old = read_baseline(module)
        removed, changed, added = compare(old, api[module])
        symbols = sum(1 for line in old if line.startswith("swift."))
        report(module, removed, changed, added, (symbols, len(old) - symbols))
        total += symbols
        broken |= bool(removed or changed)
    if broken:
        die("the public API lost or changed the symbols above: restore them, or, for a change on purpose, name them in"
            " CHANGELOG.md's unreleased section and run 'make api-baseline'")
    print(f"api-check: ok: {total} public symbols of {', '.join(MODULES)} (and their conformances) compared with api/")


def unreleased_changelog():
    with open(os.path.join(ROOT, "CHANGELOG.md")) as f:
        text = f.read()
    sections = re.split(r"(?m)^## ", text)
    for s in sections:
        if s.split("\n", 1)[0].strip().endswith("(unreleased)"):
            return s
    return ""


def baseline():
    api, notes = built_api(), unreleased_changelog()
    unnamed = []
    for module in MODULES:
        old = read_baseline(module) if os.path.exists(baseline_path(module)) else []
        removed, changed, _ = compare(old, api[module])
        unnamed += [f"{module}: {line}" for line in removed + changed if symbol_name(line) not in notes]
    if unnamed:
        for line in unnamed:
            print(f"api-check: not in CHANGELOG.md's unreleased section: {line}")
        die("name each removed or changed symbol above in CHANGELOG.md's unreleased section ('Changed'), then run"
            " 'make api-baseline' again")
    os.makedirs(BASELINE_DIR, exist_ok=True)
    for module in MODULES:
        with open(baseline_path(module), "w") as f:
            f.write(HEADER.format(module=module))
            f.writelines(line + "\n" for line in api[module])
        print(f"api-check: wrote {os.path.relpath(baseline_path(module), ROOT)} ({len(api[module])} lines)")


def selftest():
    """`check` itself, run on edited copies of the baseline: a symbol the build lacks fails by name, a symbol only the
    build has passes as an addition; and the comparison tells a changed declaration from a removed one."""
    api = built_api()
    with tempfile.TemporaryDirectory() as folder:
        def run_check(edit):
            for module in MODULES:
                with open(os.path.join(folder, module + ".txt"), "w") as f:
                    f.writelines(line + "\n" for line in edit(module, api[module]))
            return subprocess.run([sys.executable, os.path.abspath(__file__), "check"], capture_output=True, text=True,
                                  env=dict(os.environ, API_BASELINE_DIR=folder))
        gone = "swift.method CollectionView.selfTestRemoved(_:) | func selfTestRemoved(_ x: Int)"
        run = run_check(lambda m, lines: sorted(lines + [gone]) if m == "LayoutCore" else lines)
        if run.returncode == 0 or f"removed: {gone}" not in run.stdout:
            die(f"selftest: a symbol missing from the build did not fail the check:\n{run.stdout}")
        victim = next(line for line in api["LayoutCore"] if line.startswith("swift.method CollectionView."))
        run = run_check(lambda m, lines: [l for l in lines if l != victim])
        if run.returncode != 0 or f"added: {victim}" not in run.stdout:
            die(f"selftest: a symbol added to the build did not pass as an addition:\n{run.stdout}")
    lines = api["LayoutCore"]
    edited = victim.replace(" | ", " | @discardableResult ", 1)
    removed, changed, added = compare(lines, [edited if line == victim else line for line in lines])
    if changed != [victim] or removed or added != [edited]:
        die("selftest: a changed declaration was not reported as changed")
    print(f"api-check: selftest: ok (a removed symbol fails the check by name, an added one passes, a changed one is"
          f" told from a removed one; {len(lines)} LayoutCore lines)")


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else "check"
    {"check": check, "baseline": baseline, "selftest": selftest}.get(command, lambda: die(f"unknown command {command}"))()
