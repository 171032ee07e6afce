package org.jmlir.conversion.indextollvm;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.conversion.llvmcommon.LlvmBuilder;
import org.jmlir.conversion.llvmcommon.LlvmConversionPass;
import org.jmlir.conversion.llvmcommon.LlvmTypeConverter;
import org.jmlir.dialect.index.CmpOp;
import org.jmlir.dialect.llvm.LlvmEnums;
import org.jmlir.dialect.llvm.LlvmOps;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.rewrite.conversion.ConversionPattern;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * {@code convert-index-to-llvm}, as MLIR 22's IndexToLLVM: the index ops become llvm ops on
 * {@code i<index-bitwidth>}; ceildivs, ceildivu and floordivs expand into MLIR's branch-free
 * sequences.
 */
public final class IndexToLlvm extends LlvmConversionPass {
  public IndexToLlvm(PassOptions o) {
    super(o, Set.of("index-bitwidth"), "convert-index-to-llvm", "ConvertIndexToLLVMPass", "Lower the `index` dialect to the `llvm` dialect.");
  }




  @Override
  protected List<RewritePattern> patterns(LlvmTypeConverter converter) {
    return patterns(converter, new ArrayList<>());
  }


  /** Adds the index-to-llvm patterns to {@code out}. */
  public static List<RewritePattern> patterns(LlvmTypeConverter tc, List<RewritePattern> out) {
    Object[][] direct = {
      {"index.add", LlvmOps.ADD}, {"index.sub", LlvmOps.SUB}, {"index.mul", LlvmOps.MUL}, {"index.divs", LlvmOps.SDIV},
      {"index.divu", LlvmOps.UDIV}, {"index.rems", LlvmOps.SREM}, {"index.remu", LlvmOps.UREM},
      {"index.shl", LlvmOps.SHL}, {"index.shrs", LlvmOps.ASHR}, {"index.shru", LlvmOps.LSHR},
      {"index.and", LlvmOps.AND}, {"index.or", LlvmOps.OR}, {"index.xor", LlvmOps.XOR},
      {"index.maxs", "llvm.intr.smax"}, {"index.maxu", "llvm.intr.umax"}, {"index.mins", "llvm.intr.smin"},
      {"index.minu", "llvm.intr.umin"}
    };
    for (Object[] d : direct) {
      out.add(ConversionPattern.of((String) d[0], tc, (op, operands, rw) -> {
        OpDef def = d[1] instanceof OpDef od ? od : op.context().lookupOp((String) d[1]);
        rw.replaceOp(op, List.of(new LlvmBuilder(rw, op.location()).binary(def, operands.get(0), operands.get(1))));
        return true;
      }));
    }
    out.add(ConversionPattern.of("index.constant", tc, (op, operands, rw) -> {
      Type t = tc.indexType();
      long v = ((IntegerAttr) op.inherentAttr("value")).longValue();
      rw.replaceOp(op, List.of(new LlvmBuilder(rw, op.location()).intConstant(t, v)));
      return true;
    }));
    out.add(ConversionPattern.of("index.bool.constant", tc, (op, operands, rw) -> {
      rw.replaceOp(op, List.of(new LlvmBuilder(rw, op.location()).constant(op.result(0).type(), op.inherentAttr("value"))));
      return true;
    }));
    out.add(ConversionPattern.of("index.sizeof", tc, (op, operands, rw) -> {
      rw.replaceOp(op, List.of(new LlvmBuilder(rw, op.location()).intConstant(tc.indexType(), tc.indexBitwidth())));
      return true;
    }));
    out.add(ConversionPattern.of("index.cmp", tc, (op, operands, rw) -> {
      int pred = ((CmpOp) op).predicate().ordinal();
      Value v = new LlvmBuilder(rw, op.location())
          .value(LlvmOps.ICMP, IntegerType.get(op.context(), 1), operands, "predicate", LlvmEnums.ICMP_PREDICATE.attr(op.context(), pred));
      rw.replaceOp(op, List.of(v));
      return true;
    }));
    for (String cast : List.of("index.casts", "index.castu")) {
      boolean signed = cast.equals("index.casts");
      out.add(ConversionPattern.of(cast, tc, (op, operands, rw) -> {
        Value in = operands.get(0);
        Type t = tc.convertType(op.result(0).type());
        int from = ((IntegerType) in.type()).width();
        int to = ((IntegerType) t).width();
        LlvmBuilder b = new LlvmBuilder(rw, op.location());
        Value r = from == to ? in : b.value(to < from ? LlvmOps.TRUNC : signed ? LlvmOps.SEXT : LlvmOps.ZEXT, t, List.of(in));
        rw.replaceOp(op, List.of(r));
        return true;
      }));
    }
    out.add(ConversionPattern.of("index.ceildivs", tc, (op, operands, rw) -> {
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Value n = operands.get(0);
      Value m = operands.get(1);
      Type t = n.type();
      Value zero = b.intConstant(t, 0);
      Value one = b.intConstant(t, 1);
      Value negOne = b.intConstant(t, -1);
      Value mPos = icmp(b, "sgt", m, zero);
      Value x = select(b, mPos, negOne, one);
      Value posRes = b.binary(LlvmOps.ADD, b.binary(LlvmOps.SDIV, b.binary(LlvmOps.ADD, n, x), m), one);
      Value negRes = b.binary(LlvmOps.SUB, zero, b.binary(LlvmOps.SDIV, b.binary(LlvmOps.SUB, zero, n), m));
      Value nPos = icmp(b, "sgt", n, zero);
      Value sameSign = icmp(b, "eq", nPos, mPos);
      Value nNonZero = icmp(b, "ne", n, zero);
      Value cmp = b.binary(LlvmOps.AND, sameSign, nNonZero);
      rw.replaceOp(op, List.of(select(b, cmp, posRes, negRes)));
      return true;
    }));
    out.add(ConversionPattern.of("index.ceildivu", tc, (op, operands, rw) -> {
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Value n = operands.get(0);
      Value m = operands.get(1);
      Value zero = b.intConstant(n.type(), 0);
      Value one = b.intConstant(n.type(), 1);
      Value plusOne = b.binary(LlvmOps.ADD, b.binary(LlvmOps.UDIV, b.binary(LlvmOps.SUB, n, one), m), one);
      rw.replaceOp(op, List.of(select(b, icmp(b, "eq", n, zero), zero, plusOne)));
      return true;
    }));
    out.add(ConversionPattern.of("index.floordivs", tc, (op, operands, rw) -> {
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Value n = operands.get(0);
      Value m = operands.get(1);
      Type t = n.type();
      Value zero = b.intConstant(t, 0);
      Value one = b.intConstant(t, 1);
      Value negOne = b.intConstant(t, -1);
      Value mNeg = icmp(b, "slt", m, zero);
      Value x = select(b, mNeg, one, negOne);
      Value negRes = b.binary(LlvmOps.SUB, negOne, b.binary(LlvmOps.SDIV, b.binary(LlvmOps.SUB, x, n), m));
      Value posRes = b.binary(LlvmOps.SDIV, n, m);
      Value nNeg = icmp(b, "slt", n, zero);
      Value diffSign = icmp(b, "ne", nNeg, mNeg);
      Value nNonZero = icmp(b, "ne", n, zero);
      Value cmp = b.binary(LlvmOps.AND, diffSign, nNonZero);
      rw.replaceOp(op, List.of(select(b, cmp, negRes, posRes)));
      return true;
    }));
    return out;
  }

  static Value icmp(LlvmBuilder b, String pred, Value lhs, Value rhs) {
    return b.value(LlvmOps.ICMP, IntegerType.get(b.context(), 1), List.of(lhs, rhs), "predicate", LlvmEnums.ICMP_PREDICATE.attr(b.context(), pred));
  }

  static Value select(LlvmBuilder b, Value c, Value t, Value f) {
    return b.value(LlvmOps.SELECT, t.type(), List.of(c, t, f));
  }
}
