package org.jmlir.opt;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.interfaces.RegionBranchSemantics;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.Type;

/**
 * The test dialect's {@code test.region_if %a, %b : T1, T2 -> (R) then {...} else {...} join {...}}
 * (mlir-opt 22's syntax) with its terminator {@code test.region_if_yield %v : T}: the operands enter
 * the then and else regions as their arguments, their yields enter the join region, whose yield gives
 * the results. Upstream's buffer tests use it as a region branch op that is neither scf nor affine.
 */
final class TestRegionIfOp {
  private TestRegionIfOp() {}

  static final class RegionIfOp extends Operation {
    static final OpDef DEF =
        OpSpec.define("test.region_if", RegionIfOp::new)
            .variadicOperand("operands", TypeConstraint.ANY)
            .variadicResult("results", TypeConstraint.ANY)
            .sizedRegion("thenRegion", 1)
            .region("elseRegion")
            .region("joinRegion")
            .traits(Trait.RECURSIVE_MEMORY_EFFECTS)
            .assembly(
                new OpDef.Assembly() {
                  @Override
                  public void parse(OpAsmParser p, OperationState state) {
                    List<org.jmlir.ir.parse.UnresolvedOperand> operands = p.parseOperandList();
                    List<Type> types = p.parseColonTypeList();
                    List<Value> resolved = new ArrayList<>();
                    p.resolveOperands(operands, types, p.nameOffset(), resolved);
                    state.addOperands(resolved);
                    state.addTypes(p.parseArrowTypeList());
                    for (String keyword : List.of("then", "else", "join")) {
                      p.parseKeyword(keyword);
                      p.parseRegion(state.addRegion(), List.of(), false);
                    }
                    p.parseOptionalAttrDict(state.attributes);
                  }

                  @Override
                  public void print(Operation op, OpAsmPrinter p) {
                    p.print(' ');
                    p.printOperands(op.operands());
                    p.print(": ");
                    printTypes(p, op.operandTypes());
                    p.printArrowTypeList(op.resultTypes());
                    String[] keywords = {" then ", " else ", " join "};
                    for (int i = 0; i < 3; i++) {
                      p.print(keywords[i]);
                      p.printRegion(op.region(i), true, true, false);
                    }
                    p.printOptionalAttrDict(op.attrDictionary().entries(), List.of());
                  }
                })
            .build();

    private RegionIfOp() {}

    private static void printTypes(OpAsmPrinter p, List<Type> types) {
      for (int i = 0; i < types.size(); i++) {
        if (i > 0) {
          p.print(", ");
        }
        p.printType(types.get(i));
      }
    }
  }

  static final class RegionIfYieldOp extends Operation {
    static final OpDef DEF =
        OpSpec.define("test.region_if_yield", RegionIfYieldOp::new)
            .variadicOperand("results", TypeConstraint.ANY)
            .traits(Trait.NO_MEMORY_EFFECT, Trait.ALWAYS_SPECULATABLE, Trait.RETURN_LIKE, Trait.TERMINATOR)
            .format("attr-dict ($results^ `:` type($results))?")
            .build();

    private RegionIfYieldOp() {}
  }

  /** Entry: then and else with the operands; then/else yields: join; join's yield: the results. */
  static final class Semantics implements RegionBranchSemantics {
    @Override
    public List<Successor> entrySuccessors(Operation op, List<Attribute> operands) {
      if (!(op instanceof RegionIfOp)) {
        return null;
      }
      return List.of(
          new Successor(0, op.region(0).front().arguments(), op.operands()),
          new Successor(1, entryArgs(op.region(1)), op.operands()));
    }

    @Override
    public List<Successor> terminatorSuccessors(Operation terminator, List<Attribute> operands) {
      Operation op = terminator.parentOp();
      if (!(op instanceof RegionIfOp) || !(terminator instanceof RegionIfYieldOp)) {
        return null;
      }
      Region from = terminator.block().parent();
      if (from == op.region(2)) {
        return List.of(new Successor(-1, op.results(), terminator.operands()));
      }
      return List.of(new Successor(2, entryArgs(op.region(2)), terminator.operands()));
    }

    private static List<? extends Value> entryArgs(Region r) {
      Block b = r.blocks().isEmpty() ? null : r.front();
      return b == null ? List.of() : b.arguments();
    }
  }
}
