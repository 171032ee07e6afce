package org.jmlir.ir;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntConsumer;

/**
 * Runs independent tasks {@code 0..n-1} on the calling thread and up to one helper thread per further
 * available processor (MLIR's parallelForEach over isolated-from-above ops): each thread takes the next
 * index until none is left. Callers store results by index, so their output does not depend on which
 * thread ran which task. The first exception a task throws is rethrown on the calling thread once
 * every thread has stopped; the remaining tasks are then skipped.
 */
public final class Parallel {
  private Parallel() {}

  /** Stack of a helper thread: the verifier and printer recurse into custom ops' regions. */
  private static final long STACK = 64L << 20;

  /** Whether {@code ctx} allows threads and there is more than one processor to run them on. */
  public static boolean worthwhile(MLIRContext ctx) {
    return ctx.isMultithreadingEnabled() && Runtime.getRuntime().availableProcessors() > 1;
  }

  public static void forEach(int n, String threadName, IntConsumer task) {
    AtomicInteger next = new AtomicInteger();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Runnable worker =
        () -> {
          try {
            for (int i = next.getAndIncrement(); i < n && failure.get() == null; i = next.getAndIncrement()) {
              task.accept(i);
            }
          } catch (Throwable t) {
            failure.compareAndSet(null, t);
          }
        };
    Thread[] helpers = new Thread[Math.max(0, Math.min(Runtime.getRuntime().availableProcessors(), n) - 1)];
    for (int t = 0; t < helpers.length; t++) {
      helpers[t] = new Thread(null, worker, threadName + "-" + t, STACK);
      helpers[t].setDaemon(true);
      helpers[t].start();
    }
    worker.run();
    boolean interrupted = false;
    for (Thread t : helpers) {
      while (true) {
        try {
          t.join();
          break;
        } catch (InterruptedException e) {
          interrupted = true;
        }
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    Throwable t = failure.get();
    if (t instanceof RuntimeException re) {
      throw re;
    } else if (t instanceof Error err) {
      throw err;
    } else if (t != null) {
      throw new IllegalStateException(t);
    }
  }
}
