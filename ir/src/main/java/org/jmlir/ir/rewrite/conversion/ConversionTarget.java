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
    byDef.clear();
    ops.put(name, new Rule(true, null));
    return this;
  }

  public ConversionTarget addIllegalOp(String name) {
    byDef.clear();
    ops.put(name, new Rule(false, null));
    return this;
  }

  /** Legal exactly when {@code legal} holds for the op. */
  public ConversionTarget addDynamicallyLegalOp(String name, Predicate<Operation> legal) {
    byDef.clear();
    ops.put(name, new Rule(true, legal));
    return this;
  }

  public ConversionTarget addLegalDialect(String namespace) {
    byDef.clear();
    dialects.put(namespace, new Rule(true, null));
    return this;
  }

  public ConversionTarget addIllegalDialect(String namespace) {
    byDef.clear();
    dialects.put(namespace, new Rule(false, null));
    return this;
  }

  public ConversionTarget addDynamicallyLegalDialect(String namespace, Predicate<Operation> legal) {
    byDef.clear();
    dialects.put(namespace, new Rule(true, legal));
    return this;
  }

  /** Ops no rule covers are legal exactly when {@code legal} holds. */
  public ConversionTarget markUnknownOpDynamicallyLegal(Predicate<Operation> legal) {
    this.unknownOps = legal;
    return this;
  }

  /** The rule that applies to each op kind seen so far (or NO_RULE): op kinds are few, ops many. */
  private final java.util.IdentityHashMap<org.jmlir.ir.OpDef, Rule> byDef = new java.util.IdentityHashMap<>();

  private static final Rule NO_RULE = new Rule(false, null);

  private Rule rule(Operation op) {
    org.jmlir.ir.OpDef def = op.def();
    Rule r = byDef.get(def);
    if (r == null) {
      r = ops.get(op.name());
      if (r == null) {
        r = dialects.get(def.dialectNamespace());
      }
      byDef.put(def, r == null ? NO_RULE : r);
    }
    return r == NO_RULE ? null : r;
  }

  public Legality legality(Operation op) {
    Rule r = rule(op);
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

  /** Whether some rule makes ops illegal (else a partial conversion cannot fail). */
  public boolean hasIllegalRules() {
    for (Rule r : ops.values()) {
      if (!r.legal || r.dynamic != null) {
        return true;
      }
    }
    for (Rule r : dialects.values()) {
      if (!r.legal || r.dynamic != null) {
        return true;
      }
    }
    return unknownOps != null;
  }

  /** Whether the op is explicitly illegal (a rule says so), as opposed to merely unknown. */
  public boolean isIllegal(Operation op) {
    return legality(op) == Legality.ILLEGAL;
  }
}
