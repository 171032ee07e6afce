package org.jmlir.conversion.shapetostandard;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.arith.transforms.ArithBuilder;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.scf.ForOp;
import org.jmlir.dialect.scf.ScfBuilders;
import org.jmlir.dialect.shape.ShapeOps;
import org.jmlir.dialect.shape.ShapeType;
import org.jmlir.ir.Block;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.rewrite.conversion.ConversionPattern;
import org.jmlir.ir.rewrite.conversion.ConversionTarget;
import org.jmlir.ir.rewrite.conversion.DialectConversion;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * MLIR 22's lowerings of the shape dialect: {@code convert-shape-to-std} (a partial conversion of
 * the ops on extent tensors and indices into arith, scf and tensor; ops on {@code !shape.shape} and
 * {@code !shape.size} stay) and {@code convert-shape-constraints} (constraints become eager
 * {@code cf.assert}s, their witnesses {@code shape.const_witness true}). Ops are built in the order
 * upstream's patterns build them, which is what the printed value numbering shows.
 */
public final class ShapeToStandard {
  private ShapeToStandard() {}

  static final String BROADCASTABLE_MSG = "required broadcastable shapes";
  static final String EQUAL_MSG = "required equal shapes";

  /** {@code convert-shape-to-std}. */
  public static final class ToStandardPass extends Pass {
    public static final String ARGUMENT = "convert-shape-to-std";
    public static final String SUMMARY = "Convert operations from the shape dialect into the standard dialect";

    public ToStandardPass(PassOptions o) {
      super(o);
    }

    @Override
    public String argument() {
      return ARGUMENT;
    }

    @Override
    public String name() {
      return "ConvertShapeToStandardPass";
    }

    @Override
    public String summary() {
      return SUMMARY;
    }

    @Override
    public String anchor() {
      return "builtin.module";
    }

    @Override
    public void initialize(MLIRContext ctx) {
      loadDialects(ctx, "arith", "scf", "tensor");
    }

    @Override
    public void run(Operation root, PassContext pc) {
      ConversionTarget target = new ConversionTarget()
          .addLegalDialect("arith").addLegalDialect("scf").addLegalDialect("tensor")
          .addLegalOp("shape.cstr_require").addLegalOp("func.func").addLegalOp("builtin.module");
      if (!DialectConversion.applyPartialConversion(root, target, patterns())) {
        pc.signalFailure();
      }
    }
  }

  /** {@code convert-shape-constraints}. */
  public static final class ConstraintsPass extends Pass {
    public static final String ARGUMENT = "convert-shape-constraints";
    public static final String SUMMARY = "Convert shape constraint operations to the standard dialect";

    public ConstraintsPass(PassOptions o) {
      super(o);
    }

    @Override
    public String argument() {
      return ARGUMENT;
    }

    @Override
    public String name() {
      return "ConvertShapeConstraints";
    }

    @Override
    public String summary() {
      return SUMMARY;
    }

    @Override
    public void initialize(MLIRContext ctx) {
      loadDialects(ctx, "cf", "scf");
    }

    @Override
    public void run(Operation root, PassContext pc) {
      List<RewritePattern> ps = new ArrayList<>(constraintsToRequire());
      ps.add(new NamedPattern("ConvertCstrRequireOp", "shape.cstr_require", 1, (op, rw) -> {
        rw.setInsertionPoint(op);
        OperationState a = new OperationState(op.context(), "cf.assert", op.location());
        a.addOperand(op.operand(0));
        a.addAttribute("msg", op.attr("msg"));
        rw.create(a);
        rw.replaceOpWithNewOp(op, constWitness(op.context(), op.location(), true));
        return true;
      }));
      GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(ps), GreedyRewriteConfig.BOTTOM_UP);
    }
  }

  private static OperationState constWitness(MLIRContext ctx, Location loc, boolean passing) {
    OperationState s = new OperationState(ctx, ShapeOps.CONST_WITNESS.name(), loc);
    s.addAttribute("passing", IntegerAttr.bool(ctx, passing));
    s.addType(ShapeType.witness(ctx));
    return s;
  }

  /** The declarative patterns: cstr_broadcastable / cstr_eq become cstr_require of the test. */
  static List<RewritePattern> constraintsToRequire() {
    return List.of(
        new NamedPattern("CstrBroadcastableToRequire", "shape.cstr_broadcastable", 1, (op, rw) -> toRequire(op, rw, ShapeOps.IS_BROADCASTABLE.name(), BROADCASTABLE_MSG)),
        new NamedPattern("CstrEqToRequire", "shape.cstr_eq", 1, (op, rw) -> toRequire(op, rw, ShapeOps.SHAPE_EQ.name(), EQUAL_MSG)));
  }

  private static boolean toRequire(Operation op, PatternRewriter rw, String test, String msg) {
    MLIRContext ctx = op.context();
    rw.setInsertionPoint(op);
    OperationState t = new OperationState(ctx, test, op.location());
    t.addOperands(op.operands());
    t.addType(IntegerType.get(ctx, 1));
    Value pred = rw.create(t).result(0);
    OperationState r = new OperationState(ctx, ShapeOps.CSTR_REQUIRE.name(), op.location());
    r.addOperand(pred);
    r.addAttribute("msg", StringAttr.get(ctx, msg));
    r.addType(ShapeType.witness(ctx));
    rw.replaceOpWithNewOp(op, r);
    return true;
  }

  private static boolean isShape(Type t) {
    return t instanceof ShapeType s && s.kind() == ShapeType.Kind.SHAPE;
  }

  private static boolean isSize(Type t) {
    return t instanceof ShapeType s && s.kind() == ShapeType.Kind.SIZE;
  }

  private static boolean isShapeOrSize(Type t) {
    return t instanceof ShapeType;
  }

  static List<RewritePattern> patterns() {
    List<RewritePattern> ps = new ArrayList<>(constraintsToRequire());
    ps.add(ConversionPattern.of("shape.any", null, (op, ops, rw) -> {
      rw.replaceOp(op, List.of(ops.get(0)));
      return true;
    }));
    for (String[] p : new String[][] {{"shape.add", "arith.addi"}, {"shape.mul", "arith.muli"}}) {
      ps.add(ConversionPattern.of(p[0], null, (op, ops, rw) -> {
        if (isSize(op.result(0).type())) {
          return false;
        }
        rw.setInsertionPoint(op);
        rw.replaceOp(op, List.of(b(rw, op).same(p[1], ops.get(0), ops.get(1))));
        return true;
      }));
    }
    ps.add(ConversionPattern.of("shape.broadcast", null, ShapeToStandard::broadcast));
    ps.add(ConversionPattern.of("shape.const_shape", null, (op, ops, rw) -> {
      if (isShape(op.result(0).type())) {
        return false;
      }
      rw.setInsertionPoint(op);
      ArithBuilder a = b(rw, op);
      List<Value> extents = new ArrayList<>();
      var shape = (org.jmlir.ir.attr.DenseIntOrFPElementsAttr) op.attr("shape");
      for (long i = 0; i < shape.numElements(); i++) {
        extents.add(index(a, org.jmlir.dialect.fold.ConstFold.element(shape, i).longValue()));
      }
      Type t = extentTensor(op.context(), extents.size());
      Value tensor = a.op("tensor.from_elements", List.of(t), extents).result(0);
      rw.replaceOp(op, List.of(cast(a, t, tensor)));
      return true;
    }));
    ps.add(ConversionPattern.of("shape.const_size", null, (op, ops, rw) -> {
      rw.setInsertionPoint(op);
      rw.replaceOp(op, List.of(index(b(rw, op), ((IntegerAttr) op.attr("value")).value().longValue())));
      return true;
    }));
    ps.add(ConversionPattern.of("shape.dim", null, (op, ops, rw) -> {
      rw.setInsertionPoint(op);
      ArithBuilder a = b(rw, op);
      Value value = op.operand(0);
      Value shapeOf = a.op(ShapeOps.SHAPE_OF.name(), List.of(inferredShapeOf(op.context(), value.type())), List.of(value)).result(0);
      Value extent = a.op(ShapeOps.GET_EXTENT.name(), List.of(op.result(0).type()), List.of(shapeOf, op.operand(1))).result(0);
      rw.replaceOp(op, List.of(extent));
      return true;
    }));
    ps.add(ConversionPattern.of("shape.is_broadcastable", null, ShapeToStandard::isBroadcastable));
    ps.add(ConversionPattern.of("shape.get_extent", null, (op, ops, rw) -> {
      if (isSize(op.result(0).type())) {
        return false;
      }
      rw.setInsertionPoint(op);
      ArithBuilder a = b(rw, op);
      Operation def = op.operand(0).definingOp();
      if (def != null && def.name().equals(ShapeOps.SHAPE_OF.name()) && def.operand(0).type() instanceof ShapedType) {
        rw.replaceOp(op, List.of(dim(a, def.operand(0), ops.get(1))));
        return true;
      }
      rw.replaceOp(op, List.of(extract(a, ops.get(0), ops.get(1))));
      return true;
    }));
    ps.add(ConversionPattern.of("shape.rank", null, (op, ops, rw) -> {
      if (isSize(op.result(0).type())) {
        return false;
      }
      rw.setInsertionPoint(op);
      ArithBuilder a = b(rw, op);
      rw.replaceOp(op, List.of(dim(a, ops.get(0), index(a, 0))));
      return true;
    }));
    ps.add(ConversionPattern.of("shape.reduce", null, ShapeToStandard::reduce));
    ps.add(ConversionPattern.of("shape.shape_eq", null, ShapeToStandard::shapeEq));
    ps.add(ConversionPattern.of("shape.shape_of", null, ShapeToStandard::shapeOf));
    ps.add(ConversionPattern.of("shape.split_at", null, ShapeToStandard::splitAt));
    ps.add(ConversionPattern.of("shape.to_extent_tensor", null, (op, ops, rw) -> {
      if (!(ops.get(0).type() instanceof RankedTensorType)) {
        return false;
      }
      rw.setInsertionPoint(op);
      rw.replaceOp(op, List.of(cast(b(rw, op), op.result(0).type(), ops.get(0))));
      return true;
    }));
    return ps;
  }

  // ---- helpers ---------------------------------------------------------------------------------

  private static ArithBuilder b(PatternRewriter rw, Operation op) {
    return new ArithBuilder(rw, op.location());
  }

  private static Type extentTensor(MLIRContext ctx, long n) {
    return RankedTensorType.get(ctx, new long[] {n}, IndexType.get(ctx));
  }

  /** shape_of's inferred result: an extent tensor of the rank when ranked, else tensor<?xindex>. */
  private static Type inferredShapeOf(MLIRContext ctx, Type arg) {
    if (arg instanceof RankedTensorType r) {
      return extentTensor(ctx, r.rank());
    }
    if (arg instanceof ShapedType s && s.hasRank()) {
      return extentTensor(ctx, s.shape().length);
    }
    if (arg instanceof ShapedType) {
      return extentTensor(ctx, ShapedType.DYNAMIC);
    }
    return ShapeType.get(ctx, ShapeType.Kind.SHAPE);
  }

  private static Value index(ArithBuilder a, long v) {
    MLIRContext ctx = a.context();
    return a.constant(IntegerAttr.get(ctx, IndexType.get(ctx), v));
  }

  private static Value bool(ArithBuilder a, boolean v) {
    return a.constant(IntegerAttr.bool(a.context(), v));
  }

  private static Value dim(ArithBuilder a, Value tensor, Value idx) {
    return a.op("tensor.dim", List.of(IndexType.get(a.context())), List.of(tensor, idx)).result(0);
  }

  private static Value extract(ArithBuilder a, Value tensor, Value idx) {
    Type elem = ((ShapedType) tensor.type()).elementType();
    return a.op("tensor.extract", List.of(elem), List.of(tensor, idx)).result(0);
  }

  private static Value cast(ArithBuilder a, Type to, Value v) {
    return a.op("tensor.cast", List.of(to), List.of(v)).result(0);
  }

  private static Value subi(ArithBuilder a, Value x, Value y) {
    return a.same("arith.subi", x, y);
  }

  private static void terminate(PatternRewriter rw, Location loc, String name, List<Value> values) {
    OperationState y = new OperationState(rw.context(), name, loc);
    y.addOperands(values);
    rw.create(y);
  }

  /** An scf.if with one result of {@code type}; each branch builds the value it yields. */
  private static Value ifOp(PatternRewriter rw, Location loc, Value cond, Type type,
      java.util.function.Supplier<Value> then, java.util.function.Supplier<Value> otherwise) {
    OperationState s = new OperationState(rw.context(), "scf.if", loc);
    s.addOperand(cond).addType(type);
    Block thenBlock = new Block();
    s.addRegion().addBlock(thenBlock);
    Block elseBlock = new Block();
    s.addRegion().addBlock(elseBlock);
    Operation ifOp = rw.create(s);
    Operation after = ifOp;
    rw.setInsertionPointToEnd(thenBlock);
    terminate(rw, loc, "scf.yield", List.of(then.get()));
    rw.setInsertionPointToEnd(elseBlock);
    terminate(rw, loc, "scf.yield", List.of(otherwise.get()));
    rw.setInsertionPointAfter(after);
    return ifOp.result(0);
  }

  /** Ranks (tensor.dim of each extent tensor at 0), their unsigned maximum, and each one's difference to it. */
  private record Ranks(List<Value> ranks, Value maxRank, List<Value> diffs) {}

  private static Ranks ranks(ArithBuilder a, List<Value> shapes, Value zero) {
    List<Value> ranks = new ArrayList<>();
    for (Value s : shapes) {
      ranks.add(dim(a, s, zero));
    }
    Value max = ranks.get(0);
    for (int i = 1; i < ranks.size(); i++) {
      max = a.same("arith.maxui", ranks.get(i), max);
    }
    List<Value> diffs = new ArrayList<>();
    for (Value r : ranks) {
      diffs.add(subi(a, max, r));
    }
    return new Ranks(ranks, max, diffs);
  }

  /** Upstream's getBroadcastedDim: the broadcast extent at {@code outDim}, one scf.if per operand. */
  private static Value broadcastedDim(PatternRewriter rw, Location loc, List<Value> shapes, List<Value> diffs, Value outDim) {
    ArithBuilder a = new ArithBuilder(rw, loc);
    Value one = index(a, 1);
    Value dim = one;
    for (int i = 0; i < shapes.size(); i++) {
      Value shape = shapes.get(i);
      Value diff = diffs.get(i);
      Value outOfBounds = a.cmpi("ult", outDim, diff);
      Value prev = dim;
      dim = ifOp(rw, loc, outOfBounds, IndexType.get(rw.context()), () -> prev, () -> {
        Value d = subi(a, outDim, diff);
        Value extent = extract(a, shape, d);
        Value isOne = a.cmpi("eq", extent, one);
        return a.select(isOne, prev, extent);
      });
    }
    return dim;
  }

  private static Value generate(PatternRewriter rw, Location loc, Value size, java.util.function.Function<Value, Value> body) {
    MLIRContext ctx = rw.context();
    OperationState g = new OperationState(ctx, "tensor.generate", loc);
    g.addOperand(size).addType(extentTensor(ctx, ShapedType.DYNAMIC));
    Block block = new Block();
    g.addRegion().addBlock(block);
    Value idx = block.addArgument(IndexType.get(ctx), loc);
    Operation gen = rw.create(g);
    rw.setInsertionPointToEnd(block);
    terminate(rw, loc, "tensor.yield", List.of(body.apply(idx)));
    rw.setInsertionPointAfter(gen);
    return gen.result(0);
  }

  // ---- the larger patterns ---------------------------------------------------------------------

  private static boolean broadcast(Operation op, List<Value> ops, org.jmlir.ir.rewrite.conversion.ConversionPatternRewriter rw) {
    if (isShape(op.result(0).type())) {
      return false;
    }
    Location loc = op.location();
    rw.setInsertionPoint(op);
    ArithBuilder a = b(rw, op);
    Value zero = index(a, 0);
    Ranks r = ranks(a, ops, zero);
    Value result = generate(rw, loc, r.maxRank(), i -> broadcastedDim(rw, loc, ops, r.diffs(), i));
    if (!result.type().equals(op.result(0).type())) {
      result = cast(a, op.result(0).type(), result);
    }
    rw.replaceOp(op, List.of(result));
    return true;
  }

  private static boolean isBroadcastable(Operation op, List<Value> ops, org.jmlir.ir.rewrite.conversion.ConversionPatternRewriter rw) {
    for (Value v : op.operands()) {
      if (isShapeOrSize(v.type())) {
        return false;
      }
    }
    Location loc = op.location();
    rw.setInsertionPoint(op);
    ArithBuilder a = b(rw, op);
    Value zero = index(a, 0);
    Value one = index(a, 1);
    Ranks r = ranks(a, ops, zero);
    Value trueVal = bool(a, true);
    ForOp loop = ScfBuilders.createFor(rw, loc, zero, r.maxRank(), one, List.of(trueVal));
    Block body = loop.region(0).front();
    rw.setInsertionPointToEnd(body);
    Value iv = body.argument(0);
    Value bdim = broadcastedDim(rw, loc, ops, r.diffs(), iv);
    Value ok = body.argument(1);
    for (int i = 0; i < ops.size(); i++) {
      Value shape = ops.get(i);
      Value diff = r.diffs().get(i);
      Value outOfBounds = a.cmpi("ult", iv, diff);
      Value prev = ok;
      ok = ifOp(rw, loc, outOfBounds, IntegerType.get(rw.context(), 1), () -> prev, () -> {
        Value d = subi(a, iv, diff);
        Value extent = extract(a, shape, d);
        Value eqOne = a.cmpi("eq", extent, one);
        Value eqDim = a.cmpi("eq", extent, bdim);
        Value either = a.same("arith.ori", eqOne, eqDim);
        return a.same("arith.andi", prev, either);
      });
    }
    terminate(rw, loc, "scf.yield", List.of(ok));
    rw.setInsertionPointAfter(loop);
    rw.replaceOp(op, List.of(loop.result(0)));
    return true;
  }

  private static boolean reduce(Operation op, List<Value> ops, org.jmlir.ir.rewrite.conversion.ConversionPatternRewriter rw) {
    if (isShape(op.operand(0).type())) {
      return false;
    }
    Location loc = op.location();
    rw.setInsertionPoint(op);
    ArithBuilder a = b(rw, op);
    Value zero = index(a, 0);
    Value one = index(a, 1);
    Value shape = ops.get(0);
    Value rank = dim(a, shape, zero);
    List<Value> inits = op.operands().subList(1, op.numOperands());
    ForOp loop = ScfBuilders.createFor(rw, loc, zero, rank, one, new ArrayList<>(inits));
    Block body = loop.region(0).front();
    rw.setInsertionPointToEnd(body);
    Value iv = body.argument(0);
    Value extent = extract(a, shape, iv);
    Block reduceBody = op.region(0).front();
    IRMapping mapping = new IRMapping();
    mapping.map(reduceBody.argument(0), iv);
    mapping.map(reduceBody.argument(1), extent);
    for (int i = 2; i < reduceBody.numArguments(); i++) {
      mapping.map(reduceBody.argument(i), body.argument(i - 1));
    }
    for (Operation nested : reduceBody.operations()) {
      if (nested == reduceBody.last()) {
        break;
      }
      rw.insert(nested.clone(mapping));
    }
    List<Value> results = new ArrayList<>();
    for (Value v : reduceBody.last().operands()) {
      results.add(mapping.lookupOrDefault(v));
    }
    terminate(rw, loc, "scf.yield", results);
    rw.setInsertionPointAfter(loop);
    rw.replaceOp(op, loop.results());
    return true;
  }

  private static boolean shapeEq(Operation op, List<Value> ops, org.jmlir.ir.rewrite.conversion.ConversionPatternRewriter rw) {
    for (Value v : op.operands()) {
      if (isShapeOrSize(v.type())) {
        return false;
      }
    }
    Location loc = op.location();
    rw.setInsertionPoint(op);
    ArithBuilder a = b(rw, op);
    if (ops.size() <= 1) {
      rw.replaceOp(op, List.of(bool(a, true)));
      return true;
    }
    Value zero = index(a, 0);
    Value first = ops.get(0);
    Value firstRank = dim(a, first, zero);
    Value result = null;
    for (Value shape : ops.subList(1, ops.size())) {
      Value rank = dim(a, shape, zero);
      Value eqRank = a.cmpi("eq", firstRank, rank);
      Value same = ifOp(rw, loc, eqRank, IntegerType.get(rw.context(), 1), () -> {
        Value one = index(a, 1);
        Value init = bool(a, true);
        ForOp loop = ScfBuilders.createFor(rw, loc, zero, firstRank, one, List.of(init));
        Block body = loop.region(0).front();
        rw.setInsertionPointToEnd(body);
        Value iv = body.argument(0);
        Value l = extract(a, first, iv);
        Value r = extract(a, shape, iv);
        Value eq = a.cmpi("eq", l, r);
        terminate(rw, loc, "scf.yield", List.of(a.same("arith.andi", body.argument(1), eq)));
        rw.setInsertionPointAfter(loop);
        return loop.result(0);
      }, () -> bool(a, false));
      result = result == null ? same : a.same("arith.andi", result, same);
    }
    rw.replaceOp(op, List.of(result));
    return true;
  }

  private static boolean shapeOf(Operation op, List<Value> ops, org.jmlir.ir.rewrite.conversion.ConversionPatternRewriter rw) {
    if (isShape(op.result(0).type())) {
      return false;
    }
    Location loc = op.location();
    rw.setInsertionPoint(op);
    ArithBuilder a = b(rw, op);
    Value tensor = ops.get(0);
    if (tensor.type() instanceof RankedTensorType t) {
      List<Value> extents = new ArrayList<>();
      long[] shape = t.shape();
      for (int i = 0; i < shape.length; i++) {
        extents.add(shape[i] == ShapedType.DYNAMIC ? dim(a, tensor, index(a, i)) : index(a, shape[i]));
      }
      Value fromElements = a.op("tensor.from_elements", List.of(extentTensor(op.context(), shape.length)), extents).result(0);
      rw.replaceOp(op, List.of(cast(a, op.result(0).type(), fromElements)));
      return true;
    }
    Value rank = a.op("tensor.rank", List.of(IndexType.get(op.context())), List.of(tensor)).result(0);
    rw.replaceOp(op, List.of(generate(rw, loc, rank, i -> dim(a, tensor, i))));
    return true;
  }

  private static boolean splitAt(Operation op, List<Value> ops, org.jmlir.ir.rewrite.conversion.ConversionPatternRewriter rw) {
    if (isShapeOrSize(op.operand(0).type()) || isShapeOrSize(op.result(0).type()) || isShapeOrSize(op.result(1).type())) {
      return false;
    }
    rw.setInsertionPoint(op);
    ArithBuilder a = b(rw, op);
    Value zero = index(a, 0);
    Value shape = ops.get(0);
    Value rank = dim(a, shape, zero);
    Value original = ops.get(1);
    Value add = a.same("arith.addi", original, rank);
    Value negative = a.cmpi("slt", original, zero);
    Value idx = a.select(negative, add, original);
    Value one = index(a, 1);
    Value head = slice(a, shape, zero, idx, one);
    Value tailSize = subi(a, rank, idx);
    Value tail = slice(a, shape, idx, tailSize, one);
    rw.replaceOp(op, List.of(head, tail));
    return true;
  }

  /** A 1-D tensor.extract_slice with dynamic offset, size and stride. */
  private static Value slice(ArithBuilder a, Value source, Value offset, Value size, Value stride) {
    MLIRContext ctx = a.context();
    Type i64 = IntegerType.get(ctx, 64);
    long[] dyn = {ShapedType.DYNAMIC};
    return a.op("tensor.extract_slice", List.of(extentTensor(ctx, ShapedType.DYNAMIC)), List.of(source, offset, size, stride),
        "static_offsets", DenseArrayAttr.get(ctx, i64, dyn),
        "static_sizes", DenseArrayAttr.get(ctx, i64, dyn),
        "static_strides", DenseArrayAttr.get(ctx, i64, dyn),
        "operandSegmentSizes", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[] {1, 1, 1, 1})).result(0);
  }
}
