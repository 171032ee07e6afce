package org.jmlir.hlo.interpret;

import java.util.HashMap;
import java.util.Map;
import org.jmlir.hlo.interpret.Elementwise.Bin;
import org.jmlir.hlo.interpret.Elementwise.Un;
import org.jmlir.hlo.interpret.Interpreter.Call;
import org.jmlir.hlo.interpret.Interpreter.Kernel;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;

/** The table of StableHLO kernels by op name. */
final class Kernels {
  private Kernels() {}

  private static final Map<String, Kernel> TABLE = new HashMap<>();

  static Kernel get(String name) {
    return TABLE.get(name);
  }

  private static void def(String mnemonic, Kernel k) {
    TABLE.put("stablehlo." + mnemonic, k);
  }

  private static RuntimeValue[] one(Tensor t) {
    return new RuntimeValue[] {t};
  }

  private static RuntimeValue[] many(Tensor[] ts) {
    RuntimeValue[] r = new RuntimeValue[ts.length];
    System.arraycopy(ts, 0, r, 0, ts.length);
    return r;
  }

  private static void binary(String mnemonic, Bin op) {
    def(mnemonic, c -> one(Elementwise.binary(op, c.t(0), c.t(1), c.resultKind(0))));
  }

  private static void unary(String mnemonic, Un op) {
    def(mnemonic, c -> one(Elementwise.unary(op, c.t(0), c.resultKind(0))));
  }

  private static Tensor[] tensors(Call c, int from, int to) {
    Tensor[] r = new Tensor[to - from];
    for (int i = from; i < to; i++) {
      r[i - from] = c.t(i);
    }
    return r;
  }

  private static long[][] pairs(Operation op, String name, int rank) {
    long[][] p = Attrs.matrix(op, name, 2);
    return p == null ? new long[rank][2] : p;
  }

  private static long[] ones(int rank) {
    long[] r = new long[rank];
    java.util.Arrays.fill(r, 1);
    return r;
  }

  static Shapes.GatherDims gatherDims(Operation op) {
    Map<String, String> f = Attrs.fields(op.attr("dimension_numbers"));
    return new Shapes.GatherDims(Attrs.field(f, "offset_dims"), Attrs.field(f, "collapsed_slice_dims"),
        Attrs.field(f, "operand_batching_dims"), Attrs.field(f, "start_indices_batching_dims"),
        Attrs.field(f, "start_index_map"), Attrs.field(f, "index_vector_dim").length == 0 ? 0
            : Attrs.field(f, "index_vector_dim")[0]);
  }

  static Reductions.ScatterDims scatterDims(Operation op) {
    Map<String, String> f = Attrs.fields(op.attr("scatter_dimension_numbers"));
    long[] ivd = Attrs.field(f, "index_vector_dim");
    return new Reductions.ScatterDims(Attrs.field(f, "update_window_dims"), Attrs.field(f, "inserted_window_dims"),
        Attrs.field(f, "input_batching_dims"), Attrs.field(f, "scatter_indices_batching_dims"),
        Attrs.field(f, "scatter_dims_to_operand_dims"), ivd.length == 0 ? 0 : ivd[0]);
  }

  static RuntimeValue[] dot(Call c) {
    Operation op = c.op();
    Attribute dn = op.attr("dot_dimension_numbers");
    long[] lb;
    long[] rb;
    long[] lc;
    long[] rc;
    if (dn == null) { // stablehlo.dot: matrix/vector products
      lb = new long[0];
      rb = new long[0];
      lc = new long[] {c.t(0).rank() - 1};
      rc = new long[] {0};
    } else {
      Map<String, String> f = Attrs.fields(dn);
      lb = Attrs.field(f, "lhs_batching_dimensions");
      rb = Attrs.field(f, "rhs_batching_dimensions");
      lc = Attrs.field(f, "lhs_contracting_dimensions");
      rc = Attrs.field(f, "rhs_contracting_dimensions");
    }
    return one(Linalg.dotGeneral(c.t(0), c.t(1), lb, rb, lc, rc, c.resultKind(0)));
  }

  static RuntimeValue[] convolution(Call c, long[][] dynamicPadding) {
    Operation op = c.op();
    Tensor lhs = c.t(0);
    Tensor rhs = c.t(1);
    int sp = lhs.rank() - 2;
    Linalg.ConvDims dn = convDims(op.attr("dimension_numbers"), lhs.rank());
    long[][] pad = dynamicPadding != null ? dynamicPadding : pairs(op, "padding", sp);
    long[] rev = Attrs.longs(op, "window_reversal", null);
    boolean[] reversal = null;
    if (rev != null) {
      reversal = new boolean[rev.length];
      for (int i = 0; i < rev.length; i++) {
        reversal[i] = rev[i] != 0;
      }
    }
    return one(Linalg.convolution(lhs, rhs, dn, Attrs.longs(op, "window_strides", ones(sp)), pad,
        Attrs.longs(op, "lhs_dilation", ones(sp)), Attrs.longs(op, "rhs_dilation", ones(sp)), reversal,
        Attrs.integer(op, "feature_group_count", 1), Attrs.integer(op, "batch_group_count", 1), c.resultKind(0)));
  }

  /**
   * Convolution dimension numbers from {@code [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]} or the raw
   * {@code input_batch_dimension = 0, ...} form.
   */
  static Linalg.ConvDims convDims(Attribute a, int rank) {
    String t = Attrs.text(a);
    if (t.contains("input_batch_dimension")) {
      Map<String, String> f = Attrs.fields(a);
      return new Linalg.ConvDims(Attrs.field(f, "input_batch_dimension")[0], Attrs.field(f, "input_feature_dimension")[0],
          Attrs.field(f, "input_spatial_dimensions"), Attrs.field(f, "kernel_input_feature_dimension")[0],
          Attrs.field(f, "kernel_output_feature_dimension")[0], Attrs.field(f, "kernel_spatial_dimensions"),
          Attrs.field(f, "output_batch_dimension")[0], Attrs.field(f, "output_feature_dimension")[0],
          Attrs.field(f, "output_spatial_dimensions"));
    }
    String[] groups = new String[3];
    int g = 0;
    int open = -1;
    for (int i = 0; i < t.length() && g < 3; i++) {
      if (t.charAt(i) == '[') {
        open = i;
      } else if (t.charAt(i) == ']' && open >= 0) {
        groups[g++] = t.substring(open + 1, i);
        open = -1;
      }
    }
    if (g < 3) {
      throw new InterpreterException("cannot read convolution dimension numbers: " + t);
    }
    long[][] in = layout(groups[0], 'b', 'f');
    long[][] k = layout(groups[1], 'i', 'o');
    long[][] out = layout(groups[2], 'b', 'f');
    return new Linalg.ConvDims(in[0][0], in[1][0], in[2], k[0][0], k[1][0], k[2], out[0][0], out[1][0], out[2]);
  }

  /** Positions of the two named dims and of the spatial dims (by their number) in a layout. */
  private static long[][] layout(String text, char first, char second) {
    String[] parts = text.split(",");
    long a = -1;
    long b = -1;
    java.util.TreeMap<Integer, Long> spatial = new java.util.TreeMap<>();
    for (int i = 0; i < parts.length; i++) {
      String p = parts[i].trim();
      if (p.equals(String.valueOf(first))) {
        a = i;
      } else if (p.equals(String.valueOf(second))) {
        b = i;
      } else if (!p.isEmpty()) {
        spatial.put(Integer.parseInt(p), (long) i);
      }
    }
    long[] s = new long[spatial.size()];
    int j = 0;
    for (long v : spatial.values()) {
      s[j++] = v;
    }
    return new long[][] {{a}, {b}, s};
  }

  static {
    def("constant", c -> {
      Attribute v = c.op().attr("value");
      if (!(v instanceof DenseIntOrFPElementsAttr d)) {
        throw new InterpreterException("constant value is not a dense int or float attribute: " + v);
      }
      return one(Tensor.fromAttr(d));
    });
    binary("add", Bin.ADD);
    binary("subtract", Bin.SUB);
    binary("multiply", Bin.MUL);
    binary("divide", Bin.DIV);
    binary("remainder", Bin.REM);
    binary("maximum", Bin.MAX);
    binary("minimum", Bin.MIN);
    binary("power", Bin.POW);
    binary("and", Bin.AND);
    binary("or", Bin.OR);
    binary("xor", Bin.XOR);
    binary("shift_left", Bin.SHL);
    binary("shift_right_arithmetic", Bin.SHRA);
    binary("shift_right_logical", Bin.SHRL);
    binary("atan2", Bin.ATAN2);
    unary("abs", Un.ABS);
    unary("negate", Un.NEG);
    unary("not", Un.NOT);
    unary("sign", Un.SIGN);
    unary("sqrt", Un.SQRT);
    unary("rsqrt", Un.RSQRT);
    unary("cbrt", Un.CBRT);
    unary("exponential", Un.EXP);
    unary("exponential_minus_one", Un.EXPM1);
    unary("log", Un.LOG);
    unary("log_plus_one", Un.LOG1P);
    unary("logistic", Un.LOGISTIC);
    unary("sine", Un.SIN);
    unary("cosine", Un.COS);
    unary("tan", Un.TAN);
    unary("tanh", Un.TANH);
    unary("floor", Un.FLOOR);
    unary("ceil", Un.CEIL);
    unary("round_nearest_afz", Un.ROUND_AFZ);
    unary("round_nearest_even", Un.ROUND_EVEN);
    unary("count_leading_zeros", Un.CLZ);
    unary("popcnt", Un.POPCNT);
    def("is_finite", c -> {
      Tensor a = c.t(0);
      long[] r = new long[a.size()];
      for (int i = 0; i < r.length; i++) {
        double v = a.getDouble(i);
        r[i] = Double.isFinite(v) ? 1 : 0;
      }
      return one(Tensor.ofLongs(c.resultKind(0), a.shapeRef(), r));
    });
    def("real", c -> {
      Tensor a = c.t(0);
      if (!a.kind().isComplex()) {
        return one(a);
      }
      Tensor r = Tensor.zeros(c.resultKind(0), a.shapeRef());
      for (int i = 0; i < a.size(); i++) {
        r.setDouble(i, a.getDouble(i));
      }
      return one(r);
    });
    def("imag", c -> {
      Tensor a = c.t(0);
      Tensor r = Tensor.zeros(c.resultKind(0), a.shapeRef());
      if (a.kind().isComplex()) {
        for (int i = 0; i < a.size(); i++) {
          r.setDouble(i, a.getImag(i));
        }
      }
      return one(r);
    });
    def("complex", c -> {
      Tensor re = c.t(0);
      Tensor im = c.t(1);
      Elementwise.sameShape(re, im, "operand");
      ElementKind rk = c.resultKind(0);
      Tensor r = Tensor.zeros(rk, re.shapeRef());
      for (int i = 0; i < re.size(); i++) {
        r.setComplex(i, re.getDouble(i), im.getDouble(i));
      }
      return one(r);
    });
    def("compare", c -> one(Elementwise.compare(c.t(0), c.t(1), Attrs.enumValue(c.op(), "comparison_direction"),
        Attrs.enumValue(c.op(), "compare_type"), c.resultKind(0))));
    def("select", c -> one(Elementwise.select(c.t(0), c.t(1), c.t(2), c.resultKind(0))));
    def("clamp", c -> one(Elementwise.clamp(c.t(0), c.t(1), c.t(2), c.resultKind(0))));
    def("convert", c -> one(Elementwise.convert(c.t(0), c.resultKind(0))));
    def("bitcast_convert", c -> {
      Tensor a = c.t(0);
      ElementKind rk = c.resultKind(0);
      long[] shape;
      int wi = a.kind().width();
      int wo = rk.width();
      if (wi == wo) {
        shape = a.shapeRef();
      } else if (wi > wo) {
        shape = java.util.Arrays.copyOf(a.shapeRef(), a.rank() + 1);
        shape[a.rank()] = wi / wo;
      } else {
        shape = java.util.Arrays.copyOf(a.shapeRef(), a.rank() - 1);
      }
      return one(Elementwise.bitcastConvert(a, rk, shape));
    });
    def("reduce_precision", c -> one(Elementwise.reducePrecision(c.t(0),
        (int) Attrs.integer(c.op(), "exponent_bits", 8), (int) Attrs.integer(c.op(), "mantissa_bits", 23))));

    // ---- shapes ----
    def("iota", c -> one(Shapes.iota(c.resultKind(0), c.resultShape(0), (int) Attrs.integer(c.op(), "iota_dimension", 0))));
    def("dynamic_iota", c -> one(Shapes.iota(c.resultKind(0), Shapes.values(c.t(0)),
        (int) Attrs.integer(c.op(), "iota_dimension", 0))));
    def("broadcast_in_dim", c -> {
      long[] shape = c.resultShape(0);
      return one(Shapes.broadcastInDim(c.t(0), Attrs.longs(c.op(), "broadcast_dimensions", new long[0]), shape, c.resultKind(0)));
    });
    def("broadcast", c -> {
      Tensor a = c.t(0);
      long[] sizes = Attrs.longs(c.op(), "broadcast_sizes", new long[0]);
      long[] shape = new long[sizes.length + a.rank()];
      System.arraycopy(sizes, 0, shape, 0, sizes.length);
      System.arraycopy(a.shapeRef(), 0, shape, sizes.length, a.rank());
      long[] dims = new long[a.rank()];
      for (int i = 0; i < dims.length; i++) {
        dims[i] = sizes.length + i;
      }
      return one(Shapes.broadcastInDim(a, dims, shape, c.resultKind(0)));
    });
    def("dynamic_broadcast_in_dim", c -> one(Shapes.broadcastInDim(c.t(0),
        Attrs.longs(c.op(), "broadcast_dimensions", new long[0]), Shapes.values(c.t(1)), c.resultKind(0))));
    def("reshape", c -> one(c.t(0).withShape(c.resultShape(0))));
    def("dynamic_reshape", c -> one(c.t(0).withShape(Shapes.values(c.t(1)))));
    def("transpose", c -> one(Shapes.transpose(c.t(0), Attrs.longs(c.op(), "permutation", new long[0]), c.resultKind(0))));
    def("slice", c -> {
      Tensor a = c.t(0);
      return one(Shapes.slice(a, Attrs.longs(c.op(), "start_indices", new long[0]),
          Attrs.longs(c.op(), "limit_indices", new long[0]), Attrs.longs(c.op(), "strides", ones(a.rank()))));
    });
    def("real_dynamic_slice", c -> one(Shapes.slice(c.t(0), Shapes.values(c.t(1)), Shapes.values(c.t(2)),
        Shapes.values(c.t(3)))));
    def("dynamic_slice", c -> {
      Tensor a = c.t(0);
      long[] starts = new long[c.n() - 1];
      for (int i = 1; i < c.n(); i++) {
        starts[i - 1] = c.t(i).getLong(0);
      }
      return one(Shapes.dynamicSlice(a, starts, Attrs.longs(c.op(), "slice_sizes", new long[0])));
    });
    def("dynamic_update_slice", c -> {
      long[] starts = new long[c.n() - 2];
      for (int i = 2; i < c.n(); i++) {
        starts[i - 2] = c.t(i).getLong(0);
      }
      return one(Shapes.dynamicUpdateSlice(c.t(0), c.t(1), starts));
    });
    def("concatenate", c -> one(Shapes.concatenate(tensors(c, 0, c.n()), (int) Attrs.integer(c.op(), "dimension", 0),
        c.resultKind(0))));
    def("pad", c -> {
      Tensor a = c.t(0);
      int r = a.rank();
      return one(Shapes.pad(a, c.t(1), Attrs.longs(c.op(), "edge_padding_low", new long[r]),
          Attrs.longs(c.op(), "edge_padding_high", new long[r]), Attrs.longs(c.op(), "interior_padding", new long[r])));
    });
    def("dynamic_pad", c -> one(Shapes.pad(c.t(0), c.t(1), Shapes.values(c.t(2)), Shapes.values(c.t(3)),
        Shapes.values(c.t(4)))));
    def("reverse", c -> one(Shapes.reverse(c.t(0), Attrs.longs(c.op(), "dimensions", new long[0]))));
    def("get_dimension_size", c -> {
      Tensor a = c.t(0);
      int d = (int) Attrs.integer(c.op(), "dimension", 0);
      return one(Tensor.ofLongs(c.resultKind(0), new long[0], new long[] {c.resultKind(0).wrap(a.dim(d))}));
    });
    def("set_dimension_size", c -> {
      Tensor a = c.t(0);
      int d = (int) Attrs.integer(c.op(), "dimension", 0);
      long size = c.t(1).getLong(0);
      long[] limit = a.shape();
      if (size < 0 || size > limit[d]) {
        throw new InterpreterException("size " + size + " exceeds dimension " + d + " of size " + limit[d]);
      }
      limit[d] = size;
      return one(Shapes.slice(a, new long[a.rank()], limit, ones(a.rank())));
    });
    def("gather", c -> one(Shapes.gather(c.t(0), c.t(1), gatherDims(c.op()), Attrs.longs(c.op(), "slice_sizes", new long[0]))));
    def("dynamic_gather", c -> one(Shapes.gather(c.t(0), c.t(1), gatherDims(c.op()), Shapes.values(c.t(2)))));
    def("torch_index_select", c -> {
      throw new InterpreterException("Unsupported op: stablehlo.torch_index_select");
    });

    // ---- regions ----
    def("reduce", c -> {
      int n = c.n() / 2;
      return many(Reductions.reduce(c, tensors(c, 0, n), tensors(c, n, 2 * n), Attrs.longs(c.op(), "dimensions", new long[0])));
    });
    def("reduce_window", c -> {
      int n = c.n() / 2;
      Tensor[] in = tensors(c, 0, n);
      int rank = in[0].rank();
      Operation op = c.op();
      return many(Reductions.reduceWindow(c, in, tensors(c, n, 2 * n), Attrs.longs(op, "window_dimensions", ones(rank)),
          Attrs.longs(op, "window_strides", ones(rank)), Attrs.longs(op, "base_dilations", ones(rank)),
          Attrs.longs(op, "window_dilations", ones(rank)), pairs(op, "padding", rank)));
    });
    def("select_and_scatter", c -> {
      Operation op = c.op();
      int rank = c.t(0).rank();
      return one(Reductions.selectAndScatter(c, c.t(0), c.t(1), c.t(2), Attrs.longs(op, "window_dimensions", ones(rank)),
          Attrs.longs(op, "window_strides", ones(rank)), pairs(op, "padding", rank)));
    });
    def("scatter", c -> {
      int n = (c.n() - 1) / 2;
      return many(Reductions.scatter(c, tensors(c, 0, n), c.t(n), tensors(c, n + 1, c.n()), scatterDims(c.op())));
    });
    def("sort", c -> many(Reductions.sort(c, tensors(c, 0, c.n()), (int) Attrs.integer(c.op(), "dimension", -1))));
    def("map", c -> one(Reductions.map(c, tensors(c, 0, c.n()), c.resultKind(0))));

    // ---- linear algebra ----
    def("dot_general", Kernels::dot);
    def("dot", Kernels::dot);
    def("convolution", c -> convolution(c, null));
    def("dynamic_conv", c -> {
      Tensor p = c.t(2);
      long[] v = Shapes.values(p);
      long[][] pad = new long[v.length / 2][2];
      for (int i = 0; i < v.length; i++) {
        pad[i / 2][i % 2] = v[i];
      }
      return convolution(c, pad);
    });
    def("fft", c -> one(Linalg.fft(c.t(0), Attrs.enumValue(c.op(), "fft_type"), Attrs.longs(c.op(), "fft_length", new long[0]),
        c.resultKind(0))));
    def("triangular_solve", c -> one(Linalg.triangularSolve(c.t(0), c.t(1), Attrs.flag(c.op(), "left_side"),
        Attrs.flag(c.op(), "lower"), Attrs.flag(c.op(), "unit_diagonal"),
        java.util.Objects.requireNonNullElse(Attrs.enumValue(c.op(), "transpose_a"), "NO_TRANSPOSE"), c.resultKind(0))));
    def("cholesky", c -> one(Linalg.cholesky(c.t(0), Attrs.flag(c.op(), "lower"), c.resultKind(0))));

    // ---- random numbers ----
    def("rng", c -> one(Random.rng(c.t(0), c.t(1), Shapes.values(c.t(2)), Attrs.enumValue(c.op(), "rng_distribution"),
        c.resultKind(0))));
    def("rng_bit_generator", c -> {
      Tensor state = c.t(0);
      Tensor[] r = Random.bitGenerator(state, c.resultKind(1), c.resultShape(1));
      return many(r);
    });

    // ---- processes ----
    def("replica_id", c -> one(Tensor.ofLongs(c.resultKind(0), new long[0], new long[] {c.process().replica()})));
    def("partition_id", c -> one(Tensor.ofLongs(c.resultKind(0), new long[0], new long[] {c.process().partition()})));
    def("all_reduce", Collectives::allReduce);
    def("collective_reduce", Collectives::collectiveReduce);
    def("all_gather", Collectives::allGather);
    def("reduce_scatter", Collectives::reduceScatter);
    def("all_to_all", Collectives::allToAll);
    def("collective_permute", Collectives::collectivePermute);
    def("collective_broadcast", Collectives::collectiveBroadcast);
    def("send", Collectives::send);
    def("recv", Collectives::recv);
    def("infeed", Collectives::infeed);
    Chlo.register(TABLE);
    def("outfeed", Collectives::outfeed);
  }
}
