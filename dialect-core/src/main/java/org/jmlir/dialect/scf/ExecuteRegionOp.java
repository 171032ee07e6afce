package org.jmlir.dialect.scf;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.Type;

/**
 * {@code %r = scf.execute_region -> i32 no_inline { ... }}: runs a region of any number of blocks
 * once; its {@code scf.yield}s give the results.
 */
public final class ExecuteRegionOp extends Operation implements ScfOp {
  private static final List<String> ELIDED = List.of("no_inline");

  public static final OpDef DEF =
      OpSpec.define("scf.execute_region", ExecuteRegionOp::new)
          .optionalAttr("no_inline", AttrConstraint.UNIT)
          .variadicResult("results", TypeConstraint.ANY)
          .region("region")
          .traits(Trait.RECURSIVE_MEMORY_EFFECTS)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  List<Type> types = new ArrayList<>();
                  p.parseOptionalArrowTypeList(types);
                  state.addTypes(types);
                  if (p.parseOptionalKeyword("no_inline")) {
                    state.addAttribute("no_inline", UnitAttr.get(p.context()));
                  }
                  Region body = state.addRegion();
                  p.parseRegion(body, List.of(), false);
                  p.parseOptionalAttrDict(state.attributes);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  ScfSyntax.printOptionalArrowTypeList(p, op.resultTypes());
                  if (op.inherentAttr("no_inline") != null) {
                    p.print(" no_inline");
                  }
                  p.print(' ');
                  p.printRegion(op.region(0), false, true, false);
                  p.printOptionalAttrDict(op.attrDictionary().entries(), ELIDED);
                }
              })
          .verifier(ExecuteRegionOp::verify)
          .regionVerifier(op -> ScfChecks.verifyYieldsTo(op, op.region(0), "parent", op.resultTypes()))
          .extension(
              org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(
                  java.util.List.of(new ScfPatterns.SingleBlockExecuteInliner(), new ScfPatterns.MultiBlockExecuteInliner())))
          .build();

  private ExecuteRegionOp() {}

  private static boolean verify(Operation op) {
    Region r = op.region(0);
    if (r.isEmpty()) {
      return op.emitOpError("region needs to have at least one block").report();
    }
    if (r.front().numArguments() > 0) {
      return op.emitOpError("region cannot have any arguments").report();
    }
    return true;
  }
}
