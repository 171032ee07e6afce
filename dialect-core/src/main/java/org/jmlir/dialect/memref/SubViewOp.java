package org.jmlir.dialect.memref;

import java.util.List;
import java.util.Map;
import org.jmlir.dialect.utils.CustomAssembly;
import org.jmlir.dialect.utils.DynamicIndexList;
import org.jmlir.dialect.utils.OffsetsSizesStrides;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.dialect.utils.StridedLayouts;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;

/**
 * {@code memref.subview %m[%i, 1] [2, %n] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>}:
 * a strided view of part of a memref, maybe dropping unit dimensions.
 */
public final class SubViewOp extends Operation implements MemRefOp {
  static final OperandSegments SEGMENTS =
      OperandSegments.of(
          OperandSegments.single("source", ShapedConstraints.ANY_MEMREF),
          OperandSegments.variadic("offsets", TypeConstraint.INDEX),
          OperandSegments.variadic("sizes", TypeConstraint.INDEX),
          OperandSegments.variadic("strides", TypeConstraint.INDEX));

  public static final OpDef DEF =
      OffsetsSizesStrides.declare(OpSpec.define("memref.subview", SubViewOp::new))
          .variadicOperand("operands", TypeConstraint.ANY)
          .result("result", ShapedConstraints.ANY_MEMREF)
          .traits(Trait.PURE)
          .traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS)
          .assembly(new Syntax())
          .verifier(SubViewOp::verify)
          .resultNamer((op, names) -> names.setName(op.result(0), "subview"))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, MemRefFolds::subview)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, new org.jmlir.ir.rewrite.CanonicalizationPatterns(
              List.of(new org.jmlir.dialect.fold.NamedPattern("OpWithOffsetSizesAndStridesConstantArgumentFolder",
                  "memref.subview", 1, (op, rw) -> org.jmlir.dialect.utils.SliceConstantFolder.apply(op, rw,
                      SubViewOp::canonicalResultType, "memref.cast")))))
          .build();

  /** MLIR's SubViewReturnTypeCanonicalizer where no dimension is dropped (rank-reducing subviews are left alone here). */
  private static Type canonicalResultType(Operation op, long[] offsets, long[] sizes, long[] strides) {
    MemRefType source = (MemRefType) op.operand(0).type();
    if (((MemRefType) op.result(0).type()).rank() != source.rank()) {
      return null;
    }
    return inferResultType(op.context(), source, offsets, sizes, strides);
  }

  private SubViewOp() {}

  /** MLIR's SubViewOp::inferResultType: sizes as the shape, strides and offset composed with the source's. */
  public static MemRefType inferResultType(MLIRContext ctx, MemRefType source, long[] offsets, long[] sizes, long[] strides) {
    StridedLayouts.Strided s = StridedLayouts.stridesOf(source);
    if (s == null) {
      return null;
    }
    long offset = s.offset();
    long[] resultStrides = new long[sizes.length];
    for (int i = 0; i < offsets.length && i < s.strides().length; i++) {
      offset = StridedLayouts.add(offset, StridedLayouts.mul(offsets[i], s.strides()[i]));
    }
    for (int i = 0; i < sizes.length && i < s.strides().length && i < strides.length; i++) {
      resultStrides[i] = StridedLayouts.mul(s.strides()[i], strides[i]);
    }
    return StridedLayouts.withStridedLayout(ctx, source, sizes, offset, resultStrides);
  }

  private static boolean verify(Operation op) {
    if (!SEGMENTS.verify(op)) {
      return false;
    }
    MemRefType base = (MemRefType) SEGMENTS.single(op, 0).type();
    MemRefType result = (MemRefType) op.result(0).type();
    int rank = base.rank();
    if (!OffsetsSizesStrides.verify(
        op,
        new int[] {rank, rank, rank},
        SEGMENTS.group(op, 1).size(),
        SEGMENTS.group(op, 2).size(),
        SEGMENTS.group(op, 3).size())) {
      return false;
    }
    long[] offsets = OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_OFFSETS);
    long[] sizes = OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_SIZES);
    long[] strides = OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_STRIDES);
    MemRefType expected = inferResultType(op.context(), base, offsets, sizes, strides);
    if (expected == null) {
      return true; // a layout this port cannot analyze; accept, as MLIR accepts what it cannot prove wrong
    }
    if (result.rank() > expected.rank()) {
      return op.emitError(
              "expected result rank to be smaller or equal to the source rank, but got " + MemRefVerifiers.quoted(result))
          .report();
    }
    boolean[] dropped = OffsetsSizesStrides.rankReductionMask(expected.shape(), result.shape());
    if (dropped == null) {
      return mismatch(op, expected, "sizes");
    }
    if (expected.elementType() != result.elementType()) {
      return mismatch(op, expected, "element type");
    }
    if (expected.memorySpace() != result.memorySpace()) {
      return mismatch(op, expected, "memory space");
    }
    StridedLayouts.Strided e = StridedLayouts.stridesOf(expected);
    StridedLayouts.Strided r = StridedLayouts.stridesOf(result);
    if (r == null || e.offset() != r.offset()) {
      return mismatch(op, expected, "layout");
    }
    // Which unit dims are dropped also depends on the strides (MLIR's computeMemRefRankReductionMask).
    boolean[] unused = StridedLayouts.memRefRankReductionMask(expected, result, sizes);
    if (unused == null) {
      return mismatch(op, expected, "layout");
    }
    for (int i = 0, j = 0; i < unused.length; i++) {
      if (unused[i]) {
        continue;
      }
      if (e.strides()[i] != r.strides()[j++]) {
        return mismatch(op, expected, "layout");
      }
    }
    return OffsetsSizesStrides.verifyInBounds(op, base.shape(), offsets, sizes, strides);
  }

  private static boolean mismatch(Operation op, Type expected, String what) {
    return op.emitError(
            "expected result type to be " + MemRefVerifiers.quoted(expected) + " or a rank-reduced version. (mismatch of result "
                + what + "), but got " + MemRefVerifiers.quoted(op.result(0).type()))
        .report();
  }

  /** {@code $source`` [offsets] [sizes] [strides] attr-dict : type($source) to type($result)}. */
  private static final class Syntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      Map<String, Attribute> props = CustomAssembly.props();
      UnresolvedOperand source = p.parseOperand();
      DynamicIndexList.Parsed offsets = DynamicIndexList.parse(p);
      DynamicIndexList.Parsed sizes = DynamicIndexList.parse(p);
      DynamicIndexList.Parsed strides = DynamicIndexList.parse(p);
      CustomAssembly.parseAttrDict(p, DEF, props, state);
      Type sourceType = p.parseColonType();
      p.parseKeyword("to");
      Type resultType = p.parseType();
      state.operands.add(p.resolveOperand(source, sourceType));
      OffsetsSizesStrides.addAll(p, state, props, new OffsetsSizesStrides.Lists(offsets, sizes, strides), 1);
      state.resultTypes.add(resultType);
      CustomAssembly.setProperties(state, props);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ');
      p.printOperand(op.operand(0));
      OffsetsSizesStrides.printList(p, op, SEGMENTS.group(op, 1), OffsetsSizesStrides.STATIC_OFFSETS);
      p.print(' ');
      OffsetsSizesStrides.printList(p, op, SEGMENTS.group(op, 2), OffsetsSizesStrides.STATIC_SIZES);
      p.print(' ');
      OffsetsSizesStrides.printList(p, op, SEGMENTS.group(op, 3), OffsetsSizesStrides.STATIC_STRIDES);
      CustomAssembly.printAttrDict(p, op, OffsetsSizesStrides.elided());
      p.print(" : ");
      p.printType(op.operand(0).type());
      p.print(" to ");
      p.printType(op.result(0).type());
    }
  }

}
