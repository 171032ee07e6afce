/*
 * A measurement tool, not part of jrun (BENCHMARKS.md, "jrun start-up, 2026-11-28 06:00-08:00 UTC
 * (branch lat14a)"): an LD_PRELOAD object that dlopens libraries on a thread of its own while the
 * JVM starts, to measure whether libLLVM's load can leave jrun's set-up path. It did not gain: the
 * JVM reached `main` as much later as the set-up thread gained.
 *
 * Build:  gcc -O2 -fPIC -shared -o /tmp/preload-shim.so bench/native/preload/preload-shim.c -ldl -lpthread
 * Use:    bin/jrun execs java, so the variable must reach java, not the shell: add
 *           [ -n "${JSHIM:-}" ] && export LD_PRELOAD=$JSHIM
 *         before bin/jrun's exec line in a copy of it, then run it with
 *           JSHIM=/tmp/preload-shim.so JMLIR_PRELOAD=<dir>/libLLVM.so:<dir>/libLTO.so:<dir>/libRemarks.so
 *         (<dir>: JavaCPP's cache of the llvm jar run-tool/target/lib holds; a different file of the
 *         same library than jrun's own load aborts in LLVM's option registry).
 * Environment:
 *   JMLIR_PRELOAD          colon-separated paths, loaded in order (RTLD_LAZY, as the JVM loads)
 *   JMLIR_PRELOAD_TRIGGER  the dlsym name after whose look-up the thread starts (default
 *                          JDK_Canonicalize: libjava's first look-up, before the JVM's longest stretch
 *                          without dynamic-loader calls); JMLIR_PRELOAD_NOW=1 starts it at once
 *   JMLIR_PRELOAD_SPIN=ms  the thread only spins that long (the cost of a busy second core)
 *   JMLIR_PRELOAD_VERBOSE  1: time stamps (CLOCK_MONOTONIC ms, as -Djmlir.jrun.timing=true's origin
 *                          line) of the start, trigger and each load on stderr; 2: also every dlopen,
 *                          and each dlsym and pthread_create that took over 0.1 ms
 * The shim unsets LD_PRELOAD (children do not load it). Its dlsym is a tail call to glibc's unless
 * armed (the caller's return address, which dlsym uses, is kept); its exit skips atexit handlers
 * while a load is under way (libLLVM's constructors would race the process's destructors).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int verbose;
static volatile int loading;
static int armed;
static char *list;
static const char *trigger = "JDK_Canonicalize";
static void (*real_exit)(int);
static void *(*real_dlsym)(void *, const char *);
static void *(*real_dlopen)(const char *, int);
static int (*real_pthread_create)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);

static void resolve(void) {
  void *f = dlvsym(RTLD_NEXT, "dlsym", "GLIBC_2.34");
  if (!f) f = dlvsym(RTLD_NEXT, "dlsym", "GLIBC_2.2.5");
  real_dlsym = (void *(*)(void *, const char *)) f;
}

static void *loader(void *arg) {
  (void) arg;
  const char *spin = getenv("JMLIR_PRELOAD_SPIN");
  if (spin) {
    double t = now_ms();
    volatile unsigned long x = 0;
    while (now_ms() - t < atof(spin)) x++;
    if (verbose) fprintf(stderr, "shim: spin ok %.3f..%.3f\n", t, now_ms());
  } else {
    char *save = NULL;
    for (char *p = strtok_r(list, ":", &save); p; p = strtok_r(NULL, ":", &save)) {
      double t = now_ms();
      void *h = dlopen(p, RTLD_LAZY);
      if (verbose) fprintf(stderr, "shim: %s %s %.3f..%.3f\n", p, h ? "ok" : dlerror(), t, now_ms());
      if (!h) break;
    }
  }
  __atomic_store_n(&loading, 0, __ATOMIC_RELEASE);
  return NULL;
}

static void start(void) {
  pthread_attr_t a;
  pthread_attr_init(&a);
  pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
  pthread_t t;
  loading = 1;
  if (pthread_create(&t, &a, loader, NULL) != 0) loading = 0;
  pthread_attr_destroy(&a);
}

void *dlsym(void *h, const char *n) {
  if (__builtin_expect(real_dlsym == NULL, 0)) resolve();
  if (__builtin_expect(armed, 0) && strcmp(n, trigger) == 0) {
    armed = 0;
    void *r = real_dlsym(h, n);
    if (verbose) fprintf(stderr, "shim: trigger %.3f\n", now_ms());
    start();
    return r;
  }
  if (verbose > 1) {
    double a = now_ms();
    void *r = real_dlsym(h, n);
    double b = now_ms();
    if (b - a > 0.1) fprintf(stderr, "shim: dlsym %s waited %.3f at %.3f\n", n, b - a, a);
    return r;
  }
  return real_dlsym(h, n);
}

void *dlopen(const char *f, int fl) {
  if (!real_dlopen) real_dlopen = (void *(*)(const char *, int)) dlvsym(RTLD_NEXT, "dlopen", "GLIBC_2.34");
  if (!real_dlopen) real_dlopen = (void *(*)(const char *, int)) dlvsym(RTLD_NEXT, "dlopen", "GLIBC_2.2.5");
  double a = now_ms();
  void *r = real_dlopen(f, fl);
  if (verbose > 1) fprintf(stderr, "shim: dlopen %s took %.3f at %.3f\n", f ? f : "(null)", now_ms() - a, a);
  return r;
}

int pthread_create(pthread_t *t, const pthread_attr_t *a, void *(*f)(void *), void *arg) {
  if (!real_pthread_create) {
    real_pthread_create = dlvsym(RTLD_NEXT, "pthread_create", "GLIBC_2.34");
    if (!real_pthread_create) real_pthread_create = dlvsym(RTLD_NEXT, "pthread_create", "GLIBC_2.2.5");
  }
  double x = now_ms();
  int r = real_pthread_create(t, a, f, arg);
  double y = now_ms();
  if (verbose > 1 && y - x > 0.1) fprintf(stderr, "shim: pthread_create took %.3f at %.3f\n", y - x, x);
  return r;
}

void exit(int status) {
  if (__atomic_load_n(&loading, __ATOMIC_ACQUIRE)) {
    fflush(NULL);
    _exit(status);
  }
  real_exit(status);
  __builtin_unreachable();
}

__attribute__((constructor)) static void shim_init(void) {
  resolve();
  real_exit = (void (*)(int)) real_dlsym(RTLD_NEXT, "exit");
  const char *libs = getenv("JMLIR_PRELOAD");
  verbose = getenv("JMLIR_PRELOAD_VERBOSE") ? atoi(getenv("JMLIR_PRELOAD_VERBOSE")) : 0;
  if (getenv("JMLIR_PRELOAD_TRIGGER")) trigger = getenv("JMLIR_PRELOAD_TRIGGER");
  unsetenv("LD_PRELOAD");
  if (verbose) fprintf(stderr, "shim: start %.3f\n", now_ms());
  if (!libs || !*libs) return;
  list = strdup(libs);
  unsetenv("JMLIR_PRELOAD");
  if (getenv("JMLIR_PRELOAD_NOW")) start();
  else armed = 1;
}
