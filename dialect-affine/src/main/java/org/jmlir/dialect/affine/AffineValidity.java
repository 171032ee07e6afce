package org.jmlir.dialect.affine;

import java.util.List;
import org.jmlir.dialect.utils.DynamicIndexList;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.rewrite.SideEffects;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;

/**
 * Which index values may be affine dims and which affine symbols, as MLIR 22 decides (AffineOps.cpp's
 * isValidDim / isValidSymbol): symbols are values of the enclosing affine scope's top level, constants,
 * results of pure ops over symbols and sizes of top-level shaped values; dims are symbols, induction
 * variables of affine.for / affine.parallel, and affine.apply / linearize / delinearize of dims.
 */
public final class AffineValidity {
  private AffineValidity() {}

  /** The region of the closest ancestor with the AffineScope trait that holds {@code op}, or null. */
  public static Region affineScope(Operation op) {
    Operation cur = op;
    for (Operation parent = cur.parentOp(); parent != null; parent = cur.parentOp()) {
      if (isScope(parent)) {
        return cur.parentRegion();
      }
      cur = parent;
    }
    return null;
  }

  /** An op with the AffineScope trait (builtin.module has it in MLIR, not in our builtin dialect). */
  static boolean isScope(Operation op) {
    return op.hasTrait(Trait.AFFINE_SCOPE) || op.name().equals("builtin.module");
  }

  /** Defined directly in a region of an op with the AffineScope trait. */
  public static boolean isTopLevel(Value v) {
    Operation parent =
        v instanceof BlockArgument a ? a.owner().parentOp() : v.definingOp().parentOp();
    return parent != null && isScope(parent);
  }

  private static boolean isTopLevelIn(Value v, Region region) {
    return v instanceof BlockArgument a ? a.owner().parent() == region : v.definingOp().parentRegion() == region;
  }

  /** The induction variable of an affine.for, or one of an affine.parallel. */
  public static boolean isInductionVar(Value v) {
    if (!(v instanceof BlockArgument a) || a.owner() == null) {
      return false;
    }
    Operation owner = a.owner().parentOp();
    if (owner instanceof AffineForOp) {
      return a.index() == 0;
    }
    return owner instanceof AffineParallelOp;
  }

  public static boolean isValidSymbol(Value v) {
    if (v == null || !(v.type() instanceof IndexType)) {
      return false;
    }
    if (isTopLevel(v)) {
      return true;
    }
    Operation def = v.definingOp();
    return def != null && isValidSymbol(v, affineScope(def));
  }

  public static boolean isValidSymbol(Value v, Region region) {
    if (!(v.type() instanceof IndexType)) {
      return false;
    }
    if (region != null && isTopLevelIn(v, region)) {
      return true;
    }
    Operation def = v.definingOp();
    if (def != null) {
      if (def.hasTrait(Trait.CONSTANT_LIKE)) {
        return true;
      }
      if (isPure(def) && def.operands().stream().allMatch(o -> isValidSymbol(o, region))) {
        return true;
      }
      if (isDimOp(def)) {
        return isDimOpValidSymbol(def, region);
      }
    }
    Operation regionOp = region == null ? null : region.parentOp();
    if (regionOp != null && !regionOp.hasTrait(Trait.ISOLATED_FROM_ABOVE) && regionOp.parentRegion() != null) {
      return isValidSymbol(v, regionOp.parentRegion());
    }
    return false;
  }

  public static boolean isValidDim(Value v) {
    if (!(v.type() instanceof IndexType)) {
      return false;
    }
    Operation def = v.definingOp();
    if (def != null) {
      return isValidDim(v, affineScope(def));
    }
    if (isInductionVar(v)) {
      return true;
    }
    Operation parent = ((BlockArgument) v).owner().parentOp();
    return parent != null && isScope(parent);
  }

  public static boolean isValidDim(Value v, Region region) {
    if (!(v.type() instanceof IndexType)) {
      return false;
    }
    if (isValidSymbol(v, region)) {
      return true;
    }
    Operation def = v.definingOp();
    if (def == null) {
      return isInductionVar(v);
    }
    if (def.def() == AffineMapOp.APPLY || def instanceof AffineIndexOp) {
      return def.operands().stream().allMatch(o -> isValidDim(o, region));
    }
    if (isDimOp(def)) {
      return isTopLevel(def.operand(0));
    }
    return false;
  }

  /** A dim or a symbol of {@code region} (MLIR's isValidAffineIndexOperand). */
  public static boolean isValidIndex(Value v, Region region) {
    return isValidDim(v, region) || isValidSymbol(v, region);
  }

  /**
   * MLIR's verifyDimAndSymbolIdentifiers: the first {@code numDims} operands must be valid dims of
   * {@code op}'s affine scope, the rest valid symbols.
   */
  public static boolean verifyDimsAndSymbols(Operation op, List<Value> operands, int numDims) {
    Region scope = affineScope(op);
    for (int i = 0; i < operands.size(); i++) {
      if (i < numDims) {
        if (!isValidDim(operands.get(i), scope)) {
          return op.emitOpError("operand cannot be used as a dimension id").report();
        }
      } else if (!isValidSymbol(operands.get(i), scope)) {
        return op.emitOpError("operand cannot be used as a symbol").report();
      }
    }
    return true;
  }

  private static boolean isPure(Operation op) {
    return op.def() != null && SideEffects.isSpeculatable(op) && SideEffects.isMemoryEffectFree(op);
  }

  private static boolean isDimOp(Operation op) {
    return (op.name().equals("memref.dim") || op.name().equals("tensor.dim")) && op.numOperands() == 2;
  }

  private static boolean isDimOpValidSymbol(Operation dim, Region region) {
    Value source = dim.operand(0);
    if (isTopLevel(source)) {
      return true;
    }
    if (source instanceof BlockArgument) {
      return false;
    }
    Operation index = dim.operand(1).definingOp();
    if (index == null || !index.hasTrait(Trait.CONSTANT_LIKE) || !(index.attr("value") instanceof IntegerAttr ia)) {
      return false;
    }
    int i = (int) ia.longValue();
    Operation def = source.definingOp();
    while (def != null && def.name().equals("memref.cast")) {
      if (!(def.operand(0).type() instanceof MemRefType)) {
        return false;
      }
      def = def.operand(0).definingOp();
    }
    if (def == null || !(def.name().equals("memref.view") || def.name().equals("memref.subview") || def.name().equals("memref.alloc"))) {
      return false;
    }
    ShapedType type = (ShapedType) def.result(0).type();
    long[] shape = type.shape();
    if (i < 0 || i >= shape.length) {
      return false;
    }
    if (shape[i] != ShapedType.DYNAMIC) {
      return true;
    }
    int dynPos = 0;
    for (int d = 0; d < i; d++) {
      if (shape[d] == ShapedType.DYNAMIC) {
        dynPos++;
      }
    }
    List<Value> sizes = dynamicSizes(def);
    return dynPos < sizes.size() && isValidSymbol(sizes.get(dynPos), region);
  }

  /** The dynamic size operands of memref.alloc / view / subview. */
  private static List<Value> dynamicSizes(Operation def) {
    return switch (def.name()) {
      case "memref.alloc" -> segment(def, 0);
      case "memref.view" -> def.operands().subList(Math.min(2, def.numOperands()), def.numOperands());
      default -> segment(def, 2);
    };
  }

  private static List<Value> segment(Operation op, int index) {
    long[] sizes = DynamicIndexList.values(op.inherentAttr(OperandSegments.ATTR));
    int start = 0;
    for (int i = 0; i < index && i < sizes.length; i++) {
      start += (int) sizes[i];
    }
    int end = index < sizes.length ? start + (int) sizes[index] : start;
    return start <= end && end <= op.numOperands() ? op.operands().subList(start, end) : List.of();
  }
}
