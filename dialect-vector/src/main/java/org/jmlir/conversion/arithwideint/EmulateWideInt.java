package org.jmlir.conversion.arithwideint;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.conversion.ConversionPattern;
import org.jmlir.ir.rewrite.conversion.ConversionTarget;
import org.jmlir.ir.rewrite.conversion.DialectConversion;
import org.jmlir.ir.rewrite.conversion.TypeConverter;

/**
 * {@code arith-emulate-wide-int{widest-int-supported=N}} (MLIR 22's ArithEmulateWideInt): arith ops,
 * function signatures, calls, returns and {@code vector.print} on {@code i(2N)} are emulated on
 * {@code vector<2xiN>} (see {@link WideIntEmulation}). A width that is not a power of two of at
 * least 2 makes the pass fail without a message, as MLIR's does.
 */
public final class EmulateWideInt extends Pass {
  private final long widest;
  private final boolean memref;

  /** {@code arith-emulate-wide-int}. */
  public EmulateWideInt(PassOptions o) {
    this(o, false);
  }

  /**
   * {@code memref-emulate-wide-int} when {@code memref} (MLIR's MemRefEmulateWideInt): the arith
   * patterns plus memref alloc/load/store on converted element types, with arith, memref and vector
   * ops legal once their types are; function signatures stay.
   */
  public EmulateWideInt(PassOptions o, boolean memref) {
    super(o);
    this.memref = memref;
    widest = o.getUnsigned("widest-int-supported", 32);
  }

  @Override
  public String argument() {
    return memref ? "memref-emulate-wide-int" : "arith-emulate-wide-int";
  }

  @Override
  public String name() {
    return memref ? "MemRefEmulateWideInt" : "ArithEmulateWideInt";
  }

  @Override
  public String summary() {
    return "Emulate 2*N-bit integer operations using N-bit operations";
  }

  /** MLIR's check: a power of two, at least 2. */
  static boolean validWidth(long w) {
    return w >= 2 && Long.bitCount(w) == 1;
  }

  @Override
  public void run(Operation root, PassContext pc) {
    if (!validWidth(widest)) {
      pc.signalFailure();
      return;
    }
    int w = (int) widest;
    TypeConverter tc = WideIntEmulation.converter(root.context(), w, memref);
    List<ConversionPattern> ps = new ArrayList<>(WideIntEmulation.patterns(tc, w));
    ConversionTarget target;
    if (memref) {
      ps.addAll(WideIntEmulation.memrefPatterns(tc));
      target = new ConversionTarget();
      for (String d : List.of("arith", "memref", "vector")) {
        target.addDynamicallyLegalDialect(d, tc::isLegal);
      }
    } else {
      ps.addAll(WideIntEmulation.funcPatterns(tc));
      target = WideIntEmulation.target(tc);
    }
    java.util.Set<Operation> before = WideIntEmulation.unrealizedCasts(root);
    if (!DialectConversion.applyPartialConversion(root, target, ps) || WideIntEmulation.reportLiveCasts(root, before)) {
      pc.signalFailure();
    }
  }
}
