package org.jmlir.compiler;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.dialect.hlo.ConvDimensionNumbersAttr;
import org.jmlir.dialect.hlo.DotDimensionNumbersAttr;
import org.jmlir.dialect.hlo.HloEnumAttr;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * Lowers one StableHLO function on tensors to a function on memrefs: each fusion (see
 * {@link FusionPlan}) becomes one scf loop nest writing one buffer; sizes are computed at run time
 * from the arguments' dims as host code; a buffer is allocated where its fusion runs and freed right
 * after the last fusion that reads it; results are always buffers the caller owns (freshly allocated).
 */
final class HloLowering {
  /** An op this compiler cannot compile: the op and the reason. */
  static final class Unsupported extends RuntimeException {
    final transient Operation op;

    Unsupported(Operation op, String reason) {
      super(reason);
      this.op = op;
    }
  }

  private final MLIRContext ctx;
  private final Emitter e;
  private final Options options;
  private final Map<Value, List<Value>> dims = new HashMap<>();
  private final Map<Value, Value> buffers = new HashMap<>();
  private final Map<Value, List<Value>> scalars = new HashMap<>();
  /** Buffers allocated here (freed after their last use unless returned). */
  private final Map<Value, Operation> owned = new LinkedHashMap<>();
  private final Map<Value, Operation> lastUse = new HashMap<>();
  private Set<Value> groupReads = new HashSet<>();
  /** The run-time shape checks: their messages (check i sets the error global to i + 1). */
  private final List<String> checks = new ArrayList<>();
  private Value errorFlag;
  /** Buffers a while body yields: the loop owns them (never freed where they were allocated). */
  private final Set<Value> escaping = new HashSet<>();
  private FusionPlan plan;
  private Block body;
  private Operation module;
  private String funcName;
  private int globals;

  /**
   * The lowering's choices. {@code blasMinFlops}: dot_general with at least this many multiply-adds (or
   * dynamic sizes) calls cblas_sgemm; negative: never. {@code streamMinBytes}: a rank-1 fusion result of
   * at least this many bytes at run time is written with streaming stores (see {@link Streaming}); negative: never.
   * {@code streamParallel}: its loop over tiles is outlined and called through a {@code _parallel} declaration.
   * {@code streamTanh}: a result computing tanh streams too (see {@link Streaming}).
   */
  record Options(long blasMinFlops, long streamMinBytes, boolean streamParallel, boolean streamTanh) {
    static final Options DEFAULT = new Options(-1, -1, false, false);
  }

  HloLowering(MLIRContext ctx, Options options) {
    this.ctx = ctx;
    this.options = options;
    this.e = new Emitter(ctx, org.jmlir.ir.loc.UnknownLoc.get(ctx));
  }

  // ---- functions ------------------------------------------------------------------------------

  void lowerFunction(Operation func) {
    module = func.parentOp();
    funcName = ((StringAttr) func.attr("sym_name")).value();
    Region region = func.region(0);
    if (region.numBlocks() != 1) {
      throw new Unsupported(func, "only single-block functions are compiled");
    }
    unsignedAsBits(func);
    Block old = region.front();
    body = new Block();
    e.b.setInsertionPointToEnd(body);
    e.at(func.location());
    List<Type> argTypes = new ArrayList<>();
    for (Value arg : old.arguments()) {
      RankedTensorType t = tensorType(func, arg);
      MemRefType m = MemRefType.get(ctx, t.shape(), checkedElement(func, t));
      argTypes.add(m);
      Value nb = body.addArgument(m, arg instanceof org.jmlir.ir.BlockArgument ba ? ba.location() : func.location());
      buffers.put(arg, nb);
      List<Value> ds = new ArrayList<>();
      for (int i = 0; i < t.rank(); i++) {
        ds.add(t.shape()[i] == ShapedType.DYNAMIC ? e.op("memref.dim", e.index(), nb, e.cIndex(i)) : e.cIndex(t.shape()[i]));
      }
      dims.put(arg, ds);
    }
    plan = FusionPlan.of(old);
    Operation ret = null;
    for (Operation op : old.operations()) {
      if (op.name().equals("func.return")) {
        ret = op;
        break;
      }
      e.at(op.location());
      lower(op);
    }
    if (ret == null) {
      throw new Unsupported(func, "the function has no func.return");
    }
    e.at(ret.location());
    List<Value> results = new ArrayList<>();
    List<Type> resultTypes = new ArrayList<>();
    Set<Value> returned = new HashSet<>();
    for (Value v : ret.operands()) {
      RankedTensorType t = tensorType(ret, v);
      Value buf = buffers.get(v);
      if (buf == null || !owned.containsKey(buf) || returned.contains(buf)) {
        buf = materialize(v);
      }
      returned.add(buf);
      results.add(buf);
      resultTypes.add(MemRefType.get(ctx, t.shape(), checkedElement(ret, t)));
    }
    e.a.op("func.return", List.of(), results);
    for (Map.Entry<Value, Operation> o : owned.entrySet()) {
      if (returned.contains(o.getKey()) || escaping.contains(o.getKey())) {
        continue;
      }
      Operation after = lastUse.getOrDefault(o.getKey(), o.getValue());
      // a read inside a loop body: free after the loop (the op in the buffer's own block)
      while (after.block() != o.getValue().block() && after.parentOp() != null) {
        after = after.parentOp();
      }
      e.b.setInsertionPointAfter(after);
      e.at(after.location());
      e.a.op("memref.dealloc", List.of(), List.of(o.getKey()));
    }
    while (region.numBlocks() > 0) {
      Block b = region.front();
      for (Operation op : new ArrayList<>(b.operations())) {
        op.dropAllReferences();
      }
      b.erase();
    }
    region.addBlock(body);
    func.setAttr("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, argTypes, resultTypes)));
    func.setAttr("llvm.emit_c_interface", UnitAttr.get(ctx));
    if (!checks.isEmpty()) {
      List<org.jmlir.ir.attr.Attribute> msgs = new ArrayList<>();
      for (String m : checks) {
        msgs.add(StringAttr.get(ctx, m));
      }
      func.setAttr("jmlir.shape_checks", org.jmlir.ir.attr.ArrayAttr.get(ctx, msgs));
      func.setAttr("jmlir.shape_error", StringAttr.get(ctx, errorGlobalName()));
    }
  }

  private RankedTensorType tensorType(Operation at, Value v) {
    if (!(v.type() instanceof RankedTensorType t)) {
      throw new Unsupported(at, "only ranked tensors are compiled, not " + org.jmlir.ir.print.AttrTypePrinter.toString(v.type()));
    }
    return t;
  }

  private Type checkedElement(Operation at, RankedTensorType t) {
    Type el = t.elementType();
    if (el instanceof FloatType f && (f.kind() == FloatType.Kind.F32 || f.kind() == FloatType.Kind.F64 || f.kind() == FloatType.Kind.F16
        || f.kind() == FloatType.Kind.BF16)) {
      return el;
    }
    if (el instanceof IntegerType i && i.isSignless()) {
      return el;
    }
    if (el instanceof IndexType) {
      return el;
    }
    if (el instanceof ComplexType c && c.elementType() instanceof FloatType f
        && (f.kind() == FloatType.Kind.F32 || f.kind() == FloatType.Kind.F64)) {
      return el;
    }
    throw new Unsupported(at, "element type " + el + " is not supported (floats, signless integers, complex<f32>, complex<f64>)");
  }

  // ---- ops --------------------------------------------------------------------------------------

  private void lower(Operation op) {
    if (!(op instanceof HloOp h)) {
      throw new Unsupported(op, "'" + op.name() + "' is not a StableHLO op this compiler handles");
    }
    if (op.results().stream().allMatch(Value::hasNoUses)) {
      return; // dead: nothing reads it
    }
    String m = h.mnemonic();
    for (Value r : op.results()) {
      tensorType(op, r);
      checkedElement(op, (RankedTensorType) r.type());
    }
    if (m.equals("bitcast_convert") || m.equals("reduce_precision")) {
      checkBitOp(h, ((ShapedType) op.operand(0).type()).elementType(), h.resultTensorType(0).elementType(), true);
    }
    if (plan.shapeValues.contains(op.result(0))) {
      scalars.put(op.result(0), shapeScalars(h));
      dims.put(op.result(0), staticDims(op.result(0)));
      return;
    }
    switch (m) {
      case "reduce" -> {
        dims.put(op.result(0), reduceDims(h));
        for (int i = 1; i < op.numResults(); i++) {
          dims.put(op.result(i), dims.get(op.result(0)));
        }
        reduce(h);
        return;
      }
      case "dot_general", "dot" -> {
        dims.put(op.result(0), dotDims(h));
        dot(h);
        return;
      }
      case "convolution", "dynamic_conv" -> {
        dims.put(op.result(0), convDims(h));
        convolution(h);
        return;
      }
      case "reduce_window" -> {
        dims.put(op.result(0), windowDims(h));
        for (int i = 1; i < op.numResults(); i++) {
          dims.put(op.result(i), dims.get(op.result(0)));
        }
        reduceWindow(h);
        return;
      }
      case "while" -> {
        whileLoop(h);
        return;
      }
      case "if", "case" -> {
        conditional(h);
        return;
      }
      case "scatter" -> {
        for (int k = 0; k < op.numResults(); k++) {
          dims.put(op.result(k), dimsOfOperand(h, k));
        }
        scatter(h);
        return;
      }
      case "cholesky" -> {
        dims.put(op.result(0), dimsOfOperand(h, 0));
        cholesky(h);
        return;
      }
      case "triangular_solve" -> {
        dims.put(op.result(0), dimsOfOperand(h, 1));
        triangularSolve(h);
        return;
      }
      case "select_and_scatter" -> {
        dims.put(op.result(0), dimsOfOperand(h, 0));
        selectAndScatter(h);
        return;
      }
      case "sort" -> {
        for (Value r : op.results()) {
          dims.put(r, fusibleDims(h)); // the operands' shape
        }
        sort(h);
        return;
      }
      case "rng_bit_generator" -> {
        rngBitGenerator(h);
        return;
      }
      case "fft" -> {
        new Fft(this, h).lower();
        return;
      }
      default -> { }
    }
    if (!FusionPlan.fusible(op)) {
      throw new Unsupported(op, "'" + op.name() + "' is not supported by the compiler");
    }
    dims.put(op.result(0), fusibleDims(h));
    if (m.equals("constant") && !denseOf(h).isSplat()) {
      buffers.put(op.result(0), global(h, denseOf(h)));
      return;
    }
    Complex.checkElementwise(h);
    if (plan.materialized.contains(op.result(0))) {
      materialize(op.result(0));
    }
  }

  private List<Value> staticDims(Value v) {
    List<Value> ds = new ArrayList<>();
    for (long d : ((RankedTensorType) v.type()).shape()) {
      ds.add(e.cIndex(d));
    }
    return ds;
  }

  /** A new buffer for {@code v} (of its dims), filled by one loop nest computing its fused expression. */
  private Value materialize(Value v) {
    Value buf = alloc(v);
    List<Value> ds = dims.get(v);
    beginGroup();
    Streaming.Outline outline = options.streamParallel() ? new Streaming.Outline(module, funcName) : null;
    if (!Streaming.emit(e, body, buf, ds, elementOf(v), options.streamMinBytes(), outline, options.streamTanh(), idx -> elem(v, idx))) {
      e.loopNest(ds, idx -> e.store(elem(v, idx), buf, idx));
    }
    endGroup();
    buffers.put(v, buf);
    return buf;
  }

  private Value alloc(Value v) {
    RankedTensorType t = (RankedTensorType) v.type();
    List<Value> dyn = new ArrayList<>();
    for (int i = 0; i < t.rank(); i++) {
      if (t.shape()[i] == ShapedType.DYNAMIC) {
        dyn.add(dims.get(v).get(i));
      }
    }
    MemRefType m = MemRefType.get(ctx, t.shape(), t.elementType());
    Operation a = e.opN("memref.alloc", List.of(m), dyn, "operandSegmentSizes",
        org.jmlir.ir.attr.DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[] {dyn.size(), 0}));
    owned.put(a.result(0), a);
    return a.result(0);
  }

  private void beginGroup() {
    groupReads = new HashSet<>();
  }

  private void endGroup() {
    Operation last = e.b.insertionBlock().last();
    for (Value b : groupReads) {
      lastUse.put(b, last);
    }
    // A buffer nobody reads (a variadic reduce's unused result) lives until its writer is done.
    for (Value b : owned.keySet()) {
      lastUse.putIfAbsent(b, last);
    }
    groupReads = new HashSet<>();
  }

  private Value readBuffer(Value tensor) {
    Value b = buffers.get(tensor);
    groupReads.add(b);
    return b;
  }

  // ---- run-time shape checks -------------------------------------------------------------------

  private String errorGlobalName() {
    return "__jmlir_shape_error_" + funcName;
  }

  /**
   * Records a run-time check: where {@code ok} is false the function stores the check's number in
   * its error global (the Java API reads and clears it after each call and raises an exception
   * naming the check); the sizes used from there on are clamped so that nothing is read out of bounds.
   */
  private void check(Operation at, Value ok, String what) {
    if (errorFlag == null) {
      MemRefType m = MemRefType.get(ctx, new long[0], IntegerType.get(ctx, 32));
      org.jmlir.ir.rewrite.OpBuilder gb = new org.jmlir.ir.rewrite.OpBuilder(ctx);
      gb.setInsertionPointToStart(module.region(0).front());
      new org.jmlir.dialect.arith.transforms.ArithBuilder(gb, at.location()).op("memref.global", List.of(), List.of(),
          "sym_name", StringAttr.get(ctx, errorGlobalName()), "type", TypeAttr.get(ctx, m),
          "initial_value", DenseIntOrFPElementsAttr.getFromRaw(ctx, RankedTensorType.get(ctx, new long[0], IntegerType.get(ctx, 32)), new byte[4]));
      Block cur = e.b.insertionBlock();
      Operation point = e.b.insertionPoint();
      e.b.setInsertionPointToStart(body);
      errorFlag = e.opN("memref.get_global", List.of(m), List.of(), "name", SymbolRefAttr.get(ctx, errorGlobalName())).result(0);
      if (point != null) {
        e.b.setInsertionPoint(point);
      } else {
        e.b.setInsertionPointToEnd(cur);
      }
    }
    checks.add(locationText(at) + what);
    long code = checks.size();
    Value bad = e.a.same("arith.xori", ok, e.a.intConst(ok.type(), 1));
    e.ifThenElse(bad, List.of(), () -> {
      e.store(e.a.intConst(IntegerType.get(ctx, 32), code), errorFlag, List.of());
      return List.of();
    }, List::of);
  }

  private static String locationText(Operation op) {
    String l = op.location().toString();
    return (l.startsWith("loc(") ? l.substring(4, l.length() - 1) : l) + ": '" + op.name() + "': ";
  }

  /** {@code a}, checked equal to {@code b} at run time when they are different values: the smaller of the two. */
  private Value agree(Operation at, Value a, Value b, String what) {
    if (a == b || a.definingOp() != null && b.definingOp() != null && a.definingOp().name().equals("arith.constant")
        && b.definingOp().name().equals("arith.constant") && a.definingOp().attr("value").equals(b.definingOp().attr("value"))) {
      return a;
    }
    check(at, e.a.cmpi("eq", a, b), what);
    return e.a.same("arith.minui", a, b);
  }

  // ---- shapes -----------------------------------------------------------------------------------

  private Value dim(Value v, int i) {
    List<Value> ds = dims.get(v);
    if (ds == null) {
      throw new IllegalStateException("no dims for " + v.type());
    }
    return ds.get(i);
  }

  private List<Value> fusibleDims(HloOp op) {
    RankedTensorType t = op.resultTensorType(0);
    String m = op.mnemonic();
    List<Value> out = new ArrayList<>();
    for (int i = 0; i < t.rank(); i++) {
      long s = t.shape()[i];
      out.add(s == ShapedType.DYNAMIC ? null : e.cIndex(s));
    }
    switch (m) {
      case "broadcast_in_dim" -> {
        long[] bd = op.i64Array("broadcast_dimensions");
        RankedTensorType in = op.operandTensorType(0);
        for (int k = 0; k < bd.length; k++) {
          if (out.get((int) bd[k]) == null && in.shape()[k] == ShapedType.DYNAMIC) {
            out.set((int) bd[k], dim(op.operand(0), k));
          }
        }
      }
      case "dynamic_broadcast_in_dim", "dynamic_reshape", "dynamic_iota", "rng" -> {
        List<Value> s = shapeOperand(op, op.operand(m.equals("dynamic_iota") ? 0 : m.equals("rng") ? 2 : 1));
        for (int i = 0; i < out.size(); i++) {
          if (out.get(i) == null) {
            out.set(i, toIndex(s.get(i)));
          }
        }
        if (m.equals("dynamic_broadcast_in_dim")) {
          long[] bd = op.i64Array("broadcast_dimensions");
          RankedTensorType in = op.operandTensorType(0);
          for (int k = 0; k < bd.length; k++) {
            Value d = dim(op.operand(0), k);
            Value r = out.get((int) bd[k]);
            if (in.shape()[k] == ShapedType.DYNAMIC && d != r) {
              Value ok = e.a.same("arith.ori", e.a.cmpi("eq", d, e.cIndex(1)), e.a.cmpi("eq", d, r));
              check(op, ok, "dimension " + k + " of the broadcast operand is neither 1 nor the result's size");
            }
          }
        }
      }
      case "bitcast_convert" -> {
        // to a narrower type the operand's dimensions then a static one; to a wider one, all but its last
        for (int i = 0; i < out.size(); i++) {
          if (out.get(i) == null) {
            out.set(i, dim(op.operand(0), i));
          }
        }
      }
      case "broadcast" -> {
        // the new leading dimensions (broadcast_sizes, static), then the operand's
        int lead = t.rank() - rank(op.operand(0));
        for (int i = lead; i < out.size(); i++) {
          if (out.get(i) == null) {
            out.set(i, dim(op.operand(0), i - lead));
          }
        }
      }
      case "transpose" -> {
        long[] perm = op.i64Array("permutation");
        for (int i = 0; i < out.size(); i++) {
          if (out.get(i) == null) {
            out.set(i, dim(op.operand(0), (int) perm[i]));
          }
        }
      }
      case "concatenate" -> {
        int d = (int) op.i64("dimension", 0);
        for (int i = 0; i < out.size(); i++) {
          if (out.get(i) != null) {
            continue;
          }
          if (i == d) {
            Value sum = e.cIndex(0);
            for (Value o : op.operands()) {
              sum = e.addi(sum, dim(o, d));
            }
            out.set(i, sum);
          } else {
            out.set(i, dim(op.operand(0), i));
          }
        }
      }
      case "dynamic_slice" -> { } // slice_sizes: static
      case "torch_index_select" -> {
        // operand[:dim] + index[batch_dims:] + operand[dim + 1:]
        int d = (int) op.i64("dim", 0);
        int b = (int) op.i64("batch_dims", 0);
        int ir = rank(op.operand(1));
        for (int i = 0; i < out.size(); i++) {
          if (out.get(i) == null) {
            out.set(i, i < d ? dim(op.operand(0), i) : i < d + ir - b ? dim(op.operand(1), b + i - d) : dim(op.operand(0), i - (ir - b) + 1));
          }
        }
      }
      case "gather", "dynamic_gather" -> {
        // an unknown result dimension is a batch dimension: the start indices' dimension it runs
        // along, or (dynamic_gather) an offset dimension: its operand dimension's slice size
        var gn = gatherNumbers(op);
        long[] offsets = gn.offsetDims();
        int ivd = (int) gn.indexVectorDim();
        int b = 0;
        int o = 0;
        for (int i = 0; i < out.size(); i++) {
          if (contains(offsets, i)) {
            int d = offsetOperandDim(gn, o++);
            if (out.get(i) == null) {
              out.set(i, sliceSize(op, d));
            }
            continue;
          }
          int sd = b < ivd ? b : b + 1;
          if (out.get(i) == null) {
            out.set(i, dim(op.operand(1), sd));
          }
          b++;
        }
      }
      case "dynamic_update_slice" -> {
        for (int i = 0; i < out.size(); i++) {
          out.set(i, dim(op.operand(0), i));
        }
      }
      case "real_dynamic_slice" -> {
        for (int i = 0; i < out.size(); i++) {
          if (out.get(i) == null) {
            // ceil((limit - start) / stride), never negative
            Value start = indexAt(op.operand(1), i);
            Value stride = indexAt(op.operand(3), i);
            Value span = e.subi(indexAt(op.operand(2), i), start);
            Value n = e.a.same("arith.divsi", e.addi(span, e.subi(stride, e.cIndex(1))), stride); // strides are positive
            out.set(i, e.a.same("arith.maxsi", n, e.cIndex(0)));
          }
        }
      }
      case "pad", "dynamic_pad" -> {
        for (int i = 0; i < out.size(); i++) {
          if (out.get(i) == null) {
            Value d = dim(op.operand(0), i);
            Value inner = e.a.same("arith.maxsi", e.subi(d, e.cIndex(1)), e.cIndex(0));
            out.set(i, e.addi(e.addi(d, e.addi(padding(op, 0, i), padding(op, 1, i))), e.muli(inner, padding(op, 2, i))));
          }
        }
      }
      case "set_dimension_size" -> {
        int d = (int) op.i64("dimension", 0);
        Value size = e.a.cast("arith.index_cast", e.index(), elem(op.operand(1), List.of()));
        Value fits = e.a.same("arith.andi", e.a.cmpi("sge", size, e.cIndex(0)), e.a.cmpi("sle", size, dim(op.operand(0), d)));
        check(op, fits, "the size set is negative or exceeds dimension " + d + " of the operand");
        for (int i = 0; i < out.size(); i++) {
          out.set(i, i == d ? size : out.get(i) == null ? dim(op.operand(0), i) : out.get(i));
        }
      }
      default -> {
        for (int i = 0; i < out.size(); i++) {
          boolean dynamic = out.get(i) == null;
          for (Value o : op.operands()) {
            if (o.type() instanceof RankedTensorType ot && ot.rank() == t.rank() && dims.containsKey(o)) {
              if (out.get(i) == null) {
                out.set(i, dim(o, i));
              } else if (dynamic || ot.shape()[i] == ShapedType.DYNAMIC) {
                out.set(i, agree(op, out.get(i), dim(o, i), "the operands' sizes of dimension " + i + " differ"));
              }
            }
          }
        }
      }
    }
    for (Value v : out) {
      if (v == null) {
        throw new Unsupported(op, "cannot compute the size of a dynamic dimension of the result");
      }
    }
    return out;
  }

  private List<Value> shapeOperand(HloOp op, Value shape) {
    List<Value> s = scalars.get(shape);
    if (s == null) {
      throw new Unsupported(op, "the shape operand is not computed from shapes and constants");
    }
    return s;
  }

  private Value toIndex(Value v) {
    // A size that went through i32 and back (TensorFlow's shape tensors) is the same size.
    if (v.definingOp() != null && v.definingOp().name().equals("arith.index_cast") && v.definingOp().operand(0).type() instanceof IndexType) {
      return v.definingOp().operand(0);
    }
    return v.type() instanceof IndexType ? v : e.a.cast("arith.index_cast", e.index(), v);
  }

  /** The elements of a shape value (see {@link FusionPlan}), as scalars of its element type. */
  private List<Value> shapeScalars(HloOp op) {
    RankedTensorType t = op.resultTensorType(0);
    Type el = t.elementType();
    int n = (int) t.numElements();
    String m = op.mnemonic();
    List<Value> out = new ArrayList<>();
    switch (m) {
      case "constant" -> {
        DenseIntOrFPElementsAttr a = denseOf(op);
        for (int i = 0; i < n; i++) {
          out.add(e.a.intConst(el, a.scalarBits(a.isSplat() ? 0 : i, bits(el))));
        }
      }
      case "get_dimension_size" -> out.add(e.a.cast("arith.index_cast", el, dim(op.operand(0), (int) op.i64("dimension", 0))));
      case "reshape" -> out.addAll(scalars.get(op.operand(0)));
      case "broadcast_in_dim" -> {
        List<Value> s = scalars.get(op.operand(0));
        for (int i = 0; i < n; i++) {
          out.add(s.get(s.size() == 1 ? 0 : i));
        }
      }
      case "concatenate" -> {
        for (Value o : op.operands()) {
          out.addAll(scalars.get(o));
        }
      }
      case "slice" -> {
        List<Value> s = scalars.get(op.operand(0));
        long[] st = op.i64Array("start_indices");
        if (st.length == 0) {
          out.addAll(s);
          break;
        }
        long[] str = op.i64Array("strides");
        for (int i = 0; i < n; i++) {
          out.add(s.get((int) (st[0] + i * str[0])));
        }
      }
      case "convert" -> {
        for (Value v : scalars.get(op.operand(0))) {
          out.add(convertScalar(v, el));
        }
      }
      default -> {
        for (int i = 0; i < n; i++) {
          List<Value> args = new ArrayList<>();
          for (Value o : op.operands()) {
            List<Value> x = scalars.get(o);
            args.add(x.get(x.size() == 1 ? 0 : i));
          }
          out.add(scalarOp(op, args, el));
        }
      }
    }
    return out;
  }

  private static int bits(Type el) {
    return el instanceof IntegerType i ? i.width() : el instanceof IndexType ? 64 : ((FloatType) el).width();
  }

  private DenseIntOrFPElementsAttr denseOf(HloOp op) {
    if (op.inherentAttr("value") instanceof DenseIntOrFPElementsAttr d) {
      return d;
    }
    throw new Unsupported(op, "only dense constants are compiled");
  }

  private List<Value> reduceDims(HloOp op) {
    int n = op.numOperands() / 2;
    Set<Long> red = new HashSet<>();
    for (long d : op.i64Array("dimensions")) {
      red.add(d);
    }
    List<Value> out = new ArrayList<>();
    RankedTensorType in = op.operandTensorType(0);
    for (int i = 0; i < in.rank(); i++) {
      if (!red.contains((long) i)) {
        out.add(dim(op.operand(0), i));
      }
    }
    if (n < 1) {
      throw new Unsupported(op, "reduce without inputs");
    }
    return out;
  }

  // ---- linear algebra ----------------------------------------------------------------------------

  private Value toF64(Value x) {
    return ((FloatType) x.type()).kind() == FloatType.Kind.F64 ? x : e.a.cast("arith.extf", FloatType.f64(ctx), x);
  }

  private Value fromF64(Value x, Type el) {
    return ((FloatType) el).kind() == FloatType.Kind.F64 ? x : e.a.cast("arith.truncf", el, x);
  }

  private Value allocF64(Value... sizes) {
    long[] shape = new long[sizes.length];
    java.util.Arrays.fill(shape, ShapedType.DYNAMIC);
    MemRefType t = MemRefType.get(ctx, shape, FloatType.f64(ctx));
    return e.opN("memref.alloc", List.of(t), List.of(sizes), "operandSegmentSizes",
        org.jmlir.ir.attr.DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[] {sizes.length, 0})).result(0);
  }

  private List<Value> withLast2(List<Value> batch, Value r, Value c) {
    List<Value> idx = new ArrayList<>(batch);
    idx.add(r);
    idx.add(c);
    return idx;
  }

  private void requireRealFloats(HloOp op) {
    for (Value v : op.operands()) {
      if (!(((ShapedType) v.type()).elementType() instanceof FloatType)) {
        throw new Unsupported(op, "'" + op.name() + "' is compiled for real floats only, not " + ((ShapedType) v.type()).elementType());
      }
    }
  }

  /**
   * {@code stablehlo.cholesky} on real floats: per batch matrix, L with L L^T = A column by column
   * (Cholesky-Banachiewicz order, in f64 like the interpreter, then rounded to the element type),
   * read from A's lower triangle ({@code lower}) or its upper one (then the result is L^T); the other
   * triangle of the result is zero; a matrix that is not positive definite gives NaN everywhere.
   */
  private void cholesky(HloOp op) {
    requireRealFloats(op);
    boolean lower = op.bool("lower");
    Value a = operandBuffer(op.operand(0));
    Value out = alloc(op.result(0));
    buffers.put(op.result(0), out);
    Type el = op.resultTensorType(0).elementType();
    Type f64 = FloatType.f64(ctx);
    Type i1 = IntegerType.get(ctx, 1);
    int rank = rank(op.operand(0));
    List<Value> all = dims.get(op.result(0));
    Value n = all.get(rank - 1);
    beginGroup();
    groupReads.add(a);
    Value l = allocF64(n, n);
    e.loopNest(all.subList(0, rank - 2), batch -> {
      Value fail = e.forLoop(e.cIndex(0), n, List.of(e.a.intConst(i1, 0)), jv -> {
        Value j = jv.get(0);
        return e.forLoop(j, n, List.of(jv.get(1)), iv -> {
          Value i = iv.get(0);
          Value sr = toF64(e.load(a, lower ? withLast2(batch, i, j) : withLast2(batch, j, i), el));
          sr = e.forLoop(e.cIndex(0), j, List.of(sr), pv -> List.of(e.a.same("arith.subf", pv.get(1),
              e.a.same("arith.mulf", e.load(l, List.of(i, pv.get(0)), f64), e.load(l, List.of(j, pv.get(0)), f64))))).get(0);
          Value diag = e.a.cmpi("eq", i, j);
          Value v = e.a.select(diag, e.op("math.sqrt", f64, sr), e.a.same("arith.divf", sr, e.load(l, List.of(j, j), f64)));
          e.store(v, l, List.of(i, j));
          Value bad = e.a.same("arith.andi", diag, e.a.cmpf("ule", sr, e.a.floatConst(f64, 0)));
          return List.of(e.a.same("arith.ori", iv.get(1), bad));
        });
      }).get(0);
      e.loopNest(List.of(n, n), ij -> {
        Value i = ij.get(0);
        Value j = ij.get(1);
        Value keep = lower ? e.a.cmpi("ule", j, i) : e.a.cmpi("uge", j, i);
        // the triangle's element (L[i][j], or L[j][i] for the upper form), loaded at a clamped place otherwise
        Value r = e.a.same("arith.maxui", i, j);
        Value c = e.a.same("arith.minui", i, j);
        Value v = e.a.select(keep, e.load(l, List.of(r, c), f64), e.a.floatConst(f64, 0));
        v = e.a.select(fail, e.a.floatConst(f64, Double.NaN), v);
        e.store(fromF64(v, el), out, withLast2(batch, i, j));
      });
    });
    e.opN("memref.dealloc", List.of(), List.of(l));
    endGroup();
  }

  /**
   * {@code stablehlo.triangular_solve} on real floats: op(a) x = b ({@code left_side}) or x op(a) = b,
   * op a transpose where {@code transpose_a} says (ADJOINT is TRANSPOSE for real numbers), a's other
   * triangle ignored, its diagonal taken as ones with {@code unit_diagonal}; per batch and per column
   * of the right-hand side, substitution in f64 (forward or backward as the effective triangle
   * says, the interpreter's order), rounded to the element type at the end.
   */
  private void triangularSolve(HloOp op) {
    requireRealFloats(op);
    boolean left = op.bool("left_side");
    boolean lower = op.bool("lower");
    boolean unit = op.bool("unit_diagonal");
    boolean trans = !op.enumAttr("transpose_a").value().equals("NO_TRANSPOSE");
    boolean swap = left == trans; // M[i][j] = a[j][i]
    boolean effLower = (lower != trans) == left;
    Value a = operandBuffer(op.operand(0));
    Value b = operandBuffer(op.operand(1));
    Value out = alloc(op.result(0));
    buffers.put(op.result(0), out);
    Type el = op.resultTensorType(0).elementType();
    Type f64 = FloatType.f64(ctx);
    int rank = rank(op.operand(1));
    List<Value> all = dims.get(op.result(0));
    Value rows = all.get(rank - 2);
    Value cols = all.get(rank - 1);
    Value n = left ? rows : cols;
    Value k = left ? cols : rows;
    beginGroup();
    groupReads.add(a);
    groupReads.add(b);
    Value x = allocF64(n);
    e.loopNest(all.subList(0, rank - 2), batch -> {
      java.util.function.BiFunction<Value, Value, Value> m = (i, j) -> toF64(e.load(a, swap ? withLast2(batch, j, i) : withLast2(batch, i, j), el));
      e.forLoop(e.cIndex(0), k, List.of(), cv -> {
        Value col = cv.get(0);
        e.forLoop(e.cIndex(0), n, List.of(), sv -> {
          Value i = effLower ? sv.get(0) : e.subi(e.subi(n, e.cIndex(1)), sv.get(0));
          Value sr = toF64(e.load(b, left ? withLast2(batch, i, col) : withLast2(batch, col, i), el));
          Value lo = effLower ? e.cIndex(0) : e.addi(i, e.cIndex(1));
          Value hi = effLower ? i : n;
          sr = e.forLoop(lo, hi, List.of(sr), jv -> List.of(e.a.same("arith.subf", jv.get(1),
              e.a.same("arith.mulf", m.apply(i, jv.get(0)), e.load(x, List.of(jv.get(0)), f64))))).get(0);
          e.store(unit ? sr : e.a.same("arith.divf", sr, m.apply(i, i)), x, List.of(i));
          return List.of();
        });
        e.forLoop(e.cIndex(0), n, List.of(), iv -> {
          Value i = iv.get(0);
          e.store(fromF64(e.load(x, List.of(i), f64), el), out, left ? withLast2(batch, i, col) : withLast2(batch, col, i));
          return List.of();
        });
        return List.of();
      });
    });
    e.opN("memref.dealloc", List.of(), List.of(x));
    endGroup();
  }

  // ---- rng ---------------------------------------------------------------------------------------

  private static final long GOLDEN = 0x9e3779b97f4a7c15L;

  /**
   * An element of {@code stablehlo.rng}: the numbers are implementation-defined; ours are the
   * interpreter's (hlo-interpreter's Random), a SplitMix64 stream over the elements in row-major
   * order: element i of a UNIFORM rng takes draw i+1 (floats: lo + (hi - lo) * u computed in f64 and
   * kept below hi, u the draw's top 53 bits; integers: lo + draw mod (hi - lo), lo when hi <= lo), of
   * a NORMAL one draws 2i+1 and 2i+2 (Box-Muller: lo + hi * z), so a compiled graph and the
   * interpreter give the same numbers (the normal ones within libm's rounding).
   */
  private Value rngElement(HloOp op, Value v, List<Value> idx, Type el) {
    Type i64 = IntegerType.get(ctx, 64);
    Type f64 = FloatType.f64(ctx);
    List<Value> ds = dims.get(v);
    Value lin = e.cIndex(0);
    for (int i = 0; i < idx.size(); i++) {
      lin = e.addi(e.muli(lin, ds.get(i)), idx.get(i));
    }
    Value n = e.a.cast("arith.index_cast", i64, lin);
    boolean normal = op.enumAttr("rng_distribution") != null && op.enumAttr("rng_distribution").value().equals("NORMAL");
    Value a = elem(op.operand(0), List.of());
    Value b = elem(op.operand(1), List.of());
    java.util.function.LongFunction<Value> c = x -> e.a.intConst(i64, x);
    java.util.function.Function<Value, Value> draw = k -> splitMix(e.a.same("arith.addi", c.apply(GOLDEN),
        e.a.same("arith.muli", k, c.apply(GOLDEN))));
    if (!(el instanceof FloatType ft)) {
      Value bits = draw.apply(e.a.same("arith.addi", n, c.apply(1)));
      Value lo = widen(a, el, i64);
      Value span = e.a.same("arith.subi", widen(b, el, i64), lo);
      Value r = e.a.select(e.a.cmpi("sle", span, c.apply(0)), lo, e.a.same("arith.addi", lo, e.a.same("arith.remui", bits,
          e.a.select(e.a.cmpi("sle", span, c.apply(0)), c.apply(1), span))));
      return ((IntegerType) el).width() == 64 ? r : e.a.cast("arith.trunci", el, r);
    }
    Value lo = ft.kind() == FloatType.Kind.F64 ? a : e.a.cast("arith.extf", f64, a);
    Value hi = ft.kind() == FloatType.Kind.F64 ? b : e.a.cast("arith.extf", f64, b);
    Value r;
    if (normal) {
      Value twice = e.a.same("arith.addi", n, n);
      Value u = unit(draw.apply(e.a.same("arith.addi", twice, c.apply(1))));
      Value u2 = unit(draw.apply(e.a.same("arith.addi", twice, c.apply(2))));
      Value radius = e.op("math.sqrt", f64, e.a.same("arith.mulf", e.a.floatConst(f64, -2),
          e.op("math.log", f64, e.a.same("arith.maximumf", u, e.a.floatConst(f64, 1e-300)))));
      Value z = e.a.same("arith.mulf", radius, e.op("math.cos", f64, e.a.same("arith.mulf", e.a.floatConst(f64, 2 * Math.PI), u2)));
      r = e.a.same("arith.addf", lo, e.a.same("arith.mulf", hi, z));
    } else {
      Value u = unit(draw.apply(e.a.same("arith.addi", n, c.apply(1))));
      Value x = e.a.same("arith.addf", lo, e.a.same("arith.mulf", e.a.same("arith.subf", hi, lo), u));
      // Math.nextDown(hi): the next double towards -inf (hi = 0: -MIN_VALUE)
      Value hb = e.a.cast("arith.bitcast", i64, hi);
      Value pos = e.a.cmpf("ogt", hi, e.a.floatConst(f64, 0));
      Value down = e.a.cast("arith.bitcast", f64, e.a.select(pos, e.a.same("arith.subi", hb, c.apply(1)),
          e.a.same("arith.addi", hb, c.apply(1))));
      down = e.a.select(e.a.cmpf("oeq", hi, e.a.floatConst(f64, 0)), e.a.floatConst(f64, -Double.MIN_VALUE), down);
      r = e.a.same("arith.minimumf", x, down);
    }
    return ft.kind() == FloatType.Kind.F64 ? r : e.a.cast("arith.truncf", el, r);
  }

  private Value widen(Value x, Type el, Type i64) {
    return ((IntegerType) el).width() == 64 ? x : e.a.cast(((IntegerType) el).width() == 1 ? "arith.extui" : "arith.extsi", i64, x);
  }

  /** SplitMix64's output function of the state {@code z}. */
  private Value splitMix(Value z) {
    Type i64 = IntegerType.get(ctx, 64);
    z = e.a.same("arith.muli", e.a.same("arith.xori", z, e.a.same("arith.shrui", z, e.a.intConst(i64, 30))),
        e.a.intConst(i64, 0xbf58476d1ce4e5b9L));
    z = e.a.same("arith.muli", e.a.same("arith.xori", z, e.a.same("arith.shrui", z, e.a.intConst(i64, 27))),
        e.a.intConst(i64, 0x94d049bb133111ebL));
    return e.a.same("arith.xori", z, e.a.same("arith.shrui", z, e.a.intConst(i64, 31)));
  }

  /** The top 53 bits of a draw as a double in [0, 1). */
  private Value unit(Value bits) {
    Type i64 = IntegerType.get(ctx, 64);
    Type f64 = FloatType.f64(ctx);
    return e.a.same("arith.mulf", e.a.cast("arith.uitofp", f64, e.a.same("arith.shrui", bits, e.a.intConst(i64, 11))),
        e.a.floatConst(f64, 0x1.0p-53));
  }

  /**
   * rng_bit_generator with the interpreter's numbers (the specification leaves them to the
   * implementation): the seed folds the state (seed = splitmix(seed ^ state[i]), from 0), element i
   * of the output is the low bits of splitmix(seed + (i + 1) * golden) in row-major order, and the
   * new state is the state with the number of elements drawn added to its first word.
   */
  private void rngBitGenerator(HloOp op) {
    Type i64 = IntegerType.get(ctx, 64);
    RankedTensorType st = op.operandTensorType(0);
    RankedTensorType ot = op.resultTensorType(1);
    if (!(st.elementType() instanceof IntegerType si) || si.width() != 64 || !ot.hasStaticShape()) {
      throw new Unsupported(op, "only a 64-bit state and an output of static shape are compiled");
    }
    dims.put(op.result(0), dimsOfOperand(op, 0));
    dims.put(op.result(1), staticDims(op.result(1)));
    Value state = operandBuffer(op.operand(0));
    beginGroup();
    groupReads.add(state);
    Value words = dim(op.operand(0), 0);
    Value seed = e.forLoop(e.cIndex(0), words, List.of(e.a.intConst(i64, 0)), a -> List.of(splitMix(e.a.same("arith.xori", a.get(1),
        e.load(state, List.of(a.get(0)), i64))))).get(0);
    // a result nobody reads gets no buffer
    if (!op.result(0).hasNoUses()) {
      Value next = alloc(op.result(0));
      buffers.put(op.result(0), next);
      e.loopNest(dims.get(op.result(0)), idx -> {
        Value word = e.load(state, idx, i64);
        Value first = e.a.cmpi("eq", idx.get(0), e.cIndex(0));
        e.store(e.a.select(first, e.a.same("arith.addi", word, e.a.intConst(i64, ot.numElements())), word), next, idx);
      });
    }
    if (op.result(1).hasNoUses()) {
      endGroup();
      return;
    }
    Value out = alloc(op.result(1));
    buffers.put(op.result(1), out);
    Type el = ot.elementType();
    List<Value> outDims = dims.get(op.result(1));
    e.loopNest(outDims, idx -> {
      Value lin = e.cIndex(0);
      for (int i = 0; i < idx.size(); i++) {
        lin = e.addi(e.muli(lin, outDims.get(i)), idx.get(i));
      }
      Value k = e.a.same("arith.addi", e.a.cast("arith.index_cast", i64, lin), e.a.intConst(i64, 1));
      Value bits = splitMix(e.a.same("arith.addi", seed, e.a.same("arith.muli", k, e.a.intConst(i64, GOLDEN))));
      int w = bits(el);
      Value low = w == 64 ? bits : e.a.cast("arith.trunci", IntegerType.get(ctx, w), bits);
      e.store(el instanceof IntegerType it && it.width() == w ? low : e.a.cast("arith.bitcast", el, low), out, idx);
    });
    endGroup();
  }

  /** Ops whose results do not depend on whether their integers are signed: unsigned ones compile as bits. */
  private static final Set<String> SIGN_AGNOSTIC = Set.of("rng_bit_generator", "bitcast_convert", "and", "or", "xor", "not",
      "shift_left", "shift_right_logical", "add", "subtract", "multiply", "popcnt", "count_leading_zeros", "constant", "reshape",
      "dynamic_reshape", "broadcast_in_dim", "dynamic_broadcast_in_dim", "broadcast", "transpose", "slice", "dynamic_slice",
      "concatenate", "reverse", "select", "get_dimension_size", "replica_id", "partition_id");

  /**
   * Unsigned integers become signless ones of the same width (the bits stay; the function's
   * signature too): the ops that touch them must not depend on the signedness (see
   * {@link #SIGN_AGNOSTIC}; comparisons only with compare_type UNSIGNED), any other is a named error.
   */
  private void unsignedAsBits(Operation func) {
    List<Value> values = new ArrayList<>(func.region(0).front().arguments());
    for (Operation op : func.collect(o -> o != func)) {
      boolean touches = false;
      for (Value v : op.operands()) {
        touches |= signlessOf(v.type()) != null;
      }
      for (Value v : op.results()) {
        touches |= signlessOf(v.type()) != null;
      }
      if (!touches) {
        continue;
      }
      String m = op instanceof HloOp h ? h.mnemonic() : op.name();
      boolean ok = SIGN_AGNOSTIC.contains(m) || op.name().equals("func.return") || op.name().equals("stablehlo.return")
          || m.equals("compare") && op instanceof HloOp h && h.enumAttr("compare_type") != null
          && h.enumAttr("compare_type").value().equals("UNSIGNED");
      if (!ok) {
        throw new Unsupported(op, "'" + op.name() + "' on unsigned integers is not supported by the compiler (unsigned integers are"
            + " compiled as bits: through rng_bit_generator, bitcast_convert, bitwise, shift and wrapping arithmetic ops, UNSIGNED"
            + " comparisons and shape ops)");
      }
      values.addAll(op.results());
      for (Region r : op.regions()) {
        for (Block b : r.blocks()) {
          values.addAll(b.arguments());
        }
      }
    }
    for (Value v : values) {
      RankedTensorType t = signlessOf(v.type());
      if (t == null) {
        continue;
      }
      v.setType(t);
      if (v.definingOp() instanceof HloOp h && h.mnemonic().equals("constant") && h.attr("value") instanceof DenseIntOrFPElementsAttr d) {
        h.setAttr("value", DenseIntOrFPElementsAttr.getFromRaw(ctx, t, d.rawData(), d.isSplat()));
      }
    }
  }

  /** The signless version of a ranked tensor type of unsigned integers; null for any other type. */
  private RankedTensorType signlessOf(Type type) {
    if (type instanceof RankedTensorType t && t.elementType() instanceof IntegerType it && it.isUnsigned()) {
      return RankedTensorType.get(ctx, t.shape(), IntegerType.get(ctx, it.width()), t.encoding());
    }
    return null;
  }

  // ---- element expressions ----------------------------------------------------------------------

  /** The element of {@code v} at {@code idx}, computed inside the current loop nest. */
  private Value elem(Value v, List<Value> idx) {
    Type el = ((ShapedType) v.type()).elementType();
    if (buffers.containsKey(v)) {
      return e.load(readBuffer(v), idx, el);
    }
    if (scalars.containsKey(v)) {
      List<Value> s = scalars.get(v);
      if (s.isEmpty()) {
        return zero(el); // a tensor without elements: never read in a loop that runs
      }
      if (idx.isEmpty() || s.size() == 1) {
        return s.get(0);
      }
      Value r = s.get(s.size() - 1);
      for (int i = s.size() - 2; i >= 0; i--) {
        r = e.a.select(e.a.cmpi("eq", idx.get(0), e.cIndex(i)), s.get(i), r);
      }
      return r;
    }
    HloOp op = (HloOp) v.definingOp();
    e.at(op.location());
    String m = op.mnemonic();
    RankedTensorType t = op.resultTensorType(0);
    switch (m) {
      case "constant" -> {
        DenseIntOrFPElementsAttr a = denseOf(op);
        if (a.isSplat()) {
          return constantElement(el, a, 0);
        }
        Value g = global(op, a);
        buffers.put(v, g);
        return e.load(g, idx, el);
      }
      case "rng" -> {
        return rngElement(op, v, idx, el);
      }
      case "replica_id", "partition_id" -> {
        return zero(el); // compiled code runs as one process: replica 0 of partition 0
      }
      case "bitcast_convert" -> {
        Type from = ((ShapedType) op.operand(0).type()).elementType();
        if (bits(from) != bits(el)) {
          return bitcastWidths(op, idx, el);
        }
        Value x = elem(op.operand(0), idx);
        return from == el ? x : e.a.cast("arith.bitcast", el, x);
      }
      case "iota", "dynamic_iota" -> {
        Value i = idx.get((int) op.i64("iota_dimension", 0));
        if (el instanceof ComplexType c) {
          Value re = e.a.cast("arith.sitofp", c.elementType(), e.a.cast("arith.index_cast", IntegerType.get(ctx, 64), i));
          return e.opN("complex.create", List.of(c), List.of(re, e.a.floatConst(c.elementType(), 0))).result(0);
        }
        if (el instanceof FloatType) {
          return e.a.cast("arith.sitofp", el, e.a.cast("arith.index_cast", IntegerType.get(ctx, 64), i));
        }
        return e.a.cast("arith.index_cast", el, i);
      }
      case "broadcast_in_dim", "dynamic_broadcast_in_dim" -> {
        long[] bd = op.i64Array("broadcast_dimensions");
        Value x = op.operand(0);
        RankedTensorType in = (RankedTensorType) x.type();
        List<Value> sub = new ArrayList<>();
        for (int k = 0; k < bd.length; k++) {
          long s = in.shape()[k];
          long r = t.shape()[(int) bd[k]];
          Value i = idx.get((int) bd[k]);
          if (s == 1) {
            sub.add(e.cIndex(0));
          } else if (dim(x, k) == dim(v, (int) bd[k])) {
            sub.add(i); // the same size: no expansion
          } else if (s == ShapedType.DYNAMIC && r != ShapedType.DYNAMIC && r != 1 || s != ShapedType.DYNAMIC) {
            sub.add(i);
          } else {
            Value one = e.a.cmpi("eq", dim(x, k), e.cIndex(1));
            // clamped: a size the run-time check rejects reads nothing out of bounds
            sub.add(e.a.select(one, e.cIndex(0), e.a.same("arith.minui", i, e.subi(dim(x, k), e.cIndex(1)))));
          }
        }
        return elem(x, sub);
      }
      case "reshape", "dynamic_reshape" -> {
        Value x = op.operand(0);
        RankedTensorType in = (RankedTensorType) x.type();
        if (in.rank() == t.rank() && java.util.Arrays.equals(in.shape(), t.shape())) {
          return elem(x, idx);
        }
        Value lin = e.cIndex(0);
        for (int i = 0; i < idx.size(); i++) {
          lin = e.addi(e.muli(lin, dim(v, i)), idx.get(i));
        }
        List<Value> sub = new ArrayList<>();
        for (int i = in.rank() - 1; i >= 0; i--) {
          Value d = dim(x, i);
          sub.add(0, i == 0 ? lin : e.a.same("arith.remui", lin, d));
          if (i > 0) {
            lin = e.a.same("arith.divui", lin, d);
          }
        }
        return elem(x, sub);
      }
      case "broadcast" -> {
        return elem(op.operand(0), idx.subList(t.rank() - rank(op.operand(0)), idx.size()));
      }
      case "map" -> {
        // the region on the operands' elements (its dimensions are all of them: the verifier's rule)
        List<Value> args = new ArrayList<>();
        for (Value o : op.operands()) {
          args.add(elem(o, idx));
        }
        return applyRegion(op, op.region(0), args).get(0);
      }
      case "transpose" -> {
        long[] perm = op.i64Array("permutation");
        Value[] sub = new Value[perm.length];
        for (int j = 0; j < perm.length; j++) {
          sub[(int) perm[j]] = idx.get(j);
        }
        return elem(op.operand(0), List.of(sub));
      }
      case "reverse" -> {
        Set<Long> rd = new HashSet<>();
        for (long d : op.i64Array("dimensions")) {
          rd.add(d);
        }
        List<Value> sub = new ArrayList<>();
        for (int i = 0; i < idx.size(); i++) {
          sub.add(rd.contains((long) i) ? e.subi(e.subi(dim(v, i), e.cIndex(1)), idx.get(i)) : idx.get(i));
        }
        return elem(op.operand(0), sub);
      }
      case "slice" -> {
        long[] st = op.i64Array("start_indices");
        long[] str = op.i64Array("strides");
        List<Value> sub = new ArrayList<>();
        for (int i = 0; i < idx.size(); i++) {
          sub.add(e.addi(e.muli(idx.get(i), e.cIndex(str[i])), e.cIndex(st[i])));
        }
        return elem(op.operand(0), sub);
      }
      case "concatenate" -> {
        return concatElem(op, idx, 0, e.cIndex(0), el);
      }
      case "dynamic_slice" -> {
        // start indices clamped so that the slice lies inside the operand
        long[] sizes = op.i64Array("slice_sizes");
        List<Value> sub = new ArrayList<>();
        for (int i = 0; i < idx.size(); i++) {
          sub.add(e.addi(idx.get(i), clampedStart(op.operand(1 + i), dim(op.operand(0), i), e.cIndex(sizes[i]))));
        }
        return elem(op.operand(0), sub);
      }
      case "dynamic_update_slice" -> {
        return updateSliceElem(op, idx, el);
      }
      case "gather", "dynamic_gather" -> {
        return gatherElem(op, idx);
      }
      case "set_dimension_size" -> {
        return elem(op.operand(0), idx); // the first elements along the dimension
      }
      case "torch_index_select" -> {
        int d = (int) op.i64("dim", 0);
        int b = (int) op.i64("batch_dims", 0);
        int ir = rank(op.operand(1));
        List<Value> at = new ArrayList<>(idx.subList(0, b));
        at.addAll(idx.subList(d, d + ir - b));
        Value i = e.a.cast("arith.index_cast", e.index(), elem(op.operand(1), at));
        Value hi = e.subi(dim(op.operand(0), d), e.cIndex(1));
        List<Value> sub = new ArrayList<>(idx.subList(0, d));
        sub.add(e.a.same("arith.minsi", e.a.same("arith.maxsi", i, e.cIndex(0)), hi)); // clamped like gather
        sub.addAll(idx.subList(d + ir - b, idx.size()));
        return elem(op.operand(0), sub);
      }
      case "real_dynamic_slice" -> {
        List<Value> sub = new ArrayList<>();
        for (int i = 0; i < idx.size(); i++) {
          sub.add(e.addi(indexAt(op.operand(1), i), e.muli(idx.get(i), indexAt(op.operand(3), i))));
        }
        return elem(op.operand(0), sub);
      }
      case "pad", "dynamic_pad" -> {
        return padElem(op, idx, el);
      }
      case "select" -> {
        Value c = elem(op.operand(0), rank(op.operand(0)) == 0 ? List.of() : idx);
        return e.a.select(c, elem(op.operand(1), idx), elem(op.operand(2), idx));
      }
      case "clamp" -> {
        Value lo = elem(op.operand(0), rank(op.operand(0)) == 0 ? List.of() : idx);
        Value x = elem(op.operand(1), idx);
        Value hi = elem(op.operand(2), rank(op.operand(2)) == 0 ? List.of() : idx);
        if (el instanceof FloatType) {
          return e.a.same("arith.minimumf", e.a.same("arith.maximumf", x, lo), hi);
        }
        return e.a.same("arith.minsi", e.a.same("arith.maxsi", x, lo), hi);
      }
      case "convert" -> {
        return convertScalar(elem(op.operand(0), idx), el);
      }
      case "compare" -> {
        return compare(op, elem(op.operand(0), idx), elem(op.operand(1), idx));
      }
      default -> {
        List<Value> args = new ArrayList<>();
        for (Value o : op.operands()) {
          args.add(elem(o, idx));
        }
        return scalarOp(op, args, el);
      }
    }
  }

  private static int rank(Value v) {
    return ((ShapedType) v.type()).rank();
  }

  /** Element {@code i} of a dense constant (both parts of a complex one) as a scalar constant. */
  private Value constantElement(Type el, DenseIntOrFPElementsAttr a, long i) {
    if (el instanceof ComplexType c) {
      int w = bits(c.elementType());
      return Complex.constant(e, c, a.scalarBits(2 * i, w), a.scalarBits(2 * i + 1, w));
    }
    return scalarConstant(el, a.scalarBits(i, bits(el)));
  }

  private Value scalarConstant(Type el, BigInteger bits) {
    if (el instanceof FloatType f) {
      return e.a.constant(FloatAttr.fromBits(ctx, f, bits));
    }
    return e.a.intConst(el, bits);
  }

  private Value global(HloOp op, DenseIntOrFPElementsAttr a) {
    RankedTensorType t = op.resultTensorType(0);
    if (t.elementType() instanceof ComplexType c) {
      // stored as pairs of floats (shape + [2]), copied once into a complex buffer
      long[] shape = java.util.Arrays.copyOf(t.shape(), t.rank() + 1);
      shape[t.rank()] = 2;
      RankedTensorType pt = RankedTensorType.get(ctx, shape, c.elementType());
      Value pairs = global(op, DenseIntOrFPElementsAttr.getFromRaw(ctx, pt, a.rawData()), pt);
      Value buf = alloc(op.result(0));
      beginGroup();
      e.loopNest(dims.get(op.result(0)), idx -> {
        List<Value> re = new ArrayList<>(idx);
        re.add(e.cIndex(0));
        List<Value> im = new ArrayList<>(idx);
        im.add(e.cIndex(1));
        e.store(e.opN("complex.create", List.of(c), List.of(e.load(pairs, re, c.elementType()), e.load(pairs, im, c.elementType()))).result(0),
            buf, idx);
      });
      endGroup();
      return buf;
    }
    return global(op, a, t);
  }

  private Value global(HloOp op, DenseIntOrFPElementsAttr a, RankedTensorType t) {
    MemRefType m = MemRefType.get(ctx, t.shape(), t.elementType());
    String name = "__jmlir_" + funcName + "_cst" + globals++;
    org.jmlir.ir.rewrite.OpBuilder gb = new org.jmlir.ir.rewrite.OpBuilder(ctx);
    Operation func = body.parentOp() != null ? body.parentOp() : null;
    Block moduleBody = module.region(0).front();
    gb.setInsertionPointToStart(moduleBody);
    new org.jmlir.dialect.arith.transforms.ArithBuilder(gb, op.location()).op("memref.global", List.of(), List.of(),
        "sym_name", StringAttr.get(ctx, name), "sym_visibility", StringAttr.get(ctx, "private"), "type", TypeAttr.get(ctx, m),
        "initial_value", a, "constant", UnitAttr.get(ctx), "alignment", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), 64));
    // The global is read where it is first used: hoist the get_global to the function entry.
    Block cur = e.b.insertionBlock();
    Operation point = e.b.insertionPoint();
    e.b.setInsertionPointToStart(body);
    Value g = e.opN("memref.get_global", List.of(m), List.of(), "name", SymbolRefAttr.get(ctx, name)).result(0);
    if (point != null) {
      e.b.setInsertionPoint(point);
    } else {
      e.b.setInsertionPointToEnd(cur);
    }
    return g;
  }

  private Value concatElem(HloOp op, List<Value> idx, int k, Value offset, Type el) {
    int d = (int) op.i64("dimension", 0);
    Value x = op.operand(k);
    List<Value> sub = new ArrayList<>(idx);
    sub.set(d, e.subi(idx.get(d), offset));
    if (k == op.numOperands() - 1) {
      return elem(x, sub);
    }
    Value end = e.addi(offset, dim(x, d));
    Value inside = e.a.cmpi("ult", idx.get(d), end);
    return e.ifThenElse(inside, List.of(el), () -> List.of(elem(x, sub)), () -> List.of(concatElem(op, idx, k + 1, end, el))).get(0);
  }

  private static org.jmlir.dialect.hlo.GatherDimensionNumbersAttr gatherNumbers(HloOp op) {
    return (org.jmlir.dialect.hlo.GatherDimensionNumbersAttr) op.inherentAttr("dimension_numbers");
  }

  private static boolean contains(long[] a, long v) {
    for (long x : a) {
      if (x == v) {
        return true;
      }
    }
    return false;
  }

  /**
   * gather (StableHLO's semantics): the result index splits into batch dimensions (indexing the
   * start indices, the index vector dimension left out) and offset dimensions (within the slice); the
   * operand index is the clamped start (start_index_map), plus the batching dimensions' indices,
   * plus the offsets placed on the dimensions neither collapsed nor batching.
   */
  private Value gatherElem(HloOp op, List<Value> idx) {
    var dn = gatherNumbers(op);
    Value operand = op.operand(0);
    Value[] full = windowedIndex(op.operand(1), (int) dn.indexVectorDim(), dn.startIndexMap(), dn.operandBatchingDims(),
        dn.startIndicesBatchingDims(), dn.collapsedSliceDims(), dn.offsetDims(), idx, rank(operand), (d, start) -> {
          Value hi = e.a.same("arith.maxsi", e.subi(dim(operand, d), sliceSize(op, d)), e.cIndex(0));
          return e.a.same("arith.minsi", e.a.same("arith.maxsi", start, e.cIndex(0)), hi);
        });
    return elem(operand, List.of(full));
  }

  /** Slice size {@code d} of a gather (its attribute) or a dynamic_gather (its third operand, read at run time). */
  private Value sliceSize(HloOp op, int d) {
    return op.mnemonic().equals("gather") ? e.cIndex(op.i64Array("slice_sizes")[d]) : indexAt(op.operand(2), d);
  }

  /** The operand dimension of the {@code o}-th offset dimension: the {@code o}-th neither collapsed nor batching. */
  private static int offsetOperandDim(org.jmlir.dialect.hlo.GatherDimensionNumbersAttr gn, int o) {
    for (int d = 0;; d++) {
      if (!contains(gn.collapsedSliceDims(), d) && !contains(gn.operandBatchingDims(), d) && o-- == 0) {
        return d;
      }
    }
  }

  /**
   * The operand index that gather reads and scatter writes for result/update index {@code idx}: its
   * dimensions in {@code windowDims} are offsets, the others index {@code indices} (with
   * {@code ivd} the index vector dimension); operand dimension {@code indexMap[k]} starts at index
   * vector element k (through {@code start}: gather clamps it), batching dimensions add their batch
   * index, and the offsets land on the dimensions neither in {@code collapsed} nor batching.
   */
  private Value[] windowedIndex(Value indices, int ivd, long[] indexMap, long[] operandBatching, long[] indicesBatching,
      long[] collapsed, long[] windowDims, List<Value> idx, int rank, java.util.function.BiFunction<Integer, Value, Value> start) {
    List<Value> batch = new ArrayList<>();
    List<Value> offsets = new ArrayList<>();
    for (int i = 0; i < idx.size(); i++) {
      (contains(windowDims, i) ? offsets : batch).add(idx.get(i));
    }
    Value[] full = new Value[rank];
    for (int d = 0; d < rank; d++) {
      full[d] = e.cIndex(0);
    }
    for (int k = 0; k < indexMap.length; k++) {
      List<Value> at = new ArrayList<>();
      int b = 0;
      for (int d = 0; d < rank(indices); d++) {
        at.add(d == ivd ? e.cIndex(k) : batch.get(b++));
      }
      int d = (int) indexMap[k];
      full[d] = start.apply(d, e.a.cast("arith.index_cast", e.index(), elem(indices, at)));
    }
    for (int i = 0; i < operandBatching.length; i++) {
      int j = (int) (indicesBatching[i] < ivd ? indicesBatching[i] : indicesBatching[i] - 1);
      full[(int) operandBatching[i]] = e.addi(full[(int) operandBatching[i]], batch.get(j));
    }
    int o = 0;
    for (int d = 0; d < rank; d++) {
      if (!contains(collapsed, d) && !contains(operandBatching, d)) {
        full[d] = e.addi(full[d], offsets.get(o++));
      }
    }
    return full;
  }

  /** Element {@code i} of a 1-D integer tensor (a shape value or a buffer) as an index. */
  private Value indexAt(Value v, int i) {
    return e.a.cast("arith.index_cast", e.index(), elem(v, List.of(e.cIndex(i))));
  }

  /** A dynamic start index (a rank-0 integer tensor) clamped to [0, size - extent]. */
  private Value clampedStart(Value start, Value size, Value extent) {
    Value s = e.a.cast("arith.index_cast", e.index(), elem(start, List.of()));
    Value hi = e.a.same("arith.maxsi", e.subi(size, extent), e.cIndex(0));
    return e.a.same("arith.minsi", e.a.same("arith.maxsi", s, e.cIndex(0)), hi);
  }

  /** dynamic_update_slice: the update where the (clamped) window covers the index, the operand elsewhere. */
  private Value updateSliceElem(HloOp op, List<Value> idx, Type el) {
    Value update = op.operand(1);
    Value ok = null;
    List<Value> sub = new ArrayList<>();
    for (int i = 0; i < idx.size(); i++) {
      Value start = clampedStart(op.operand(2 + i), dim(op.operand(0), i), dim(update, i));
      Value p = e.subi(idx.get(i), start);
      Value c = e.a.same("arith.andi", e.a.cmpi("sge", p, e.cIndex(0)), e.a.cmpi("slt", p, dim(update, i)));
      ok = ok == null ? c : e.a.same("arith.andi", ok, c);
      sub.add(p);
    }
    if (ok == null) {
      return elem(update, List.of());
    }
    return e.ifThenElse(ok, List.of(el), () -> List.of(elem(update, sub)), () -> List.of(elem(op.operand(0), idx))).get(0);
  }

  /**
   * Padding {@code which} (0 low, 1 high, 2 interior) of dimension {@code i}: pad's attributes, or
   * dynamic_pad's operands 2-4 read at run time.
   */
  private Value padding(HloOp op, int which, int i) {
    if (op.mnemonic().equals("dynamic_pad")) {
      return indexAt(op.operand(2 + which), i);
    }
    return e.cIndex(op.i64Array(which == 0 ? "edge_padding_low" : which == 1 ? "edge_padding_high" : "interior_padding")[i]);
  }

  private Value padElem(HloOp op, List<Value> idx, Type el) {
    boolean dynamic = op.mnemonic().equals("dynamic_pad");
    long[] in = dynamic ? null : op.i64Array("interior_padding");
    Value x = op.operand(0);
    Value ok = null;
    List<Value> sub = new ArrayList<>();
    for (int i = 0; i < idx.size(); i++) {
      Value p = e.subi(idx.get(i), padding(op, 0, i));
      Value c = e.a.cmpi("sge", p, e.cIndex(0));
      if (dynamic || in[i] != 0) {
        Value step = e.addi(padding(op, 2, i), e.cIndex(1));
        c = e.a.same("arith.andi", c, e.a.cmpi("eq", e.a.same("arith.remsi", p, step), e.cIndex(0)));
        p = e.a.same("arith.divsi", p, step);
      }
      c = e.a.same("arith.andi", c, e.a.cmpi("slt", p, dim(x, i)));
      ok = ok == null ? c : e.a.same("arith.andi", ok, c);
      sub.add(p);
    }
    Value pad = elem(op.operand(1), List.of());
    if (ok == null) {
      return elem(x, sub);
    }
    List<Value> s = sub;
    return e.ifThenElse(ok, List.of(el), () -> List.of(elem(x, s)), () -> List.of(pad)).get(0);
  }

  private Value compare(HloOp op, Value x, Value y) {
    return compare(op, op.enumAttr("comparison_direction").value(), x, y);
  }

  private Value compare(HloOp op, String d, Value x, Value y) {
    HloEnumAttr type = op.enumAttr("compare_type");
    if (x.type() instanceof ComplexType c) {
      if (d.equals("EQ") || d.equals("NE")) {
        return e.opN(d.equals("EQ") ? "complex.eq" : "complex.neq", List.of(IntegerType.get(ctx, 1)), List.of(x, y)).result(0);
      }
      // StableHLO orders complex numbers lexicographically by (real, imaginary), each part compared
      // as the op's compare_type says: x < y is re(x) < re(y) or (re(x) == re(y) and im(x) < im(y)).
      Type f = c.elementType();
      Value rx = e.a.cast("complex.re", f, x);
      Value ry = e.a.cast("complex.re", f, y);
      Value ix = e.a.cast("complex.im", f, x);
      Value iy = e.a.cast("complex.im", f, y);
      Value strict = compare(op, d.startsWith("L") ? "LT" : "GT", rx, ry);
      Value same = compare(op, "EQ", rx, ry);
      Value tail = compare(op, d, ix, iy);
      return e.a.same("arith.ori", strict, e.a.same("arith.andi", same, tail));
    }
    if (x.type() instanceof FloatType ft && type != null && type.value().equals("TOTALORDER")) {
      // IEEE total order: the bits as a signed integer, the magnitude bits flipped for negatives
      // (-NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN), then a signed comparison
      IntegerType it = IntegerType.get(ctx, bits(ft));
      java.util.function.UnaryOperator<Value> key = v -> {
        Value b = e.a.cast("arith.bitcast", it, v);
        Value flipped = e.a.same("arith.xori", b, e.a.intConst(it, java.math.BigInteger.ONE.shiftLeft(bits(ft) - 1).subtract(java.math.BigInteger.ONE)));
        return e.a.select(e.a.cmpi("slt", b, e.a.intConst(it, 0)), flipped, b);
      };
      x = key.apply(x);
      y = key.apply(y);
      String p = switch (d) {
        case "EQ" -> "eq";
        case "NE" -> "ne";
        case "LT" -> "slt";
        case "LE" -> "sle";
        case "GT" -> "sgt";
        default -> "sge";
      };
      return e.a.cmpi(p, x, y);
    }
    if (x.type() instanceof FloatType) {
      String p = switch (d) {
        case "EQ" -> "oeq";
        case "NE" -> "une";
        case "LT" -> "olt";
        case "LE" -> "ole";
        case "GT" -> "ogt";
        default -> "oge";
      };
      return e.a.cmpf(p, x, y);
    }
    boolean unsigned = type != null && type.value().equals("UNSIGNED") || x.type() instanceof IntegerType i && i.width() == 1;
    String p = switch (d) {
      case "EQ" -> "eq";
      case "NE" -> "ne";
      case "LT" -> unsigned ? "ult" : "slt";
      case "LE" -> unsigned ? "ule" : "sle";
      case "GT" -> unsigned ? "ugt" : "sgt";
      default -> unsigned ? "uge" : "sge";
    };
    return e.a.cmpi(p, x, y);
  }

  private Value convertScalar(Value v, Type to) {
    Type from = v.type();
    if (from == to) {
      return v;
    }
    if (from instanceof ComplexType fc) {
      Value re = e.a.cast("complex.re", fc.elementType(), v);
      if (to instanceof ComplexType tc) {
        Value im = e.a.cast("complex.im", fc.elementType(), v);
        return e.opN("complex.create", List.of(tc), List.of(convertScalar(re, tc.elementType()), convertScalar(im, tc.elementType()))).result(0);
      }
      if (to instanceof IntegerType ti && ti.width() == 1) {
        Value im = e.a.cast("complex.im", fc.elementType(), v);
        Value zero = e.a.floatConst(fc.elementType(), 0);
        return e.a.same("arith.ori", e.a.cmpf("une", re, zero), e.a.cmpf("une", im, zero));
      }
      return convertScalar(re, to); // the real part, as StableHLO converts complex to real
    }
    if (to instanceof ComplexType tc) {
      return e.opN("complex.create", List.of(tc), List.of(convertScalar(v, tc.elementType()), e.a.floatConst(tc.elementType(), 0))).result(0);
    }
    if (from instanceof FloatType ff && to instanceof FloatType tf) {
      return e.a.cast(ff.width() < tf.width() ? "arith.extf" : "arith.truncf", to, v);
    }
    if (from instanceof FloatType && to instanceof IntegerType ti) {
      if (ti.width() == 1) {
        return e.a.cmpf("une", v, e.a.floatConst(from, 0));
      }
      return e.a.cast("arith.fptosi", to, v);
    }
    if (from instanceof IntegerType fi && to instanceof FloatType) {
      return e.a.cast(fi.width() == 1 ? "arith.uitofp" : "arith.sitofp", to, v);
    }
    if (from instanceof IndexType || to instanceof IndexType) {
      return e.a.cast("arith.index_cast", to, v);
    }
    IntegerType fi = (IntegerType) from;
    IntegerType ti = (IntegerType) to;
    if (ti.width() == 1) {
      return e.a.cmpi("ne", v, e.a.intConst(from, 0));
    }
    if (fi.width() < ti.width()) {
      return e.a.cast(fi.width() == 1 ? "arith.extui" : "arith.extsi", to, v);
    }
    return e.a.cast("arith.trunci", to, v);
  }

  /** An element-wise op on scalars (the bodies of fusions and of reducers). */
  private Value scalarOp(HloOp op, List<Value> args, Type el) {
    String m = op.mnemonic();
    Value x = args.isEmpty() ? null : args.get(0);
    Value y = args.size() > 1 ? args.get(1) : null;
    if (m.equals("compare")) {
      return compare(op, x, y);
    }
    if (m.equals("select")) {
      return e.a.select(x, y, args.get(2));
    }
    if (m.equals("convert")) {
      return convertScalar(x, el);
    }
    if (m.equals("bitcast_convert")) {
      checkBitOp(op, x.type(), el, false);
      return x.type() == el ? x : e.a.cast("arith.bitcast", el, x);
    }
    if (m.equals("reduce_precision")) {
      checkBitOp(op, x.type(), el, false);
      return reducePrecision(x, (int) op.i64("exponent_bits", 8), (int) op.i64("mantissa_bits", 23));
    }
    if (x != null && (x.type() instanceof ComplexType || m.equals("complex") || m.equals("real") || m.equals("imag"))) {
      return Complex.scalarOp(e, op, args, el);
    }
    if (m.equals("clamp")) {
      return x.type() instanceof FloatType ? e.a.same("arith.minimumf", e.a.same("arith.maximumf", y, x), args.get(2))
          : e.a.same("arith.minsi", e.a.same("arith.maxsi", y, x), args.get(2));
    }
    if (x != null && x.type() instanceof FloatType) {
      String name = switch (m) {
        case "add" -> "arith.addf";
        case "subtract" -> "arith.subf";
        case "multiply" -> "arith.mulf";
        case "divide" -> "arith.divf";
        case "remainder" -> "arith.remf";
        case "maximum" -> "arith.maximumf";
        case "minimum" -> "arith.minimumf";
        case "power" -> "math.powf";
        case "atan2" -> "math.atan2";
        case "negate" -> "arith.negf";
        case "abs" -> "math.absf";
        case "exponential" -> "math.exp";
        case "exponential_minus_one" -> "math.expm1";
        case "log" -> "math.log";
        case "log_plus_one" -> "math.log1p";
        case "tanh" -> "math.tanh";
        case "sqrt" -> "math.sqrt";
        case "rsqrt" -> "math.rsqrt";
        case "cbrt" -> "math.cbrt";
        case "sine" -> "math.sin";
        case "cosine" -> "math.cos";
        case "tan" -> "math.tan";
        case "floor" -> "math.floor";
        case "ceil" -> "math.ceil";
        case "round_nearest_even" -> "math.roundeven";
        case "round_nearest_afz" -> "math.round";
        default -> null;
      };
      if (name != null) {
        return e.a.same(name, args.toArray(new Value[0]));
      }
      switch (m) {
        case "logistic" -> {
          Value one = e.a.floatConst(x.type(), 1);
          return e.a.same("arith.divf", one, e.a.same("arith.addf", one, e.a.same("math.exp", e.a.same("arith.negf", x))));
        }
        case "sign" -> {
          Value zero = e.a.floatConst(x.type(), 0);
          Value pos = e.a.select(e.a.cmpf("ogt", x, zero), e.a.floatConst(x.type(), 1), x);
          return e.a.select(e.a.cmpf("olt", x, zero), e.a.floatConst(x.type(), -1), pos);
        }
        case "is_finite" -> {
          return e.a.cmpf("olt", e.a.same("math.absf", x), e.a.floatConst(x.type(), Double.POSITIVE_INFINITY));
        }
        default -> throw new Unsupported(op, "'" + op.name() + "' is not supported on floats by the compiler");
      }
    }
    String name = switch (m) {
      case "add" -> "arith.addi";
      case "subtract" -> "arith.subi";
      case "multiply" -> "arith.muli";
      case "maximum" -> "arith.maxsi";
      case "minimum" -> "arith.minsi";
      case "and" -> "arith.andi";
      case "or" -> "arith.ori";
      case "xor" -> "arith.xori";
      case "abs" -> "math.absi";
      case "popcnt" -> "math.ctpop";
      case "count_leading_zeros" -> "math.ctlz";
      default -> null;
    };
    if (name != null) {
      return e.a.same(name, args.toArray(new Value[0]));
    }
    Type t = x.type();
    int w = bits(t);
    switch (m) {
      case "divide", "remainder" -> {
        // XLA's semantics: x / 0 = -1, x % 0 = x, MIN / -1 = MIN, MIN % -1 = 0 (no trap).
        Value zero = e.a.intConst(t, 0);
        Value minusOne = e.a.intConst(t, -1);
        Value min = e.a.intConst(t, BigInteger.ONE.shiftLeft(w - 1).negate());
        Value byZero = e.a.cmpi("eq", y, zero);
        Value overflow = e.a.same("arith.andi", e.a.cmpi("eq", x, min), e.a.cmpi("eq", y, minusOne));
        Value safe = e.a.select(e.a.same("arith.ori", byZero, overflow), e.a.intConst(t, 1), y);
        if (m.equals("divide")) {
          Value q = e.a.same("arith.divsi", x, safe);
          return e.a.select(byZero, minusOne, e.a.select(overflow, min, q));
        }
        Value r = e.a.same("arith.remsi", x, safe);
        return e.a.select(byZero, x, e.a.select(overflow, zero, r));
      }
      case "not" -> {
        return e.a.same("arith.xori", x, e.a.intConst(t, -1));
      }
      case "negate" -> {
        return e.a.same("arith.subi", e.a.intConst(t, 0), x);
      }
      case "shift_left", "shift_right_logical" -> {
        Value tooFar = e.a.cmpi("uge", y, e.a.intConst(t, w));
        Value s = e.a.same(m.equals("shift_left") ? "arith.shli" : "arith.shrui", x, e.a.select(tooFar, e.a.intConst(t, 0), y));
        return e.a.select(tooFar, e.a.intConst(t, 0), s);
      }
      case "shift_right_arithmetic" -> {
        Value tooFar = e.a.cmpi("uge", y, e.a.intConst(t, w));
        return e.a.same("arith.shrsi", x, e.a.select(tooFar, e.a.intConst(t, w - 1), y));
      }
      case "sign" -> {
        Value zero = e.a.intConst(t, 0);
        Value pos = e.a.select(e.a.cmpi("sgt", x, zero), e.a.intConst(t, 1), zero);
        return e.a.select(e.a.cmpi("slt", x, zero), e.a.intConst(t, -1), pos);
      }
      default -> throw new Unsupported(op, "'" + op.name() + "' is not supported on integers by the compiler");
    }
  }

  /** Applies a reducer region (StableHLO ops on rank-0 tensors) to scalars; returns what it returns. */
  private List<Value> applyRegion(Operation owner, Region r, List<Value> args) {
    Block b = r.front();
    Map<Value, Value> map = new HashMap<>();
    for (int i = 0; i < args.size(); i++) {
      map.put(b.argument(i), args.get(i));
    }
    for (Operation op : b.operations()) {
      if (op.name().equals("stablehlo.return") || op.name().equals("mhlo.return")) {
        List<Value> out = new ArrayList<>();
        for (Value v : op.operands()) {
          out.add(map.containsKey(v) ? map.get(v) : captured(op, v));
        }
        return out;
      }
      if (!(op instanceof HloOp h)) {
        throw new Unsupported(op, "'" + op.name() + "' in a reducer body is not supported");
      }
      if (h.mnemonic().equals("constant")) {
        Type el = h.resultTensorType(0).elementType();
        map.put(op.result(0), constantElement(el, denseOf(h), 0));
        continue;
      }
      if (!FusionPlan.ELEMENTWISE.contains(h.mnemonic())) {
        throw new Unsupported(op, "'" + op.name() + "' in a reducer body is not supported");
      }
      List<Value> in = new ArrayList<>();
      for (Value v : op.operands()) {
        in.add(map.containsKey(v) ? map.get(v) : captured(op, v));
      }
      map.put(op.result(0), scalarOp(h, in, h.resultTensorType(0).elementType()));
    }
    throw new Unsupported(owner, "the reducer body has no return");
  }

  /** A rank-0 value a reducer body takes from outside (a captured constant, say). */
  private Value captured(Operation user, Value v) {
    if (!(v.type() instanceof ShapedType t) || t.rank() != 0 || !dims.containsKey(v) && !(v.definingOp() instanceof HloOp)) {
      throw new Unsupported(user, "a reducer body may only take rank-0 values from outside");
    }
    return elem(v, List.of());
  }

  /**
   * reduce_precision on floats; bitcast_convert between integer or float element types (of one
   * width, or of different widths on tensors, where the shape gains or loses its last dimension).
   */
  private static void checkBitOp(HloOp op, Type from, Type to, boolean onTensors) {
    if (op.mnemonic().equals("reduce_precision")) {
      if (!(from instanceof FloatType)) {
        throw new Unsupported(op, "'" + op.name() + "' on " + from + " is not supported by the compiler (floats only)");
      }
      return;
    }
    boolean widths = bits(from) != bits(to);
    if (widths && (!onTensors || bits(from) == 1 || bits(to) == 1 || from instanceof IndexType || to instanceof IndexType)) {
      throw new Unsupported(op, "'" + op.name() + "' from " + from + " to " + to
          + " is not supported by the compiler (only between element types of the same width, or integer and float types of"
          + " different widths on tensors)");
    }
  }

  /**
   * bitcast_convert between widths, as a little-endian bit stream (the interpreter's and XLA's
   * order): to a narrower type, element j of the new last dimension is bits [j*w, (j+1)*w) of the
   * operand's element; to a wider type, the operand's last dimension is packed, element j at bit j*w.
   */
  private Value bitcastWidths(HloOp op, List<Value> idx, Type el) {
    Value x = op.operand(0);
    Type from = ((ShapedType) x.type()).elementType();
    int wi = bits(from);
    int wo = bits(el);
    IntegerType ii = IntegerType.get(ctx, wi);
    IntegerType io = IntegerType.get(ctx, wo);
    Value out;
    if (wi > wo) {
      Value v = elem(x, idx.subList(0, idx.size() - 1));
      Value b = from instanceof IntegerType ? v : e.a.cast("arith.bitcast", ii, v);
      Value shift = e.a.same("arith.muli", e.a.cast("arith.index_cast", ii, idx.get(idx.size() - 1)), e.a.intConst(ii, wo));
      out = e.a.cast("arith.trunci", io, e.a.same("arith.shrui", b, shift));
    } else {
      out = e.a.intConst(io, 0);
      for (int j = 0; j < wo / wi; j++) {
        List<Value> at = new ArrayList<>(idx);
        at.add(e.cIndex(j));
        Value v = elem(x, at);
        Value b = from instanceof IntegerType ? v : e.a.cast("arith.bitcast", ii, v);
        Value part = e.a.same("arith.shli", e.a.cast("arith.extui", io, b), e.a.intConst(io, (long) j * wi));
        out = e.a.same("arith.ori", out, part);
      }
    }
    return el instanceof IntegerType ? out : e.a.cast("arith.bitcast", el, out);
  }

  /**
   * reduce_precision bit for bit as XLA (and the interpreter) computes it, on the bits of an f32
   * (f16 and bf16 widened first, the result rounded back) or an f64: the mantissa rounded to
   * nearest even by an integer add and mask, exponents beyond the format overflow to infinity,
   * those at or below its smallest normal flush to zero (signs kept); a NaN stays itself unless no
   * mantissa bit is left (then +infinity).
   */
  private Value reducePrecision(Value x, int exponentBits, int mantissaBits) {
    FloatType ft = (FloatType) x.type();
    boolean f64 = ft.kind() == FloatType.Kind.F64;
    Type work = f64 ? ft : FloatType.f32(ctx);
    Value v = work == ft ? x : e.a.cast("arith.extf", work, x);
    int nbits = f64 ? 64 : 32;
    int srcMant = f64 ? 52 : 23;
    int srcExp = f64 ? 11 : 8;
    IntegerType it = IntegerType.get(ctx, nbits);
    java.util.function.LongFunction<Value> c = k -> e.a.intConst(it, f64 ? k : (long) (int) k);
    Value xi = e.a.cast("arith.bitcast", it, v);
    if (mantissaBits < srcMant) {
      long lastBit = 1L << (srcMant - mantissaBits);
      Value last = e.a.same("arith.shrui", e.a.same("arith.andi", xi, c.apply(lastBit)), c.apply(srcMant - mantissaBits));
      Value biased = e.a.same("arith.addi", xi, e.a.same("arith.addi", last, c.apply((lastBit >>> 1) - 1)));
      xi = e.a.same("arith.andi", biased, c.apply(~(lastBit - 1)));
    }
    if (exponentBits < srcExp) {
      long expMask = ((1L << srcExp) - 1) << srcMant;
      long expBias = (1L << (srcExp - 1)) - 1;
      long reducedBias = (1L << (exponentBits - 1)) - 1;
      Value exp = e.a.same("arith.andi", xi, c.apply(expMask));
      Value signed = e.a.same("arith.andi", xi, c.apply(1L << (nbits - 1)));
      Value over = e.a.cmpi("ugt", exp, c.apply((expBias + reducedBias) << srcMant));
      Value under = e.a.cmpi("ule", exp, c.apply((expBias - reducedBias) << srcMant));
      xi = e.a.select(over, e.a.same("arith.ori", signed, c.apply(expMask)), e.a.select(under, signed, xi));
    }
    Value r = e.a.cast("arith.bitcast", work, xi);
    Value nan = e.a.cmpf("uno", v, v);
    r = e.a.select(nan, mantissaBits > 0 ? v : e.a.floatConst(work, Double.POSITIVE_INFINITY), r);
    return work == ft ? r : e.a.cast("arith.truncf", ft, r);
  }

  // ---- reduce (input fusion) --------------------------------------------------------------------

  private void reduce(HloOp op) {
    int n = op.numOperands() / 2;
    Set<Long> red = new HashSet<>();
    for (long d : op.i64Array("dimensions")) {
      red.add(d);
    }
    RankedTensorType in = op.operandTensorType(0);
    List<Value> outs = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      outs.add(alloc(op.result(k)));
    }
    List<Integer> reduced = new ArrayList<>();
    for (int i = 0; i < in.rank(); i++) {
      if (red.contains((long) i)) {
        reduced.add(i);
      }
    }
    beginGroup();
    e.loopNest(dims.get(op.result(0)), idx -> {
      List<Value> inits = new ArrayList<>();
      for (int k = 0; k < n; k++) {
        inits.add(elem(op.operand(n + k), List.of()));
      }
      List<Value> acc = reduceLoops(op, in, idx, reduced, 0, new Value[in.rank()], inits, n);
      for (int k = 0; k < n; k++) {
        e.store(acc.get(k), outs.get(k), idx);
      }
    });
    endGroup();
    for (int k = 0; k < n; k++) {
      buffers.put(op.result(k), outs.get(k));
    }
  }

  private List<Value> reduceLoops(HloOp op, RankedTensorType in, List<Value> outIdx, List<Integer> reduced, int level, Value[] full,
      List<Value> acc, int n) {
    if (level == reduced.size()) {
      List<Value> idx = new ArrayList<>();
      int o = 0;
      for (int i = 0; i < in.rank(); i++) {
        idx.add(full[i] != null && reduced.contains(i) ? full[i] : outIdx.get(o++));
      }
      List<Value> args = new ArrayList<>(acc);
      for (int k = 0; k < n; k++) {
        args.add(elem(op.operand(k), idx));
      }
      return applyRegion(op, op.region(0), args);
    }
    int d = reduced.get(level);
    return e.forLoop(e.cIndex(0), dim(op.operand(0), d), acc, args -> {
      Value[] f = full.clone();
      f[d] = args.get(0);
      return reduceLoops(op, in, outIdx, reduced, level + 1, f, args.subList(1, args.size()), n);
    });
  }

  // ---- dot_general ------------------------------------------------------------------------------

  private record DotDims(long[] lb, long[] rb, long[] lc, long[] rc, List<Integer> lf, List<Integer> rf) {}

  private DotDims dotDims(HloOp op, boolean unused) {
    RankedTensorType l = op.operandTensorType(0);
    RankedTensorType r = op.operandTensorType(1);
    long[] lb;
    long[] rb;
    long[] lc;
    long[] rc;
    if (op.mnemonic().equals("dot")) {
      lb = new long[0];
      rb = new long[0];
      lc = new long[] {l.rank() - 1};
      rc = new long[] {0};
    } else {
      DotDimensionNumbersAttr dn = (DotDimensionNumbersAttr) op.inherentAttr("dot_dimension_numbers");
      lb = dn.lhsBatchingDimensions();
      rb = dn.rhsBatchingDimensions();
      lc = dn.lhsContractingDimensions();
      rc = dn.rhsContractingDimensions();
    }
    return new DotDims(lb, rb, lc, rc, free(l.rank(), lb, lc), free(r.rank(), rb, rc));
  }

  private static List<Integer> free(int rank, long[] a, long[] b) {
    List<Integer> out = new ArrayList<>();
    outer:
    for (int i = 0; i < rank; i++) {
      for (long x : a) {
        if (x == i) {
          continue outer;
        }
      }
      for (long x : b) {
        if (x == i) {
          continue outer;
        }
      }
      out.add(i);
    }
    return out;
  }

  /** The contracting sizes of each dot (checked equal on both sides at run time). */
  private final Map<Operation, List<Value>> contracting = new HashMap<>();

  private List<Value> dotDims(HloOp op) {
    DotDims d = dotDims(op, false);
    List<Value> out = new ArrayList<>();
    for (int i = 0; i < d.lb().length; i++) {
      out.add(agree(op, dim(op.operand(0), (int) d.lb()[i]), dim(op.operand(1), (int) d.rb()[i]),
          "the batch sizes of dimension " + i + " differ"));
    }
    List<Value> ks = new ArrayList<>();
    for (int i = 0; i < d.lc().length; i++) {
      ks.add(agree(op, dim(op.operand(0), (int) d.lc()[i]), dim(op.operand(1), (int) d.rc()[i]),
          "the contracting sizes differ (lhs dimension " + d.lc()[i] + ", rhs dimension " + d.rc()[i] + ")"));
    }
    contracting.put(op, ks);
    for (int f : d.lf()) {
      out.add(dim(op.operand(0), f));
    }
    for (int f : d.rf()) {
      out.add(dim(op.operand(1), f));
    }
    return out;
  }

  private Value operandBuffer(Value v) {
    if (!buffers.containsKey(v) && v.definingOp() instanceof HloOp c && c.mnemonic().equals("constant")
        && !denseOf(c).isSplat()) {
      buffers.put(v, global(c, denseOf(c)));
    }
    if (!buffers.containsKey(v)) {
      materialize(v);
    }
    return buffers.get(v);
  }

  private void dot(HloOp op) {
    Value lhs = operandBuffer(op.operand(0));
    Value rhs = operandBuffer(op.operand(1));
    Value out = alloc(op.result(0));
    buffers.put(op.result(0), out);
    DotDims d = dotDims(op, false);
    Type el = op.resultTensorType(0).elementType();
    beginGroup();
    groupReads.add(lhs);
    groupReads.add(rhs);
    boolean f32 = el instanceof FloatType ft && ft.kind() == FloatType.Kind.F32 && elementOf(op.operand(0)) == el
        && elementOf(op.operand(1)) == el;
    long min = options.blasMinFlops();
    if (min >= 0 && f32 && d.lb().length == 0 && d.lc().length == 1 && d.lf().size() == 1 && d.rf().size() == 1) {
      // The rule: a 2-D f32 product of at least blas-min-flops multiply-adds calls cblas_sgemm,
      // decided at compile time for static sizes, at run time otherwise.
      int lc = (int) d.lc()[0];
      int rc = (int) d.rc()[0];
      long[] ls = op.operandTensorType(0).shape();
      long[] rs = op.operandTensorType(1).shape();
      Value m = dim(op.operand(0), d.lf().get(0));
      Value k = contracting.get(op).get(0);
      Value n = dim(op.operand(1), d.rf().get(0));
      Runnable call = () -> Blas.sgemm(e, module, lhs, rhs, out, lc == 0, rc == 1, m, n, k, dim(op.operand(0), 1), dim(op.operand(1), 1));
      boolean isStatic = op.operandTensorType(0).hasStaticShape() && op.operandTensorType(1).hasStaticShape();
      if (isStatic) {
        if (ls[d.lf().get(0)] * ls[lc] * rs[d.rf().get(0)] >= min) {
          call.run();
          endGroup();
          return;
        }
      } else {
        Value flops = e.muli(e.muli(m, n), k);
        e.ifThenElse(e.a.cmpi("uge", flops, e.cIndex(min)), List.of(), () -> {
          call.run();
          return List.of();
        }, () -> {
          dotLoops(op, d, lhs, rhs, out, el);
          return List.of();
        });
        endGroup();
        return;
      }
    }
    dotLoops(op, d, lhs, rhs, out, el);
    endGroup();
  }

  private void dotLoops(HloOp op, DotDims d, Value lhs, Value rhs, Value out, Type el) {
    List<Value> outDims = dims.get(op.result(0));
    e.loopNest(outDims, idx -> e.store(zero(el), out, idx));
    // Loops batch, lhs free, contracting, rhs free: the innermost loop runs along the result's last
    // dimension (and usually the rhs's), so that it vectorizes; the sum over k keeps its order.
    List<Value> sizes = new ArrayList<>();
    int nb = d.lb().length;
    int nlf = d.lf().size();
    for (int i = 0; i < nb + nlf; i++) {
      sizes.add(outDims.get(i));
    }
    sizes.addAll(contracting.get(op));
    for (int i = nb + nlf; i < outDims.size(); i++) {
      sizes.add(outDims.get(i));
    }
    e.loopNest(sizes, ivs -> {
      int nc = d.lc().length;
      Value[] li = new Value[rank(op.operand(0))];
      Value[] ri = new Value[rank(op.operand(1))];
      List<Value> oi = new ArrayList<>();
      for (int i = 0; i < nb; i++) {
        li[(int) d.lb()[i]] = ivs.get(i);
        ri[(int) d.rb()[i]] = ivs.get(i);
        oi.add(ivs.get(i));
      }
      for (int i = 0; i < nlf; i++) {
        li[d.lf().get(i)] = ivs.get(nb + i);
        oi.add(ivs.get(nb + i));
      }
      for (int i = 0; i < nc; i++) {
        li[(int) d.lc()[i]] = ivs.get(nb + nlf + i);
        ri[(int) d.rc()[i]] = ivs.get(nb + nlf + i);
      }
      for (int i = 0; i < d.rf().size(); i++) {
        ri[d.rf().get(i)] = ivs.get(nb + nlf + nc + i);
        oi.add(ivs.get(nb + nlf + nc + i));
      }
      Value a = convertScalar(e.load(lhs, List.of(li), elementOf(op.operand(0))), el);
      Value b = convertScalar(e.load(rhs, List.of(ri), elementOf(op.operand(1))), el);
      Value c = e.load(out, oi, el);
      e.store(multiplyAdd(c, a, b, el), out, oi);
    });
  }

  /** {@code c + a * b} in the element type (complex, float or integer). */
  private Value multiplyAdd(Value c, Value a, Value b, Type el) {
    if (el instanceof ComplexType) {
      Value p = e.opN("complex.mul", List.of(el), List.of(a, b)).result(0);
      return e.opN("complex.add", List.of(el), List.of(c, p)).result(0);
    }
    boolean f = el instanceof FloatType;
    return e.a.same(f ? "arith.addf" : "arith.addi", c, e.a.same(f ? "arith.mulf" : "arith.muli", a, b));
  }

  private static Type elementOf(Value v) {
    return ((ShapedType) v.type()).elementType();
  }

  private Value zero(Type el) {
    if (el instanceof ComplexType c) {
      return Complex.constant(e, c, BigInteger.ZERO, BigInteger.ZERO);
    }
    return el instanceof FloatType ? e.a.floatConst(el, 0) : e.a.intConst(el, 0);
  }

  // Accessors for the library-call emitter.
  Emitter emitter() {
    return e;
  }

  MLIRContext context() {
    return ctx;
  }

  /** The buffer holding {@code v} (computed into a new one if it is a fused expression). */
  Value operandBufferOf(Value v) {
    Value b = operandBuffer(v);
    groupReads.add(b);
    return b;
  }

  /** A new buffer for the result {@code v} with these run-time sizes (freed after its last use). */
  Value allocResult(Value v, List<Value> sizes) {
    dims.put(v, sizes);
    Value b = alloc(v);
    buffers.put(v, b);
    return b;
  }

  /** A temporary f64 buffer of these sizes (the caller frees it). */
  Value allocF64Temp(List<Value> sizes) {
    return allocF64(sizes.toArray(new Value[0]));
  }

  /** A private constant global holding {@code a} (its type's shape and element type), read from the function's entry. */
  Value constantGlobal(HloOp op, DenseIntOrFPElementsAttr a) {
    return global(op, a, (RankedTensorType) a.type());
  }

  Value bufferOf(Value tensor) {
    return buffers.get(tensor);
  }

  Value dimOf(Value tensor, int i) {
    return dim(tensor, i);
  }

  void readInGroup(Value buffer) {
    groupReads.add(buffer);
  }

  void begin() {
    beginGroup();
  }

  void end() {
    endGroup();
  }

  Operation moduleOp() {
    return module;
  }

  // ---- convolution ------------------------------------------------------------------------------

  private long[] orDefault(long[] a, int n, long v) {
    if (a != null) {
      return a;
    }
    long[] out = new long[n];
    java.util.Arrays.fill(out, v);
    return out;
  }

  /** Output size of a windowed dimension: (padded, dilated input - dilated window) / stride + 1. */
  private Value windowOut(Value in, long window, long stride, long padLo, long padHi, long baseDil, long winDil) {
    return windowOut(in, window, stride, e.cIndex(padLo + padHi), baseDil, winDil);
  }

  /** The output size of a window dimension whose padding (low + high) is {@code pads}. */
  private Value windowOut(Value in, long window, long stride, Value pads, long baseDil, long winDil) {
    Value dilatedIn = e.addi(e.muli(e.a.same("arith.maxsi", e.subi(in, e.cIndex(1)), e.cIndex(0)), e.cIndex(baseDil)), e.cIndex(1));
    Value padded = e.addi(dilatedIn, pads);
    long dilatedWin = (window - 1) * winDil + 1;
    Value span = e.subi(padded, e.cIndex(dilatedWin));
    return e.a.same("arith.maxsi", e.addi(e.a.same("arith.divsi", span, e.cIndex(stride)), e.cIndex(1)), e.cIndex(0));
  }

  /**
   * Padding {@code side} (0 low, 1 high) of spatial dimension {@code s}: the attribute's, or
   * dynamic_conv's third operand ([spatial dimensions x 2]) read at run time.
   */
  private Value convPad(HloOp op, long[] pad, int s, int side) {
    if (op.mnemonic().equals("dynamic_conv")) {
      return e.a.cast("arith.index_cast", e.index(), elem(op.operand(2), List.of(e.cIndex(s), e.cIndex(side))));
    }
    return e.cIndex(pad[2 * s + side]);
  }

  private List<Value> convDims(HloOp op) {
    ConvDimensionNumbersAttr dn = (ConvDimensionNumbersAttr) op.inherentAttr("dimension_numbers");
    RankedTensorType rt = op.resultTensorType(0);
    RankedTensorType kt = op.operandTensorType(1);
    int ns = dn.inputSpatialDimensions().length;
    long[] strides = orDefault(op.i64Array("window_strides"), ns, 1);
    long[] pad = orDefault(op.i64Array("padding"), 2 * ns, 0);
    long[] ld = orDefault(op.i64Array("lhs_dilation"), ns, 1);
    long[] rd = orDefault(op.i64Array("rhs_dilation"), ns, 1);
    Value[] out = new Value[rt.rank()];
    long batchGroups = op.i64("batch_group_count", 1);
    Value inBatch = dim(op.operand(0), (int) dn.inputBatchDimension());
    out[(int) dn.outputBatchDimension()] = batchGroups == 1 ? inBatch : e.a.same("arith.divui", inBatch, e.cIndex(batchGroups));
    out[(int) dn.outputFeatureDimension()] = dim(op.operand(1), (int) dn.kernelOutputFeatureDimension());
    for (int s = 0; s < ns; s++) {
      int o = (int) dn.outputSpatialDimensions()[s];
      if (rt.shape()[o] != ShapedType.DYNAMIC) {
        out[o] = e.cIndex(rt.shape()[o]);
      } else {
        out[o] = windowOut(dim(op.operand(0), (int) dn.inputSpatialDimensions()[s]), kt.shape()[(int) dn.kernelSpatialDimensions()[s]],
            strides[s], e.addi(convPad(op, pad, s, 0), convPad(op, pad, s, 1)), ld[s], rd[s]);
      }
    }
    return List.of(out);
  }

  private void convolution(HloOp op) {
    ConvDimensionNumbersAttr dn = (ConvDimensionNumbersAttr) op.inherentAttr("dimension_numbers");
    if (!(op.resultTensorType(0).elementType() instanceof FloatType) && !(op.resultTensorType(0).elementType() instanceof ComplexType)) {
      throw new Unsupported(op, "only float and complex convolutions are compiled");
    }
    Value lhs = operandBuffer(op.operand(0));
    Value rhs = operandBuffer(op.operand(1));
    Value out = alloc(op.result(0));
    buffers.put(op.result(0), out);
    RankedTensorType kt = op.operandTensorType(1);
    long groups = op.i64("feature_group_count", 1);
    for (int i = 0; i < kt.rank(); i++) {
      // dynamic kernel feature sizes (a filter gradient's batch, a depthwise kernel's channels) are
      // read at run time; the window's must be known
      if (kt.shape()[i] == ShapedType.DYNAMIC && i != dn.kernelInputFeatureDimension() && i != dn.kernelOutputFeatureDimension()) {
        throw new Unsupported(op, "the kernel must have a static window (its feature sizes may be dynamic)");
      }
    }
    int ns = dn.inputSpatialDimensions().length;
    long[] strides = orDefault(op.i64Array("window_strides"), ns, 1);
    long[] pad = orDefault(op.i64Array("padding"), 2 * ns, 0);
    long[] ld = orDefault(op.i64Array("lhs_dilation"), ns, 1);
    long[] rd = orDefault(op.i64Array("rhs_dilation"), ns, 1);
    long inFeatures = kt.shape()[(int) dn.kernelInputFeatureDimension()];
    long outFeatures = kt.shape()[(int) dn.kernelOutputFeatureDimension()];
    Type el = op.resultTensorType(0).elementType();
    List<Value> outDims = dims.get(op.result(0));
    beginGroup();
    groupReads.add(lhs);
    groupReads.add(rhs);
    long batchGroups = op.i64("batch_group_count", 1);
    boolean channelsLastF32 = isChannelsLast(dn, ns, rank(op.operand(0))) && groups == 1 && batchGroups == 1 && kt.hasStaticShape()
        && !op.mnemonic().equals("dynamic_conv") // its padding is known at run time: loops
        && el instanceof FloatType ft
        && ft.kind() == FloatType.Kind.F32 && java.util.Arrays.stream(ld).allMatch(x -> x == 1);
    if (channelsLastF32 && DirectConv.applies(outFeatures)) {
      // Few output features: a register-blocked vector kernel beats im2col + sgemm (see DirectConv).
      List<Value> inDims = new ArrayList<>();
      for (int i = 0; i < rank(op.operand(0)); i++) {
        inDims.add(dim(op.operand(0), i));
      }
      new DirectConv(e, lhs, rhs, out, kt.shape(), strides, pad, rd, inDims, outDims).emit(op.resultTensorType(0).shape()[ns]);
      endGroup();
      return;
    }
    if (options.blasMinFlops() >= 0 && channelsLastF32) {
      // The rule for convolutions: channels-last input and output, HWIO kernel, no groups or input
      // dilation, and at least blas-min-flops multiply-adds at run time: im2col and cblas_sgemm.
      long kSize = inFeatures;
      for (int s = 0; s < ns; s++) {
        kSize *= kt.shape()[s];
      }
      Value m = outDims.get(0);
      for (int s = 0; s < ns; s++) {
        m = e.muli(m, outDims.get(1 + s));
      }
      Value rows = m;
      long perRow = kSize * outFeatures;
      long patchSize = kSize;
      e.ifThenElse(e.a.cmpi("uge", e.muli(rows, e.cIndex(perRow)), e.cIndex(options.blasMinFlops())), List.of(), () -> {
        convIm2col(op, dn, ns, lhs, rhs, out, rows, patchSize, outFeatures, strides, pad, rd, outDims);
        return List.of();
      }, () -> {
        convLoops(op, dn, ns, lhs, rhs, out, el, outDims, strides, pad, ld, rd, groups, kt);
        return List.of();
      });
      endGroup();
      return;
    }
    convLoops(op, dn, ns, lhs, rhs, out, el, outDims, strides, pad, ld, rd, groups, kt);
    endGroup();
  }

  private static boolean isChannelsLast(ConvDimensionNumbersAttr dn, int ns, int rank) {
    boolean ok = dn.inputBatchDimension() == 0 && dn.inputFeatureDimension() == rank - 1 && dn.outputBatchDimension() == 0
        && dn.outputFeatureDimension() == rank - 1 && dn.kernelInputFeatureDimension() == ns && dn.kernelOutputFeatureDimension() == ns + 1;
    for (int s = 0; s < ns; s++) {
      ok &= dn.inputSpatialDimensions()[s] == 1 + s && dn.outputSpatialDimensions()[s] == 1 + s && dn.kernelSpatialDimensions()[s] == s;
    }
    return ok;
  }

  /** patches[row][(k..., c)] = input at the window position (0 outside), then out = patches x kernel (cblas_sgemm). */
  private void convIm2col(HloOp op, ConvDimensionNumbersAttr dn, int ns, Value lhs, Value rhs, Value out, Value rows, long kSize,
      long outFeatures, long[] strides, long[] pad, long[] rd, List<Value> outDims) {
    Type f32 = FloatType.f32(ctx);
    RankedTensorType kt = op.operandTensorType(1);
    long c = kt.shape()[ns];
    MemRefType pm = MemRefType.get(ctx, new long[] {ShapedType.DYNAMIC, kSize}, f32);
    Value patches = e.opN("memref.alloc", List.of(pm), List.of(rows), "operandSegmentSizes",
        org.jmlir.ir.attr.DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[] {1, 0})).result(0);
    List<Value> sizes = new ArrayList<>(outDims.subList(0, 1 + ns));
    for (int s = 0; s < ns; s++) {
      sizes.add(e.cIndex(kt.shape()[s]));
    }
    e.loopNest(sizes, ivs -> {
      Value row = ivs.get(0);
      for (int s = 0; s < ns; s++) {
        row = e.addi(e.muli(row, outDims.get(1 + s)), ivs.get(1 + s));
      }
      Value col = e.cIndex(0);
      Value ok = null;
      Value[] li = new Value[ns + 2];
      li[0] = ivs.get(0);
      for (int s = 0; s < ns; s++) {
        Value k = ivs.get(1 + ns + s);
        col = e.addi(e.muli(col, e.cIndex(kt.shape()[s])), k);
        Value p = e.subi(e.addi(e.muli(ivs.get(1 + s), e.cIndex(strides[s])), e.muli(k, e.cIndex(rd[s]))), e.cIndex(pad[2 * s]));
        Value inside = e.a.same("arith.andi", e.a.cmpi("sge", p, e.cIndex(0)), e.a.cmpi("slt", p, dim(op.operand(0), 1 + s)));
        ok = ok == null ? inside : e.a.same("arith.andi", ok, inside);
        li[1 + s] = p;
      }
      Value base = e.muli(col, e.cIndex(c));
      Value r = row;
      e.ifThenElse(ok, List.of(), () -> {
        e.forLoop(e.cIndex(0), e.cIndex(c), List.of(), a -> {
          Value[] l2 = li.clone();
          l2[ns + 1] = a.get(0);
          e.store(e.load(lhs, List.of(l2), f32), patches, List.of(r, e.addi(base, a.get(0))));
          return List.of();
        });
        return List.of();
      }, () -> {
        e.forLoop(e.cIndex(0), e.cIndex(c), List.of(), a -> {
          e.store(e.a.floatConst(f32, 0), patches, List.of(r, e.addi(base, a.get(0))));
          return List.of();
        });
        return List.of();
      });
    });
    Blas.sgemm(e, module, patches, rhs, out, false, false, rows, e.cIndex(outFeatures), e.cIndex(kSize), e.cIndex(kSize),
        e.cIndex(outFeatures));
    e.opN("memref.dealloc", List.of(), List.of(patches));
  }

  private void convLoops(HloOp op, ConvDimensionNumbersAttr dn, int ns, Value lhs, Value rhs, Value out, Type el, List<Value> outDims,
      long[] strides, long[] pad, long[] ld, long[] rd, long groups, RankedTensorType kt) {
    // The kernel's feature sizes, known or read at run time; with dynamic ones the input's features
    // must be the groups' inputs (a run-time check: the verifier could not tell).
    Value inFeatures = dim(op.operand(1), (int) dn.kernelInputFeatureDimension());
    Value outFeatures = dim(op.operand(1), (int) dn.kernelOutputFeatureDimension());
    Value perGroup = groups == 1 ? outFeatures : e.a.same("arith.divui", outFeatures, e.cIndex(groups));
    long batchGroups = op.i64("batch_group_count", 1);
    if (!kt.hasStaticShape()) {
      Value features = dim(op.operand(0), (int) dn.inputFeatureDimension());
      check(op, e.a.cmpi("eq", features, e.muli(inFeatures, e.cIndex(groups))),
          "the input's features are not the kernel's input features times feature_group_count");
      Value split = e.a.same("arith.remui", outFeatures, e.cIndex(groups * batchGroups));
      check(op, e.a.cmpi("eq", split, e.cIndex(0)), "the kernel's output features are not a multiple of the group count");
    }
    e.loopNest(outDims, idx -> e.store(zero(el), out, idx));
    // Loops: batch, output spatial, kernel spatial, input feature (of the group), output feature.
    List<Value> sizes = new ArrayList<>();
    sizes.add(outDims.get((int) dn.outputBatchDimension()));
    for (int s = 0; s < ns; s++) {
      sizes.add(outDims.get((int) dn.outputSpatialDimensions()[s]));
    }
    for (int s = 0; s < ns; s++) {
      sizes.add(e.cIndex(kt.shape()[(int) dn.kernelSpatialDimensions()[s]]));
    }
    e.loopNest(sizes, ivs -> {
      Value ok = null;
      Value[] li = new Value[rank(op.operand(0))];
      li[(int) dn.inputBatchDimension()] = ivs.get(0);
      for (int s = 0; s < ns; s++) {
        Value o = ivs.get(1 + s);
        Value k = ivs.get(1 + ns + s);
        // position in the dilated, padded input
        Value p = e.subi(e.addi(e.muli(o, e.cIndex(strides[s])), e.muli(k, e.cIndex(rd[s]))), convPad(op, pad, s, 0));
        Value c = e.a.cmpi("sge", p, e.cIndex(0));
        if (ld[s] != 1) {
          c = e.a.same("arith.andi", c, e.a.cmpi("eq", e.a.same("arith.remsi", p, e.cIndex(ld[s])), e.cIndex(0)));
          p = e.a.same("arith.divsi", p, e.cIndex(ld[s]));
        }
        c = e.a.same("arith.andi", c, e.a.cmpi("slt", p, dim(op.operand(0), (int) dn.inputSpatialDimensions()[s])));
        ok = ok == null ? c : e.a.same("arith.andi", ok, c);
        li[(int) dn.inputSpatialDimensions()[s]] = p;
      }
      Runnable inner = () -> e.forLoop(e.cIndex(0), inFeatures, List.of(), ca -> {
        e.forLoop(e.cIndex(0), outFeatures, List.of(), fa -> {
          Value f = fa.get(0);
          Value ci = ca.get(0);
          Value[] l2 = li.clone();
          l2[(int) dn.inputFeatureDimension()] = groups == 1 ? ci : e.addi(e.muli(e.a.same("arith.divui", f, perGroup), inFeatures), ci);
          if (batchGroups != 1) {
            // batch groups: output feature f belongs to group f / (outFeatures / groups), which reads
            // that group's slice of the input batch
            Value g = e.a.same("arith.divui", f, e.a.same("arith.divui", outFeatures, e.cIndex(batchGroups)));
            l2[(int) dn.inputBatchDimension()] = e.addi(e.muli(g, outDims.get((int) dn.outputBatchDimension())), ivs.get(0));
          }
          Value[] ki = new Value[kt.rank()];
          for (int s = 0; s < ns; s++) {
            ki[(int) dn.kernelSpatialDimensions()[s]] = ivs.get(1 + ns + s);
          }
          ki[(int) dn.kernelInputFeatureDimension()] = ci;
          ki[(int) dn.kernelOutputFeatureDimension()] = f;
          Value[] oi = new Value[outDims.size()];
          oi[(int) dn.outputBatchDimension()] = ivs.get(0);
          for (int s = 0; s < ns; s++) {
            oi[(int) dn.outputSpatialDimensions()[s]] = ivs.get(1 + s);
          }
          oi[(int) dn.outputFeatureDimension()] = f;
          Value a = e.load(lhs, List.of(l2), el);
          Value b = e.load(rhs, List.of(ki), el);
          Value c = e.load(out, List.of(oi), el);
          e.store(multiplyAdd(c, a, b, el), out, List.of(oi));
          return List.of();
        });
        return List.of();
      });
      if (ok == null) {
        inner.run();
      } else {
        e.ifThenElse(ok, List.of(), () -> {
          inner.run();
          return List.of();
        }, List::of);
      }
    });
  }

  // ---- while ------------------------------------------------------------------------------------

  /**
   * {@code stablehlo.while} as {@code scf.while} over buffers. The loop owns its carried buffers:
   * the initial values are copied in, each iteration yields fresh buffers (a value carried through
   * unchanged is copied) and frees the ones it received, and the final ones are the results.
   */
  private void whileLoop(HloOp op) {
    List<Value> inits = new ArrayList<>();
    List<Type> types = new ArrayList<>();
    for (Value v : op.operands()) {
      RankedTensorType t = tensorType(op, v);
      types.add(MemRefType.get(ctx, t.shape(), checkedElement(op, t)));
      Value copy = allocRaw(v);
      beginGroup();
      e.loopNest(dims.get(v), idx -> e.store(elem(v, idx), copy, idx));
      endGroup();
      inits.add(copy);
    }
    org.jmlir.ir.OperationState s = new org.jmlir.ir.OperationState(ctx, ctx.opDef("scf.while"), e.loc());
    s.addOperands(inits).addTypes(types);
    Block before = new Block();
    s.addRegion().addBlock(before);
    Block after = new Block();
    s.addRegion().addBlock(after);
    for (Type t : types) {
      before.addArgument(t, e.loc());
      after.addArgument(t, e.loc());
    }
    Operation w = e.b.create(s);
    Block outer = e.b.insertionBlock();
    // the condition
    e.b.setInsertionPointToEnd(before);
    Block cond = op.region(0).front();
    Operation condReturn = lowerRegion(cond, before);
    beginGroup();
    Value c = elem(condReturn.operand(0), List.of());
    endGroup();
    List<Value> condArgs = new ArrayList<>();
    condArgs.add(c);
    condArgs.addAll(before.arguments());
    e.opN("scf.condition", List.of(), condArgs);
    // the body
    e.b.setInsertionPointToEnd(after);
    Block bodyBlock = op.region(1).front();
    Operation bodyReturn = lowerRegion(bodyBlock, after);
    List<Value> yielded = new ArrayList<>();
    for (Value v : bodyReturn.operands()) {
      Value buf = buffers.get(v);
      Operation a = buf == null ? null : owned.get(buf);
      if (a == null || a.block() != after || yielded.contains(buf)) {
        buf = materialize(v);
      }
      escaping.add(buf);
      yielded.add(buf);
    }
    for (Value arg : after.arguments()) {
      e.opN("memref.dealloc", List.of(), List.of(arg));
    }
    e.opN("scf.yield", List.of(), yielded);
    e.b.setInsertionPointToEnd(outer);
    for (int i = 0; i < op.numResults(); i++) {
      Value r = w.result(i);
      buffers.put(op.result(i), r);
      owned.put(r, w);
      dims.put(op.result(i), dimsOf(r, (RankedTensorType) op.result(i).type()));
    }
  }

  /**
   * {@code stablehlo.if} and {@code stablehlo.case} as {@code scf.if} (a case: a chain of them on
   * the index; an index out of range takes the last branch, as StableHLO says) whose branches
   * yield buffers of the results' types. A branch yields fresh buffers it owns: a value it did not
   * compute itself (or yields twice) is copied; its results are freed after their last use.
   */
  private void conditional(HloOp op) {
    List<Type> types = new ArrayList<>();
    for (Value r : op.results()) {
      RankedTensorType t = tensorType(op, r);
      types.add(MemRefType.get(ctx, t.shape(), checkedElement(op, t)));
    }
    beginGroup();
    Value selector = elem(op.operand(0), List.of());
    endGroup();
    List<Value> results;
    if (op.mnemonic().equals("if")) {
      results = e.ifThenElse(selector, types, () -> branch(op, 0, types), () -> branch(op, 1, types));
    } else {
      Value index = e.a.cast("arith.index_cast", e.index(), selector);
      results = caseChain(op, index, 0, types);
    }
    for (int i = 0; i < op.numResults(); i++) {
      Value r = results.get(i);
      buffers.put(op.result(i), r);
      owned.put(r, r.definingOp());
      dims.put(op.result(i), dimsOf(r, (RankedTensorType) op.result(i).type()));
    }
  }

  /**
   * {@code stablehlo.sort}: the operands are copied into the results, then each row along
   * {@code dimension} is merge-sorted with the comparator, all results moving together: bottom-up
   * merging of runs of 1, 2, 4, ... elements between the results and a scratch buffer of the same
   * shape (two passes per round, results to scratch and back, so the data ends in the results).
   * Stable whatever {@code is_stable} says (a merge takes the right run's element only when it
   * compares less than the left's); O(n log n) comparisons per row.
   */
  private void sort(HloOp op) {
    int n = op.numOperands();
    int rank = rank(op.operand(0));
    int d = (int) op.i64("dimension", -1);
    int dim = d < 0 ? d + rank : d;
    List<Value> outs = new ArrayList<>();
    List<Value> scratch = new ArrayList<>();
    List<Type> els = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      outs.add(copyInto(op.result(k), op.operand(k)));
      els.add(op.resultTensorType(k).elementType());
    }
    List<Value> rowDims = new ArrayList<>(dims.get(op.result(0)));
    beginGroup();
    for (int k = 0; k < n; k++) {
      Value out = outs.get(k);
      List<Value> dyn = new ArrayList<>();
      MemRefType t = (MemRefType) out.type();
      for (int i = 0; i < t.rank(); i++) {
        if (t.shape()[i] == ShapedType.DYNAMIC) {
          dyn.add(rowDims.get(i));
        }
      }
      scratch.add(e.opN("memref.alloc", List.of(t), dyn, "operandSegmentSizes",
          org.jmlir.ir.attr.DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[] {dyn.size(), 0})).result(0));
    }
    Value len = rowDims.remove(dim);
    e.loopNest(rowDims, row -> {
      java.util.function.Function<Value, List<Value>> at = p -> {
        List<Value> idx = new ArrayList<>(row);
        idx.add(dim, p);
        return idx;
      };
      e.whileLoop(List.of(e.cIndex(1)), w -> e.a.cmpi("ult", w.get(0), len), w -> {
        Value width = w.get(0);
        Value twice = e.addi(width, width);
        mergePass(op, outs, scratch, els, at, len, width);
        mergePass(op, scratch, outs, els, at, len, twice);
        return List.of(e.addi(twice, twice));
      });
    });
    for (Value t : scratch) {
      e.opN("memref.dealloc", List.of(), List.of(t));
    }
    endGroup();
  }

  /**
   * One merge pass of {@link #sort} over a row: the sorted runs of {@code width} elements of
   * {@code from} merged pairwise into runs of twice that in {@code to} (a last lone run is copied).
   */
  private void mergePass(HloOp op, List<Value> from, List<Value> to, List<Type> els,
      java.util.function.Function<Value, List<Value>> at, Value len, Value width) {
    int n = from.size();
    Value pair = e.addi(width, width);
    Value blocks = e.a.same("arith.divui", e.subi(e.addi(len, pair), e.cIndex(1)), pair);
    Value last = e.subi(len, e.cIndex(1));
    e.forLoop(e.cIndex(0), blocks, List.of(), bi -> {
      Value lo = e.muli(bi.get(0), pair);
      Value mid = e.a.same("arith.minui", e.addi(lo, width), len);
      Value hi = e.a.same("arith.minui", e.addi(lo, pair), len);
      e.forLoop(lo, hi, List.of(lo, mid), it -> {
        Value i = it.get(1);
        Value j = it.get(2);
        // Loads at clamped positions (an exhausted run's index may be past the row); the choice masks them.
        List<Value> left = new ArrayList<>();
        List<Value> right = new ArrayList<>();
        List<Value> args = new ArrayList<>();
        for (int k = 0; k < n; k++) {
          left.add(e.load(from.get(k), at.apply(e.a.same("arith.minui", i, last)), els.get(k)));
          right.add(e.load(from.get(k), at.apply(e.a.same("arith.minui", j, last)), els.get(k)));
          args.add(right.get(k));
          args.add(left.get(k));
        }
        Value rightLess = applyRegion(op, op.region(0), args).get(0);
        Value leftDone = e.a.cmpi("uge", i, mid);
        Value takeRight = e.a.same("arith.andi", e.a.cmpi("ult", j, hi), e.a.same("arith.ori", leftDone, rightLess));
        for (int k = 0; k < n; k++) {
          e.store(e.a.select(takeRight, right.get(k), left.get(k)), to.get(k), at.apply(it.get(0)));
        }
        Value one = e.cIndex(1);
        return List.of(e.a.select(takeRight, i, e.addi(i, one)), e.a.select(takeRight, e.addi(j, one), j));
      });
      return List.of();
    });
  }

  private List<Value> dimsOfOperand(HloOp op, int k) {
    List<Value> out = new ArrayList<>();
    for (int i = 0; i < rank(op.operand(k)); i++) {
      out.add(dim(op.operand(k), i));
    }
    return out;
  }

  /**
   * {@code stablehlo.scatter} (StableHLO's definition): the operands are copied into the results;
   * then, in the order of the updates' elements, each update's target index (the start from the
   * scatter indices, plus batching indices, plus the window offset on the dimensions neither inserted
   * nor batching) gets {@code update_computation(results..., updates...)}; a target outside the
   * results is skipped (as XLA does).
   */
  private void scatter(HloOp op) {
    int n = (op.numOperands() - 1) / 2;
    var dn = (org.jmlir.dialect.hlo.ScatterDimensionNumbersAttr) op.inherentAttr("scatter_dimension_numbers");
    Value indices = op.operand(n);
    int rank = rank(op.operand(0));
    List<Value> outs = new ArrayList<>();
    List<Type> els = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      outs.add(copyInto(op.result(k), op.operand(k)));
      els.add(op.resultTensorType(k).elementType());
    }
    List<Value> updDims = dimsOfOperand(op, n + 1);
    beginGroup();
    e.loopNest(updDims, ui -> {
      Value[] full = windowedIndex(indices, (int) dn.indexVectorDim(), dn.scatterDimsToOperandDims(), dn.inputBatchingDims(),
          dn.scatterIndicesBatchingDims(), dn.insertedWindowDims(), dn.updateWindowDims(), ui, rank, (d, start) -> start);
      Value ok = null;
      for (int d = 0; d < rank; d++) {
        Value in = e.a.same("arith.andi", e.a.cmpi("sge", full[d], e.cIndex(0)), e.a.cmpi("slt", full[d], dim(op.operand(0), d)));
        ok = ok == null ? in : e.a.same("arith.andi", ok, in);
      }
      List<Value> target = List.of(full);
      Runnable update = () -> {
        List<Value> args = new ArrayList<>();
        for (int k = 0; k < n; k++) {
          args.add(e.load(outs.get(k), target, els.get(k)));
        }
        for (int k = 0; k < n; k++) {
          args.add(convertScalar(elem(op.operand(n + 1 + k), ui), els.get(k)));
        }
        List<Value> r = applyRegion(op, op.region(0), args);
        for (int k = 0; k < n; k++) {
          e.store(r.get(k), outs.get(k), target);
        }
      };
      if (ok == null) {
        update.run();
      } else {
        e.ifThenElse(ok, List.of(), () -> {
          update.run();
          return List.of();
        }, List::of);
      }
    });
    endGroup();
  }

  /** A buffer for {@code result} holding {@code v}'s elements (fused producers computed on the way). */
  private Value copyInto(Value result, Value v) {
    Value out = alloc(result);
    buffers.put(result, out);
    beginGroup();
    e.loopNest(dims.get(result), idx -> e.store(elem(v, idx), out, idx));
    endGroup();
    return out;
  }

  private List<Value> caseChain(HloOp op, Value index, int k, List<Type> types) {
    if (k == op.numRegions() - 1) {
      return branch(op, k, types);
    }
    return e.ifThenElse(e.a.cmpi("eq", index, e.cIndex(k)), types, () -> branch(op, k, types), () -> caseChain(op, index, k + 1, types));
  }

  /** Lowers region {@code k} of {@code op} at the insertion point (a branch of an scf.if); the buffers it yields. */
  private List<Value> branch(HloOp op, int k, List<Type> types) {
    Block here = e.b.insertionBlock();
    Operation ret = lowerRegion(op.region(k).front(), here);
    List<Value> yielded = new ArrayList<>();
    for (int i = 0; i < ret.numOperands(); i++) {
      Value v = ret.operand(i);
      Value buf = buffers.get(v);
      Operation a = buf == null ? null : owned.get(buf);
      if (a == null || a.block() != here || yielded.contains(buf)) {
        buf = copyOf(v);
      }
      escaping.add(buf);
      if (!buf.type().equals(types.get(i))) {
        buf = e.a.cast("memref.cast", types.get(i), buf);
      }
      yielded.add(buf);
    }
    return yielded;
  }

  /** A fresh buffer holding {@code v}'s elements, owned by no one (the caller yields it). */
  private Value copyOf(Value v) {
    Value copy = allocRaw(v);
    beginGroup();
    e.loopNest(dims.get(v), idx -> e.store(elem(v, idx), copy, idx));
    endGroup();
    return copy;
  }

  /** Lowers the ops of a region's block into {@code target} (its arguments the block's); returns the block's terminator. */
  private Operation lowerRegion(Block region, Block target) {
    for (int i = 0; i < region.numArguments(); i++) {
      Value arg = region.argument(i);
      buffers.put(arg, target.argument(i));
      dims.put(arg, dimsOf(target.argument(i), tensorType(region.parentOp(), arg)));
    }
    plan.add(FusionPlan.of(region));
    for (Operation inner : region.operations()) {
      if (inner.name().equals("stablehlo.return") || inner.name().equals("mhlo.return")) {
        return inner;
      }
      e.at(inner.location());
      lower(inner);
    }
    throw new Unsupported(region.parentOp(), "a region without a return");
  }

  private List<Value> dimsOf(Value memref, RankedTensorType t) {
    List<Value> ds = new ArrayList<>();
    for (int i = 0; i < t.rank(); i++) {
      ds.add(t.shape()[i] == ShapedType.DYNAMIC ? e.op("memref.dim", e.index(), memref, e.cIndex(i)) : e.cIndex(t.shape()[i]));
    }
    return ds;
  }

  /** A buffer for {@code v}'s shape that no one frees automatically (the caller owns it). */
  private Value allocRaw(Value v) {
    Value b = alloc(v);
    owned.remove(b);
    return b;
  }

  // ---- reduce_window ----------------------------------------------------------------------------

  private List<Value> windowDims(HloOp op) {
    RankedTensorType rt = op.resultTensorType(0);
    int r = rt.rank();
    long[] win = op.i64Array("window_dimensions");
    long[] strides = orDefault(op.i64Array("window_strides"), r, 1);
    long[] bd = orDefault(op.i64Array("base_dilations"), r, 1);
    long[] wd = orDefault(op.i64Array("window_dilations"), r, 1);
    long[] pad = orDefault(op.i64Array("padding"), 2 * r, 0);
    List<Value> out = new ArrayList<>();
    for (int i = 0; i < r; i++) {
      out.add(rt.shape()[i] != ShapedType.DYNAMIC ? e.cIndex(rt.shape()[i])
          : windowOut(dim(op.operand(0), i), win[i], strides[i], pad[2 * i], pad[2 * i + 1], bd[i], wd[i]));
    }
    return out;
  }

  /**
   * {@code stablehlo.reduce_window} with one or several inputs (then the body reduces them together:
   * accumulators first, then one element of each input, as StableHLO defines it); padding reads
   * nothing (the accumulators pass through).
   */
  private void reduceWindow(HloOp op) {
    int n = op.numOperands() / 2;
    int r = op.resultTensorType(0).rank();
    long[] win = op.i64Array("window_dimensions");
    long[] strides = orDefault(op.i64Array("window_strides"), r, 1);
    long[] bd = orDefault(op.i64Array("base_dilations"), r, 1);
    long[] wd = orDefault(op.i64Array("window_dilations"), r, 1);
    long[] pad = orDefault(op.i64Array("padding"), 2 * r, 0);
    // Disjoint windows read their input's fused expression (FusionPlan, one input); others read a buffer.
    List<Value> ins = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      ins.add(FusionPlan.disjointWindows(op) ? null : operandBuffer(op.operand(k)));
    }
    List<Value> outs = new ArrayList<>();
    List<Type> els = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      Value out = alloc(op.result(k));
      buffers.put(op.result(k), out);
      outs.add(out);
      els.add(op.resultTensorType(k).elementType());
    }
    beginGroup();
    for (Value in : ins) {
      if (in != null) {
        groupReads.add(in);
      }
    }
    e.loopNest(dims.get(op.result(0)), idx -> {
      List<Value> inits = new ArrayList<>();
      for (int k = 0; k < n; k++) {
        inits.add(elem(op.operand(n + k), List.of()));
      }
      List<Value> acc = windowLoops(op, ins, idx, win, strides, bd, wd, pad, 0, new Value[r], inits, els);
      for (int k = 0; k < n; k++) {
        e.store(acc.get(k), outs.get(k), idx);
      }
    });
    endGroup();
  }

  /**
   * {@code stablehlo.select_and_scatter}: the result starts as {@code init_value} everywhere; then, for
   * each element of {@code source} in order, its window of the operand (window_dimensions,
   * window_strides, padding: positions in the padding are never selected) is scanned in order, the
   * first element kept until {@code select(kept, next)} is false, and the selected position of the
   * result gets {@code scatter(result, source element)}.
   */
  private void selectAndScatter(HloOp op) {
    int r = rank(op.operand(0));
    long[] win = op.i64Array("window_dimensions");
    long[] strides = orDefault(op.i64Array("window_strides"), r, 1);
    long[] pad = orDefault(op.i64Array("padding"), 2 * r, 0);
    if (win == null) {
      win = orDefault(null, r, 1);
    }
    Value in = operandBuffer(op.operand(0));
    Value src = operandBuffer(op.operand(1));
    Value out = alloc(op.result(0));
    buffers.put(op.result(0), out);
    Type el = op.resultTensorType(0).elementType();
    Type inEl = op.operandTensorType(0).elementType();
    Type srcEl = op.operandTensorType(1).elementType();
    beginGroup();
    groupReads.add(in);
    groupReads.add(src);
    Value init = elem(op.operand(2), List.of());
    e.loopNest(dims.get(op.result(0)), idx -> e.store(init, out, idx));
    long[] w = win;
    e.loopNest(dimsOfOperand(op, 1), idx -> {
      // carried: found (i1), the kept value, its position
      List<Value> carried = new ArrayList<>();
      carried.add(e.a.intConst(IntegerType.get(ctx, 1), 0));
      carried.add(zero(inEl));
      for (int d = 0; d < r; d++) {
        carried.add(e.cIndex(0));
      }
      List<Value> chosen = selectLoops(op, in, inEl, idx, w, strides, pad, 0, new Value[r], carried);
      e.ifThenElse(chosen.get(0), List.of(), () -> {
        List<Value> at = chosen.subList(2, 2 + r);
        Value cur = e.load(out, at, el);
        Value upd = e.load(src, idx, srcEl);
        e.store(applyRegion(op, op.region(1), List.of(cur, upd)).get(0), out, at);
        return List.of();
      }, List::of);
    });
    endGroup();
  }

  private List<Value> selectLoops(HloOp op, Value in, Type inEl, List<Value> idx, long[] win, long[] strides, long[] pad, int level,
      Value[] pos, List<Value> carried) {
    int r = idx.size();
    if (level == r) {
      Value ok = null;
      List<Value> clamped = new ArrayList<>();
      for (int i = 0; i < r; i++) {
        Value size = dim(op.operand(0), i);
        Value c = e.a.same("arith.andi", e.a.cmpi("sge", pos[i], e.cIndex(0)), e.a.cmpi("slt", pos[i], size));
        ok = ok == null ? c : e.a.same("arith.andi", ok, c);
        clamped.add(e.a.same("arith.maxsi", e.a.same("arith.minsi", pos[i], e.subi(size, e.cIndex(1))), e.cIndex(0)));
      }
      Value found = carried.get(0);
      Value kept = carried.get(1);
      Value x = e.load(in, clamped, inEl);
      Value keep = applyRegion(op, op.region(0), List.of(kept, x)).get(0);
      Type i1 = IntegerType.get(ctx, 1);
      Value notFound = e.a.same("arith.xori", found, e.a.intConst(i1, 1));
      Value replace = e.a.same("arith.xori", keep, e.a.intConst(i1, 1));
      Value take = e.a.same("arith.andi", ok, e.a.same("arith.ori", notFound, replace));
      List<Value> next = new ArrayList<>();
      next.add(e.a.same("arith.ori", found, ok));
      next.add(e.a.select(take, x, kept));
      for (int i = 0; i < r; i++) {
        next.add(e.a.select(take, pos[i], carried.get(2 + i)));
      }
      return next;
    }
    return e.forLoop(e.cIndex(0), e.cIndex(win[level]), carried, args -> {
      Value[] next = pos.clone();
      next[level] = e.subi(e.addi(e.muli(idx.get(level), e.cIndex(strides[level])), args.get(0)), e.cIndex(pad[2 * level]));
      return selectLoops(op, in, inEl, idx, win, strides, pad, level + 1, next, args.subList(1, args.size()));
    });
  }

  private List<Value> windowLoops(HloOp op, List<Value> ins, List<Value> idx, long[] win, long[] strides, long[] bd, long[] wd,
      long[] pad, int level, Value[] pos, List<Value> acc, List<Type> els) {
    int r = idx.size();
    if (level == r) {
      Value ok = null;
      for (int i = 0; i < r; i++) {
        if (win[i] == 1 && strides[i] == 1 && pad[2 * i] == 0 && pad[2 * i + 1] == 0 && bd[i] == 1) {
          continue; // always inside
        }
        long inSize = op.operandTensorType(0).shape()[i];
        long outSize = op.resultTensorType(0).shape()[i];
        if (pad[2 * i] == 0 && bd[i] == 1 && inSize != ShapedType.DYNAMIC && outSize != ShapedType.DYNAMIC
            && (outSize - 1) * strides[i] + (win[i] - 1) * wd[i] < inSize) {
          continue; // no window reaches the padding
        }
        // base dilation: only every bd-th position of the dilated input holds an element
        Value size = bd[i] == 1 ? dim(op.operand(0), i) : e.addi(e.muli(e.subi(dim(op.operand(0), i), e.cIndex(1)), e.cIndex(bd[i])),
            e.cIndex(1));
        Value c = e.a.cmpi("sge", pos[i], e.cIndex(0));
        c = e.a.same("arith.andi", c, e.a.cmpi("slt", pos[i], size));
        if (bd[i] != 1) {
          c = e.a.same("arith.andi", c, e.a.cmpi("eq", e.a.same("arith.remsi", pos[i], e.cIndex(bd[i])), e.cIndex(0)));
        }
        ok = ok == null ? c : e.a.same("arith.andi", ok, c);
      }
      java.util.function.Supplier<List<Value>> apply = () -> {
        List<Value> at = new ArrayList<>();
        for (int i = 0; i < r; i++) {
          at.add(bd[i] == 1 ? pos[i] : e.a.same("arith.divsi", pos[i], e.cIndex(bd[i])));
        }
        List<Value> args = new ArrayList<>(acc);
        for (int k = 0; k < ins.size(); k++) {
          args.add(ins.get(k) == null ? elem(op.operand(k), at) : e.load(ins.get(k), at, els.get(k)));
        }
        return applyRegion(op, op.region(0), args);
      };
      return ok == null ? apply.get() : e.ifThenElse(ok, els, apply, () -> acc);
    }
    return e.forLoop(e.cIndex(0), e.cIndex(win[level]), acc, args -> {
      Value p = e.subi(e.addi(e.muli(idx.get(level), e.cIndex(strides[level])), e.muli(args.get(0), e.cIndex(wd[level]))),
          e.cIndex(pad[2 * level]));
      Value[] next = pos.clone();
      next[level] = p;
      return windowLoops(op, ins, idx, win, strides, bd, wd, pad, level + 1, next, args.subList(1, args.size()), els);
    });
  }
}
