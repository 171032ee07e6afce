package org.jmlir.dialect.scf;

import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;

/**
 * {@code scf.forall.in_parallel { tensor.parallel_insert_slice ... }}: ends an scf.forall body; its
 * parallel-combining ops write the shared outputs.
 */
public final class InParallelOp extends Operation implements ScfOp {
  public static final OpDef DEF =
      OpSpec.define("scf.forall.in_parallel", InParallelOp::new)
          .sizedRegion("region", 1)
          .traits(Trait.PURE)
          .traits(Trait.TERMINATOR, Trait.NO_TERMINATOR, Trait.SINGLE_BLOCK, Trait.RECURSIVE_MEMORY_EFFECTS)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  Region r = state.addRegion();
                  p.parseRegion(r, List.of(), false);
                  if (r.isEmpty()) {
                    r.addBlock();
                  }
                  p.parseOptionalAttrDict(state.attributes);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  p.print(' ');
                  p.printRegion(op.region(0), false, false, false);
                  p.printOptionalAttrDict(op.attrDictionary().entries(), List.of());
                }
              })
          .verifier(InParallelOp::verify)
          .build();

  private InParallelOp() {}

  /** A detached in_parallel with an empty body (the implicit terminator of scf.forall). */
  static Operation createEmpty(OpAsmParser p, org.jmlir.ir.loc.Location loc) {
    OperationState s = new OperationState(p.context(), DEF, loc);
    s.addRegion().addBlock();
    return Operation.create(s);
  }

  private static boolean verify(Operation op) {
    if (!ScfChecks.verifyParent(op, ForallOp.class, "scf.forall")) {
      return false;
    }
    if (op.region(0).isEmpty()) {
      return true;
    }
    for (Operation nested : op.region(0).front()) {
      if (!nested.name().equals("tensor.parallel_insert_slice")) {
        return op.emitOpError("expected only ParallelCombiningOpInterface ops").report();
      }
    }
    return true;
  }
}
