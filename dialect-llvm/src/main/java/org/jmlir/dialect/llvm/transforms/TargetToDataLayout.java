package org.jmlir.dialect.llvm.transforms;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import org.jmlir.dialect.dlti.DataLayoutSpecAttr;
import org.jmlir.dialect.dlti.DataLayouts;
import org.jmlir.dialect.llvm.LlvmTextAttr;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code llvm-target-to-data-layout}, as MLIR 22: every op carrying an {@code llvm.target} attribute
 * ({@code #llvm.target<triple, chip, features>}) gets the {@code dlti.dl_spec} of LLVM's target machine
 * for it (translated as the LLVM IR importer translates a data layout), combined with a spec it already
 * has; a target LLVM cannot make a machine for is an error at the op.
 */
public final class TargetToDataLayout extends Pass {
  public TargetToDataLayout(PassOptions o) {
    super(o);
    for (String k : o.values().keySet()) {
      if (!k.equals("initialize-llvm-targets")) {
        throw org.jmlir.ir.pass.PassOptionException.noSuchOption(k);
      }
    }
  }

  @Override
  public String argument() {
    return "llvm-target-to-data-layout";
  }

  @Override
  public String name() {
    return "LLVMTargetToDataLayoutPass";
  }

  @Override
  public String summary() {
    return "Derive data layout attributes from LLVM target attributes";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<Operation> targets = root.collect(op -> op.attr("llvm.target") instanceof LlvmTextAttr t && t.mnemonic().equals("target"));
    for (Operation op : targets) {
      LlvmTextAttr target = (LlvmTextAttr) op.attr("llvm.target");
      String[] parts = org.jmlir.dialect.llvm.LlvmTargets.parts(target);
      String layout = null;
      if (parts != null) {
        for (TargetDataLayoutSource s : ServiceLoader.load(TargetDataLayoutSource.class, TargetToDataLayout.class.getClassLoader())) {
          layout = s.layout(parts[0], parts[1], parts[2] == null ? "" : parts[2]);
          break;
        }
      }
      DataLayoutSpecAttr spec;
      try {
        spec = layout == null ? null : DataLayouts.fromLlvm(op.context(), layout, new ArrayList<>());
      } catch (IllegalArgumentException e) {
        spec = null;
      }
      if (spec == null) {
        op.emitError("failed to obtain llvm::DataLayout for " + target).report();
        pc.signalFailure();
        return;
      }
      Attribute existing = op.attr("dlti.dl_spec");
      if (existing instanceof DataLayoutSpecAttr old) {
        spec = DataLayouts.combine(op.context(), old, spec);
      }
      op.setAttr("dlti.dl_spec", spec);
    }
  }
}
