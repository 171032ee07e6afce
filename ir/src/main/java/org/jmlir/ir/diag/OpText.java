package org.jmlir.ir.diag;

import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.verify.Verifier;

/**
 * An op as text inside a diagnostic (MLIR's {@code Diagnostic::appendOp}): local scope, elements
 * attributes over 16 elements elided, generic form in errors; in warnings and remarks the custom
 * form when the enclosing isolated scope verifies. A multi-line op starts on a new line.
 */
public final class OpText {
  private static final long ELIDE_LIMIT = 16;

  private OpText() {}

  /** The op as an error message prints it ({@code "block with no terminator, has " << op}). */
  public static String inDiagnostic(Operation op) {
    return inDiagnostic(op, Severity.ERROR);
  }

  /** The op as a diagnostic of {@code severity} prints it. */
  public static String inDiagnostic(Operation op, Severity severity) {
    boolean generic = severity == Severity.ERROR || !verifiesSilently(localScope(op));
    PrintOptions options = new PrintOptions(generic, false, false, true, ELIDE_LIMIT, false, !generic);
    String text = IRPrinter.print(op, options);
    int end = text.length();
    while (end > 0 && text.charAt(end - 1) == '\n') {
      end--;
    }
    text = text.substring(0, end);
    return text.indexOf('\n') >= 0 ? "\n" + text : text;
  }

  /** The closest op, starting with {@code op}, that is IsolatedFromAbove, else the top-level op. */
  private static Operation localScope(Operation op) {
    Operation o = op;
    while (!o.hasTrait(Trait.ISOLATED_FROM_ABOVE) && o.parentOp() != null) {
      o = o.parentOp();
    }
    return o;
  }

  /** Set while this thread verifies an op to choose how a diagnostic prints it. */
  private static final ThreadLocal<Boolean> VERIFYING = new ThreadLocal<>();

  /**
   * Verifies {@code op} with every diagnostic swallowed. A warning or remark a verifier emits asks for
   * its op's text, which verifies again: inside that verification the op counts as verified (its
   * diagnostics are swallowed anyway), so the recursion stops at one level.
   */
  private static boolean verifiesSilently(Operation op) {
    if (VERIFYING.get() != null) {
      return true;
    }
    DiagnosticEngine engine = op.context().diagnostics();
    VERIFYING.set(Boolean.TRUE);
    try (DiagnosticEngine.Registration r = engine.pushHandler(d -> true)) {
      return Verifier.verify(op);
    } finally {
      VERIFYING.remove();
    }
  }
}
