package org.jmlir.hlo.interpret.transforms;

import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;

/**
 * {@code stablehlo-legalize-composite-to-call}: each {@code stablehlo.composite} becomes a
 * {@code func.call} of its decomposition function, except the composites named in {@code except}.
 */
public final class LegalizeCompositeToCall extends Pass {
  public static final PassRegistry.Option[] OPTIONS = {
    new PassRegistry.Option("except", "", "Names of composites that should not be replaced with calls.")
  };

  public LegalizeCompositeToCall(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "stablehlo-legalize-composite-to-call";
  }

  @Override
  public String summary() {
    return "Replaces composite operations with a call to their decomposition.";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<String> except = options().getList("except");
    for (Operation op : root.collect(o -> o.name().equals("stablehlo.composite"))) {
      Attribute name = op.attr("name");
      if (name instanceof StringAttr s && except.contains(s.value())) {
        continue;
      }
      if (!(op.attr("decomposition") instanceof SymbolRefAttr callee)) {
        continue;
      }
      OperationState st = new OperationState(op.context(), "func.call", op.location());
      st.addOperands(op.operands());
      st.addTypes(op.resultTypes());
      st.addAttribute("callee", callee);
      Operation call = Operation.create(st);
      op.block().insertBefore(op, call);
      op.replaceAllUsesWith(call.results());
      op.erase();
    }
  }
}
