package org.jmlir.conversion.affinetostandard;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.dialect.affine.AffineIndexOp;
import org.jmlir.dialect.arith.ArithAttrs;
import org.jmlir.dialect.arith.IntegerOverflowFlagsAttr;
import org.jmlir.dialect.memref.MemRefBuilders;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.interfaces.LoopLikeOpInterface;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.ShapedType;

/**
 * MLIR 22's lowerAffineLinearizeIndexOp / lowerAffineDelinearizeIndexOp (AffineExpandIndexOps.cpp):
 * the index ops as arith multiplications, additions, divisions and remainders over the basis' suffix
 * products. Used by {@code -affine-expand-index-ops} and {@code -lower-affine}.
 */
public final class IndexOpsLowering {
  private IndexOpsLowering() {}

  private static final int NSW = 1;
  private static final int NUW = 2;

  /** Replaces a delinearization by its arith expansion. */
  public static void lowerDelinearize(PatternRewriter rw, AffineIndexOp op) {
    Location loc = op.location();
    Value linear = op.linearIndex();
    long[] basis = op.staticBasis();
    if (op.numResults() == basis.length) {
      basis = Arrays.copyOfRange(basis, 1, basis.length);
    }
    rw.setInsertionPoint(op);
    if (op.numResults() == 1) {
      rw.replaceOp(op, List.of(linear));
      return;
    }
    List<Value> strides = strides(rw, loc, op.dynamicBasis(), basis, true);
    Value zero = MemRefBuilders.constantIndex(rw, loc, 0);
    List<Value> results = new ArrayList<>();
    results.add(binary(rw, loc, "arith.floordivsi", linear, strides.get(0), -1));
    for (int i = 0; i < strides.size() - 1; i++) {
      Value mod = modTerm(rw, loc, linear, strides.get(i), zero);
      results.add(binary(rw, loc, "arith.divsi", mod, strides.get(i + 1), -1));
    }
    results.add(modTerm(rw, loc, linear, strides.get(strides.size() - 1), zero));
    rw.replaceOp(op, results);
  }

  /** Replaces a linearization by its arith expansion, adding the most hoistable terms first. */
  public static void lowerLinearize(PatternRewriter rw, AffineIndexOp op) {
    Location loc = op.location();
    rw.setInsertionPoint(op);
    List<Value> multi = op.multiIndex();
    if (multi.isEmpty()) {
      rw.replaceOp(op, List.of(MemRefBuilders.constantIndex(rw, loc, 0)));
      return;
    }
    int n = multi.size();
    long[] basis = op.staticBasis();
    if (n == basis.length) {
      basis = Arrays.copyOfRange(basis, 1, basis.length);
    }
    List<Value> strides = strides(rw, loc, op.dynamicBasis(), basis, op.disjoint());
    record Term(Value value, int hoistable) {}
    List<Term> terms = new ArrayList<>();
    for (int i = 0; i < strides.size(); i++) {
      terms.add(new Term(binary(rw, loc, "arith.muli", multi.get(i), strides.get(i), NSW), invariantLoops(op.opOperand(i))));
    }
    terms.add(new Term(multi.get(n - 1), invariantLoops(op.opOperand(n - 1))));
    terms.sort((a, b) -> Integer.compare(b.hoistable, a.hoistable));
    Value result = terms.get(0).value;
    for (int i = 1; i < terms.size(); i++) {
      result = binary(rw, loc, "arith.addi", result, terms.get(i).value, NSW);
    }
    rw.replaceOp(op, List.of(result));
  }

  /** MLIR's numEnclosingInvariantLoops: the loops around the use its value could be hoisted above. */
  private static int invariantLoops(OpOperand use) {
    int count = 0;
    Operation current = use.owner();
    for (Operation p = current.parentOp(); p != null; p = p.parentOp()) {
      if (LoopLikeOpInterface.of(p) == null) {
        continue;
      }
      if (!LoopLikeOpInterface.isDefinedOutsideOfLoop(p, use.get())) {
        break;
      }
      count++;
    }
    return count;
  }

  /** MLIR's computeStrides: the suffix products of the basis (outer bound already dropped). */
  private static List<Value> strides(PatternRewriter rw, Location loc, List<Value> dynamicBasis, long[] basis, boolean nonNegative) {
    List<Value> result = new ArrayList<>();
    if (basis.length == 0) {
      return result;
    }
    int flags = nonNegative ? NSW | NUW : NSW;
    int dynamicIndex = dynamicBasis.size();
    Value dynamicPart = null;
    long staticPart = 1;
    for (int i = basis.length - 1; i >= 0; i--) {
      if (basis[i] == ShapedType.DYNAMIC) {
        Value d = dynamicBasis.get(--dynamicIndex);
        dynamicPart = dynamicPart == null ? d : binary(rw, loc, "arith.muli", dynamicPart, d, flags);
      } else {
        staticPart *= basis[i];
      }
      if (dynamicPart != null && staticPart == 1) {
        result.add(dynamicPart);
      } else {
        Value stride = MemRefBuilders.constantIndex(rw, loc, staticPart);
        if (dynamicPart != null) {
          stride = binary(rw, loc, "arith.muli", dynamicPart, stride, flags);
        }
        result.add(stride);
      }
    }
    java.util.Collections.reverse(result);
    return result;
  }

  private static Value modTerm(PatternRewriter rw, Location loc, Value linear, Value stride, Value zero) {
    Value rem = binary(rw, loc, "arith.remsi", linear, stride, -1);
    MLIRContext ctx = rw.context();
    OperationState cmp = new OperationState(ctx, ctx.opDef("arith.cmpi"), loc);
    cmp.addOperand(rem).addOperand(zero).addType(IntegerType.get(ctx, 1));
    cmp.addAttribute("predicate", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), ArithAttrs.CMPI_PREDICATES.indexOf("slt")));
    Value negative = rw.create(cmp).result(0);
    Value corrected = binary(rw, loc, "arith.addi", rem, stride, NSW);
    OperationState sel = new OperationState(ctx, ctx.opDef("arith.select"), loc);
    sel.addOperand(negative).addOperand(corrected).addOperand(rem).addType(rem.type());
    return rw.create(sel).result(0);
  }

  /** {@code name %a, %b} with overflow flags {@code flags} (-1: an op without them). */
  private static Value binary(PatternRewriter rw, Location loc, String name, Value a, Value b, int flags) {
    MLIRContext ctx = rw.context();
    OperationState s = new OperationState(ctx, ctx.opDef(name), loc);
    s.addOperand(a).addOperand(b).addType(a.type());
    if (flags >= 0) {
      s.addAttribute("overflowFlags", IntegerOverflowFlagsAttr.get(ctx, flags));
    }
    return rw.create(s).result(0);
  }
}
