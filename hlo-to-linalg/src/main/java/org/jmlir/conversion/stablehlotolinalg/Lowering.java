package org.jmlir.conversion.stablehlotolinalg;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.arith.transforms.ArithBuilder;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.dialect.linalg.LinalgOps;
import org.jmlir.dialect.linalg.OpKind;
import org.jmlir.dialect.linalg.transforms.Generalize;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.TypedAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * What every StableHLO-to-linalg lowering shares: the rewriter, the options, signless views of
 * unsigned tensors (StableHLO's RemoveSignTypeConverter, materialized as
 * builtin.unrealized_conversion_cast), tensor.empty/tensor.dim, and builders of linalg ops whose
 * bodies are written through an {@link ArithBuilder}.
 */
final class Lowering {
  /** Builds the body of a linalg op from its block arguments; returns the yielded values. */
  interface Body {
    List<Value> build(ArithBuilder b, List<Value> args);
  }

  final MLIRContext ctx;
  final PatternRewriter rewriter;
  final boolean primitive;
  final boolean captureScalars;
  private final Map<Value, Value> signless = new HashMap<>();
  /** The location of the op being lowered (where materializations go). */
  Location loc;
  /** What the last {@link #replace} put in place of its op's results. */
  List<Value> lastReplacement = List.of();

  Lowering(MLIRContext ctx, boolean primitive, boolean captureScalars) {
    this.ctx = ctx;
    this.rewriter = new PatternRewriter(ctx);
    this.primitive = primitive;
    this.captureScalars = captureScalars;
  }

  // ---- types -----------------------------------------------------------------------------------

  static boolean isIntOrFloat(Type t) {
    return t instanceof FloatType || t instanceof IntegerType || t instanceof ComplexType c && c.elementType() instanceof FloatType;
  }

  /** {@code t} with unsigned/signed integers made signless (StableHLO's RemoveSignTypeConverter). */
  Type convert(Type t) {
    if (t instanceof IntegerType i && !i.isSignless()) {
      return IntegerType.get(ctx, i.width());
    }
    if (t instanceof RankedTensorType r && r.elementType() instanceof IntegerType i && !i.isSignless()) {
      return RankedTensorType.get(ctx, r.shape(), IntegerType.get(ctx, i.width()), r.encoding());
    }
    return t;
  }

  /** The signless view of {@code v} (an unrealized_conversion_cast where its type has a sign). */
  Value in(Value v) {
    Type to = convert(v.type());
    if (to.equals(v.type())) {
      return v;
    }
    return signless.computeIfAbsent(v, k -> castTo(loc, k, to));
  }

  List<Value> ins(List<Value> values) {
    List<Value> r = new ArrayList<>();
    for (Value v : values) {
      r.add(in(v));
    }
    return r;
  }

  Value castTo(Location loc, Value v, Type to) {
    OperationState s = new OperationState(ctx, "builtin.unrealized_conversion_cast", loc);
    s.addOperand(v).addType(to);
    return rewriter.create(s).result(0);
  }

  /** Replaces {@code op} by {@code values}, cast back to the op's result types where they have a sign. */
  void replace(Operation op, List<? extends Value> values) {
    List<Value> r = new ArrayList<>();
    for (int i = 0; i < values.size(); i++) {
      Value v = values.get(i);
      Type orig = op.result(i).type();
      r.add(v.type().equals(orig) ? v : castTo(op.location(), v, orig));
    }
    rewriter.replaceOp(op, r);
    lastReplacement = r;
  }

  static RankedTensorType tensorType(Value v) {
    return (RankedTensorType) v.type();
  }

  /** The op's result type, signless. */
  RankedTensorType resultType(Operation op, int i) {
    return (RankedTensorType) convert(op.result(i).type());
  }

  // ---- values ----------------------------------------------------------------------------------

  Value constant(Location loc, TypedAttr value) {
    OperationState s = new OperationState(ctx, "arith.constant", loc);
    s.addAttribute("value", value);
    s.addType(value.type());
    return rewriter.create(s).result(0);
  }

  Value index(Location loc, long v) {
    return constant(loc, IntegerAttr.get(ctx, IndexType.get(ctx), v));
  }

  TypedAttr zeroAttr(Type t) {
    return t instanceof FloatType f ? FloatAttr.get(ctx, f, 0.0) : IntegerAttr.get(ctx, t, 0);
  }

  Value op(Location loc, String name, Type result, Value... operands) {
    OperationState s = new OperationState(ctx, name, loc);
    for (Value v : operands) {
      s.addOperand(v);
    }
    if (result != null) {
      s.addType(result);
    }
    Operation o = rewriter.create(s);
    return o.numResults() > 0 ? o.result(0) : null;
  }

  /**
   * The size of dimension {@code d}: read through the inits of linalg ops and the operands of
   * tensor.empty built here (what canonicalization of tensor.dim gives), else a tensor.dim.
   */
  Value dim(Location loc, Value tensor, int d) {
    Operation def = tensor.definingOp();
    if (def instanceof org.jmlir.dialect.linalg.LinalgOp l && tensor instanceof org.jmlir.ir.OpResult r && r.index() < l.inits().size()) {
      return dim(loc, l.inits().get(r.index()), d);
    }
    if (def != null && def.name().equals("tensor.empty")) {
      long[] shape = tensorType(tensor).shape();
      int k = 0;
      for (int i = 0; i < d; i++) {
        k += shape[i] == ShapedType.DYNAMIC ? 1 : 0;
      }
      return def.operand(k);
    }
    Value idx = index(loc, d);
    return op(loc, "tensor.dim", IndexType.get(ctx), tensor, idx);
  }

  Value empty(Location loc, RankedTensorType type, List<Value> dynamic) {
    OperationState s = new OperationState(ctx, "tensor.empty", loc);
    s.addOperands(dynamic).addType(type);
    return rewriter.create(s).result(0);
  }

  /** An empty tensor of {@code type}, its dynamic sizes those of {@code source} (same rank). */
  Value emptyLike(Location loc, RankedTensorType type, Value source) {
    List<Value> dynamic = new ArrayList<>();
    for (int i = 0; i < type.rank(); i++) {
      if (type.shape()[i] == ShapedType.DYNAMIC) {
        dynamic.add(dim(loc, source, i));
      }
    }
    return empty(loc, type, dynamic);
  }

  Value fill(Location loc, Value value, Value init) {
    OperationState fill = new OperationState(ctx, LinalgOps.def(OpKind.FILL), loc);
    fill.addOperand(value).addOperand(init).addType(init.type());
    fill.addAttribute(OperandSegments.ATTR, OperandSegments.sizesAttr(ctx, 1, 1));
    fill.addRegion();
    Operation fillOp = rewriter.create(fill);
    Block fb = new Block();
    fillOp.region(0).addBlock(fb);
    Type elem = ((ShapedType) init.type()).elementType();
    Value fin = fb.addArgument(value.type(), loc);
    fb.addArgument(elem, loc);
    OpBuilder b = new OpBuilder(ctx);
    b.setInsertionPointToEnd(fb);
    ArithBuilder ab = new ArithBuilder(b, loc);
    ab.op("linalg.yield", List.of(), List.of(fin));
    return fillOp.result(0);
  }

  Value fillZero(Location loc, Value init) {
    Type elem = ((ShapedType) init.type()).elementType();
    if (elem instanceof ComplexType c) {
      return fill(loc, complexConstant(loc, c, BigInteger.ZERO, BigInteger.ZERO), init);
    }
    return fill(loc, constant(loc, zeroAttr(elem)), init);
  }

  /** {@code complex.constant [re, im]} from the parts' bit patterns. */
  Value complexConstant(Location loc, ComplexType type, BigInteger re, BigInteger im) {
    FloatType f = (FloatType) type.elementType();
    OperationState s = new OperationState(ctx, "complex.constant", loc);
    s.addAttribute("value", ArrayAttr.get(ctx, List.of(FloatAttr.fromBits(ctx, f, re), FloatAttr.fromBits(ctx, f, im))));
    s.addType(type);
    return rewriter.create(s).result(0);
  }

  // ---- linalg ops ------------------------------------------------------------------------------

  static List<String> parallel(int n) {
    return Collections.nCopies(n, "parallel");
  }

  /** Upstream's getPrunedAttributeList: the op's discardable attributes. */
  static List<NamedAttribute> pruned(Operation op) {
    return op == null ? List.of() : op.attributes().entries();
  }

  /** A linalg.generic over {@code inputs}/{@code inits} whose body {@code body} builds. */
  Operation generic(Location loc, Operation source, List<Value> inputs, List<Value> inits, List<AffineMap> maps, List<String> iterators,
      List<Type> results, Body body) {
    OperationState s = Generalize.genericState(ctx, loc, inputs, inits, maps, iterators, results);
    s.attributes.addAll(pruned(source));
    Operation g = rewriter.create(s);
    fillBody(g, loc, inputs, inits, body);
    return g;
  }

  void fillBody(Operation linalgOp, Location loc, List<Value> inputs, List<Value> inits, Body body) {
    Block b = new Block();
    linalgOp.region(0).addBlock(b);
    List<Value> args = new ArrayList<>();
    for (Value v : inputs) {
      args.add(b.addArgument(((ShapedType) v.type()).elementType(), loc));
    }
    for (Value v : inits) {
      args.add(b.addArgument(((ShapedType) v.type()).elementType(), loc));
    }
    OpBuilder ob = new OpBuilder(ctx);
    ob.setInsertionPointToEnd(b);
    ArithBuilder ab = new ArithBuilder(ob, loc);
    List<Value> yields = body.build(ab, args);
    if (yields != null) {
      ab.op("linalg.yield", List.of(), yields);
    }
  }

  /** A linalg op of the dense-array family (map, broadcast, transpose, reduce). */
  Operation denseArrayOp(Location loc, Operation source, OpKind kind, List<Value> inputs, List<Value> inits, String arrayName, long[] array,
      Body body) {
    OperationState s = new OperationState(ctx, LinalgOps.def(kind), loc);
    s.addOperands(inputs).addOperands(inits);
    for (Value v : inits) {
      s.addType(v.type());
    }
    if (arrayName != null) {
      s.addAttribute(arrayName, DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), array));
    }
    s.attributes.addAll(pruned(source));
    s.addRegion();
    Operation o = rewriter.create(s);
    if (body != null) {
      fillBody(o, loc, inputs, inits, body);
    } else {
      fillBody(o, loc, inputs, inits, (b, args) -> List.of(args.get(0)));
    }
    return o;
  }

  /** A named linalg op (matmul, conv, pooling ...) with its implicit body. */
  Operation named(Location loc, Operation source, OpKind kind, List<Value> inputs, List<Value> inits, List<NamedAttribute> extra) {
    OperationState s = LinalgOps.namedState(ctx, loc, kind, inputs, inits);
    s.attributes.addAll(extra);
    s.attributes.addAll(pruned(source));
    return rewriter.create(s);
  }

  /** The element types of the op's operands as written (with their signs). */
  static List<Type> elementTypes(HloOp op) {
    List<Type> r = new ArrayList<>();
    for (Value v : op.operands()) {
      r.add(((ShapedType) v.type()).elementType());
    }
    return r;
  }

  /** The op's i64 array attribute {@code name}, or {@code n} copies of {@code fallback} when absent. */
  static long[] i64ArrayOr(HloOp op, String name, int n, long fallback) {
    if (op.attr(name) instanceof DenseArrayAttr) {
      return op.i64Array(name);
    }
    long[] r = new long[n];
    java.util.Arrays.fill(r, fallback);
    return r;
  }

  static Attribute attrOf(Operation op, String name) {
    return op.attr(name);
  }
}
