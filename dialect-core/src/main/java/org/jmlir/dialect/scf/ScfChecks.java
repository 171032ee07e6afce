package org.jmlir.dialect.scf;

import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.type.Type;

/**
 * The interface checks scf ops share, with mlir-opt 22's wording: RegionBranchOpInterface's
 * edge-type checks, LoopLikeOpInterface's iter_args checks, and the HasParent/ParentOneOf traits.
 */
final class ScfChecks {
  private ScfChecks() {}

  /** The last op of a region's entry block, or null. */
  static Operation terminator(Region r) {
    return r.isEmpty() ? null : r.front().last();
  }

  static List<Type> typesOf(List<? extends Value> values) {
    List<Type> out = new java.util.ArrayList<>(values.size());
    for (Value v : values) {
      out.add(v.type());
    }
    return out;
  }

  /**
   * RegionBranchOpInterface: the values {@code source} (a terminator) forwards along one edge must
   * match the inputs of {@code target} ("parent" or "Region #N") in number and type.
   */
  static boolean verifyEdge(Operation op, Operation source, List<Value> forwarded, String target, List<Type> inputs) {
    return verifyEdge(op, "Operation " + source.name(), source.location(), forwarded, target, inputs);
  }

  /**
   * Matches mlir-opt 22's verifyTypesAlongControlFlowEdges for one edge: {@code from} is "parent" or
   * "Operation scf.yield"; the note "region branch point" points at {@code pointLoc}.
   */
  static boolean verifyEdge(
      Operation op, String from, org.jmlir.ir.loc.Location pointLoc, List<Value> forwarded, String target,
      List<Type> inputs) {
    return org.jmlir.dialect.utils.RegionBranchChecks.verifyEdge(op, from, pointLoc, forwarded, target, inputs);
  }

  /** The yield-like terminator of each block of {@code r} that forwards to {@code target}. */
  static boolean verifyYieldsTo(Operation op, Region r, String target, List<Type> inputs) {
    for (Block b : r.blocks()) {
      Operation t = b.last();
      if (t instanceof YieldOp) {
        if (!verifyEdge(op, t, t.operands(), target, inputs)) {
          return false;
        }
      }
    }
    return true;
  }

  /** MLIR's HasParent: "expects parent op 'scf.while'". */
  static boolean verifyParent(Operation op, Class<?> parentClass, String parentName) {
    Operation parent = op.parentOp();
    if (parentClass.isInstance(parent)) {
      return true;
    }
    return op.emitOpError("expects parent op '" + parentName + "'").report();
  }

  /**
   * LoopLikeOpInterface's checks, in mlir-opt 22's order: counts of inits, region iter_args, yielded
   * values and results, then their types pairwise.
   */
  static boolean verifyLoopLike(
      Operation op, List<? extends Value> inits, List<? extends Value> iterArgs, List<? extends Value> yielded,
      List<? extends Value> results) {
    if (inits.size() != iterArgs.size()) {
      return op.emitOpError(
              "different number of inits and region iter_args: " + inits.size() + " != " + iterArgs.size())
          .report();
    }
    if (!yielded.isEmpty() && iterArgs.size() != yielded.size()) {
      return op.emitOpError(
              "different number of region iter_args and yielded values: " + iterArgs.size() + " != " + yielded.size())
          .report();
    }
    if (results != null && results.size() != iterArgs.size()) {
      return op.emitOpError(
              "different number of loop results and region iter_args: " + results.size() + " != " + iterArgs.size())
          .report();
    }
    for (int i = 0; i < inits.size(); i++) {
      Type init = inits.get(i).type();
      Type arg = iterArgs.get(i).type();
      if (init != arg) {
        return op.emitOpError(
                i + "-th init and " + i + "-th region iter_arg have different type: '" + Texts.type(init) + "' != '"
                    + Texts.type(arg) + "'")
            .report();
      }
      if (!yielded.isEmpty()) {
        Type y = yielded.get(i).type();
        if (arg != y) {
          return op.emitOpError(
                  i + "-th region iter_arg and " + i + "-th yielded value have different type: '" + Texts.type(arg)
                      + "' != '" + Texts.type(y) + "'")
              .report();
        }
      }
    }
    if (results != null) {
      for (int i = 0; i < iterArgs.size(); i++) {
        Type arg = iterArgs.get(i).type();
        Type res = results.get(i).type();
        if (arg != res) {
          return op.emitOpError(
                  i + "-th region iter_arg and " + i + "-th loop result have different type: '" + Texts.type(arg)
                      + "' != '" + Texts.type(res) + "'")
              .report();
        }
      }
    }
    return true;
  }
}
