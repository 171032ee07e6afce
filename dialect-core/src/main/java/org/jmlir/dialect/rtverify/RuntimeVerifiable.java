package org.jmlir.dialect.rtverify;

import java.util.function.Function;
import org.jmlir.ir.Operation;

/**
 * MLIR's RuntimeVerifiableOpInterface as an {@link org.jmlir.ir.OpDef} extension, for ops of dialects
 * outside this module (linalg): builds the checks of {@code op} in front of it; {@code message}
 * turns a problem into the assert message.
 */
@FunctionalInterface
public interface RuntimeVerifiable {
  void generate(Operation op, CheckBuilder b, Function<String, String> message);
}
