#!/usr/bin/env python3
"""Mutates PDLL chunks (token deleted, duplicated, swapped or inserted) and compares jpdll's verdict
with mlir-pdll 22's on each: same verdict, and for a rejection the error on the same line.

  python3 bench/pdll/mutations.py [--cases N] [--seed S] [-v] [DIR_OR_FILE...]

Inputs: the chunks of the .pdll files given (default: the mlir-pdll conformance corpus and
lit-tests/suite/PDLL), without #include. Last line: "N passed, N failed".
"""
import argparse, os, random, re, sys, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from verdicts import chunks, verdict, ROOT, DEFAULT_CORPUS  # noqa: E402

TOKEN = re.compile(r'//[^\n]*|"(?:[^"\\\n]|\\.)*"|\[\{.*?\}\]|[A-Za-z_][A-Za-z0-9_]*|\d+|->|=>|#\w+|\S', re.S)
EXTRA = ['(', ')', '{', '}', '<', '>', ';', ':', ',', '.', '=', '=>', '->', '[', ']', '_', 'op', 'attr', 'type',
         'Op', 'Value', 'ValueRange', 'Type', 'TypeRange', 'Attr', 'let', 'erase', 'replace', 'rewrite', 'with',
         'return', 'not', 'Constraint', 'Rewrite', 'Pattern', 'benefit', '"x"', '0', 'foo', 'a.b']


def mutate(text, rnd):
    toks = [m for m in TOKEN.finditer(text) if not m.group().startswith('//')]
    if not toks:
        return text
    t = rnd.choice(toks)
    kind = rnd.randrange(4)
    if kind == 0:
        return text[:t.start()] + text[t.end():]
    if kind == 1:
        return text[:t.end()] + ' ' + t.group() + text[t.end():]
    if kind == 2:
        u = rnd.choice(toks)
        a, b = sorted([t, u], key=lambda m: m.start())
        if a.end() > b.start():
            return text
        return text[:a.start()] + b.group() + text[a.end():b.start()] + a.group() + text[b.end():]
    return text[:t.start()] + rnd.choice(EXTRA) + ' ' + text[t.start():]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('paths', nargs='*')
    ap.add_argument('--cases', type=int, default=200)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('-v', action='store_true')
    ap.add_argument('--reference', default='/usr/lib/llvm-22/bin/mlir-pdll')
    args = ap.parse_args()
    if not os.path.exists(args.reference):
        print('mlir-pdll not found at %s: nothing to compare' % args.reference)
        return 2
    files = []
    for p in args.paths or [DEFAULT_CORPUS, os.path.join(ROOT, 'lit-tests', 'suite', 'PDLL')]:
        if os.path.isdir(p):
            for d, _, names in os.walk(p):
                files += [os.path.join(d, n) for n in names if n.endswith('.pdll')]
        else:
            files.append(p)
    bases = [c for f in sorted(files) for c in chunks(open(f, encoding='utf-8').read()) if '#include' not in c and c.strip()]
    rnd = random.Random(args.seed)
    jpdll = os.path.join(ROOT, 'bin', 'jpdll')
    passed = failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(args.cases):
            text = mutate(rnd.choice(bases), rnd)
            path = os.path.join(tmp, 'm%d.pdll' % i)
            with open(path, 'w', encoding='utf-8') as out:
                out.write(text)
            ref = verdict([args.reference, path, '-x=mlir', '-o', os.devnull])
            ours = verdict([jpdll, path])
            same = ref[0] == ours[0] and ref[1] == ours[1]
            passed += same
            failed += not same
            if not same or args.v:
                keep = os.path.join(ROOT, 'pdll', 'target', 'mutations')
                os.makedirs(keep, exist_ok=True)
                with open(os.path.join(keep, 'm%d.pdll' % i), 'w', encoding='utf-8') as out:
                    out.write(text)
                print('%s m%d: mlir-pdll %s%s | jpdll %s%s' % ('ok  ' if same else 'DIFF', i, ref[0],
                      '' if ref[1] is None else ' %d: %s' % (ref[1], ref[2]), ours[0],
                      '' if ours[1] is None else ' %d: %s' % (ours[1], ours[2])))
    print('%d passed, %d failed' % (passed, failed))
    return 0


if __name__ == '__main__':
    sys.exit(main())
