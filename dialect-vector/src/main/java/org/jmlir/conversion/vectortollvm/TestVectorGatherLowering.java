package org.jmlir.conversion.vectortollvm;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.vector.transforms.VectorTestPatternPass;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StridedLayoutAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * {@code -test-vector-gather-lowering} (MLIR 22's TestVectorGatherLowering: the gather lowering and
 * gather-to-conditional-load patterns, applied greedily). An n-D gather is unrolled into 1-D ones
 * ({@link GatherUnrolling}); a gather from a {@code memref.subview} of a 2-D memref whose one stride
 * is the source's trailing size reads the collapsed source with indices scaled by that stride (the
 * offsets kept as they are, as in 22); a 1-D gather of fixed width from a memref whose innermost
 * stride is 1 (or of one element) or from a tensor becomes, element by element, an {@code scf.if} on
 * the mask bit that loads the element ({@code vector.load} of one element and an extract, or
 * {@code tensor.extract}) at the last offset plus the element's index and inserts it into the
 * vector so far; else the vector is kept. The pass-through starts the chain.
 */
public final class TestVectorGatherLowering extends Pass {
  public static final String SUMMARY = "Test patterns that lower the gather op in the vector conditional loads";

  public TestVectorGatherLowering(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "test-vector-gather-lowering";
  }

  @Override
  public String name() {
    return "TestVectorGatherLowering";
  }

  @Override
  public String summary() {
    return SUMMARY;
  }

  /** UnrollGather, RemoveStrideFromGatherSource and Gather1DToConditionalLoads. */
  public static List<RewritePattern> patterns() {
    return List.of(GatherUnrolling.pattern(),
        new NamedPattern("RemoveStrideFromGatherSource", "vector.gather", 1, TestVectorGatherLowering::removeStride),
        new NamedPattern("Gather1DToConditionalLoads", "vector.gather", 1, TestVectorGatherLowering::toConditionalLoads));
  }

  @Override
  public void run(Operation root, PassContext pc) {
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(patterns()), GreedyRewriteConfig.BOTTOM_UP);
  }

  private static boolean removeStride(Operation op, PatternRewriter rw) {
    Operation subview = op.operand(0).definingOp();
    if (subview == null || !subview.name().equals("memref.subview")) {
      return false;
    }
    MemRefType source = (MemRefType) subview.operand(0).type();
    if (source.rank() != 2 || !(source.layout() == null || source.layout() instanceof org.jmlir.ir.attr.AffineMapAttr m && m.map().isIdentity())) {
      return false;
    }
    if (!(((MemRefType) subview.result(0).type()).layout() instanceof StridedLayoutAttr strided) || strided.strides().length != 1) {
      return false;
    }
    long trailing = source.shape()[1];
    // As in 22, a dynamic stride "matches" a dynamic row length (both ShapedType.DYNAMIC), and the
    // indices are then scaled by that sentinel value.
    if (strided.strides()[0] != trailing) {
      return false;
    }
    MLIRContext ctx = rw.context();
    rw.setInsertionPoint(op);
    long rows = source.shape()[0];
    long flat = rows == ShapedType.DYNAMIC || trailing == ShapedType.DYNAMIC ? ShapedType.DYNAMIC : rows * trailing;
    MemRefType collapsedType = MemRefType.get(ctx, new long[] {flat}, source.elementType(), null, source.memorySpace());
    Attribute reassociation = ArrayAttr.get(ctx, List.of(ArrayAttr.get(ctx,
        List.of(IntegerAttr.get(ctx, IntegerType.get(ctx, 64), 0), IntegerAttr.get(ctx, IntegerType.get(ctx, 64), 1)))));
    Value collapsed = create(rw, op, "memref.collapse_shape", List.of(subview.operand(0)), collapsedType, "reassociation", reassociation);
    int n = op.numOperands();
    VectorType indicesType = (VectorType) op.operand(n - 3).type();
    Value stride = create(rw, op, "arith.constant", List.of(), indicesType, "value",
        org.jmlir.dialect.fold.ConstFold.splat(ctx, indicesType, BigInteger.valueOf(trailing)));
    Value scaled = create(rw, op, "arith.muli", List.of(op.operand(n - 3), stride), indicesType,
        "overflowFlags", org.jmlir.dialect.arith.IntegerOverflowFlagsAttr.get(ctx, 0));
    List<Value> operands = new ArrayList<>();
    operands.add(collapsed);
    operands.addAll(op.operands().subList(1, n - 3));
    operands.addAll(List.of(scaled, op.operand(n - 2), op.operand(n - 1)));
    Attribute alignment = op.inherentAttr("alignment");
    Value gather = alignment == null ? create(rw, op, "vector.gather", operands, op.result(0).type())
        : create(rw, op, "vector.gather", operands, op.result(0).type(), "alignment", alignment);
    rw.replaceOp(op, List.of(gather));
    return true;
  }

  private static boolean toConditionalLoads(Operation op, PatternRewriter rw) {
    VectorType resultType = (VectorType) op.result(0).type();
    if (resultType.shape().length != 1) {
      return rw.notifyMatchFailure(op, "unsupported rank");
    }
    if (resultType.isScalable()) {
      return rw.notifyMatchFailure(op, "not a fixed-width vector");
    }
    Value base = op.operand(0);
    boolean memref = base.type() instanceof MemRefType;
    if (memref && ((MemRefType) base.type()).layout() instanceof StridedLayoutAttr s && s.strides().length > 0
        && s.strides()[s.strides().length - 1] != 1 && resultType.shape()[0] != 1) {
      return rw.notifyMatchFailure(op, "most minor memref dim must have unit stride");
    }
    MLIRContext ctx = rw.context();
    IndexType index = IndexType.get(ctx);
    int n = op.numOperands();
    Value mask = op.operand(n - 2);
    Value indexVec = op.operand(n - 3);
    rw.setInsertionPoint(op);
    VectorType indicesType = (VectorType) indexVec.type();
    if (!(indicesType.elementType() instanceof IndexType)) {
      indexVec = create(rw, op, "arith.index_cast", List.of(indexVec),
          VectorType.get(ctx, indicesType.shape(), indicesType.scalableDims(), index));
    }
    List<Value> offsets = new ArrayList<>(op.operands().subList(1, n - 3));
    Value lastOffset = offsets.get(offsets.size() - 1);
    Attribute alignment = op.inherentAttr("alignment");
    Type element = resultType.elementType();
    VectorType oneElement = VectorType.get(ctx, new long[] {1}, element);
    Value result = op.operand(n - 1);
    for (long i = 0; i < resultType.shape()[0]; i++) {
      DenseArrayAttr at = position(ctx, i);
      Value condition = create(rw, op, "vector.extract", List.of(mask), IntegerType.get(ctx, 1), "static_position", at);
      Value idx = create(rw, op, "vector.extract", List.of(indexVec), index, "static_position", at);
      offsets.set(offsets.size() - 1, isZero(lastOffset) ? idx
          : create(rw, op, "arith.addi", List.of(lastOffset, idx), index,
              "overflowFlags", org.jmlir.dialect.arith.IntegerOverflowFlagsAttr.get(ctx, 0)));
      Operation ifOp = VectorTestPatternPass.createIf(rw, op, condition, List.of(resultType));
      List<Value> access = new ArrayList<>();
      access.add(base);
      access.addAll(offsets);
      Value extracted;
      if (memref) {
        Value loaded = alignment == null ? create(rw, op, "vector.load", access, oneElement)
            : create(rw, op, "vector.load", access, oneElement, "alignment", alignment);
        extracted = create(rw, op, "vector.extract", List.of(loaded), element, "static_position", position(ctx, 0));
      } else {
        extracted = create(rw, op, "tensor.extract", access, element);
      }
      Value inserted = create(rw, op, "vector.insert", List.of(extracted, result), resultType, "static_position", at);
      create(rw, op, "scf.yield", List.of(inserted), null);
      rw.setInsertionPointToEnd(ifOp.region(1).addBlock());
      create(rw, op, "scf.yield", List.of(result), null);
      rw.setInsertionPointAfter(ifOp);
      result = ifOp.result(0);
    }
    rw.replaceOp(op, List.of(result));
    return true;
  }

  /** An {@code arith.constant 0} (what createOrFold's addi would fold away). */
  private static boolean isZero(Value v) {
    Operation def = v.definingOp();
    return def != null && def.name().equals("arith.constant") && def.inherentAttr("value") instanceof IntegerAttr a
        && a.value().signum() == 0;
  }

  private static DenseArrayAttr position(MLIRContext ctx, long i) {
    return VectorTestPatternPass.position(ctx, i);
  }

  private static Value create(PatternRewriter rw, Operation at, String name, List<Value> operands, Type result, Object... props) {
    return VectorTestPatternPass.create(rw, at, name, operands, result, props);
  }
}
