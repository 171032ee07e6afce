package org.jmlir.dialect.memref;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.utils.CustomAssembly;
import org.jmlir.ir.Block;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.Type;

/**
 * {@code %r = memref.alloca_scope -> (f32) { ... }}: a region whose allocas are freed when it exits;
 * a body with no results may leave out its {@code memref.alloca_scope.return}.
 */
public final class AllocaScopeOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.alloca_scope", AllocaScopeOp::new)
          .variadicResult("results", TypeConstraint.ANY)
          .sizedRegion("bodyRegion", 1)
          .traits(Trait.AUTOMATIC_ALLOCATION_SCOPE, Trait.SINGLE_BLOCK, Trait.RECURSIVE_MEMORY_EFFECTS)
          .traits(Trait.NO_REGION_ARGUMENTS)
          .assembly(new Syntax())
          .regionVerifier(AllocaScopeOp::verifyRegions)
          .build();

  private AllocaScopeOp() {}

  /** RegionBranchOpInterface: what memref.alloca_scope.return forwards must match the results. */
  private static boolean verifyRegions(Operation op) {
    org.jmlir.ir.Region body = op.region(0);
    Operation ret = body.isEmpty() ? null : body.front().last();
    if (!(ret instanceof AllocaScopeReturnOp)) {
      return true;
    }
    return org.jmlir.dialect.utils.RegionBranchChecks.verifyEdge(
        op, "Operation " + ret.name(), ret.location(), ret.operands(), "parent", op.resultTypes());
  }

  /**
   * Matches mlir-opt 22, spaces included: {@code memref.alloca_scope  -> (f32) {} }, the return
   * printed only when the scope has results.
   */
  private static final class Syntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      Map<String, Attribute> props = CustomAssembly.props();
      List<Type> results = new ArrayList<>();
      p.parseOptionalArrowTypeList(results);
      state.resultTypes.addAll(results);
      Region body = new Region();
      p.parseRegion(body, List.of(), false);
      if (body.isEmpty()) {
        body.addBlock();
      }
      Block block = body.front();
      Operation last = block.last();
      if (last == null || !last.hasTrait(Trait.TERMINATOR)) {
        OperationState ret = new OperationState(p.context(), AllocaScopeReturnOp.DEF, state.location);
        block.append(Operation.create(ret));
      }
      state.addRegion(body);
      CustomAssembly.parseAttrDict(p, DEF, props, state);
      CustomAssembly.setProperties(state, props);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ');
      boolean printTerminators = false;
      if (op.numResults() > 0) {
        p.print(" -> (");
        List<Type> types = op.resultTypes();
        for (int i = 0; i < types.size(); i++) {
          if (i > 0) {
            p.print(", ");
          }
          p.printType(types.get(i));
        }
        p.print(')');
        printTerminators = true;
      }
      p.print(' ');
      p.printRegion(op.region(0), false, printTerminators, false);
      CustomAssembly.printAttrDict(p, op, List.of());
    }
  }
}
