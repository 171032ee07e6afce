package org.jmlir.conversion.vectortollvm;

import java.util.List;
import org.jmlir.conversion.llvmcommon.LlvmTypeConverter;
import org.jmlir.conversion.llvmcommon.ToLlvmInterface;
import org.jmlir.ir.rewrite.RewritePattern;

/** The vector dialect's part of {@code convert-to-llvm} (a {@link java.util.ServiceLoader} service). */
public final class VectorToLlvmInterface implements ToLlvmInterface {
  @Override
  public String dialect() {
    return "vector";
  }

  @Override
  public void populate(LlvmTypeConverter converter, List<RewritePattern> out) {
    // arith's interface populates before this one (when selected): its patterns legalize the
    // extensions that narrow-integer prints create.
    VectorToLlvm.patterns(converter, out, out.stream().anyMatch(p -> p.rootName().equals("arith.extsi")), false, false);
  }
}
