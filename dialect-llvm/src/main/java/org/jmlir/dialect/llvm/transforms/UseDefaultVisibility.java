package org.jmlir.dialect.llvm.transforms;

import java.util.List;
import org.jmlir.dialect.llvm.LlvmEnums;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptionException;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code llvm-use-default-visibility}, as MLIR 22: every llvm.func (declarations included),
 * llvm.mlir.global, llvm.mlir.alias and llvm.mlir.ifunc of default visibility gets the
 * {@code visibility} option's (hidden or protected); without the option nothing changes.
 */
public final class UseDefaultVisibility extends Pass {
  private static final List<String> GLOBAL_VALUES = List.of("llvm.func", "llvm.mlir.global", "llvm.mlir.alias", "llvm.mlir.ifunc");

  /** The visibility to use (1 hidden, 2 protected), or 0 for none. */
  private final int visibility;

  public UseDefaultVisibility(PassOptions o) {
    super(o);
    for (String k : o.values().keySet()) {
      if (!k.equals("visibility")) {
        throw PassOptionException.noSuchOption(k);
      }
    }
    String v = o.get("visibility", null);
    if (v == null) {
      visibility = 0;
    } else if (v.equals("hidden") || v.equals("protected")) {
      visibility = v.equals("hidden") ? 1 : 2;
    } else {
      throw PassOptionException.invalidValue("for the --visibility option: Cannot find option named '" + v + "'!");
    }
  }

  @Override
  public String argument() {
    return "llvm-use-default-visibility";
  }

  @Override
  public String name() {
    return "LLVMUseDefaultVisibilityPass";
  }

  @Override
  public String summary() {
    return "Update default visibility of all global values and function definitions";
  }

  @Override
  public String anchor() {
    return "builtin.module";
  }

  @Override
  public void run(Operation module, PassContext pc) {
    if (visibility == 0) {
      return;
    }
    Attribute replacement = LlvmEnums.VISIBILITY.attr(module.context(), visibility);
    module.walk(op -> {
      if (GLOBAL_VALUES.contains(op.name())
          && (!(op.attr("visibility_") instanceof IntegerAttr v) || v.longValue() == 0)) {
        op.setAttr("visibility_", replacement);
      }
    });
  }
}
