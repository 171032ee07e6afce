package org.jmlir.dialect.affine.transforms;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.jmlir.dialect.affine.AffineMemoryOp;
import org.jmlir.dialect.affine.AffineValidity;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.type.MemRefType;

/**
 * {@code affine-raise-from-memref} (MLIR's RaiseMemrefDialect, on func.func): a memref.load or
 * memref.store whose every index is an integer constant, a valid affine symbol or dim, or an
 * arith.addi / arith.muli of such (a product needing one symbolic-or-constant side) becomes an
 * affine.load / affine.store with that map: dims in order of first use, then symbols. The map is
 * left as built (no canonicalization).
 */
public final class AffineRaiseFromMemref extends Pass {
  public AffineRaiseFromMemref(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "affine-raise-from-memref";
  }

  @Override
  public String summary() {
    return "Turn some memref operators to affine operators where supported";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    PatternRewriter rw = new PatternRewriter(root.context());
    for (Operation op : root.collect(o -> o.name().equals("memref.load") || o.name().equals("memref.store"))) {
      boolean store = op.name().equals("memref.store");
      int memrefIndex = store ? 1 : 0;
      List<Value> dims = new ArrayList<>();
      List<Value> symbols = new ArrayList<>();
      List<AffineExpr> results = new ArrayList<>();
      boolean ok = true;
      for (Value index : op.operands().subList(memrefIndex + 1, op.numOperands())) {
        AffineExpr e = toAffineExpr(index, dims, symbols);
        if (e == null) {
          ok = false;
          break;
        }
        results.add(e);
      }
      if (!ok) {
        continue;
      }
      AffineMap map = new AffineMap(dims.size(), symbols.size(), results);
      Value memref = op.operand(memrefIndex);
      OperationState s = new OperationState(root.context(), store ? AffineMemoryOp.STORE : AffineMemoryOp.LOAD, op.location());
      if (store) {
        s.addOperand(op.operand(0));
      }
      s.addOperand(memref);
      s.addOperands(dims);
      s.addOperands(symbols);
      if (!store) {
        s.addType(((MemRefType) memref.type()).elementType());
      }
      s.addAttribute("map", AffineMapAttr.get(root.context(), map));
      rw.setInsertionPoint(op);
      rw.replaceOpWithNewOp(op, s);
    }
  }

  /** The position of {@code v} in {@code list}, appended when new and {@code valid}; -1 otherwise. */
  private static int position(Value v, List<Value> list, Predicate<Value> valid) {
    int i = list.indexOf(v);
    if (i >= 0) {
      return i;
    }
    if (!valid.test(v)) {
      return -1;
    }
    list.add(v);
    return list.size() - 1;
  }

  /** MLIR's toAffineExpr of the raising pass, or null when the value is not affine. */
  private static AffineExpr toAffineExpr(Value v, List<Value> dims, List<Value> symbols) {
    if (OperationFolder.constantValue(v) instanceof IntegerAttr c) {
      return AffineExpr.constant(c.longValue());
    }
    Operation def = v.definingOp();
    if (def != null && (def.name().equals("arith.addi") || def.name().equals("arith.muli"))) {
      AffineExpr lhs = toAffineExpr(def.operand(0), dims, symbols);
      AffineExpr rhs = toAffineExpr(def.operand(1), dims, symbols);
      if (lhs == null || rhs == null) {
        return null;
      }
      if (def.name().equals("arith.addi")) {
        return lhs.add(rhs);
      }
      return lhs.isSymbolicOrConstant() || rhs.isSymbolicOrConstant() ? lhs.mul(rhs) : null;
    }
    int s = position(v, symbols, AffineValidity::isValidSymbol);
    if (s >= 0) {
      return AffineExpr.symbol(s);
    }
    int d = position(v, dims, AffineValidity::isValidDim);
    return d >= 0 ? AffineExpr.dim(d) : null;
  }
}
