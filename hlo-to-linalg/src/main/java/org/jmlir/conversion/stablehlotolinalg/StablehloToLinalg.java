package org.jmlir.conversion.stablehlotolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.hlo.DotDimensionNumbersAttr;
import org.jmlir.dialect.hlo.DotGeneralOp;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.dialect.linalg.transforms.Generalize;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.TypedAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * The lowerings of StableHLO's linalg conversion (stablehlo/conversions/linalg) for element-wise
 * ops, broadcast_in_dim, transpose and dot_general: each becomes a linalg.generic over a
 * tensor.empty (sized from the operands' dims where the result is dynamic), carrying the op's
 * other attributes, as upstream's default (non-primitive) patterns do.
 */
final class StablehloToLinalg {
  /** Float op, signless-integer op (null: not for that element kind). */
  private record Scalar(String onFloat, String onInt) {}

  private static final Map<String, Scalar> ELEMENTWISE =
      Map.ofEntries(
          Map.entry("add", new Scalar("arith.addf", "arith.addi")),
          Map.entry("subtract", new Scalar("arith.subf", "arith.subi")),
          Map.entry("multiply", new Scalar("arith.mulf", "arith.muli")),
          Map.entry("divide", new Scalar("arith.divf", "arith.divsi")),
          Map.entry("remainder", new Scalar("arith.remf", "arith.remsi")),
          Map.entry("maximum", new Scalar("arith.maximumf", "arith.maxsi")),
          Map.entry("minimum", new Scalar("arith.minimumf", "arith.minsi")),
          Map.entry("and", new Scalar(null, "arith.andi")),
          Map.entry("or", new Scalar(null, "arith.ori")),
          Map.entry("xor", new Scalar(null, "arith.xori")),
          Map.entry("power", new Scalar("math.powf", null)),
          Map.entry("atan2", new Scalar("math.atan2", null)),
          Map.entry("exponential", new Scalar("math.exp", null)),
          Map.entry("exponential_minus_one", new Scalar("math.expm1", null)),
          Map.entry("log", new Scalar("math.log", null)),
          Map.entry("log_plus_one", new Scalar("math.log1p", null)),
          Map.entry("tanh", new Scalar("math.tanh", null)),
          Map.entry("sqrt", new Scalar("math.sqrt", null)),
          Map.entry("rsqrt", new Scalar("math.rsqrt", null)),
          Map.entry("cbrt", new Scalar("math.cbrt", null)),
          Map.entry("sine", new Scalar("math.sin", null)),
          Map.entry("cosine", new Scalar("math.cos", null)),
          Map.entry("tan", new Scalar("math.tan", null)),
          Map.entry("floor", new Scalar("math.floor", null)),
          Map.entry("ceil", new Scalar("math.ceil", null)),
          Map.entry("abs", new Scalar("math.absf", "math.absi")),
          Map.entry("negate", new Scalar("arith.negf", null)),
          Map.entry("round_nearest_even", new Scalar("math.roundeven", null)),
          Map.entry("round_nearest_afz", new Scalar("math.round", null)),
          Map.entry("popcnt", new Scalar(null, "math.ctpop")),
          Map.entry("count_leading_zeros", new Scalar(null, "math.ctlz")),
          Map.entry("select", new Scalar("arith.select", "arith.select")));

  private final MLIRContext ctx;
  private final PatternRewriter rewriter;

  StablehloToLinalg(MLIRContext ctx) {
    this.ctx = ctx;
    this.rewriter = new PatternRewriter(ctx);
  }

  /** Lowers {@code op}; false when it is not one of the supported ops or types. */
  boolean lower(HloOp op) {
    rewriter.setInsertionPoint(op);
    String m = op.mnemonic();
    if (op.numResults() != 1 || !(op.result(0).type() instanceof RankedTensorType result) || !supported(result.elementType())) {
      return false;
    }
    for (Value v : op.operands()) {
      if (!(v.type() instanceof RankedTensorType t) || !supported(t.elementType())) {
        return false;
      }
    }
    return switch (m) {
      case "broadcast_in_dim" -> broadcastInDim(op, result);
      case "transpose" -> transpose(op, result);
      case "dot_general" -> dotGeneral((DotGeneralOp) op, result);
      case "reduce" -> reduce(op, result);
      default -> ELEMENTWISE.containsKey(m) && elementwise(op, result, ELEMENTWISE.get(m));
    };
  }

  private static boolean supported(Type t) {
    return t instanceof FloatType || t instanceof IntegerType i && i.isSignless();
  }

  // ---- element-wise --------------------------------------------------------------------------

  private boolean elementwise(HloOp op, RankedTensorType result, Scalar scalar) {
    Type element = result.elementType();
    boolean isFloat = op.mnemonic().equals("select") ? !(element instanceof IntegerType) : op.operand(0).type() instanceof RankedTensorType t && t.elementType() instanceof FloatType;
    String name = isFloat ? scalar.onFloat() : scalar.onInt();
    if (name == null && op.mnemonic().equals("negate")) {
      name = "negate-int";
    }
    if (name == null) {
      return false;
    }
    Location loc = op.location();
    int rank = result.rank();
    Value init = emptyLike(loc, result, op.operands());
    List<Value> inputs = new ArrayList<>(op.operands());
    List<AffineMap> maps = new ArrayList<>();
    for (Value v : inputs) {
      maps.add(LinalgMapsHelper.identityOrScalar(rank, (RankedTensorType) v.type()));
    }
    maps.add(AffineMap.identity(rank));
    Operation generic = createGeneric(op, inputs, List.of(init), maps, parallel(rank), result);
    Block b = body(generic, inputs, List.of(init), loc);
    Value r;
    List<Value> args = new ArrayList<>(b.arguments().subList(0, inputs.size()));
    if (name.equals("negate-int")) {
      Value zero = scalarConstant(b, loc, IntegerAttr.get(ctx, element, 0));
      r = append(b, loc, "arith.subi", element, zero, args.get(0));
    } else {
      r = append(b, loc, name, element, args.toArray(new Value[0]));
    }
    append(b, loc, "linalg.yield", null, r);
    rewriter.replaceOp(op, generic.results());
    return true;
  }

  // ---- broadcast_in_dim / transpose ----------------------------------------------------------

  private boolean broadcastInDim(HloOp op, RankedTensorType result) {
    long[] dims = op.i64Array("broadcast_dimensions");
    RankedTensorType in = (RankedTensorType) op.operand(0).type();
    Location loc = op.location();
    int rank = result.rank();
    List<AffineExpr> exprs = new ArrayList<>();
    for (int i = 0; i < dims.length; i++) {
      // A size-1 dimension expanded to a larger one reads its only element.
      boolean expanding = in.shape()[i] == 1 && result.shape()[(int) dims[i]] != 1;
      exprs.add(expanding ? AffineExpr.constant(0) : AffineExpr.dim((int) dims[i]));
    }
    Value init = emptyFromResultDims(loc, result, op);
    if (init == null) {
      return false;
    }
    List<AffineMap> maps = List.of(new AffineMap(rank, 0, exprs), AffineMap.identity(rank));
    return copyThrough(op, init, maps, result);
  }

  private boolean transpose(HloOp op, RankedTensorType result) {
    long[] perm = op.i64Array("permutation");
    Location loc = op.location();
    int rank = result.rank();
    List<AffineExpr> exprs = new ArrayList<>();
    AffineExpr[] inv = new AffineExpr[rank];
    for (int j = 0; j < rank; j++) {
      inv[(int) perm[j]] = AffineExpr.dim(j);
    }
    exprs.addAll(List.of(inv));
    // result dim j is operand dim perm[j]
    List<Value> dynamic = new ArrayList<>();
    for (int j = 0; j < rank; j++) {
      if (result.shape()[j] == ShapedType.DYNAMIC) {
        dynamic.add(dim(loc, op.operand(0), (int) perm[j]));
      }
    }
    Value init = empty(loc, result, dynamic);
    List<AffineMap> maps = List.of(new AffineMap(rank, 0, exprs), AffineMap.identity(rank));
    return copyThrough(op, init, maps, result);
  }

  /** A generic that yields its input read through {@code maps}: the body of broadcasts and transposes. */
  private boolean copyThrough(HloOp op, Value init, List<AffineMap> maps, RankedTensorType result) {
    Location loc = op.location();
    Operation generic = createGeneric(op, List.of(op.operand(0)), List.of(init), maps, parallel(result.rank()), result);
    Block b = body(generic, List.of(op.operand(0)), List.of(init), loc);
    append(b, loc, "linalg.yield", null, b.argument(0));
    rewriter.replaceOp(op, generic.results());
    return true;
  }

  // ---- reduce -------------------------------------------------------------------------------

  /**
   * One input and its init: loops are the kept dimensions then the reduced ones; the init value is
   * extracted and filled into the output; the region's ops become their scalar arith/math forms,
   * its first argument (the accumulator) the output's block argument.
   */
  private boolean reduce(HloOp op, RankedTensorType result) {
    if (op.numOperands() != 2 || op.region(0).isEmpty()) {
      return false;
    }
    Value input = op.operand(0);
    RankedTensorType in = (RankedTensorType) input.type();
    long[] dims = op.i64Array("dimensions");
    int rank = in.rank();
    List<Integer> kept = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      boolean reduced = false;
      for (long d : dims) {
        reduced |= d == i;
      }
      if (!reduced) {
        kept.add(i);
      }
    }
    AffineExpr[] inExprs = new AffineExpr[rank];
    List<AffineExpr> outExprs = new ArrayList<>();
    List<String> iterators = new ArrayList<>();
    for (int k = 0; k < kept.size(); k++) {
      inExprs[kept.get(k)] = AffineExpr.dim(k);
      outExprs.add(AffineExpr.dim(k));
      iterators.add("parallel");
    }
    for (int j = 0; j < dims.length; j++) {
      inExprs[(int) dims[j]] = AffineExpr.dim(kept.size() + j);
      iterators.add("reduction");
    }
    Location loc = op.location();
    Type element = result.elementType();
    OperationState extract = new OperationState(ctx, ctx.opDef("tensor.extract"), loc);
    extract.addOperand(op.operand(1)).addType(element);
    Value initValue = rewriter.create(extract).result(0);
    List<Value> dynamic = new ArrayList<>();
    for (int k = 0; k < kept.size(); k++) {
      if (result.shape()[k] == ShapedType.DYNAMIC) {
        dynamic.add(dim(loc, input, kept.get(k)));
      }
    }
    Value filled = fill(loc, initValue, empty(loc, result, dynamic), result);
    int numLoops = rank;
    List<AffineMap> maps = List.of(new AffineMap(numLoops, 0, List.of(inExprs)), new AffineMap(numLoops, 0, outExprs));
    Operation generic = createGeneric(op, List.of(input), List.of(filled), maps, iterators, result);
    Block b = body(generic, List.of(input), List.of(filled), loc);
    Block region = op.region(0).front();
    org.jmlir.ir.IRMapping mapping = new org.jmlir.ir.IRMapping();
    mapping.map(region.argument(0), b.argument(1));
    mapping.map(region.argument(1), b.argument(0));
    for (Operation inner : region) {
      String name = inner.name();
      List<Value> operands = new ArrayList<>();
      for (Value v : inner.operands()) {
        operands.add(mapping.lookupOrDefault(v));
      }
      if (name.equals("stablehlo.return")) {
        append(b, loc, "linalg.yield", null, operands.toArray(new Value[0]));
        break;
      }
      Scalar scalar = name.startsWith("stablehlo.") ? ELEMENTWISE.get(name.substring("stablehlo.".length())) : null;
      String target = scalar == null ? null : element instanceof FloatType ? scalar.onFloat() : scalar.onInt();
      if (target == null) {
        generic.erase();
        return false;
      }
      mapping.map(inner.result(0), append(b, loc, target, element, operands.toArray(new Value[0])));
    }
    rewriter.replaceOp(op, generic.results());
    return true;
  }

  private Value fill(Location loc, Value value, Value init, RankedTensorType type) {
    OperationState fill = new OperationState(ctx, ctx.opDef("linalg.fill"), loc);
    fill.addOperand(value).addOperand(init).addType(type);
    fill.addAttribute("operandSegmentSizes", org.jmlir.dialect.utils.OperandSegments.sizesAttr(ctx, 1, 1));
    fill.addRegion();
    Operation fillOp = rewriter.create(fill);
    Block fb = new Block();
    fillOp.region(0).addBlock(fb);
    Value fin = fb.addArgument(type.elementType(), loc);
    fb.addArgument(type.elementType(), loc);
    append(fb, loc, "linalg.yield", null, fin);
    return fillOp.result(0);
  }

  // ---- dot_general ---------------------------------------------------------------------------

  /** Loops: batch dims, lhs free dims, rhs free dims, contracting dims (upstream's order). */
  private boolean dotGeneral(DotGeneralOp op, RankedTensorType result) {
    DotDimensionNumbersAttr dn = op.dotDimensionNumbers();
    RankedTensorType lhs = (RankedTensorType) op.lhs().type();
    RankedTensorType rhs = (RankedTensorType) op.rhs().type();
    long[] lb = dn.lhsBatchingDimensions();
    long[] rb = dn.rhsBatchingDimensions();
    long[] lc = dn.lhsContractingDimensions();
    long[] rc = dn.rhsContractingDimensions();
    List<Integer> lhsFree = free(lhs.rank(), lb, lc);
    List<Integer> rhsFree = free(rhs.rank(), rb, rc);
    int numLoops = lb.length + lhsFree.size() + rhsFree.size() + lc.length;
    AffineExpr[] lhsExprs = new AffineExpr[lhs.rank()];
    AffineExpr[] rhsExprs = new AffineExpr[rhs.rank()];
    List<AffineExpr> outExprs = new ArrayList<>();
    List<String> iterators = new ArrayList<>();
    int loop = 0;
    Location loc = op.location();
    List<Value> dynamic = new ArrayList<>();
    for (int i = 0; i < lb.length; i++, loop++) {
      lhsExprs[(int) lb[i]] = AffineExpr.dim(loop);
      rhsExprs[(int) rb[i]] = AffineExpr.dim(loop);
      outExprs.add(AffineExpr.dim(loop));
      iterators.add("parallel");
      if (lhs.shape()[(int) lb[i]] == ShapedType.DYNAMIC && result.shape()[outExprs.size() - 1] == ShapedType.DYNAMIC) {
        dynamic.add(dim(loc, op.lhs(), (int) lb[i]));
      }
    }
    for (int d : lhsFree) {
      lhsExprs[d] = AffineExpr.dim(loop++);
      outExprs.add(lhsExprs[d]);
      iterators.add("parallel");
      if (result.shape()[outExprs.size() - 1] == ShapedType.DYNAMIC) {
        dynamic.add(dim(loc, op.lhs(), d));
      }
    }
    for (int d : rhsFree) {
      rhsExprs[d] = AffineExpr.dim(loop++);
      outExprs.add(rhsExprs[d]);
      iterators.add("parallel");
      if (result.shape()[outExprs.size() - 1] == ShapedType.DYNAMIC) {
        dynamic.add(dim(loc, op.rhs(), d));
      }
    }
    for (int i = 0; i < lc.length; i++, loop++) {
      lhsExprs[(int) lc[i]] = AffineExpr.dim(loop);
      rhsExprs[(int) rc[i]] = AffineExpr.dim(loop);
      iterators.add("reduction");
    }
    Type element = result.elementType();
    Value init = empty(loc, result, dynamic);
    Value zero = constant(loc, element instanceof FloatType f ? FloatAttr.get(ctx, f, 0.0) : IntegerAttr.get(ctx, element, 0));
    Value filled = fill(loc, zero, init, result);
    List<AffineMap> maps =
        List.of(new AffineMap(numLoops, 0, List.of(lhsExprs)), new AffineMap(numLoops, 0, List.of(rhsExprs)), new AffineMap(numLoops, 0, outExprs));
    List<Value> inputs = List.of(op.lhs(), op.rhs());
    Operation generic = createGeneric(op, inputs, List.of(filled), maps, iterators, result);
    Block b = body(generic, inputs, List.of(filled), loc);
    boolean isFloat = element instanceof FloatType;
    Value mul = append(b, loc, isFloat ? "arith.mulf" : "arith.muli", element, b.argument(0), b.argument(1));
    Value add = append(b, loc, isFloat ? "arith.addf" : "arith.addi", element, b.argument(2), mul);
    append(b, loc, "linalg.yield", null, add);
    rewriter.replaceOp(op, generic.results());
    return true;
  }

  private static List<Integer> free(int rank, long[] batch, long[] contracting) {
    List<Integer> r = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      boolean used = false;
      for (long x : batch) {
        used |= x == i;
      }
      for (long x : contracting) {
        used |= x == i;
      }
      if (!used) {
        r.add(i);
      }
    }
    return r;
  }

  // ---- helpers -------------------------------------------------------------------------------

  private static List<String> parallel(int n) {
    return java.util.Collections.nCopies(n, "parallel");
  }

  /** A linalg.generic carrying {@code op}'s attributes (upstream's getPrunedAttributeList). */
  private Operation createGeneric(HloOp op, List<Value> inputs, List<Value> inits, List<AffineMap> maps, List<String> iterators, Type result) {
    OperationState s = Generalize.genericState(ctx, op.location(), inputs, inits, maps, iterators, List.of(result));
    for (NamedAttribute a : op.attributes().entries()) {
      s.attributes.add(a);
    }
    return rewriter.create(s);
  }

  private Block body(Operation generic, List<Value> inputs, List<Value> inits, Location loc) {
    Block b = new Block();
    generic.region(0).addBlock(b);
    for (Value v : inputs) {
      b.addArgument(((ShapedType) v.type()).elementType(), loc);
    }
    for (Value v : inits) {
      b.addArgument(((ShapedType) v.type()).elementType(), loc);
    }
    return b;
  }

  private Value append(Block b, Location loc, String name, Type result, Value... operands) {
    OperationState s = new OperationState(ctx, ctx.opDef(name), loc);
    for (Value v : operands) {
      s.addOperand(v);
    }
    if (result != null) {
      s.addType(result);
    }
    Operation o = Operation.create(s);
    b.append(o);
    return o.numResults() > 0 ? o.result(0) : null;
  }

  private Value scalarConstant(Block b, Location loc, TypedAttr value) {
    OperationState s = new OperationState(ctx, ctx.opDef("arith.constant"), loc);
    s.addAttribute("value", value);
    s.addType(value.type());
    Operation o = Operation.create(s);
    b.append(o);
    return o.result(0);
  }

  private Value constant(Location loc, TypedAttr value) {
    OperationState s = new OperationState(ctx, ctx.opDef("arith.constant"), loc);
    s.addAttribute("value", value);
    s.addType(value.type());
    return rewriter.create(s).result(0);
  }

  /**
   * The size of dimension {@code d}: through the inits of the linalg ops and the sizes of the
   * tensor.empty ops built here (so producers and consumers share one size value and fuse), else a
   * tensor.dim.
   */
  private Value dim(Location loc, Value tensor, int d) {
    Operation def = tensor.definingOp();
    if (def instanceof org.jmlir.dialect.linalg.LinalgOp l && tensor instanceof org.jmlir.ir.OpResult r) {
      return dim(loc, l.inits().get(r.index()), d);
    }
    if (def != null && def.name().equals("tensor.empty")) {
      long[] shape = ((RankedTensorType) tensor.type()).shape();
      int k = 0;
      for (int i = 0; i < d; i++) {
        k += shape[i] == ShapedType.DYNAMIC ? 1 : 0;
      }
      return def.operand(k);
    }
    Value idx = constant(loc, IntegerAttr.get(ctx, IndexType.get(ctx), d));
    OperationState s = new OperationState(ctx, ctx.opDef("tensor.dim"), loc);
    s.addOperand(tensor).addOperand(idx).addType(IndexType.get(ctx));
    return rewriter.create(s).result(0);
  }

  private Value empty(Location loc, RankedTensorType result, List<Value> dynamic) {
    OperationState s = new OperationState(ctx, ctx.opDef("tensor.empty"), loc);
    s.addOperands(dynamic).addType(RankedTensorType.get(ctx, result.shape(), result.elementType()));
    return rewriter.create(s).result(0);
  }

  /** An empty tensor of the result's shape, dynamic sizes from the first operand of the same rank. */
  private Value emptyLike(Location loc, RankedTensorType result, List<Value> operands) {
    List<Value> dynamic = new ArrayList<>();
    for (int i = 0; i < result.rank(); i++) {
      if (result.shape()[i] != ShapedType.DYNAMIC) {
        continue;
      }
      for (Value v : operands) {
        if (((RankedTensorType) v.type()).rank() == result.rank()) {
          dynamic.add(dim(loc, v, i));
          break;
        }
      }
    }
    return empty(loc, result, dynamic);
  }

  /** For broadcast_in_dim: dynamic result sizes only from a same-sized operand dimension (else unsupported). */
  private Value emptyFromResultDims(Location loc, RankedTensorType result, HloOp op) {
    long[] dims = op.i64Array("broadcast_dimensions");
    RankedTensorType in = (RankedTensorType) op.operand(0).type();
    List<Value> dynamic = new ArrayList<>();
    for (int i = 0; i < result.rank(); i++) {
      if (result.shape()[i] != ShapedType.DYNAMIC) {
        continue;
      }
      int source = -1;
      for (int k = 0; k < dims.length; k++) {
        if (dims[k] == i && in.shape()[k] == ShapedType.DYNAMIC) {
          source = k;
        }
      }
      if (source < 0) {
        return null;
      }
      dynamic.add(dim(loc, op.operand(0), source));
    }
    return empty(loc, result, dynamic);
  }

}
