package org.jmlir.dialect.vector.transforms;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * MLIR's vector test passes that apply one pattern set greedily, and their patterns:
 * {@code -test-vector-extract-strided-slice-lowering} (a 1-D extract_strided_slice as extracts of
 * its elements inserted into a zero vector) and {@code -test-vector-break-down-bitcast} (a 1-D bitcast
 * to fewer elements, of a source longer than 4, as bitcasts of slices inserted into a zero vector),
 * {@code -test-vector-break-down-reduction-patterns} (reductions of at most 2 elements as arith ops on
 * the extracted elements) and {@code -test-vector-chained-reduction-folding-patterns} (an add reduction
 * accumulating another one reduces the sum of both vectors; an added zero vector is dropped).
 */
public final class VectorTestPatternPass extends Pass {
  private final String argument;
  private final String name;
  private final String summary;
  private final Supplier<List<RewritePattern>> patterns;

  private VectorTestPatternPass(PassOptions o, String argument, String name, String summary, Supplier<List<RewritePattern>> patterns) {
    super(o);
    this.argument = argument;
    this.name = name;
    this.summary = summary;
    this.patterns = patterns;
  }

  public static final String STRIDED_SLICE_SUMMARY =
      "Test lowering patterns that converts vector.extract_strided_slice into a chain of vector.extract and vector.insert ops";
  public static final String BITCAST_SUMMARY = "Test pattern that breaks down vector.bitcast ops ";

  public static final String BREAK_DOWN_REDUCTION_SUMMARY = "Test patterns to break down vector reductions into arith reductions";
  public static final String CHAINED_REDUCTION_SUMMARY = "Test patterns to fold chained vector reductions";

  /** {@code -test-vector-break-down-reduction-patterns} (at most 2 elements extracted). */
  public static VectorTestPatternPass breakDownReduction(PassOptions o) {
    return new VectorTestPatternPass(o, "test-vector-break-down-reduction-patterns", "TestVectorBreakDownReduction",
        BREAK_DOWN_REDUCTION_SUMMARY,
        () -> List.of(new NamedPattern("BreakDownVectorReduction", "vector.reduction", 1, (op, rw) -> breakDownReduction(op, rw, 2))));
  }

  /** {@code -test-vector-chained-reduction-folding-patterns}. */
  public static VectorTestPatternPass chainedReduction(PassOptions o) {
    return new VectorTestPatternPass(o, "test-vector-chained-reduction-folding-patterns", "TestVectorChainedReductionFoldingPatterns",
        CHAINED_REDUCTION_SUMMARY,
        () -> List.of(new NamedPattern("ChainedReduction", "vector.reduction", 1, VectorTestPatternPass::chainedReduction),
            new NamedPattern("ReduceRedundantZero", "vector.reduction", 2, VectorTestPatternPass::reduceRedundantZero)));
  }

  public static final String SCALAR_TRANSFER_SUMMARY = "Test lowering of scalar vector transfers to memref loads/stores.";

  /** {@code -test-scalar-vector-transfer-lowering} (option {@code allow-multiple-uses}). */
  public static VectorTestPatternPass scalarTransferLowering(PassOptions o) {
    boolean multi = o.getBool("allow-multiple-uses", false);
    return new VectorTestPatternPass(o, "test-scalar-vector-transfer-lowering", "TestScalarVectorTransferLoweringPatterns",
        SCALAR_TRANSFER_SUMMARY,
        () -> List.of(new NamedPattern("RewriteScalarExtractOfTransferRead", "vector.extract", 1, (op, rw) -> scalarExtractOfRead(op, rw, multi)),
            new NamedPattern("RewriteScalarWrite", "vector.transfer_write", 1, VectorTestPatternPass::scalarWrite)));
  }

  /** A transfer without mask, with a minor-identity map and all dimensions in bounds. */
  private static boolean plainTransfer(Operation xfer) {
    if (org.jmlir.dialect.vector.VectorTransfers.mask(xfer) != null) {
      return false;
    }
    org.jmlir.ir.affine.AffineMap map = org.jmlir.dialect.vector.VectorTransfers.permutationMap(xfer);
    for (int i = 0; i < map.numResults(); i++) {
      if (!(map.results().get(i) instanceof org.jmlir.ir.affine.AffineDimExpr d && d.position() == map.numDims() - map.numResults() + i)) {
        return false;
      }
    }
    return true;
  }

  /** RewriteScalarExtractOfTransferRead. */
  private static boolean scalarExtractOfRead(Operation op, PatternRewriter rw, boolean allowMultipleUses) {
    Operation xfer = op.operand(0).definingOp();
    if (xfer == null || !xfer.name().equals("vector.transfer_read") || op.result(0).type() instanceof VectorType) {
      return false;
    }
    if (allowMultipleUses) {
      for (org.jmlir.ir.OpOperand use : xfer.result(0).uses()) {
        if (!use.owner().name().equals("vector.extract")) {
          return false;
        }
      }
    } else if (!xfer.result(0).hasOneUse()) {
      return false;
    }
    if (!plainTransfer(xfer)) {
      return false;
    }
    VectorType vt = (VectorType) xfer.result(0).type();
    for (int i = 0; i < vt.shape().length; i++) {
      if (!org.jmlir.dialect.vector.VectorTransfers.inBounds(xfer, i)) {
        return false;
      }
    }
    MLIRContext ctx = rw.context();
    rw.setInsertionPoint(op);
    int base = org.jmlir.dialect.vector.VectorTransfers.baseIndex(xfer);
    int nIdx = org.jmlir.dialect.vector.VectorTransfers.numIndices(xfer);
    List<Value> indices = new ArrayList<>(xfer.operands().subList(base + 1, base + 1 + nIdx));
    long[] pos = org.jmlir.dialect.vector.VectorOp.longs(op.inherentAttr("static_position"));
    int nextDynamic = 1;
    org.jmlir.ir.type.IndexType index = org.jmlir.ir.type.IndexType.get(ctx);
    for (int i = 0; i < pos.length; i++) {
      int idx = indices.size() - pos.length + i;
      org.jmlir.ir.rewrite.OpFoldResult r;
      if (pos[i] != org.jmlir.ir.type.ShapedType.DYNAMIC) {
        r = org.jmlir.dialect.affine.AffineApplyBuilder.composedFoldedApply(rw, op.location(),
            new org.jmlir.ir.affine.AffineSymbolExpr(0).add(pos[i]), List.of(org.jmlir.ir.rewrite.OpFoldResult.of(indices.get(idx))));
      } else {
        r = org.jmlir.dialect.affine.AffineApplyBuilder.composedFoldedApply(rw, op.location(),
            new org.jmlir.ir.affine.AffineSymbolExpr(0).add(new org.jmlir.ir.affine.AffineSymbolExpr(1)),
            List.of(org.jmlir.ir.rewrite.OpFoldResult.of(indices.get(idx)), org.jmlir.ir.rewrite.OpFoldResult.of(op.operand(nextDynamic++))));
      }
      indices.set(idx, r instanceof org.jmlir.ir.rewrite.OpFoldResult.Folded f ? f.value()
          : create(rw, op, "arith.constant", List.of(), index, "value",
              IntegerAttr.get(ctx, index, ((IntegerAttr) ((org.jmlir.ir.rewrite.OpFoldResult.Constant) r).attribute()).longValue())));
    }
    Value source = xfer.operand(base);
    List<Value> operands = new ArrayList<>();
    operands.add(source);
    operands.addAll(indices);
    boolean memref = source.type() instanceof org.jmlir.ir.type.MemRefType;
    rw.replaceOp(op, List.of(create(rw, op, memref ? "memref.load" : "tensor.extract", operands, op.result(0).type())));
    return true;
  }

  /** RewriteScalarWrite: a write of a vector with all dimensions 1. */
  private static boolean scalarWrite(Operation xfer, PatternRewriter rw) {
    VectorType vt = (VectorType) xfer.operand(0).type();
    for (long d : vt.shape()) {
      if (d != 1) {
        return false;
      }
    }
    if (!plainTransfer(xfer)) {
      return false;
    }
    MLIRContext ctx = rw.context();
    rw.setInsertionPoint(xfer);
    Value scalar = create(rw, xfer, "vector.extract", List.of(xfer.operand(0)), vt.elementType(),
        "static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), new long[vt.shape().length]));
    int base = org.jmlir.dialect.vector.VectorTransfers.baseIndex(xfer);
    int nIdx = org.jmlir.dialect.vector.VectorTransfers.numIndices(xfer);
    List<Value> operands = new ArrayList<>();
    operands.add(scalar);
    operands.add(xfer.operand(base));
    operands.addAll(xfer.operands().subList(base + 1, base + 1 + nIdx));
    if (xfer.numResults() == 0) {
      create(rw, xfer, "memref.store", operands, null);
      rw.eraseOp(xfer);
    } else {
      rw.replaceOp(xfer, List.of(create(rw, xfer, "tensor.insert", operands, xfer.result(0).type())));
    }
    return true;
  }

  public static final String SCAN_SUMMARY = "Test lowering patterns that lower the scan op in the vector dialect";

  /** {@code -test-vector-scan-lowering}. */
  public static VectorTestPatternPass scanLowering(PassOptions o) {
    return new VectorTestPatternPass(o, "test-vector-scan-lowering", "TestVectorScanLowering", SCAN_SUMMARY,
        () -> List.of(new NamedPattern("ScanToArithOps", "vector.scan", 1, VectorTestPatternPass::scanToArith)));
  }

  /** ScanToArithOps. */
  private static boolean scanToArith(Operation op, PatternRewriter rw) {
    VectorType dest = (VectorType) op.result(0).type();
    boolean isInt = !(dest.elementType() instanceof org.jmlir.ir.type.FloatType);
    String kind = kind(op);
    boolean valid = isInt ? List.of("add", "mul", "minsi", "maxsi", "minui", "maxui", "and", "or", "xor").contains(kind)
        : List.of("add", "mul", "minnumf", "maxnumf", "minimumf", "maximumf").contains(kind);
    int dim = (int) ((IntegerAttr) op.inherentAttr("reduction_dim")).longValue();
    if (!valid || dest.scalableDims()[dim]) {
      return false;
    }
    boolean inclusive = ((IntegerAttr) op.inherentAttr("inclusive")).boolValue();
    MLIRContext ctx = rw.context();
    rw.setInsertionPoint(op);
    int rank = dest.shape().length;
    Value result = create(rw, op, "arith.constant", List.of(), dest, "value", org.jmlir.dialect.fold.ConstFold.zero(ctx, dest));
    long[] shape = dest.shape().clone();
    shape[dim] = 1;
    VectorType sliceType = VectorType.get(ctx, shape, dest.scalableDims(), dest.elementType());
    long[] offsets = new long[rank];
    long[] strides = new long[rank];
    java.util.Arrays.fill(strides, 1);
    Value init = op.operand(1);
    boolean scalarInit = ((VectorType) init.type()).shape().length == 0;
    Value lastOutput = null;
    Value lastInput = null;
    for (long i = 0; i < dest.shape()[dim]; i++) {
      offsets[dim] = i;
      Value input = create(rw, op, "vector.extract_strided_slice", List.of(op.operand(0)), sliceType,
          "offsets", i64Array(ctx, offsets), "sizes", i64Array(ctx, shape), "strides", i64Array(ctx, strides));
      Value output;
      if (i == 0) {
        output = inclusive ? input : create(rw, op, scalarInit ? "vector.broadcast" : "vector.shape_cast", List.of(init), sliceType);
      } else {
        output = arithReduction(rw, op, kind, lastOutput, inclusive ? input : lastInput, null);
      }
      result = create(rw, op, "vector.insert_strided_slice", List.of(output, result), dest,
          "offsets", i64Array(ctx, offsets), "strides", i64Array(ctx, strides));
      lastOutput = output;
      lastInput = input;
    }
    Value reduction;
    if (scalarInit) {
      Value v = create(rw, op, "vector.extract", List.of(lastOutput), dest.elementType(), "static_position",
          DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), new long[] {0}));
      reduction = create(rw, op, "vector.broadcast", List.of(v), init.type());
    } else {
      reduction = create(rw, op, "vector.shape_cast", List.of(lastOutput), init.type());
    }
    rw.replaceOp(op, List.of(result, reduction));
    return true;
  }

  /** {@code -test-vector-extract-strided-slice-lowering}. */
  public static VectorTestPatternPass extractStridedSliceLowering(PassOptions o) {
    return new VectorTestPatternPass(o, "test-vector-extract-strided-slice-lowering", "TestVectorExtractStridedSliceLowering",
        STRIDED_SLICE_SUMMARY, () -> List.of(new NamedPattern("Convert1DExtractStridedSliceIntoExtractInsertChain",
            "vector.extract_strided_slice", 1, VectorTestPatternPass::sliceToExtractInsertChain)));
  }

  /** {@code -test-vector-break-down-bitcast}. */
  public static VectorTestPatternPass breakDownBitCast(PassOptions o) {
    return new VectorTestPatternPass(o, "test-vector-break-down-bitcast", "TestVectorBreakDownBitCast", BITCAST_SUMMARY,
        () -> List.of(new NamedPattern("BreakDownVectorBitCast", "vector.bitcast", 1, VectorTestPatternPass::breakDownBitCast)));
  }

  @Override
  public String argument() {
    return argument;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public String summary() {
    return summary;
  }

  @Override
  public void run(Operation root, PassContext pc) {
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(patterns.get()), GreedyRewriteConfig.BOTTOM_UP);
  }

  /** Convert1DExtractStridedSliceIntoExtractInsertChain, for 1-D sources (the test pass's control). */
  private static boolean sliceToExtractInsertChain(Operation op, PatternRewriter rw) {
    VectorType src = (VectorType) op.operand(0).type();
    VectorType res = (VectorType) op.result(0).type();
    long[] offsets = ints(op.inherentAttr("offsets"));
    if (src.shape().length != 1 || offsets.length != 1 || src.isScalable()) {
      return false;
    }
    long size = ints(op.inherentAttr("sizes"))[0];
    long stride = ints(op.inherentAttr("strides"))[0];
    MLIRContext ctx = rw.context();
    rw.setInsertionPoint(op);
    List<Value> elements = new ArrayList<>();
    for (long i = offsets[0]; i < offsets[0] + size * stride; i += stride) {
      elements.add(create(rw, op, "vector.extract", List.of(op.operand(0)), src.elementType(), "static_position", position(ctx, i)));
    }
    Value result = create(rw, op, "arith.constant", List.of(), res, "value", org.jmlir.dialect.fold.ConstFold.zero(ctx, res));
    for (int i = 0; i < size; i++) {
      result = create(rw, op, "vector.insert", List.of(elements.get(i), result), res, "static_position", position(ctx, i));
    }
    rw.replaceOp(op, List.of(result));
    return true;
  }

  /** BreakDownVectorBitCast for 1-D casts to fewer elements whose source has more than 4. */
  private static boolean breakDownBitCast(Operation op, PatternRewriter rw) {
    VectorType src = (VectorType) op.operand(0).type();
    VectorType dst = (VectorType) op.result(0).type();
    if (src.shape().length != 1 || src.shape()[0] <= 4) {
      return false;
    }
    long srcLast = src.shape()[0];
    long dstLast = dst.shape()[0];
    if (srcLast < dstLast) {
      return false;
    }
    long ratio = srcLast / dstLast;
    if (srcLast == ratio) {
      return false;
    }
    MLIRContext ctx = rw.context();
    rw.setInsertionPoint(op);
    Type elem = dst.elementType();
    Value zero = create(rw, op, "arith.constant", List.of(), elem, "value", org.jmlir.dialect.fold.ConstFold.zero(ctx, elem));
    Value res = create(rw, op, "vector.broadcast", List.of(zero), dst);
    VectorType slice = VectorType.get(ctx, new long[] {dstLast}, src.elementType());
    VectorType cast = VectorType.get(ctx, new long[] {dstLast / ratio}, elem);
    for (long i = 0; i < ratio; i++) {
      Value extracted = create(rw, op, "vector.extract_strided_slice", List.of(op.operand(0)), slice,
          "offsets", i64Array(ctx, i * dstLast), "sizes", i64Array(ctx, dstLast), "strides", i64Array(ctx, 1));
      Value bitcast = create(rw, op, "vector.bitcast", List.of(extracted), cast);
      res = create(rw, op, "vector.insert_strided_slice", List.of(bitcast, res), dst,
          "offsets", i64Array(ctx, i * dstLast / ratio), "strides", i64Array(ctx, 1));
    }
    rw.replaceOp(op, List.of(res));
    return true;
  }

  private static String kind(Operation reduction) {
    return org.jmlir.dialect.vector.VectorEnumAttr.keywordOf(reduction.inherentAttr("kind"), org.jmlir.dialect.vector.VectorEnumAttr.KIND);
  }

  /** BreakDownVectorReduction: a fixed, unmasked reduction of at most {@code max} elements as arith ops. */
  private static boolean breakDownReduction(Operation op, PatternRewriter rw, int max) {
    VectorType type = (VectorType) op.operand(0).type();
    if (type.isScalable() || op.parentOp() != null && op.parentOp().name().equals("vector.mask") || type.numElements() > max) {
      return false;
    }
    MLIRContext ctx = rw.context();
    rw.setInsertionPoint(op);
    List<Value> extracted = new ArrayList<>();
    for (long i = 0; i < type.numElements(); i++) {
      extracted.add(create(rw, op, "vector.extract", List.of(op.operand(0)), type.elementType(), "static_position", position(ctx, i)));
    }
    Attribute fastmath = op.inherentAttr("fastmath");
    Value res = extracted.get(0);
    for (Value next : extracted.subList(1, extracted.size())) {
      res = arithReduction(rw, op, kind(op), res, next, fastmath);
    }
    if (op.numOperands() > 1) {
      res = arithReduction(rw, op, kind(op), res, op.operand(1), fastmath);
    }
    rw.replaceOp(op, List.of(res));
    return true;
  }

  /** MLIR's makeArithReduction (scalars or vectors): the kind's arith op, with the fast-math flags on float ones. */
  private static Value arithReduction(PatternRewriter rw, Operation at, String kind, Value a, Value b, Attribute fastmath) {
    Type elem = a.type() instanceof VectorType v ? v.elementType() : a.type();
    boolean isFloat = elem instanceof org.jmlir.ir.type.FloatType;
    String name = switch (kind) {
      case "add" -> isFloat ? "arith.addf" : "arith.addi";
      case "mul" -> isFloat ? "arith.mulf" : "arith.muli";
      case "and", "or", "xor" -> "arith." + kind + "i";
      default -> "arith." + kind;
    };
    boolean flags = isFloat && fastmath instanceof org.jmlir.dialect.arith.FastMathFlagsAttr f && f.flags() != 0;
    return flags ? create(rw, at, name, List.of(a, b), a.type(), "fastmath", fastmath) : create(rw, at, name, List.of(a, b), a.type());
  }

  /** ChainedReduction: an add reduction whose accumulator is another reduction reduces both vectors' sum. */
  private static boolean chainedReduction(Operation op, PatternRewriter rw) {
    if (!kind(op).equals("add") || op.numOperands() < 2) {
      return false;
    }
    Value acc = op.operand(1);
    Operation parent = acc.definingOp();
    if (parent == null || !parent.name().equals("vector.reduction")) {
      return false;
    }
    rw.setInsertionPoint(op);
    boolean isInt = acc.type() instanceof IntegerType;
    Value sum = create(rw, op, isInt ? "arith.addi" : "arith.addf", List.of(parent.operand(0), op.operand(0)), op.operand(0).type());
    List<Value> operands = parent.numOperands() > 1 ? List.of(sum, parent.operand(1)) : List.of(sum);
    rw.replaceOp(op, List.of(create(rw, op, "vector.reduction", operands, op.result(0).type(), "kind", op.inherentAttr("kind"))));
    return true;
  }

  /** ReduceRedundantZero: an add reduction of {@code (x + 0) + y} (floats) reduces {@code x + y}. */
  private static boolean reduceRedundantZero(Operation op, PatternRewriter rw) {
    VectorType type = (VectorType) op.operand(0).type();
    if (!kind(op).equals("add") || !(type.elementType() instanceof org.jmlir.ir.type.FloatType)) {
      return false;
    }
    Operation add = op.operand(0).definingOp();
    if (add == null || !add.name().equals("arith.addf")) {
      return false;
    }
    Operation lhs = add.operand(0).definingOp();
    if (lhs == null || !lhs.name().equals("arith.addf") || !isZeroFloat(lhs.operand(1))) {
      return false;
    }
    rw.setInsertionPoint(op);
    Value sum = create(rw, add, "arith.addf", List.of(lhs.operand(0), add.operand(1)), add.result(0).type());
    List<Value> operands = op.numOperands() > 1 ? List.of(sum, op.operand(1)) : List.of(sum);
    rw.replaceOp(op, List.of(create(rw, op, "vector.reduction", operands, op.result(0).type(), "kind", op.inherentAttr("kind"))));
    return true;
  }

  /** A constant float zero (+0.0 or -0.0), scalar or splat. */
  private static boolean isZeroFloat(Value v) {
    Operation def = v.definingOp();
    if (def == null || !def.name().equals("arith.constant")) {
      return false;
    }
    Attribute a = def.inherentAttr("value");
    java.math.BigInteger bits;
    int width;
    if (a instanceof org.jmlir.ir.attr.FloatAttr f) {
      bits = f.bits();
      width = f.type().width();
    } else if (a instanceof org.jmlir.ir.attr.DenseIntOrFPElementsAttr d && d.isSplat()
        && d.elementType() instanceof org.jmlir.ir.type.FloatType ft) {
      width = ft.width();
      bits = d.scalarBits(0, width);
    } else {
      return false;
    }
    return bits.clearBit(width - 1).signum() == 0;
  }

  private static long[] ints(Attribute a) {
    List<Attribute> values = ((ArrayAttr) a).elements();
    long[] out = new long[values.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = ((IntegerAttr) values.get(i)).longValue();
    }
    return out;
  }

  private static ArrayAttr i64Array(MLIRContext ctx, long... values) {
    List<Attribute> out = new ArrayList<>();
    for (long v : values) {
      out.add(IntegerAttr.get(ctx, IntegerType.get(ctx, 64), v));
    }
    return ArrayAttr.get(ctx, out);
  }

  /** A one-element {@code static_position}. */
  public static DenseArrayAttr position(MLIRContext ctx, long i) {
    return DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), new long[] {i});
  }

  /** Creates {@code name} at the insertion point: operands, one result (or none), properties as name/value pairs. */
  public static Value create(PatternRewriter rw, Operation at, String name, List<Value> operands, Type result, Object... props) {
    MLIRContext ctx = rw.context();
    OperationState s = new OperationState(ctx, ctx.lookupOp(name), at.location());
    s.addOperands(operands);
    if (result != null) {
      s.addTypes(List.of(result));
    }
    if (props.length > 0) {
      List<NamedAttribute> p = new ArrayList<>();
      for (int k = 0; k < props.length; k += 2) {
        p.add(new NamedAttribute((String) props[k], (Attribute) props[k + 1]));
      }
      s.properties = org.jmlir.ir.attr.DictionaryAttr.get(ctx, p);
    }
    Operation created = rw.create(s);
    return result == null ? null : created.result(0);
  }

  /**
   * Creates an {@code scf.if} on {@code condition} with results {@code types}, two empty regions, and
   * moves the insertion point to the end of its new then block (the else block is the caller's).
   */
  public static Operation createIf(PatternRewriter rw, Operation at, Value condition, List<Type> types) {
    MLIRContext ctx = rw.context();
    OperationState is = new OperationState(ctx, ctx.lookupOp("scf.if"), at.location());
    is.addOperands(List.of(condition));
    is.addTypes(types);
    is.addRegion();
    is.addRegion();
    Operation ifOp = rw.create(is);
    rw.setInsertionPointToEnd(ifOp.region(0).addBlock());
    return ifOp;
  }
}
