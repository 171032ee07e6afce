package org.jmlir.conversion.tftohlo;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.chlo.ChloEnumAttr;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.hlo.HloAttrs;
import org.jmlir.dialect.hlo.HloBuilder;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.ElementsAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * Builds the StableHLO and CHLO ops of one rewrite before its root op, through the rewriter (so the
 * greedy driver sees them). StableHLO ops come from {@link HloBuilder} (result types inferred where
 * StableHLO infers them); CHLO ops are created by name with the result type given.
 */
final class Emit {
  static final String NS = "stablehlo";

  final PatternRewriter rw;
  final MLIRContext ctx;
  final HloBuilder b;
  final Operation root;

  Emit(PatternRewriter rw, Operation root) {
    this.rw = rw;
    this.root = root;
    this.ctx = root.context();
    this.b = new HloBuilder(ctx, NS, root.location());
    ctx.getOrLoadDialect("chlo");
    rw.setInsertionPoint(root);
  }

  /** Inserts a detached op built by {@link #b} and returns its first result. */
  Value put(HloOp op) {
    rw.insert(op);
    return op.numResults() == 0 ? null : op.result(0);
  }

  Value unary(String mnemonic, Value x) {
    return put(b.unary(mnemonic, x));
  }

  Value binary(String mnemonic, Value l, Value r) {
    return put(b.binary(mnemonic, l, r));
  }

  /** A StableHLO op with the given attributes and result type (null: inferred). */
  Value op(String mnemonic, List<? extends Value> operands, Type result, NamedAttribute... attrs) {
    return put(b.create(mnemonic, operands, List.of(attrs), result == null ? null : List.of(result), 0));
  }

  /** A CHLO op {@code chlo.<mnemonic>}. */
  Value chlo(String mnemonic, List<Value> operands, Type result, NamedAttribute... attrs) {
    OperationState s = new OperationState(ctx, "chlo." + mnemonic, root.location());
    s.addOperands(operands);
    s.addType(result);
    for (NamedAttribute a : attrs) {
      s.addAttribute(a.name(), a.value());
    }
    return rw.create(s).result(0);
  }

  /** A broadcasting binary CHLO op with TensorFlow's numpy broadcast dimensions. */
  Value bcast(String mnemonic, Value l, Value r, Type result, NamedAttribute... extra) {
    List<NamedAttribute> attrs = new ArrayList<>(List.of(extra));
    long[] dims = TfShapes.broadcastDims(l.type(), r.type());
    if (dims != null) {
      attrs.add(new NamedAttribute("broadcast_dimensions", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), dims)));
    }
    return chlo("broadcast_" + mnemonic, List.of(l, r), result, attrs.toArray(NamedAttribute[]::new));
  }

  /** chlo.broadcast_compare with direction {@code dir} (EQ, NE, LT, ...). */
  Value bcompare(String dir, Value l, Value r) {
    Type t = TfShapes.withElement(ctx, TfShapes.broadcastType(ctx, l.type(), r.type()), IntegerType.get(ctx, 1));
    return bcast("compare", l, r, t,
        new NamedAttribute("comparison_direction", ChloEnumAttr.get(ctx, ChloEnumAttr.Kind.COMPARISON_DIRECTION, dir)));
  }

  Value compare(String dir, Value l, Value r) {
    return put(b.compare(dir, l, r, null));
  }

  /** A constant of {@code type} (static shape) with every element {@code bits}. */
  Value splat(RankedTensorType type, BigInteger bits) {
    return put(b.constant(ConstFold.splat(ctx, type, bits)));
  }

  Value constant(ElementsAttr value) {
    return put(b.constant(value));
  }

  /** A rank-0 constant of {@code element} holding {@code number}. */
  Value scalar(Type element, double number) {
    return splat(RankedTensorType.get(ctx, new long[0], element), bits(ctx, element, number));
  }

  /** The bits of {@code number} in {@code element} (floats rounded to the format; integers truncated). */
  static BigInteger bits(MLIRContext ctx, Type element, double number) {
    if (element instanceof FloatType f) {
      return ConstFold.floatBits(FloatAttr.get(ctx, f, number));
    }
    return BigInteger.valueOf((long) number);
  }

  /** A 1-D i64 constant. */
  Value i64s(long[] values) {
    BigInteger[] bits = new BigInteger[values.length];
    for (int i = 0; i < values.length; i++) {
      bits[i] = BigInteger.valueOf(values[i]);
    }
    return constant(ConstFold.dense(ctx, RankedTensorType.get(ctx, new long[] {values.length}, IntegerType.get(ctx, 64)), bits));
  }

  Value i32s(long[] values) {
    BigInteger[] bits = new BigInteger[values.length];
    for (int i = 0; i < values.length; i++) {
      bits[i] = BigInteger.valueOf(values[i]);
    }
    return constant(ConstFold.dense(ctx, RankedTensorType.get(ctx, new long[] {values.length}, IntegerType.get(ctx, 32)), bits));
  }

  Attribute dims(long[] values) {
    return HloAttrs.dims(ctx, NS, values);
  }

  NamedAttribute attr(String name, Attribute value) {
    return new NamedAttribute(name, value);
  }

  Value convert(Value x, Type element) {
    if (TfShapes.element(x.type()).equals(element)) {
      return x;
    }
    return put(b.convert(x, element));
  }

  Value reshape(Value x, Type t) {
    if (x.type().equals(t)) {
      return x;
    }
    return put(b.reshape(x, t));
  }

  Value broadcastInDim(Value x, long[] dims, Type t) {
    return put(b.broadcastInDim(x, dims, t));
  }

  Value reduce(Value x, Value init, long[] dims, String reducer) {
    return put(b.reduce(List.of(x), List.of(init), dims, reducer));
  }

  /** A block for a region body, with rank-0 arguments of {@code element}. */
  static Block scalarBlock(MLIRContext ctx, int args, Type element, org.jmlir.ir.loc.Location loc) {
    Block body = new Block();
    for (int i = 0; i < args; i++) {
      body.addArgument(RankedTensorType.get(ctx, new long[0], element), loc);
    }
    return body;
  }

  /** {@code stablehlo.reduce_window} with a body of one binary op {@code reducer}. */
  Value reduceWindow(Value x, Value init, long[] window, long[] strides, long[][] padding, String reducer, Type result) {
    List<NamedAttribute> attrs = new ArrayList<>();
    attrs.add(attr("window_dimensions", dims(window)));
    attrs.add(attr("window_strides", dims(strides)));
    if (padding != null) {
      attrs.add(attr("padding", padding(padding)));
    }
    HloOp op = b.create("reduce_window", List.of(x, init), attrs, List.of(result), 1);
    binaryBody(op, 0, TfShapes.element(x.type()), reducer);
    return put(op);
  }

  /** {@code stablehlo.scatter} of {@code updates} into {@code operand} at {@code indices}, each update replacing. */
  Value scatterReplacing(Value operand, Value indices, Value updates, org.jmlir.dialect.hlo.ScatterDimensionNumbersAttr dn, boolean unique) {
    HloOp s = b.create("scatter", List.of(operand, indices, updates),
        List.of(attr("scatter_dimension_numbers", dn), attr("indices_are_sorted", org.jmlir.ir.attr.IntegerAttr.bool(ctx, false)),
            attr("unique_indices", org.jmlir.ir.attr.IntegerAttr.bool(ctx, unique))),
        List.of(operand.type()), 1);
    Block body = scalarBlock(ctx, 2, TfShapes.element(operand.type()), root.location());
    s.region(0).addBlock(body);
    new HloBuilder(ctx, NS, root.location()).atEnd(body).returnOp(List.of(body.argument(1)));
    return put(s);
  }

  /** An HLO padding attribute: a {@code tensor<Nx2xi64>} of the (low, high) pairs. */
  DenseIntOrFPElementsAttr padding(long[][] padding) {
    BigInteger[] bits = new BigInteger[padding.length * 2];
    for (int i = 0; i < padding.length; i++) {
      bits[2 * i] = BigInteger.valueOf(padding[i][0]);
      bits[2 * i + 1] = BigInteger.valueOf(padding[i][1]);
    }
    return ConstFold.dense(ctx, RankedTensorType.get(ctx, new long[] {padding.length, 2}, IntegerType.get(ctx, 64)), bits);
  }

  /**
   * Fills region {@code index} of {@code op} with a block of two rank-0 {@code element} arguments
   * returning {@code mnemonic} of them: a binary op, {@code compare_<DIR>} for a comparison, or
   * {@code logaddexp} (log(exp(a) + exp(b)), computed stably).
   */
  void binaryBody(HloOp op, int index, Type element, String mnemonic) {
    Block body = scalarBlock(ctx, 2, element, root.location());
    op.region(index).addBlock(body);
    HloBuilder inner = new HloBuilder(ctx, NS, root.location()).atEnd(body);
    Value v;
    if (mnemonic.equals("logaddexp")) {
      // log(exp(a) + exp(b)) = max + log1p(exp(min - max)); -inf when both are -inf.
      Value max = inner.binary("maximum", body.argument(0), body.argument(1)).result(0);
      Value min = inner.binary("minimum", body.argument(0), body.argument(1)).result(0);
      Value sum = inner.binary("add", max, inner.unary("log_plus_one", inner.unary("exponential",
          inner.binary("subtract", min, max).result(0)).result(0)).result(0)).result(0);
      Value negInf = inner.constant(ConstFold.splat(ctx, RankedTensorType.get(ctx, new long[0], element),
          bits(ctx, element, Double.NEGATIVE_INFINITY))).result(0);
      v = inner.select(inner.compare("EQ", max, negInf, null).result(0), max, sum).result(0);
    } else {
      v = mnemonic.startsWith("compare_")
          ? inner.compare(mnemonic.substring(8), body.argument(0), body.argument(1), null).result(0)
          : inner.binary(mnemonic, body.argument(0), body.argument(1)).result(0);
    }
    inner.returnOp(List.of(v));
  }

  /**
   * {@code v} broadcast to {@code like}'s shape, {@code v}'s dimensions mapping to {@code dims} of
   * it: broadcast_in_dim for a static shape, else dynamic_broadcast_in_dim of {@code shape.shape_of}.
   */
  Value expandTo(Value v, long[] dims, Value like) {
    RankedTensorType t = (RankedTensorType) like.type();
    RankedTensorType result = RankedTensorType.get(ctx, t.shape(), TfShapes.element(v.type()));
    if (t.hasStaticShape()) {
      return broadcastInDim(v, dims, result);
    }
    ctx.getOrLoadDialect("shape");
    OperationState s = new OperationState(ctx, "shape.shape_of", root.location());
    s.addOperands(List.of(like));
    s.addType(RankedTensorType.get(ctx, new long[] {t.rank()}, org.jmlir.ir.type.IndexType.get(ctx)));
    Value shape = rw.create(s).result(0);
    return op("dynamic_broadcast_in_dim", List.of(v, shape), result, attr("broadcast_dimensions", dims(dims)));
  }

  void replace(Value... values) {
    rw.replaceOp(root, List.of(values));
  }
}
