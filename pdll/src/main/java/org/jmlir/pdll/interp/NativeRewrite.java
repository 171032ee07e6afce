package org.jmlir.pdll.interp;

import java.util.List;
import org.jmlir.ir.rewrite.PatternRewriter;

/**
 * A PDLL {@code Rewrite} implemented in Java ({@code Rewrite MakeConst(type: Type) -> Op;}),
 * registered by name in {@link PdllNatives}. It changes the IR only through {@code rewriter} and
 * returns the declared result (an IR object as in {@link NativeConstraint}, a {@link PdllTuple} for
 * several results) or null when it declares none.
 */
@FunctionalInterface
public interface NativeRewrite {
  Object apply(PatternRewriter rewriter, List<Object> args);
}
