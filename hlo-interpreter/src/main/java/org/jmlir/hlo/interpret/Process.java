package org.jmlir.hlo.interpret;

import java.util.HashMap;
import java.util.Map;

/**
 * One process of a (possibly multi-process) run: its replica and partition ids in a grid of
 * {@code replicas x partitions}, and the rendezvous the collective ops of all processes meet at.
 * A plain call runs as a single process (0, 0) of a 1x1 grid.
 */
final class Process {
  /** A new single process (0, 0) of a 1x1 grid, with its own channels and infeed. */
  static Process single() {
    return new Process(0, 0, 1, 1, new Rendezvous());
  }

  private final long replica;
  private final long partition;
  private final long replicas;
  private final long partitions;
  private final Rendezvous rendezvous;
  private long collectives;

  Process(long replica, long partition, long replicas, long partitions, Rendezvous rendezvous) {
    this.replica = replica;
    this.partition = partition;
    this.replicas = replicas;
    this.partitions = partitions;
    this.rendezvous = rendezvous;
  }

  Rendezvous rendezvous() {
    return rendezvous;
  }

  long replica() {
    return replica;
  }

  long partition() {
    return partition;
  }

  long replicas() {
    return replicas;
  }

  long partitions() {
    return partitions;
  }

  /** This process's flattened id: {@code replica * partitions + partition}. */
  long id() {
    return replica * partitions + partition;
  }

  /**
   * Posts {@code values} for the next collective and waits until every process of {@code group}
   * (flattened ids) has posted; returns their values in group order.
   */
  RuntimeValue[][] exchange(long[] group, RuntimeValue[] values) {
    long seq;
    synchronized (this) {
      seq = collectives++;
    }
    if (replicas * partitions == 1) {
      return new RuntimeValue[][] {values};
    }
    return rendezvous.exchange(seq, id(), group, values);
  }

  /** Where the processes of one run meet. */
  static final class Rendezvous {
    private final Map<Long, Map<Long, RuntimeValue[]>> posted = new HashMap<>();
    /** The functions whose results stablehlo.infeed returns, in order (run_parallel's infeed). */
    private final java.util.ArrayDeque<org.jmlir.ir.Operation> infeed = new java.util.ArrayDeque<>();

    /** send/recv's channels, by channel id. */
    private final Map<Long, java.util.concurrent.LinkedBlockingQueue<RuntimeValue[]>> channels = new HashMap<>();

    synchronized java.util.concurrent.LinkedBlockingQueue<RuntimeValue[]> channel(long id) {
      return channels.computeIfAbsent(id, k -> new java.util.concurrent.LinkedBlockingQueue<>());
    }

    synchronized void addInfeed(org.jmlir.ir.Operation f) {
      infeed.add(f);
    }

    synchronized org.jmlir.ir.Operation nextInfeed() {
      return infeed.poll();
    }

    synchronized RuntimeValue[][] exchange(long seq, long id, long[] group, RuntimeValue[] values) {
      posted.computeIfAbsent(seq, k -> new HashMap<>()).put(id, values);
      notifyAll();
      long deadline = System.nanoTime() + 60_000_000_000L;
      while (true) {
        Map<Long, RuntimeValue[]> m = posted.get(seq);
        boolean all = true;
        for (long g : group) {
          all &= m.containsKey(g);
        }
        if (all) {
          RuntimeValue[][] r = new RuntimeValue[group.length][];
          for (int i = 0; i < group.length; i++) {
            r[i] = m.get(group[i]);
          }
          return r;
        }
        long left = deadline - System.nanoTime();
        if (left <= 0) {
          throw new InterpreterException("collective timed out: processes of its group never reached it");
        }
        try {
          wait(Math.max(1, left / 1_000_000));
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new InterpreterException("interrupted while waiting for a collective");
        }
      }
    }
  }
}
