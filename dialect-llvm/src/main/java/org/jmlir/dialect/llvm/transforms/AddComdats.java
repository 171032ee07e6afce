package org.jmlir.dialect.llvm.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.llvm.ComdatOps;
import org.jmlir.dialect.llvm.FuncOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code llvm-add-comdats}, as MLIR 22: every {@code linkonce} / {@code linkonce_odr} llvm.func of the
 * module gets an {@code any} selector named after it in the module's {@code @__llvm_comdat} (made at
 * the top of the module when missing; each new selector goes first in its body) and a
 * {@code comdat(@__llvm_comdat::@name)} reference to it.
 */
public final class AddComdats extends Pass {
  private static final String COMDAT = "__llvm_comdat";

  public AddComdats(PassOptions o) {
    super(o);
    for (String k : o.values().keySet()) {
      throw org.jmlir.ir.pass.PassOptionException.noSuchOption(k);
    }
  }

  @Override
  public String argument() {
    return "llvm-add-comdats";
  }

  @Override
  public String name() {
    return "LLVMAddComdats";
  }

  @Override
  public String summary() {
    return "Add comdats to linkonce and linkonce_odr functions";
  }

  @Override
  public void run(Operation module, PassContext pc) {
    if (module.numRegions() == 0 || module.region(0).isEmpty()) {
      return;
    }
    MLIRContext ctx = module.context();
    Block body = module.region(0).front();
    List<Operation> funcs = new ArrayList<>();
    for (Operation o = body.first(); o != null; o = o.nextInBlock()) {
      if (o.name().equals("llvm.func") && o instanceof FuncOp f
          && (f.linkage().equals("linkonce") || f.linkage().equals("linkonce_odr"))) {
        funcs.add(o);
      }
    }
    Operation comdat = null;
    for (Operation o = body.first(); o != null; o = o.nextInBlock()) {
      if (o.attr("sym_name") instanceof StringAttr n && n.value().equals(COMDAT)) {
        comdat = o;
        break;
      }
    }
    for (Operation f : funcs) {
      if (comdat == null) {
        OperationState s = new OperationState(ctx, ComdatOps.COMDAT, module.location());
        s.addAttribute("sym_name", StringAttr.get(ctx, COMDAT));
        s.addRegion().addBlock();
        comdat = Operation.create(s);
        body.prepend(comdat);
      }
      String name = ((StringAttr) f.attr("sym_name")).value();
      OperationState s = new OperationState(ctx, ComdatOps.COMDAT_SELECTOR, comdat.location());
      s.addAttribute("sym_name", StringAttr.get(ctx, name));
      s.addAttribute("comdat", ComdatOps.SELECTION_KIND.attr(ctx, "any"));
      comdat.region(0).back().prepend(Operation.create(s));
      f.setAttr("comdat", SymbolRefAttr.get(ctx, COMDAT, List.of(name)));
    }
  }
}
