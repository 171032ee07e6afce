package org.jmlir.dialect.llvm;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * The llvm ops' fold hooks as MLIR 22 has them: the constant ops fold to their value, icmp of a value
 * with itself or of an alloca with null, extractvalue through insertvalue chains, cast chains that
 * come back to their source type, getelementptr with constant indices, and constant shl/or/zext.
 * Nothing else folds (add, sub, trunc, sext, ... stay, as in MLIR).
 */
final class LlvmFolders {
  private LlvmFolders() {}

  /** Folded in place. */
  private static final List<OpFoldResult> IN_PLACE = List.of();

  private static List<OpFoldResult> value(Value v) {
    return List.of(OpFoldResult.of(v));
  }

  private static List<OpFoldResult> attr(Attribute a) {
    return a == null ? null : List.of(OpFoldResult.of(a));
  }

  private static boolean definedBy(Value v, OpDef def) {
    Operation d = v.definingOp();
    return d != null && d.def() == def;
  }

  static final OpFolder CONSTANT = (op, c) -> attr(op.inherentAttr("value"));

  /** A builtin zero where Builder::getZeroAttr makes one, else {@code #llvm.zero}. */
  static final OpFolder ZERO =
      (op, c) -> {
        Attribute z = ConstFold.zero(op.context(), op.result(0).type());
        return attr(z != null ? z : LlvmValueAttr.get(op.context(), LlvmValueAttr.ZERO));
      };

  static final OpFolder UNDEF = (op, c) -> attr(LlvmValueAttr.get(op.context(), LlvmValueAttr.UNDEF));

  static final OpFolder POISON = (op, c) -> attr(LlvmValueAttr.get(op.context(), LlvmValueAttr.POISON));

  /** icmp eq/ne of a value with itself, or of an alloca with null (null first is swapped round). */
  static final OpFolder ICMP =
      (op, c) -> {
        String pred = LlvmEnums.ICMP_PREDICATE.keyword(op.inherentAttr("predicate"));
        if (!"eq".equals(pred) && !"ne".equals(pred)) {
          return null;
        }
        Type t = op.result(0).type();
        Value lhs = op.operand(0);
        Value rhs = op.operand(1);
        if (lhs == rhs) {
          return attr(ConstFold.bool(op.context(), t, pred.equals("eq")));
        }
        if (definedBy(lhs, AllocaOp.DEF) && definedBy(rhs, LlvmOps.ZERO)) {
          return attr(ConstFold.bool(op.context(), t, pred.equals("ne")));
        }
        if (definedBy(lhs, LlvmOps.ZERO) && definedBy(rhs, AllocaOp.DEF)) {
          op.setOperand(0, rhs);
          op.setOperand(1, lhs);
          return IN_PLACE;
        }
        return null;
      };

  /** bitcast/addrspacecast back to the source type, directly or through one more cast of the kind. */
  static final OpFolder CHAINED_CAST =
      (op, c) -> {
        Value arg = op.operand(0);
        Type resType = op.result(0).type();
        if (arg.type().equals(resType)) {
          return value(arg);
        }
        Operation prev = arg.definingOp();
        if (prev != null && prev.def() == op.def() && prev.operand(0).type().equals(resType)) {
          return value(prev.operand(0));
        }
        return null;
      };

  static final OpFolder SHL =
      (op, c) -> {
        if (!(c.get(1) instanceof IntegerAttr rhs) || !(op.result(0).type() instanceof IntegerType t)) {
          return null;
        }
        BigInteger amount = rhs.value().and(BigInteger.ONE.shiftLeft(t.width()).subtract(BigInteger.ONE));
        if (amount.compareTo(BigInteger.valueOf(t.width())) >= 0 || !(c.get(0) instanceof IntegerAttr lhs)) {
          return null;
        }
        return attr(IntegerAttr.get(op.context(), t, truncate(lhs.value().shiftLeft(amount.intValue()), t.width())));
      };

  static final OpFolder OR =
      (op, c) -> {
        if (c.get(0) instanceof IntegerAttr l && c.get(1) instanceof IntegerAttr r && op.result(0).type() instanceof IntegerType t) {
          return attr(IntegerAttr.get(op.context(), t, truncate(l.value().or(r.value()), t.width())));
        }
        return null;
      };

  static final OpFolder ZEXT =
      (op, c) -> {
        if (c.get(0) instanceof IntegerAttr a
            && a.type() instanceof IntegerType from
            && op.result(0).type() instanceof IntegerType to) {
          BigInteger unsigned = a.value().and(BigInteger.ONE.shiftLeft(from.width()).subtract(BigInteger.ONE));
          return attr(IntegerAttr.get(op.context(), to, truncate(unsigned, to.width())));
        }
        return null;
      };

  /** The two's-complement value of the low {@code width} bits, signed as IntegerAttr stores it. */
  private static BigInteger truncate(BigInteger v, int width) {
    BigInteger mask = BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE);
    BigInteger u = v.and(mask);
    return width > 0 && u.testBit(width - 1) ? u.subtract(BigInteger.ONE.shiftLeft(width)) : u;
  }

  /**
   * extractvalue: of an extractvalue (positions joined), of a dense constant (its element), and
   * through insertvalue chains (the inserted value at the same position; otherwise skipping inserts
   * at unrelated positions).
   */
  static final OpFolder EXTRACTVALUE =
      (op, c) -> {
        MLIRContext ctx = op.context();
        Value container = op.operand(0);
        long[] pos = positions(op);
        if (definedBy(container, LlvmOps.EXTRACTVALUE)) {
          Operation inner = container.definingOp();
          long[] outer = positions(inner);
          long[] joined = new long[outer.length + pos.length];
          System.arraycopy(outer, 0, joined, 0, outer.length);
          System.arraycopy(pos, 0, joined, outer.length, pos.length);
          op.setAttr("position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), joined));
          op.setOperand(0, inner.operand(0));
          return IN_PLACE;
        }
        Attribute cst = OperationFolder.constantValue(container);
        if (cst instanceof org.jmlir.ir.attr.DenseIntOrFPElementsAttr d && d.elementType().equals(op.result(0).type())) {
          if (d.isSplat()) {
            return attr(org.jmlir.dialect.utils.ShapedFolds.element(ctx, d, 0));
          }
          if (pos.length == 1) {
            return pos[0] >= 0 && pos[0] < d.type().numElements() ? attr(org.jmlir.dialect.utils.ShapedFolds.element(ctx, d, pos[0])) : null;
          }
        }
        Operation insert = definedBy(container, LlvmOps.INSERTVALUE) ? container.definingOp() : null;
        List<OpFoldResult> result = null;
        long[] extractPos = pos;
        boolean switchedToInserted = false;
        while (insert != null) {
          long[] insertPos = positions(insert);
          if (java.util.Arrays.equals(extractPos, insertPos)) {
            return value(insert.operand(1));
          }
          if (extractPos.length > insertPos.length && prefix(extractPos, insertPos, insertPos.length)) {
            Value inserted = insert.operand(1);
            insert = definedBy(inserted, LlvmOps.INSERTVALUE) ? inserted.definingOp() : null;
            extractPos = java.util.Arrays.copyOfRange(extractPos, insertPos.length, extractPos.length);
            switchedToInserted = true;
            continue;
          }
          int min = Math.min(extractPos.length, insertPos.length);
          if (prefix(extractPos, insertPos, min)) {
            return result;
          }
          if (!switchedToInserted) {
            op.setOperand(0, insert.operand(0));
            result = IN_PLACE;
          }
          Value next = insert.operand(0);
          insert = definedBy(next, LlvmOps.INSERTVALUE) ? next.definingOp() : null;
        }
        return result;
      };

  private static long[] positions(Operation op) {
    DenseArrayAttr d = (DenseArrayAttr) op.inherentAttr("position");
    long[] out = new long[d.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = d.rawValue(i);
    }
    return out;
  }

  private static boolean prefix(long[] a, long[] b, int n) {
    for (int i = 0; i < n; i++) {
      if (a[i] != b[i]) {
        return false;
      }
    }
    return true;
  }

  /**
   * getelementptr: a single zero index on a pointer of the result type is the base; dynamic indices
   * with a constant value that fits 32 signed bits become constant indices (in place).
   */
  static final OpFolder GEP =
      (op, c) -> {
        GEPOp g = (GEPOp) op;
        int[] raw = g.rawConstantIndices();
        List<Attribute> indices = new ArrayList<>();
        int dyn = 1;
        for (int r : raw) {
          indices.add(r == GEPOp.DYNAMIC_INDEX ? c.get(dyn++) : IntegerAttr.get(op.context(), IntegerType.get(op.context(), 32), r));
        }
        if (g.base().type().equals(op.result(0).type())
            && indices.size() == 1
            && indices.get(0) instanceof IntegerAttr i
            && i.value().signum() == 0) {
          return value(g.base());
        }
        boolean changed = false;
        long[] newRaw = new long[raw.length];
        List<Value> operands = new ArrayList<>();
        operands.add(g.base());
        dyn = 1;
        for (int k = 0; k < raw.length; k++) {
          if (raw[k] != GEPOp.DYNAMIC_INDEX) {
            newRaw[k] = raw[k];
            continue;
          }
          Value v = op.operand(dyn);
          Attribute a = c.get(dyn++);
          if (a instanceof IntegerAttr i && i.value().bitLength() < 32) {
            newRaw[k] = i.value().intValue();
            changed = true;
          } else {
            newRaw[k] = GEPOp.DYNAMIC_INDEX;
            operands.add(v);
          }
        }
        if (!changed) {
          return null;
        }
        op.setOperands(operands);
        op.setAttr("rawConstantIndices", DenseArrayAttr.get(op.context(), IntegerType.get(op.context(), 32), newRaw));
        return IN_PLACE;
      };
}
