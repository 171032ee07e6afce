package org.jmlir.conversion.tftohlo;

import java.util.IdentityHashMap;
import java.util.Map;
import org.jmlir.ir.Operation;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * Why an op did not legalize: the Java patterns record the reason of their last refusal here; for
 * ops without one (PDLL rules that did not match, ops without any rule) {@link #explain} derives it
 * from the op's types.
 */
public final class Reasons {
  /** The kinds of failure the report distinguishes. */
  public enum Kind {
    UNSUPPORTED_OP("unsupported op"),
    UNSUPPORTED_ATTRIBUTE("unsupported attribute value"),
    DYNAMIC_SHAPE("dynamic shape not handled"),
    UNSUPPORTED_TYPE("unsupported type");

    final String text;

    Kind(String text) {
      this.text = text;
    }

    public String text() {
      return text;
    }
  }

  /** A reason: its kind and the detail. */
  public record Reason(Kind kind, String detail) {
    @Override
    public String toString() {
      return kind.text + ": " + detail;
    }
  }

  private final Map<Operation, Reason> recorded = new IdentityHashMap<>();

  /** Records why {@code op} was refused; returns false (the pattern's result). */
  boolean fail(Operation op, Kind kind, String detail) {
    recorded.put(op, new Reason(kind, detail));
    return false;
  }

  boolean dynamic(Operation op, String detail) {
    return fail(op, Kind.DYNAMIC_SHAPE, detail);
  }

  boolean attribute(Operation op, String detail) {
    return fail(op, Kind.UNSUPPORTED_ATTRIBUTE, detail);
  }

  void clear() {
    recorded.clear();
  }

  /** The reason {@code op} (still a TensorFlow op after the legalization) did not legalize. */
  public Reason explain(Operation op, boolean hasRule) {
    Reason r = recorded.get(op);
    if (r != null) {
      return r;
    }
    if (!hasRule) {
      return new Reason(Kind.UNSUPPORTED_OP, "no legalization rule for '" + op.name() + "'");
    }
    for (Type t : op.operandTypes()) {
      if (!TfShapes.isHloTensor(t) && t instanceof org.jmlir.ir.type.TensorType) {
        return new Reason(Kind.UNSUPPORTED_TYPE, "element type " + org.jmlir.ir.print.AttrTypeText.type(TfShapes.element(t)) + " has no HLO equivalent");
      }
    }
    for (Type t : op.operandTypes()) {
      if (t instanceof org.jmlir.ir.type.UnrankedTensorType) {
        return new Reason(Kind.DYNAMIC_SHAPE, "unranked operand " + org.jmlir.ir.print.AttrTypeText.type(t));
      }
    }
    for (Type t : op.resultTypes()) {
      if (t instanceof RankedTensorType rt && !rt.hasStaticShape()) {
        return new Reason(Kind.DYNAMIC_SHAPE, "result type " + org.jmlir.ir.print.AttrTypeText.type(t) + " is not static");
      }
      if (t instanceof org.jmlir.ir.type.UnrankedTensorType) {
        return new Reason(Kind.DYNAMIC_SHAPE, "unranked result " + org.jmlir.ir.print.AttrTypeText.type(t));
      }
    }
    return new Reason(Kind.UNSUPPORTED_ATTRIBUTE, "no rule for '" + op.name() + "' matches its attributes or operands");
  }
}
