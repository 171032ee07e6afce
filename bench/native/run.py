#!/usr/bin/env python3
"""Native-path benchmarks against the LLVM 22 tools, alternating runs, medians of wall and CPU time.

  (2) JIT latency: jrun vs mlir-runner on small.mlir (lowered to llvm first), JVM start included.
  (3) Generated code: kernel.mlir (a 2^28-step scalar loop timed inside the program with rtclock)
      under jrun -O3 and mlir-runner -O3; the figure is the in-program kernel time.
  (1) --mlir-to-llvmir: jtranslate vs mlir-translate on gen.py arith (1000 x 1000 ops) lowered by
      mlir-opt 22 -convert-to-llvm (pass --translate; it takes minutes).
usage: bench/native/run.py [--runs N] [--translate]   (from the repository root)
"""
import argparse, os, resource, statistics, subprocess, sys, tempfile, time

LLVM = '/usr/lib/llvm-22'
HERE = os.path.dirname(os.path.abspath(__file__))
BIN = os.path.join(HERE, '..', '..', 'bin')


def timed(cmd, **kw):
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, **kw)
    t1 = time.perf_counter()
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    if p.returncode != 0:
        sys.exit('failed: %s\n%s' % (' '.join(cmd), p.stderr.decode()))
    cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
    return t1 - t0, cpu, r1.ru_maxrss, p.stdout


def lower(src, tmp):
    out = os.path.join(tmp, os.path.basename(src) + '.llvm.mlir')
    subprocess.run([os.path.join(LLVM, 'bin/mlir-opt'), src, '-convert-scf-to-cf', '-convert-to-llvm', '-o', out], check=True)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--runs', type=int, default=10)
    ap.add_argument('--translate', action='store_true')
    a = ap.parse_args()
    tmp = tempfile.mkdtemp()
    libs = '--shared-libs=%s/lib/libmlir_c_runner_utils.so.22.1' % LLVM
    small = lower(os.path.join(HERE, 'small.mlir'), tmp)
    tools = {'jrun': os.path.join(BIN, 'jrun'), 'mlir-runner': os.path.join(LLVM, 'bin/mlir-runner')}
    res = {t: ([], []) for t in tools}
    for _ in range(a.runs):
        for t, exe in tools.items():
            w, c, _, out = timed([exe, '-e', 'main', '--entry-point-result=void', libs, small])
            res[t][0].append(w)
            res[t][1].append(c)
    w = {t: statistics.median(res[t][0]) for t in tools}
    c = {t: statistics.median(res[t][1]) for t in tools}
    print('(2) JIT latency, small program, %d runs: jrun wall %.3f s cpu %.3f s; mlir-runner wall %.3f s cpu %.3f s; '
          'ratio wall %.2f cpu %.2f' % (a.runs, w['jrun'], c['jrun'], w['mlir-runner'], c['mlir-runner'],
                                        w['jrun'] / w['mlir-runner'], c['jrun'] / c['mlir-runner']))
    kernel = lower(os.path.join(HERE, 'kernel.mlir'), tmp)
    k = {t: [] for t in tools}
    for _ in range(max(3, a.runs // 3)):
        for t, exe in tools.items():
            out = timed([exe, '-O3', '-e', 'main', '--entry-point-result=void', libs, kernel])[3].decode().split()
            k[t].append(float(out[1]))
    kj, km = min(k['jrun']), min(k['mlir-runner'])
    print('(3) kernel -O3 (2^28 dependent steps), best of %d: jrun %.3f s, mlir-runner %.3f s, ratio %.2f'
          % (len(k['jrun']), kj, km, kj / km))
    if a.translate:
        src = os.path.join(tmp, 'arith.mlir')
        with open(src, 'w') as f:
            subprocess.run([sys.executable, '/work/shared/bench/gen.py', 'arith', '--funcs', '1000', '--ops', '1000'], stdout=f, check=True)
        low = os.path.join(tmp, 'arith.llvm.mlir')
        subprocess.run([os.path.join(LLVM, 'bin/mlir-opt'), src, '-convert-to-llvm', '-o', low], check=True)
        for t, exe in (('mlir-translate', os.path.join(LLVM, 'bin/mlir-translate')), ('jtranslate', os.path.join(BIN, 'jtranslate'))):
            w, c, rss, _ = timed([exe, '--mlir-to-llvmir', low, '-o', os.path.join(tmp, t + '.ll')])
            print('(1) --mlir-to-llvmir arith 1M ops: %s wall %.2f s cpu %.2f s' % (t, w, c))


if __name__ == '__main__':
    main()
