#!/usr/bin/env bash
# How compiled graphs run the two bands of a product (sgemm-threads.ll), in C on the same library:
# each band one single-threaded oneDNN dnnl_sgemm (bytedeco dnnl 3.8.1), the caller computing band 0;
# band 1 on a thread created for the product ("fresh", how the bands ran before the pool) or on a
# persistent worker woken through a futex after spinning ~50 us ("pool", now); bands of rows or of
# columns. The four variants alternate, RUNS rounds (default 40) with GAP ms of single-threaded
# busy work before each product (default 2; other work of the process between products); best,
# median and CPU per product. Natives come from the jars in ~/.m2. Needs gcc.
# Usage: bench/compiler/sgemm-pool.sh [M,N,K] [RUNS] [GAP]      (default 1024,1024,1024 40 2)
set -eu
m2="${HOME}/.m2/repository/org/bytedeco"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
unzip -q -o "$m2/dnnl/3.8.1-1.5.12/dnnl-3.8.1-1.5.12-linux-x86_64.jar" 'org/bytedeco/dnnl/linux-x86_64/*'
unzip -q -o "$m2/opencl/3.0-1.5.12/opencl-3.0-1.5.12-linux-x86_64.jar" 'org/bytedeco/opencl/linux-x86_64/*'
cat > pool.c <<'C'
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <pthread.h>
#include <stdatomic.h>
#include <unistd.h>
#include <linux/futex.h>
#include <sys/syscall.h>
#include <sys/resource.h>
int dnnl_sgemm(char, char, long, long, long, float, const float *, long, const float *, long, float, float *, long);
void omp_set_num_threads(int);
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e3 + t.tv_nsec * 1e-6; }
static double cpu(void) { struct rusage r; getrusage(RUSAGE_SELF, &r); return (r.ru_utime.tv_sec + r.ru_stime.tv_sec) * 1e3 + (r.ru_utime.tv_usec + r.ru_stime.tv_usec) * 1e-3; }
static int M = 1024, N = 1024, K = 1024; static float *A, *B, *C;
typedef struct { long lo, hi; int cols; _Atomic int who, done; } band;
static void compute(band *b) {
  omp_set_num_threads(1);
  if (!b->cols) dnnl_sgemm('N', 'N', b->hi - b->lo, N, K, 1, A + b->lo * K, K, B, N, 0, C + b->lo * N, N);
  else dnnl_sgemm('N', 'N', M, b->hi - b->lo, K, 1, A, K, B + b->lo, N, 0, C + b->lo, N);
}
static void fwait(_Atomic int *p, int v) { syscall(SYS_futex, p, FUTEX_WAIT_PRIVATE, v, 0, 0, 0); }
static void fwake(_Atomic int *p) { syscall(SYS_futex, p, FUTEX_WAKE_PRIVATE, 1 << 30, 0, 0, 0); }
static void take(band *b) { int z = 1; if (atomic_compare_exchange_strong(&b->who, &z, 2)) { compute(b); atomic_store(&b->done, 1); fwake(&b->done); } }
static void *fresh(void *p) { take(p); return 0; }
static _Atomic int seq; static band *volatile job;
static void *worker(void *unused) {
  int seen = 0;
  for (;;) {
    double t0 = now(); int cur;
    while ((cur = atomic_load(&seq)) == seen) { if (now() - t0 > 0.05) fwait(&seq, seen); else __builtin_ia32_pause(); }
    seen = cur; take(job);
  }
}
static void settle(band *b) {
  int z = 1;
  if (atomic_compare_exchange_strong(&b->who, &z, 3)) { compute(b); return; }
  for (int i = 0; atomic_load(&b->done) == 0; i++) { if (i < 20000) __builtin_ia32_pause(); else fwait(&b->done, 0); }
}
static void run(int v) {
  int cols = v & 1, e = cols ? N : M; band b0 = {0, e / 2, cols, 3, 0}, b1 = {e / 2, e, cols, 1, 0};
  if (v < 2) { pthread_t t; pthread_create(&t, 0, fresh, &b1); compute(&b0); settle(&b1); pthread_join(t, 0); return; }
  job = &b1; atomic_fetch_add(&seq, 1); fwake(&seq); compute(&b0); settle(&b1);
}
static int cmp(const void *a, const void *b) { double x = *(const double *) a, y = *(const double *) b; return x < y ? -1 : x > y; }
int main(int argc, char **argv) {
  if (argc > 1) sscanf(argv[1], "%d,%d,%d", &M, &N, &K);
  int runs = argc > 2 ? atoi(argv[2]) : 40; double gap = argc > 3 ? atof(argv[3]) : 2;
  A = aligned_alloc(64, 4L * M * K); B = aligned_alloc(64, 4L * K * N); C = aligned_alloc(64, 4L * M * N);
  for (long i = 0; i < (long) M * K; i++) A[i] = (i % 7) * 0.1f;
  for (long i = 0; i < (long) K * N; i++) B[i] = (i % 5) * 0.2f;
  pthread_t w; pthread_create(&w, 0, worker, 0);
  const char *names[] = {"fresh thread, rows", "fresh thread, columns", "pool, rows", "pool, columns"};
  double best[4], cpus[4] = {0}, *t[4];
  for (int v = 0; v < 4; v++) { best[v] = 1e9; t[v] = malloc(sizeof(double) * runs); run(v); run(v); }
  for (int r = 0; r < runs; r++) for (int v = 0; v < 4; v++) {
    double s = now(); volatile double x = 0; while (now() - s < gap) x += 1;
    double c = cpu(), u = now(); run(v); t[v][r] = now() - u; cpus[v] += cpu() - c; if (t[v][r] < best[v]) best[v] = t[v][r];
  }
  printf("%dx%dx%d f32, 2 bands of dnnl_sgemm, %d rounds alternating, %.1f ms of other work before each product:\n", M, N, K, runs, gap);
  for (int v = 0; v < 4; v++) { qsort(t[v], runs, sizeof(double), cmp);
    printf("  %-22s best %7.3f ms  median %7.3f ms  CPU %7.3f ms per product\n", names[v], best[v], t[v][runs / 2], cpus[v] / runs); }
  return 0;
}
C
D=org/bytedeco/dnnl/linux-x86_64; O=org/bytedeco/opencl/linux-x86_64
gcc -O2 pool.c -o pool "$D/libdnnl.so.3" "$D/libgomp.so.1" "$O/libOpenCL.so.1" -lpthread -Wl,-rpath,"$PWD/$D:$PWD/$O"
echo "$(uptime)"
LD_LIBRARY_PATH="$PWD/$O" OMP_WAIT_POLICY=passive ./pool "${1:-1024,1024,1024}" "${2:-40}" "${3:-2}"
