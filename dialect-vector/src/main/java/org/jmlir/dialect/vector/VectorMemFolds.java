package org.jmlir.dialect.vector;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.utils.ShapedFolds;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.VectorType;

/** Folds of the vector memory ops (bypassed memref.casts) and their constant-mask patterns, after MLIR 22. */
final class VectorMemFolds {
  private VectorMemFolds() {}

  static final int ALL_TRUE = 1;
  static final int ALL_FALSE = -1;

  /** getMaskFormat: all-true, all-false or unknown (0) for a constant, constant_mask or create_mask mask. */
  static int maskFormat(Value mask) {
    Operation def = mask.definingOp();
    if (def == null) {
      return 0;
    }
    if (def.name().equals("arith.constant")) {
      if (!(def.inherentAttr("value") instanceof DenseIntOrFPElementsAttr d) || !(mask.type() instanceof VectorType vt)) {
        return 0;
      }
      long n = d.isSplat() ? 1 : VectorSliceFolds.count(vt.shape());
      int val = 0;
      for (long i = 0; i < n; i++) {
        boolean b = ShapedFolds.element(def.context(), d, i) instanceof IntegerAttr ia && ia.value().signum() != 0;
        if (b && val >= 0) {
          val++;
        } else if (!b && val <= 0) {
          val--;
        } else {
          return 0;
        }
      }
      return Integer.signum(val);
    }
    if (def.def() == VectorOps.CONSTANT_MASK) {
      long[] dims = VectorOp.longs(def.inherentAttr("mask_dim_sizes"));
      long[] shape = ((VectorType) mask.type()).shape();
      boolean allTrue = true;
      boolean allFalse = true;
      for (int i = 0; i < dims.length && i < shape.length; i++) {
        allTrue &= dims[i] >= shape[i];
        allFalse &= dims[i] <= 0;
      }
      return allTrue ? ALL_TRUE : allFalse ? ALL_FALSE : 0;
    }
    if (def.def() == VectorOps.CREATE_MASK) {
      for (Value v : def.operands()) {
        Long c = VectorFolds.constantIndex(v);
        if (c != null && c <= 0) {
          return ALL_FALSE;
        }
      }
    }
    return 0;
  }

  /** The memory ops' fold (foldMemRefCast): a memref.cast of the base is bypassed. */
  static List<OpFoldResult> foldBaseCast(Operation op, List<Attribute> constants) {
    int base = op.def() == VectorOps.STORE ? 1 : 0;
    Operation cast = op.operand(base).definingOp();
    if (cast != null && cast.name().equals("memref.cast") && cast.operand(0).type() instanceof MemRefType) {
      op.setOperand(base, cast.operand(0));
      return ShapedFolds.inPlace();
    }
    return null;
  }

  private static Value mask(Operation op) {
    return op.operand(op.numOperands() - 2);
  }

  /** base and indices: every operand before the mask (gather/scatter: before their index vector). */
  private static List<Value> baseAndIndices(Operation op) {
    return new ArrayList<>(op.operands().subList(0, op.numOperands() - 2));
  }

  private static Operation build(PatternRewriter rw, Operation at, String name, List<Value> operands, List<org.jmlir.ir.type.Type> types) {
    OperationState s = new OperationState(rw.context(), rw.context().lookupOp(name), at.location());
    s.addOperands(operands);
    s.addTypes(types);
    rw.setInsertionPoint(at);
    return rw.create(s);
  }

  /** MaskedLoadFolder and ExpandLoadFolder: all-true is a vector.load, all-false the pass-through. */
  static boolean maskedLoad(Operation op, PatternRewriter rw) {
    int f = maskFormat(mask(op));
    if (f == ALL_TRUE) {
      rw.replaceOp(op, List.of(build(rw, op, "vector.load", baseAndIndices(op), List.of(op.result(0).type())).result(0)));
      return true;
    }
    if (f == ALL_FALSE) {
      rw.replaceOp(op, List.of(op.operand(op.numOperands() - 1)));
      return true;
    }
    return false;
  }

  /** MaskedStoreFolder and CompressStoreFolder: all-true is a vector.store, all-false nothing. */
  static boolean maskedStore(Operation op, PatternRewriter rw) {
    int f = maskFormat(mask(op));
    if (f == ALL_TRUE) {
      List<Value> operands = new ArrayList<>();
      operands.add(op.operand(op.numOperands() - 1));
      operands.addAll(baseAndIndices(op));
      build(rw, op, "vector.store", operands, List.of());
      rw.eraseOp(op);
      return true;
    }
    if (f == ALL_FALSE) {
      rw.eraseOp(op);
      return true;
    }
    return false;
  }

  /** GatherFolder: an all-false gather is its pass-through. */
  static boolean gather(Operation op, PatternRewriter rw) {
    if (maskFormat(mask(op)) != ALL_FALSE) {
      return false;
    }
    rw.replaceOp(op, List.of(op.operand(op.numOperands() - 1)));
    return true;
  }

  /** ScatterFolder: an all-false scatter into a memref does nothing (on a tensor it is the destination). */
  static boolean scatter(Operation op, PatternRewriter rw) {
    if (maskFormat(mask(op)) != ALL_FALSE) {
      return false;
    }
    if (op.numResults() == 1) {
      rw.replaceOp(op, List.of(op.operand(0)));
    } else {
      rw.eraseOp(op);
    }
    return true;
  }

  /**
   * ExtractOpFromCreateMask: a vector extract of a create_mask is all-false when a static position is
   * past the constant bound of its dim, else a create_mask of the remaining bounds when every indexed
   * dim's bound is a constant (a dynamic position needs a full dim).
   */
  static boolean extractOfCreateMask(Operation op, PatternRewriter rw) {
    Operation mask = op.operand(0).definingOp();
    if (mask == null || mask.def() != VectorOps.CREATE_MASK || !(op.result(0).type() instanceof VectorType out)) {
      return false;
    }
    long[] pos = VectorOp.longs(op.inherentAttr("static_position"));
    long[] shape = ((VectorType) mask.result(0).type()).shape();
    boolean unknown = false;
    boolean allFalse = maskFormat(op.operand(0)) == ALL_FALSE;
    for (int d = 0; !allFalse && d < pos.length; d++) {
      Long bound = VectorFolds.constantIndex(mask.operand(d));
      if (bound == null) {
        unknown = true;
      } else if (pos[d] != org.jmlir.ir.type.ShapedType.DYNAMIC) {
        allFalse = pos[d] >= bound;
      } else if (bound < shape[d]) {
        unknown = true;
      }
    }
    if (allFalse) {
      OperationState s = new OperationState(rw.context(), rw.context().lookupOp("arith.constant"), op.location());
      s.addTypes(List.of(out));
      s.addAttribute("value", VectorFolds.dense(rw.context(), out, List.of(IntegerAttr.bool(rw.context(), false))));
      rw.setInsertionPoint(op);
      rw.replaceOp(op, List.of(rw.create(s).result(0)));
      return true;
    }
    if (unknown) {
      return false;
    }
    List<Value> bounds = new ArrayList<>(mask.operands().subList(pos.length, mask.numOperands()));
    rw.replaceOp(op, List.of(build(rw, op, "vector.create_mask", bounds, List.of(out)).result(0)));
    return true;
  }
}
