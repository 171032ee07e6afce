package org.jmlir.ir.rewrite.conversion;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Predicate;
import org.jmlir.ir.Operation;

/**
 * Which ops are legal after a conversion (MLIR's ConversionTarget): by op name or by dialect,
 * statically or through a predicate; op-level settings win over dialect-level ones.
 */
public final class ConversionTarget {
  /** The legality of an op. */
  public enum Legality {
    LEGAL,
    ILLEGAL,
    /** No rule covers it. */
    UNKNOWN
  }

  private record Rule(boolean legal, Predicate<Operation> dynamic) {}

  private final Map<String, Rule> ops = new HashMap<>();
  private final Map<String, Rule> dialects = new HashMap<>();
  private Predicate<Operation> unknownOps;

  public ConversionTarget addLegalOp(String name) {
    ops.put(name, new Rule(true, null));
    return this;
  }

  public ConversionTarget addIllegalOp(String name) {
    ops.put(name, new Rule(false, null));
    return this;
  }

  /** Legal exactly when {@code legal} holds for the op. */
  public ConversionTarget addDynamicallyLegalOp(String name, Predicate<Operation> legal) {
    ops.put(name, new Rule(true, legal));
    return this;
  }

  public ConversionTarget addLegalDialect(String namespace) {
    dialects.put(namespace, new Rule(true, null));
    return this;
  }

  public ConversionTarget addIllegalDialect(String namespace) {
    dialects.put(namespace, new Rule(false, null));
    return this;
  }

  public ConversionTarget addDynamicallyLegalDialect(String namespace, Predicate<Operation> legal) {
    dialects.put(namespace, new Rule(true, legal));
    return this;
  }

  /** Ops no rule covers are legal exactly when {@code legal} holds. */
  public ConversionTarget markUnknownOpDynamicallyLegal(Predicate<Operation> legal) {
    this.unknownOps = legal;
    return this;
  }

  public Legality legality(Operation op) {
    Rule r = ops.get(op.name());
    if (r == null) {
      r = dialects.get(op.def().dialectNamespace());
    }
    if (r == null) {
      if (unknownOps == null) {
        return Legality.UNKNOWN;
      }
      return unknownOps.test(op) ? Legality.LEGAL : Legality.ILLEGAL;
    }
    if (!r.legal) {
      return Legality.ILLEGAL;
    }
    return r.dynamic == null || r.dynamic.test(op) ? Legality.LEGAL : Legality.ILLEGAL;
  }

  /** Whether the op is explicitly illegal (a rule says so), as opposed to merely unknown. */
  public boolean isIllegal(Operation op) {
    return legality(op) == Legality.ILLEGAL;
  }
}
