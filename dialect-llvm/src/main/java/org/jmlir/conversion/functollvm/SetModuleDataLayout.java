package org.jmlir.conversion.functollvm;

import org.jmlir.dialect.dlti.DataLayouts;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code set-llvm-module-datalayout}, as MLIR 22: the module gets {@code llvm.data_layout} set to
 * the {@code data-layout} option (empty by default), after the string is checked as LLVM's parser
 * would check it.
 */
public final class SetModuleDataLayout extends Pass {
  public SetModuleDataLayout(PassOptions o) {
    super(o);
    for (String k : o.values().keySet()) {
      if (!k.equals("data-layout")) {
        throw org.jmlir.ir.pass.PassOptionException.noSuchOption(k);
      }
    }
  }

  @Override
  public String argument() {
    return "set-llvm-module-datalayout";
  }

  @Override
  public String name() {
    return "SetLLVMModuleDataLayoutPass";
  }

  @Override
  public String summary() {
    return "Attach a datalayout string as a module attribute";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    String layout = options().get("data-layout", "");
    String problem = DataLayouts.llvmProblem(layout);
    if (problem != null) {
      root.emitError("invalid data layout descriptor: " + problem).report();
      pc.signalFailure();
      return;
    }
    root.setAttr("llvm.data_layout", StringAttr.get(root.context(), layout));
  }
}
