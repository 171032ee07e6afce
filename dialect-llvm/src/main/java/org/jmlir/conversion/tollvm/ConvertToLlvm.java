package org.jmlir.conversion.tollvm;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.conversion.llvmcommon.LlvmConversionPass;
import org.jmlir.conversion.llvmcommon.LlvmTypeConverter;
import org.jmlir.conversion.llvmcommon.ToLlvmInterface;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * {@code convert-to-llvm}, as MLIR 22's ConvertToLLVMPass: every loaded dialect that implements
 * {@link ToLlvmInterface} (MLIR's ConvertToLLVMPatternInterface) contributes its patterns to one
 * partial conversion; {@code filter-dialects} restricts the set.
 */
public final class ConvertToLlvm extends LlvmConversionPass {
  public ConvertToLlvm(PassOptions o) {
    super(o, Set.of("filter-dialects", "dynamic", "allow-pattern-rollback"), "convert-to-llvm", "ConvertToLLVMPass", "Convert to LLVM via dialect interfaces found in the input IR");
  }

  /** With {@code dynamic=true} the index width comes from the data layout (dlti) above each op, as 22's dynamic variant does. */
  @Override
  protected boolean usesDataLayout() {
    return options().getBool("dynamic", false);
  }

  @Override
  protected List<RewritePattern> patterns(LlvmTypeConverter converter) {
    List<String> filter = options().getList("filter-dialects");
    List<RewritePattern> out = new ArrayList<>();
    for (ToLlvmInterface i : ToLlvmInterface.all()) {
      if (filter.isEmpty() || filter.contains(i.dialect())) {
        i.populate(converter, out);
      }
    }
    return out;
  }
}
