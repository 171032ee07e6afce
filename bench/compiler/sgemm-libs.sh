#!/usr/bin/env bash
# Single-threaded sgemm of the two libraries compiled graphs can use for a band of a product:
# OpenBLAS (bytedeco openblas 0.3.30) and oneDNN (bytedeco dnnl 3.8.1), alternating, best of 20,
# wall and thread CPU time, on N x N f32 (default 1024). Natives come from the jars in ~/.m2
# (a build of compiled-graph puts them there). Needs gcc. Usage: bench/compiler/sgemm-libs.sh [N]
set -eu
m2="${HOME}/.m2/repository/org/bytedeco"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
unzip -q -o "$m2/openblas/0.3.30-1.5.12/openblas-0.3.30-1.5.12-linux-x86_64.jar" 'org/bytedeco/openblas/linux-x86_64/*'
unzip -q -o "$m2/dnnl/3.8.1-1.5.12/dnnl-3.8.1-1.5.12-linux-x86_64.jar" 'org/bytedeco/dnnl/linux-x86_64/*'
unzip -q -o "$m2/opencl/3.0-1.5.12/opencl-3.0-1.5.12-linux-x86_64.jar" 'org/bytedeco/opencl/linux-x86_64/*'
cat > sgemm.c <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
int dnnl_sgemm(char, char, long, long, long, float, const float *, long, const float *, long, float, float *, long);
void cblas_sgemm(int, int, int, int, int, int, float, const float *, int, const float *, int, float, float *, int);
void openblas_set_num_threads(int);
void omp_set_num_threads(int);
static double clock_of(clockid_t id) { struct timespec t; clock_gettime(id, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1024;
  float *a = aligned_alloc(64, (size_t) n * n * 4), *b = aligned_alloc(64, (size_t) n * n * 4), *c = aligned_alloc(64, (size_t) n * n * 4);
  for (long i = 0; i < (long) n * n; i++) { a[i] = (i % 7) * 0.1f; b[i] = (i % 5) * 0.2f; }
  openblas_set_num_threads(1);
  omp_set_num_threads(1);
  double wall[2] = {1e9, 1e9}, cpu[2] = {1e9, 1e9};
  for (int r = 0; r < 20; r++) {
    for (int lib = 0; lib < 2; lib++) {
      double w = clock_of(CLOCK_MONOTONIC), u = clock_of(CLOCK_THREAD_CPUTIME_ID);
      if (lib == 0) cblas_sgemm(101, 111, 111, n, n, n, 1, a, n, b, n, 0, c, n);
      else dnnl_sgemm('N', 'N', n, n, n, 1, a, n, b, n, 0, c, n);
      u = clock_of(CLOCK_THREAD_CPUTIME_ID) - u; w = clock_of(CLOCK_MONOTONIC) - w;
      if (w < wall[lib]) wall[lib] = w;
      if (u < cpu[lib]) cpu[lib] = u;
    }
  }
  double f = 2.0 * n * n * n / 1e9;
  printf("sgemm %dx%d f32, one thread, best of 20: OpenBLAS %.1f GFLOP/s (by CPU time %.1f), oneDNN %.1f (%.1f)\n", n, n,
      f / wall[0], f / cpu[0], f / wall[1], f / cpu[1]);
  return 0;
}
C
L=org/bytedeco/openblas/linux-x86_64; D=org/bytedeco/dnnl/linux-x86_64; O=org/bytedeco/opencl/linux-x86_64
gcc -O2 sgemm.c -o sgemm "$L/libopenblas.so.0" "$D/libdnnl.so.3" "$D/libgomp.so.1" "$O/libOpenCL.so.1" \
  -Wl,-rpath,"$PWD/$L:$PWD/$D:$PWD/$O"
echo "$(uptime)"
LD_LIBRARY_PATH="$PWD/$O" ./sgemm "${1:-1024}"
