package org.jmlir.conversion.functollvm;

import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code llvm-request-c-wrappers}, as MLIR 22: every {@code func.func} gets the
 * {@code llvm.emit_c_interface} unit attribute, so {@code convert-func-to-llvm} emits its
 * {@code _mlir_ciface_} wrapper.
 */
public final class RequestCWrappers extends Pass {
  public RequestCWrappers(PassOptions o) {
    super(o);
    for (String k : o.values().keySet()) {
      throw org.jmlir.ir.pass.PassOptionException.noSuchOption(k);
    }
  }

  @Override
  public String argument() {
    return "llvm-request-c-wrappers";
  }

  @Override
  public String name() {
    return "LLVMRequestCWrappersPass";
  }

  @Override
  public String summary() {
    return "Request C wrapper emission for all functions";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    root.walk(o -> {
      if (o.name().equals("func.func")) {
        o.setAttr("llvm.emit_c_interface", UnitAttr.get(o.context()));
      }
    });
  }
}
