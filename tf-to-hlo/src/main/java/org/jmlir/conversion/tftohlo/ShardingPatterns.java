package org.jmlir.conversion.tftohlo;

import static org.jmlir.conversion.tftohlo.ArrayPatterns.p;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.Type;

/**
 * Sharding annotations. {@code tf.XlaSharding} becomes TensorFlow's {@code Sharding} custom call
 * carrying the serialized {@code _XlaSharding} proto as {@code mhlo.sharding} (legalize_tf's
 * rule). {@code tf.XlaSpmdFullToShardShape} / {@code tf.XlaSpmdShardToFullShape} become what
 * their tf2xla kernels build: a {@code Sharding} custom call annotating the input (the op's
 * sharding, or manual), then {@code SPMDFullToShardShape} / {@code SPMDShardToFullShape} with the
 * other one; there the shardings are in XLA's text form ({@link #text}), as the HLO importer
 * prints them. Only {@code dim = -1} (fully manual) and no {@code unspecified_dims}.
 */
final class ShardingPatterns {
  private ShardingPatterns() {}

  static final String MANUAL = "{manual}";

  static void add(List<RewritePattern> out, Reasons why) {
    out.add(p("tf.XlaSharding", (op, e) -> {
      if (!(op.attr("_XlaSharding") instanceof StringAttr s)) {
        return why.attribute(op, "no _XlaSharding attribute");
      }
      e.replace(customCall(e, "Sharding", op.operand(0), op.result(0).type(), s.value(), false));
      return true;
    }));
    out.add(p("tf.XlaSpmdFullToShardShape", (op, e) -> spmd(op, e, why, true)));
    out.add(p("tf.XlaSpmdShardToFullShape", (op, e) -> spmd(op, e, why, false)));
  }

  private static Value customCall(Emit e, String target, Value x, Type result, String sharding, boolean backendConfig) {
    Value call = backendConfig
        ? e.op("custom_call", List.of(x), result, e.attr("call_target_name", StringAttr.get(e.ctx, target)),
            e.attr("backend_config", StringAttr.get(e.ctx, "")))
        : e.op("custom_call", List.of(x), result, e.attr("call_target_name", StringAttr.get(e.ctx, target)));
    call.definingOp().setAttr("mhlo.sharding", StringAttr.get(e.ctx, sharding));
    return call;
  }

  private static boolean spmd(Operation op, Emit e, Reasons why, boolean toShard) {
    if (!(op.attr("manual_sharding") instanceof StringAttr s)) {
      return why.attribute(op, "no manual_sharding attribute");
    }
    if (TfShapes.staticTensor(op.operand(0)) == null || TfShapes.staticTensor(op.result(0)) == null) {
      return why.dynamic(op, "the input and the result must be static");
    }
    long dim = op.attr("dim") instanceof org.jmlir.ir.attr.IntegerAttr d ? d.longValue() : -1;
    if (dim != -1) {
      return why.attribute(op, "dim other than -1 (a partially manual sharding)");
    }
    if (op.attr("unspecified_dims") instanceof ArrayAttr a && a.size() != 0) {
      return why.attribute(op, "unspecified_dims other than []");
    }
    String sharding = text(s.value());
    if (sharding == null) {
      return why.attribute(op, "manual_sharding is not a serialized xla::OpSharding");
    }
    Value x = op.operand(0);
    Value annotated = customCall(e, "Sharding", x, x.type(), toShard ? sharding : MANUAL, true);
    e.replace(customCall(e, toShard ? "SPMDFullToShardShape" : "SPMDShardToFullShape", annotated, op.result(0).type(),
        toShard ? MANUAL : sharding, true));
    return true;
  }

  /**
   * The text form of a serialized {@code xla::OpSharding} (HloSharding's ToString):
   * {@code {replicated}}, {@code {manual}}, {@code {maximal device=N}},
   * {@code {devices=[2,1]0,1}} (or the iota form {@code <=[4]}, {@code <=[2,2]T(1,0)}) with
   * {@code last_tile_dim_replicate} or {@code last_tile_dims={...}}, a tuple's elements in braces;
   * null when the bytes are not such a proto.
   */
  static String text(String serialized) {
    try {
      return text(new Reader(serialized, 0, serialized.length()));
    } catch (IllegalArgumentException ex) {
      return null;
    }
  }

  /**
   * Fields 1..{@code n} of a serialized proto whose fields are repeated integers (packed or not),
   * e.g. {@code xla::DotDimensionNumbers}; null when the bytes are not such a proto.
   */
  static List<List<Long>> repeatedInts(String serialized, int n) {
    List<List<Long>> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add(new ArrayList<>());
    }
    try {
      Reader r = new Reader(serialized, 0, serialized.length());
      while (r.more()) {
        long key = r.varint();
        int field = (int) (key >>> 3);
        int wire = (int) (key & 7);
        if (field >= 1 && field <= n && (wire == 0 || wire == 2)) {
          r.ints(wire, out.get(field - 1));
        } else {
          r.skip(wire);
        }
      }
      return out;
    } catch (IllegalArgumentException ex) {
      return null;
    }
  }

  private static String text(Reader r) {
    long type = 0;
    List<Long> dims = new ArrayList<>();
    List<Long> devices = new ArrayList<>();
    List<Long> iota = new ArrayList<>();
    List<Long> perm = new ArrayList<>();
    List<Long> lastTileDims = new ArrayList<>();
    List<String> tuple = new ArrayList<>();
    boolean replicateLast = false;
    while (r.more()) {
      long key = r.varint();
      int field = (int) (key >>> 3);
      int wire = (int) (key & 7);
      switch (field) {
        case 1 -> type = r.varint();
        case 3 -> r.ints(wire, dims);
        case 4 -> r.ints(wire, devices);
        case 5 -> tuple.add(text(r.sub(wire)));
        case 6 -> replicateLast = r.varint() != 0;
        case 8 -> r.ints(wire, lastTileDims);
        case 9 -> r.ints(wire, iota);
        case 10 -> r.ints(wire, perm);
        default -> r.skip(wire);
      }
    }
    return switch ((int) type) {
      case 0 -> "{replicated}";
      case 1 -> "{maximal device=" + (devices.isEmpty() ? 0 : devices.get(0)) + "}";
      case 2 -> "{" + String.join(", ", tuple) + "}";
      case 4 -> MANUAL;
      case 5 -> "{unknown}";
      case 3 -> {
        StringBuilder sb = new StringBuilder("{devices=[").append(join(dims)).append("]");
        if (!iota.isEmpty()) {
          sb.append("<=[").append(join(iota)).append("]");
          boolean identity = true;
          for (int i = 0; i < perm.size(); i++) {
            identity &= perm.get(i) == i;
          }
          if (!identity) {
            sb.append("T(").append(join(perm)).append(")");
          }
        } else {
          sb.append(join(devices));
        }
        if (replicateLast) {
          sb.append(" last_tile_dim_replicate");
        }
        if (!lastTileDims.isEmpty()) {
          List<String> names = new ArrayList<>();
          for (long t : lastTileDims) {
            names.add(t == 0 ? "replicated" : t == 4 ? "manual" : t == 5 ? "unknown" : "maximal");
          }
          sb.append(" last_tile_dims={").append(String.join(", ", names)).append("}");
        }
        yield sb.append("}").toString();
      }
      default -> throw new IllegalArgumentException("sharding type " + type);
    };
  }

  private static String join(List<Long> values) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < values.size(); i++) {
      sb.append(i == 0 ? "" : ",").append(values.get(i));
    }
    return sb.toString();
  }

  /** A protobuf wire-format reader over the bytes of a string (one char per byte). */
  private static final class Reader {
    private final String s;
    private int pos;
    private final int end;

    Reader(String s, int pos, int end) {
      this.s = s;
      this.pos = pos;
      this.end = end;
    }

    boolean more() {
      return pos < end;
    }

    long varint() {
      long v = 0;
      for (int shift = 0; shift < 64; shift += 7) {
        if (pos >= end) {
          throw new IllegalArgumentException("truncated varint");
        }
        int b = s.charAt(pos++) & 0xFF;
        v |= (long) (b & 0x7F) << shift;
        if ((b & 0x80) == 0) {
          return v;
        }
      }
      throw new IllegalArgumentException("varint too long");
    }

    Reader sub(int wire) {
      if (wire != 2) {
        throw new IllegalArgumentException("not a message");
      }
      int n = (int) varint();
      if (n < 0 || pos + n > end) {
        throw new IllegalArgumentException("truncated message");
      }
      Reader r = new Reader(s, pos, pos + n);
      pos += n;
      return r;
    }

    /** A repeated integer field, packed (wire type 2) or not (0). */
    void ints(int wire, List<Long> out) {
      if (wire == 0) {
        out.add(varint());
        return;
      }
      Reader r = sub(wire);
      while (r.more()) {
        out.add(r.varint());
      }
    }

    void skip(int wire) {
      switch (wire) {
        case 0 -> varint();
        case 1 -> pos += 8;
        case 2 -> sub(2);
        case 5 -> pos += 4;
        default -> throw new IllegalArgumentException("wire type " + wire);
      }
      if (pos > end) {
        throw new IllegalArgumentException("truncated field");
      }
    }
  }
}
