package org.jmlir.dialect.affine;

import java.util.List;
import java.util.function.BiPredicate;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.interfaces.DialectInlinerInterface;
import org.jmlir.ir.rewrite.OperationFolder;

/**
 * MLIR's AffineInlinerInterface: affine ops may be inlined into an affine scope or into the body of
 * affine.for/parallel/if; a callee body may be inlined into an affine.for/parallel/if only when it is
 * one block whose ops are effect-free or affine loads/stores (plain and vector) whose dims and symbols
 * stay valid dims and symbols there (a function argument is checked through the value replacing it; a
 * top-level value of the callee must be a constant or a dim op).
 */
final class AffineInlinerInterface implements DialectInlinerInterface {
  static final AffineInlinerInterface INSTANCE = new AffineInlinerInterface();

  private static boolean isAffineRegionOp(Operation op) {
    return op instanceof AffineForOp || op instanceof AffineParallelOp || op instanceof AffineIfOp;
  }

  @Override
  public boolean isLegalToInline(Operation op, Region dest, boolean wouldBeCloned, IRMapping mapping) {
    Operation parent = dest.parentOp();
    return parent != null && (AffineValidity.isScope(parent) || isAffineRegionOp(parent));
  }

  @Override
  public boolean isLegalToInline(Region dest, Region src, boolean wouldBeCloned, IRMapping mapping) {
    if (!isAffineRegionOp(dest.parentOp()) || src.numBlocks() != 1) {
      return false;
    }
    for (Operation op : src.front()) {
      if (op.hasTrait(Trait.NO_MEMORY_EFFECT) && !op.hasTrait(Trait.RECURSIVE_MEMORY_EFFECTS)) {
        continue;
      }
      String name = op.name();
      int first = switch (name) {
        case "affine.load", "affine.vector_load" -> 1;
        case "affine.store", "affine.vector_store" -> 2;
        default -> -1;
      };
      if (first < 0) {
        return false;
      }
      AffineMap map = ((AffineMapAttr) op.attr("map")).map();
      List<Value> operands = op.operands().subList(first, op.numOperands());
      for (int i = 0; i < operands.size(); i++) {
        BiPredicate<Value, Region> check = i < map.numDims() ? AffineValidity::isValidDim : AffineValidity::isValidSymbol;
        if (!remainsLegal(operands.get(i), src, dest, mapping, check)) {
          return false;
        }
      }
    }
    return true;
  }

  private static boolean remainsLegal(Value v, Region src, Region dest, IRMapping mapping, BiPredicate<Value, Region> check) {
    boolean topLevel = v instanceof BlockArgument a ? a.owner().parent() == src : v.definingOp().parentRegion() == src;
    if (!topLevel) {
      return true;
    }
    if (v instanceof BlockArgument) {
      return check.test(mapping.lookupOrDefault(v), dest);
    }
    Operation def = v.definingOp();
    return OperationFolder.constantValue(v) != null
        || ((def.name().equals("memref.dim") || def.name().equals("tensor.dim")) && def.numOperands() == 2);
  }
}
