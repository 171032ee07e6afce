package org.jmlir.dialect.memref;

import java.util.List;
import java.util.Map;
import org.jmlir.dialect.utils.CustomAssembly;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;

/**
 * {@code memref.dma_start %src[%i], %dst[%j], %n, %tag[%k] (, %stride, %perStride)? : t1, t2, t3}:
 * starts a DMA transfer. The operand list is split by the memref ranks.
 */
public final class DmaStartOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.dma_start", DmaStartOp::new)
          .variadicOperand("operands", TypeConstraint.ANY)
          .assembly(new Syntax())
          .verifier(DmaStartOp::verify)
          .build();

  private DmaStartOp() {}

  private static int rank(Value v) {
    return ((MemRefType) v.type()).rank();
  }

  private static boolean allIndex(Operation op, int from, int count) {
    for (int i = from; i < from + count; i++) {
      if (!(op.operand(i).type() instanceof IndexType)) {
        return false;
      }
    }
    return true;
  }

  private static boolean verify(Operation op) {
    int n = op.numOperands();
    if (n < 4) {
      return op.emitOpError("expected at least 4 operands").report();
    }
    if (!(op.operand(0).type() instanceof MemRefType)) {
      return op.emitOpError("expected source to be of memref type").report();
    }
    int srcRank = rank(op.operand(0));
    if (n < srcRank + 4) {
      return op.emitOpError("expected at least " + (srcRank + 4) + " operands").report();
    }
    if (!allIndex(op, 1, srcRank)) {
      return op.emitOpError("expected source indices to be of index type").report();
    }
    Value dst = op.operand(1 + srcRank);
    if (!(dst.type() instanceof MemRefType)) {
      return op.emitOpError("expected destination to be of memref type").report();
    }
    int dstRank = rank(dst);
    int expected = srcRank + dstRank + 4;
    if (n < expected) {
      return op.emitOpError("expected at least " + expected + " operands").report();
    }
    if (!allIndex(op, 2 + srcRank, dstRank)) {
      return op.emitOpError("expected destination indices to be of index type").report();
    }
    if (!(op.operand(2 + srcRank + dstRank).type() instanceof IndexType)) {
      return op.emitOpError("expected num elements to be of index type").report();
    }
    Value tag = op.operand(3 + srcRank + dstRank);
    if (!(tag.type() instanceof MemRefType)) {
      return op.emitOpError("expected tag to be of memref type").report();
    }
    expected += rank(tag);
    if (n < expected) {
      return op.emitOpError("expected at least " + expected + " operands").report();
    }
    if (!allIndex(op, 4 + srcRank + dstRank, rank(tag))) {
      return op.emitOpError("expected tag indices to be of index type").report();
    }
    if (n != expected && n != expected + 2) {
      return op.emitOpError("incorrect number of operands").report();
    }
    if (n == expected + 2 && !allIndex(op, expected, 2)) {
      return op.emitOpError("expected stride and num elements per stride to be of type index").report();
    }
    return true;
  }

  private static final class Syntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      Map<String, Attribute> props = CustomAssembly.props();
      UnresolvedOperand src = p.parseOperand();
      List<UnresolvedOperand> srcIdx = p.parseOperandList(Delimiter.SQUARE, -1);
      p.parseComma();
      UnresolvedOperand dst = p.parseOperand();
      List<UnresolvedOperand> dstIdx = p.parseOperandList(Delimiter.SQUARE, -1);
      p.parseComma();
      UnresolvedOperand num = p.parseOperand();
      p.parseComma();
      UnresolvedOperand tag = p.parseOperand();
      List<UnresolvedOperand> tagIdx = p.parseOperandList(Delimiter.SQUARE, -1);
      List<UnresolvedOperand> strideInfo = List.of();
      if (p.parseOptionalComma()) {
        strideInfo = p.parseOperandList();
      }
      CustomAssembly.parseAttrDict(p, DEF, props, state);
      List<Type> types = p.parseColonTypeList();
      if (types.size() != 3) {
        throw p.emitError(p.nameOffset(), "fewer/more types expected");
      }
      Type index = IndexType.get(p.context());
      state.operands.add(p.resolveOperand(src, types.get(0)));
      p.resolveOperands(srcIdx, index, state.operands);
      state.operands.add(p.resolveOperand(dst, types.get(1)));
      p.resolveOperands(dstIdx, index, state.operands);
      state.operands.add(p.resolveOperand(num, index));
      state.operands.add(p.resolveOperand(tag, types.get(2)));
      p.resolveOperands(tagIdx, index, state.operands);
      p.resolveOperands(strideInfo, index, state.operands);
      if (!strideInfo.isEmpty() && strideInfo.size() != 2) {
        throw p.emitError(p.nameOffset(), "expected two stride related operands");
      }
      CustomAssembly.setProperties(state, props);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      List<Value> ops = op.operands();
      int srcRank = rank(ops.get(0));
      int dstPos = 1 + srcRank;
      int dstRank = rank(ops.get(dstPos));
      int tagPos = dstPos + dstRank + 2;
      int tagRank = rank(ops.get(tagPos));
      p.print(' ');
      p.printOperand(ops.get(0));
      p.print('[');
      p.printOperands(ops.subList(1, dstPos));
      p.print("], ");
      p.printOperand(ops.get(dstPos));
      p.print('[');
      p.printOperands(ops.subList(dstPos + 1, dstPos + 1 + dstRank));
      p.print("], ");
      p.printOperand(ops.get(dstPos + 1 + dstRank));
      p.print(", ");
      p.printOperand(ops.get(tagPos));
      p.print('[');
      p.printOperands(ops.subList(tagPos + 1, tagPos + 1 + tagRank));
      p.print(']');
      if (ops.size() > tagPos + 1 + tagRank) {
        p.print(", ");
        p.printOperands(ops.subList(tagPos + 1 + tagRank, ops.size()));
      }
      CustomAssembly.printAttrDict(p, op, List.of());
      p.print(" : ");
      p.printType(ops.get(0).type());
      p.print(", ");
      p.printType(ops.get(dstPos).type());
      p.print(", ");
      p.printType(ops.get(tagPos).type());
    }
  }
}
