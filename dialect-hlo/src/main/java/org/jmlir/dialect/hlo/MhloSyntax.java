package org.jmlir.dialect.hlo;

import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.print.GenericFormChoice;

/**
 * The two syntaxes of mhlo that upstream tests expect. XLA's mhlo of 2024 (the mlir-hlo-opt tests
 * of that time) prints {@code broadcast_in_dim}, {@code transpose}, {@code dot_general}, ... in
 * custom forms ({@code mhlo.broadcast_in_dim %x, dims = [1]}); current XLA, which TensorFlow's
 * tf-opt builds with, has dropped those assembly formats and prints the same ops generically
 * ({@code "mhlo.broadcast_in_dim"(%x) <{broadcast_dimensions = dense<1> : tensor<1xi64>}>}).
 *
 * <p>jopt prints the 2024 forms unless a context has run TensorFlow's legalization
 * ({@code -xla-legalize-tf}), which selects the current forms for the rest of the run ({@link
 * #useCurrent}). Both forms parse either way.
 */
public final class MhloSyntax {
  private MhloSyntax() {}

  /**
   * The mhlo ops without an assembly format in current XLA (mhlo's hlo_ops.td) that the 2024 syntax
   * prints in a custom form.
   */
  static final Set<String> GENERIC_IN_CURRENT_XLA =
      Set.of(
          "broadcast", "broadcast_in_dim", "dynamic_broadcast_in_dim", "transpose", "reverse", "pad", "concatenate", "iota",
          "dynamic_iota", "dot", "dot_general", "fft", "gather", "get_dimension_size", "set_dimension_size", "map", "scatter",
          "select_and_scatter", "sort", "reduce_window", "triangular_solve", "cholesky", "rng", "slice", "dynamic_slice");

  private static final Object KEY = new Object() {
    @Override
    public String toString() {
      return "mhlo syntax";
    }
  };

  private static AtomicBoolean flag(MLIRContext ctx) {
    return ctx.intern(KEY, k -> new AtomicBoolean());
  }

  /** From now on, {@code ctx}'s mhlo ops print in current XLA's syntax. */
  public static void useCurrent(MLIRContext ctx) {
    flag(ctx).set(true);
  }

  /** Whether {@code ctx} prints current XLA's syntax. */
  public static boolean usesCurrent(MLIRContext ctx) {
    return flag(ctx).get();
  }

  /** The printer's choice for the ops of {@link #GENERIC_IN_CURRENT_XLA}. */
  static final GenericFormChoice CHOICE = (Operation op) -> usesCurrent(op.context());
}
