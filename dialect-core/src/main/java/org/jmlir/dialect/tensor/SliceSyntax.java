package org.jmlir.dialect.tensor;

import java.util.Map;
import org.jmlir.dialect.utils.CustomAssembly;
import org.jmlir.dialect.utils.DynamicIndexList;
import org.jmlir.dialect.utils.OffsetsSizesStrides;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * The syntax of tensor.extract_slice ({@code %t[..] [..] [..] : T to R}), tensor.insert_slice and
 * tensor.parallel_insert_slice ({@code %s into %d[..] [..] [..] : S into D}).
 */
final class SliceSyntax implements OpDef.Assembly {
  private final java.util.function.Supplier<OpDef> def;
  private final OperandSegments segments;
  private final boolean insert;
  private final boolean hasResult;

  SliceSyntax(java.util.function.Supplier<OpDef> def, OperandSegments segments, boolean insert, boolean hasResult) {
    this.def = def;
    this.segments = segments;
    this.insert = insert;
    this.hasResult = hasResult;
  }

  @Override
  public void parse(OpAsmParser p, OperationState state) {
    Map<String, Attribute> props = CustomAssembly.props();
    UnresolvedOperand source = p.parseOperand();
    UnresolvedOperand dest = null;
    if (insert) {
      p.parseKeyword("into");
      dest = p.parseOperand();
    }
    DynamicIndexList.Parsed offsets = DynamicIndexList.parse(p);
    DynamicIndexList.Parsed sizes = DynamicIndexList.parse(p);
    DynamicIndexList.Parsed strides = DynamicIndexList.parse(p);
    CustomAssembly.parseAttrDict(p, def.get(), props, state);
    Type sourceType = p.parseColonType();
    p.parseKeyword(insert ? "into" : "to");
    Type otherType = p.parseType();
    state.operands.add(p.resolveOperand(source, sourceType));
    if (insert) {
      state.operands.add(p.resolveOperand(dest, otherType));
    }
    OffsetsSizesStrides.Lists lists = new OffsetsSizesStrides.Lists(offsets, sizes, strides);
    if (insert) {
      OffsetsSizesStrides.addAll(p, state, props, lists, 1, 1);
    } else {
      OffsetsSizesStrides.addAll(p, state, props, lists, 1);
    }
    if (hasResult) {
      state.resultTypes.add(otherType);
    }
    CustomAssembly.setProperties(state, props);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    int lead = insert ? 2 : 1;
    p.print(' ');
    p.printOperand(op.operand(0));
    if (insert) {
      p.print(" into ");
      p.printOperand(op.operand(1));
    }
    OffsetsSizesStrides.printList(p, op, segments.group(op, lead), OffsetsSizesStrides.STATIC_OFFSETS);
    p.print(' ');
    OffsetsSizesStrides.printList(p, op, segments.group(op, lead + 1), OffsetsSizesStrides.STATIC_SIZES);
    p.print(' ');
    OffsetsSizesStrides.printList(p, op, segments.group(op, lead + 2), OffsetsSizesStrides.STATIC_STRIDES);
    CustomAssembly.printAttrDict(p, op, OffsetsSizesStrides.elided());
    p.print(" : ");
    p.printType(op.operand(0).type());
    p.print(insert ? " into " : " to ");
    p.printType(insert ? op.operand(1).type() : op.result(0).type());
  }

  /**
   * Checks the interface rules, then that {@code slice} is the (maybe rank-reduced) slice of
   * {@code full} the lists describe (MLIR's produceSliceErrorMsg wording).
   */
  static boolean verify(Operation op, OperandSegments segments, int lead, RankedTensorType full, RankedTensorType slice) {
    if (!segments.verify(op)) {
      return false;
    }
    int rank = full.rank();
    if (!OffsetsSizesStrides.verify(
        op,
        new int[] {rank, rank, rank},
        segments.group(op, lead).size(),
        segments.group(op, lead + 1).size(),
        segments.group(op, lead + 2).size())) {
      return false;
    }
    long[] sizes = OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_SIZES);
    RankedTensorType expected = RankedTensorType.get(op.context(), sizes, full.elementType(), full.encoding());
    if (slice.rank() > expected.rank()) {
      return op.emitError("expected rank to be smaller or equal to the other rank. ").report();
    }
    if (OffsetsSizesStrides.rankReductionMask(expected.shape(), slice.shape()) == null) {
      return op.emitError(
              "expected type to be " + TensorVerifiers.quoted(expected) + " or a rank-reduced version. (size mismatch) ")
          .report();
    }
    if (expected.elementType() != slice.elementType()) {
      return op.emitError("expected element type to be " + TensorVerifiers.quoted(expected.elementType())).report();
    }
    return OffsetsSizesStrides.verifyInBounds(
        op,
        full.shape(),
        OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_OFFSETS),
        sizes,
        OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_STRIDES));
  }
}
