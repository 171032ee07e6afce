package org.jmlir.dialect.tf.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code tf-xla-validate-inputs}: the entry functions of the module (those with
 * {@code tf.entry_function}) may neither refer to another entry function nor carry a top-level
 * {@code _xla_compile_device_type}; TensorFlow's errors otherwise.
 */
public final class XlaValidateInputs extends Pass {
  public XlaValidateInputs(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-xla-validate-inputs";
  }

  @Override
  public String summary() {
    return "Validtes inputs to the TF CPU/GPU bridge";
  }

  @Override
  public void run(Operation module, PassContext pc) {
    if (module.numRegions() == 0 || module.region(0).isEmpty()) {
      return;
    }
    List<Operation> entries = new ArrayList<>();
    for (Operation op : module.region(0).front()) {
      if (op.name().equals("func.func") && op.attr("tf.entry_function") != null) {
        entries.add(op);
      }
    }
    boolean failed = false;
    for (Operation entry : entries) {
      boolean[] nested = {false};
      entry.walk(
          op -> {
            if (op == entry) {
              return;
            }
            SymbolTable.forEachSymbolUse(op, ref -> {
              Operation callee = SymbolTable.lookupSymbolIn(module, ref.root());
              if (callee != null && callee != entry && callee.attr("tf.entry_function") != null) {
                nested[0] = true;
              }
            });
          });
      if (nested[0]) {
        entry.emitError("expects no nested calls of entry functions as they prevent graph traversal in some passes "
            + "from working correctly").report();
        failed = true;
      }
    }
    if (!failed) {
      for (Operation entry : entries) {
        if (entry.attr("_xla_compile_device_type") != null) {
          entry.emitError("does not support top-level compilation marker").report();
          failed = true;
        }
      }
    }
    if (failed) {
      pc.signalFailure();
    }
  }
}
