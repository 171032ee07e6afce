#!/usr/bin/env python3
"""Compares jmlir's PDLL front end with mlir-pdll 22, chunk by chunk.

Each `// -----` chunk of the .pdll files under the given folders (default: the mlir-pdll conformance
corpus) is written to a file of its own and checked by `mlir-pdll CHUNK -x=mlir` and by `bin/jpdll
CHUNK`. They agree when both accept it, or both reject it with their first error on the same line.
Chunks that #include a file are left out (they need the upstream -I include tree).

  python3 bench/pdll/verdicts.py [-v] [--reference PATH] [DIR_OR_FILE...]

Last line: "N passed, N failed" (passed = same verdict). Exit status 0 whatever the figures; 2 when
mlir-pdll is not installed.
"""
import argparse, os, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DEFAULT_CORPUS = os.path.join(ROOT, '..', 'shared', 'conformance', 'mlir', 'mlir-pdll')
ERROR_LINE = re.compile(r':(\d+):(\d+)\)?: error: (.*)')


def chunks(text):
    out, cur = [], []
    for line in text.split('\n'):
        i = line.find('// -----')
        if i >= 0:
            cur.append(line[:i])
            out.append('\n'.join(cur))
            cur = [line[i + len('// -----'):]]
        else:
            cur.append(line)
    out.append('\n'.join(cur))
    return out


def verdict(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    if p.returncode == 0:
        return ('accept', None, '')
    m = ERROR_LINE.search(p.stderr)
    return ('reject', int(m.group(1)) if m else None, m.group(3) if m else p.stderr.strip()[:200])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('paths', nargs='*')
    ap.add_argument('-v', action='store_true')
    ap.add_argument('--reference', default='/usr/lib/llvm-22/bin/mlir-pdll')
    args = ap.parse_args()
    if not os.path.exists(args.reference):
        print('mlir-pdll not found at %s: nothing to compare' % args.reference)
        return 2
    files = []
    for p in args.paths or [DEFAULT_CORPUS]:
        if os.path.isdir(p):
            for d, _, names in os.walk(p):
                files += [os.path.join(d, n) for n in names if n.endswith('.pdll')]
        else:
            files.append(p)
    jpdll = os.path.join(ROOT, 'bin', 'jpdll')
    passed = failed = skipped = 0
    with tempfile.TemporaryDirectory() as tmp:
        for f in sorted(files):
            for i, chunk in enumerate(chunks(open(f, encoding='utf-8').read())):
                if '#include' in chunk:
                    skipped += 1
                    continue
                path = os.path.join(tmp, 'chunk%d.pdll' % i)
                with open(path, 'w', encoding='utf-8') as out:
                    out.write(chunk)
                ref = verdict([args.reference, path, '-x=mlir', '-o', os.devnull])
                ours = verdict([jpdll, path])
                same = ref[0] == ours[0] and ref[1] == ours[1]
                if same:
                    passed += 1
                else:
                    failed += 1
                if args.v or not same:
                    print('%s %s#%d: mlir-pdll %s%s, jpdll %s%s' % (
                        'ok  ' if same else 'DIFF', os.path.relpath(f), i, ref[0],
                        '' if ref[1] is None else ' line %d (%s)' % (ref[1], ref[2]), ours[0],
                        '' if ours[1] is None else ' line %d (%s)' % (ours[1], ours[2])))
    print('chunks with #include left out: %d' % skipped)
    print('%d passed, %d failed' % (passed, failed))
    return 0


if __name__ == '__main__':
    sys.exit(main())
