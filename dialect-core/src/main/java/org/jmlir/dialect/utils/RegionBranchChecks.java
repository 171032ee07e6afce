package org.jmlir.dialect.utils;

import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.type.Type;

/** RegionBranchOpInterface's edge-type check, shared by the dialects whose region ops forward values. */
public final class RegionBranchChecks {
  private RegionBranchChecks() {}

  /**
   * Matches mlir-opt 22's verifyTypesAlongControlFlowEdges for one edge: {@code from} is "parent" or
   * "Operation scf.yield"; the note "region branch point" points at {@code pointLoc}.
   */
  public static boolean verifyEdge(
      Operation op, String from, Location pointLoc, List<Value> forwarded, String target, List<Type> inputs) {
    String edge = "along control flow edge from " + from + " to " + target + ": ";
    if (forwarded.size() != inputs.size()) {
      return op.emitOpError(
              edge + "region branch point has " + forwarded.size() + " operands, but region successor needs "
                  + inputs.size() + " inputs")
          .attachNote(pointLoc, "region branch point")
          .report();
    }
    for (int i = 0; i < inputs.size(); i++) {
      Type actual = forwarded.get(i).type();
      if (actual != inputs.get(i)) {
        return op.emitOpError(
                edge + "successor operand type #" + i + " '" + Texts.type(actual) + "' should match successor input type #"
                    + i + " '" + Texts.type(inputs.get(i)) + "'")
            .attachNote(pointLoc, "region branch point")
            .report();
      }
    }
    return true;
  }
}
