package org.jmlir.hlo.interpret;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jmlir.hlo.interpret.Interpreter.Call;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;

/**
 * The collective ops, with the specification's process groups (cross_replica,
 * cross_replica_and_partition, flattened_ids, cross_partition). A plain call is one process; under
 * {@code interpreter.run_parallel} each process runs on its own thread and the collectives meet.
 */
final class Collectives {
  private Collectives() {}

  private static long channelId(Operation op) {
    Attribute ch = op.attr("channel_handle");
    if (ch == null) {
      return 0;
    }
    Map<String, String> f = Attrs.fields(ch);
    long[] h = Attrs.field(f, "handle");
    return h.length == 0 ? 0 : h[0];
  }

  /** The replica groups attribute as rows (ragged rows padded with -1 lose their -1s). */
  private static long[][] replicaGroups(Operation op, String name) {
    Attribute a = op.attr(name);
    if (a == null) {
      return new long[0][];
    }
    long[] flat = Attrs.longs(a);
    long cols = 1;
    org.jmlir.ir.type.Type t = a instanceof org.jmlir.ir.attr.TypedAttr ta ? ta.type() : null;
    if (t instanceof org.jmlir.ir.type.ShapedType st && st.rank() == 2) {
      cols = st.shape()[1];
    }
    if (cols == 0) {
      return new long[0][];
    }
    long[][] rows = new long[(int) (flat.length / cols)][];
    for (int i = 0; i < rows.length; i++) {
      List<Long> row = new ArrayList<>();
      for (int j = 0; j < cols; j++) {
        long v = flat[(int) (i * cols + j)];
        if (v >= 0) {
          row.add(v);
        }
      }
      rows[i] = row.stream().mapToLong(Long::longValue).toArray();
    }
    return rows;
  }

  /** The flattened ids of the group this process belongs to, per the specification's modes. */
  static long[] group(Call c, String groupsAttr, boolean partitionsByDefault) {
    Process p = c.process();
    Operation op = c.op();
    long[][] groups = replicaGroups(op, groupsAttr);
    boolean global = Attrs.flag(op, "use_global_device_ids");
    long channel = channelId(op);
    long parts = p.partitions();
    long reps = p.replicas();
    if (groups.length == 0) {
      // All replicas (or partitions) in one group.
      long n = partitionsByDefault && channel > 0 ? parts : reps;
      groups = new long[][] {java.util.stream.LongStream.range(0, n).toArray()};
    }
    if (global && channel > 0) {
      for (long[] g : groups) {
        if (Shapes.contains(g, p.id())) {
          return g;
        }
      }
      return new long[] {p.id()};
    }
    if (partitionsByDefault && channel > 0 && !global) {
      // cross_partition
      for (long[] g : groups) {
        if (Shapes.contains(g, p.partition())) {
          return map(g, x -> p.replica() * parts + x);
        }
      }
      return new long[] {p.id()};
    }
    if (channel <= 0 || partitionsByDefault) {
      // cross_replica: the group of my replica id, within my partition.
      for (long[] g : groups) {
        if (Shapes.contains(g, p.replica())) {
          return map(g, x -> x * parts + p.partition());
        }
      }
      return new long[] {p.id()};
    }
    // cross_replica_and_partition: the replicas of my group, over all partitions.
    for (long[] g : groups) {
      if (Shapes.contains(g, p.replica())) {
        long[] r = new long[(int) (g.length * parts)];
        int k = 0;
        for (long part = 0; part < parts; part++) {
          for (long x : g) {
            r[k++] = x * parts + part;
          }
        }
        return r;
      }
    }
    return new long[] {p.id()};
  }

  /**
   * Whether this process appears in collective_broadcast's replica_groups (by replica id, or by
   * partition id when it has a channel).
   */
  private static boolean inAnyGroup(Call c) {
    long[][] groups = replicaGroups(c.op(), "replica_groups");
    if (groups.length == 0) {
      return true;
    }
    long me = channelId(c.op()) > 0 ? c.process().partition() : c.process().replica();
    for (long[] g : groups) {
      if (Shapes.contains(g, me)) {
        return true;
      }
    }
    return false;
  }

  private static long[] map(long[] a, java.util.function.LongUnaryOperator f) {
    long[] r = new long[a.length];
    for (int i = 0; i < a.length; i++) {
      r[i] = f.applyAsLong(a[i]);
    }
    return r;
  }

  private static int indexOf(long[] g, long id) {
    for (int i = 0; i < g.length; i++) {
      if (g[i] == id) {
        return i;
      }
    }
    return -1;
  }

  private static Tensor copy(Tensor t) {
    Tensor r = Tensor.zeros(t.kind(), t.shapeRef());
    r.copyRange(t, 0, 0, t.size());
    return r;
  }

  static RuntimeValue[] allReduce(Call c) {
    return allReduce(c, group(c, "replica_groups", false));
  }

  private static RuntimeValue[] allReduce(Call c, long[] g) {
    RuntimeValue[][] all = c.process().exchange(g, c.in());
    int n = c.n();
    RuntimeValue[] out = new RuntimeValue[n];
    // The computation combines two scalars: it applies to each operand on its own.
    Reductions.Combiner comb = Reductions.combiner(c, 0, 1);
    for (int k = 0; k < n; k++) {
      Tensor[] acc = {copy((Tensor) all[0][k])};
      for (int m = 1; m < all.length; m++) {
        Tensor[] src = {(Tensor) all[m][k]};
        for (int i = 0; i < acc[0].size(); i++) {
          comb.combine(acc, i, src, i);
        }
      }
      out[k] = acc[0];
    }
    return out;
  }

  static RuntimeValue[] allGather(Call c) {
    long[] g = group(c, "replica_groups", false);
    RuntimeValue[][] all = c.process().exchange(g, c.in());
    int dim = (int) Attrs.integer(c.op(), "all_gather_dim", 0);
    RuntimeValue[] out = new RuntimeValue[c.n()];
    for (int k = 0; k < c.n(); k++) {
      Tensor[] parts = new Tensor[all.length];
      for (int m = 0; m < all.length; m++) {
        parts[m] = (Tensor) all[m][k];
      }
      out[k] = Shapes.concatenate(parts, dim, c.resultKind(k));
    }
    return out;
  }

  static RuntimeValue[] reduceScatter(Call c) {
    long[] g = group(c, "replica_groups", false);
    RuntimeValue[] reduced = allReduce(c, g);
    int dim = (int) Attrs.integer(c.op(), "scatter_dimension", 0);
    int me = indexOf(g, c.process().id());
    Tensor t = (Tensor) reduced[0];
    long part = t.dim(dim) / g.length;
    long[] start = new long[t.rank()];
    long[] limit = t.shape();
    start[dim] = me * part;
    limit[dim] = (me + 1) * part;
    long[] ones = new long[t.rank()];
    java.util.Arrays.fill(ones, 1);
    return new RuntimeValue[] {Shapes.slice(t, start, limit, ones)};
  }

  static RuntimeValue[] allToAll(Call c) {
    long[] g = group(c, "replica_groups", true);
    RuntimeValue[][] all = c.process().exchange(g, c.in());
    int split = (int) Attrs.integer(c.op(), "split_dimension", 0);
    int concat = (int) Attrs.integer(c.op(), "concat_dimension", 0);
    long count = Attrs.integer(c.op(), "split_count", g.length);
    int me = indexOf(g, c.process().id());
    RuntimeValue[] out = new RuntimeValue[c.n()];
    for (int k = 0; k < c.n(); k++) {
      Tensor[] parts = new Tensor[all.length];
      for (int m = 0; m < all.length; m++) {
        Tensor t = (Tensor) all[m][k];
        long size = t.dim(split) / count;
        long[] start = new long[t.rank()];
        long[] limit = t.shape();
        start[split] = me * size;
        limit[split] = (me + 1) * size;
        long[] ones = new long[t.rank()];
        java.util.Arrays.fill(ones, 1);
        parts[m] = Shapes.slice(t, start, limit, ones);
      }
      out[k] = Shapes.concatenate(parts, concat, c.resultKind(k));
    }
    return out;
  }

  static RuntimeValue[] collectivePermute(Call c) {
    Process p = c.process();
    long[] pairs = Attrs.longs(c.op(), "source_target_pairs", new long[0]);
    boolean byPartition = channelId(c.op()) > 0;
    long self = byPartition ? p.partition() : p.replica();
    // Everybody in the same partition (replica) takes part.
    long n = byPartition ? p.partitions() : p.replicas();
    long[] g = new long[(int) n];
    for (int i = 0; i < n; i++) {
      g[i] = byPartition ? p.replica() * p.partitions() + i : i * p.partitions() + p.partition();
    }
    RuntimeValue[][] all = p.exchange(g, c.in());
    Tensor mine = c.t(0);
    for (int i = 0; i + 1 < pairs.length; i += 2) {
      if (pairs[i + 1] == self) {
        return new RuntimeValue[] {copy((Tensor) all[(int) pairs[i]][0])};
      }
    }
    return new RuntimeValue[] {Tensor.zeros(mine.kind(), mine.shapeRef())};
  }

  /**
   * collective_broadcast: every process of a group gets the root's operands (the group's first
   * process, or with has_dynamic_root the one the last operand names, per operand); processes in no
   * group get zeros.
   */
  static RuntimeValue[] collectiveBroadcast(Call c) {
    boolean dynamicRoot = Attrs.flag(c.op(), "has_dynamic_root");
    int n = dynamicRoot ? c.n() - 1 : c.n();
    long[] g = group(c, "replica_groups", true);
    RuntimeValue[] out = new RuntimeValue[n];
    if (indexOf(g, c.process().id()) < 0 || (g.length == 1 && !inAnyGroup(c))) {
      c.process().exchange(new long[] {c.process().id()}, c.in());
      for (int k = 0; k < n; k++) {
        out[k] = Tensor.zeros(c.t(k).kind(), c.t(k).shapeRef());
      }
      return out;
    }
    RuntimeValue[][] all = c.process().exchange(g, c.in());
    for (int k = 0; k < n; k++) {
      long root = dynamicRoot ? c.t(n).getLong(c.t(n).size() == 1 ? 0 : k) : 0;
      if (root < 0 || root >= g.length) {
        throw new InterpreterException("root " + root + " is out of range of a group of " + g.length);
      }
      out[k] = copy((Tensor) all[(int) root][k]);
    }
    return out;
  }

  /** send: the operands (all but the token) go into the channel's queue. */
  static RuntimeValue[] send(Call c) {
    RuntimeValue[] values = java.util.Arrays.copyOf(c.in(), c.n() - 1);
    c.process().rendezvous().channel(channelId(c.op())).add(values);
    return new RuntimeValue[] {TokenValue.TOKEN};
  }

  /** recv: waits for the next values sent on the channel. */
  static RuntimeValue[] recv(Call c) {
    RuntimeValue[] values;
    try {
      values = c.process().rendezvous().channel(channelId(c.op())).poll(60, java.util.concurrent.TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterpreterException("interrupted while receiving");
    }
    if (values == null) {
      throw new InterpreterException("recv timed out: nothing was sent on channel " + channelId(c.op()));
    }
    RuntimeValue[] out = java.util.Arrays.copyOf(values, values.length + 1);
    out[values.length] = TokenValue.TOKEN;
    return out;
  }

  static RuntimeValue[] infeed(Call c) {
    Operation f = c.process().rendezvous().nextInfeed();
    if (f == null) {
      throw new InterpreterException("infeed is empty");
    }
    RuntimeValue[] values = c.interp().callFunction(f, new RuntimeValue[0], c.process());
    RuntimeValue[] out = new RuntimeValue[values.length + 1];
    System.arraycopy(values, 0, out, 0, values.length);
    out[values.length] = TokenValue.TOKEN;
    return out;
  }

  static RuntimeValue[] collectiveReduce(Call c) {
    long[] g = group(c, "replica_groups", false);
    RuntimeValue[] reduced = allReduce(c, g);
    if (indexOf(g, c.process().id()) == 0) {
      return reduced;
    }
    RuntimeValue[] zeros = new RuntimeValue[reduced.length];
    for (int k = 0; k < zeros.length; k++) {
      Tensor t = (Tensor) reduced[k];
      zeros[k] = Tensor.zeros(t.kind(), t.shapeRef());
    }
    return zeros;
  }

  static RuntimeValue[] outfeed(Call c) {
    return new RuntimeValue[] {TokenValue.TOKEN};
  }
}
