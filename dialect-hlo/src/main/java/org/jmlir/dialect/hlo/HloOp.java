package org.jmlir.dialect.hlo;

import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * An op of the stablehlo or mhlo dialect. Both dialects are declared from one table
 * ({@link HloOps}), so an op class serves both spellings ({@code stablehlo.add} and
 * {@code mhlo.add} are both {@link BinaryElementwiseOp}s); {@link #mnemonic()} tells the kinds
 * apart and {@link #dialectNamespace()} the dialects. Ops without a class of their own are plain
 * {@code HloOp}s, whose attributes the typed getters here read by name.
 */
public class HloOp extends Operation {
  protected HloOp() {}

  /** The op name without its dialect ({@code add}). */
  public final String mnemonic() {
    String n = name();
    return n.substring(n.indexOf('.') + 1);
  }

  /** {@code stablehlo} or {@code mhlo}. */
  public final String dialectNamespace() {
    return def().dialectNamespace();
  }

  /** Whether this op is {@code <ns>.mnemonic} in either HLO dialect. */
  public final boolean is(String mnemonic) {
    return mnemonic().equals(mnemonic);
  }

  /**
   * An inherent index list attribute ({@code array<i64: ...>}, or mhlo's {@code dense<...> :
   * tensor<Nxi64>}), or null when absent.
   */
  public final long[] i64Array(String attrName) {
    return HloAttrs.dimValues(inherentAttr(attrName));
  }

  /** An inherent integer attribute's value, or {@code fallback} when absent. */
  public final long i64(String attrName, long fallback) {
    return inherentAttr(attrName) instanceof IntegerAttr i ? i.longValue() : fallback;
  }

  /** An inherent bool attribute ({@code true}), false when absent. */
  public final boolean bool(String attrName) {
    return inherentAttr(attrName) instanceof IntegerAttr i && i.value().signum() != 0;
  }

  /** An inherent enum attribute, or null. */
  public final HloEnumAttr enumAttr(String attrName) {
    return inherentAttr(attrName) instanceof HloEnumAttr e ? e : null;
  }

  /** The operands. */
  public final List<Value> inputs() {
    return operands();
  }

  /** The ranked tensor type of operand {@code i}, or null when it is not a ranked tensor. */
  public final RankedTensorType operandTensorType(int i) {
    Type t = operand(i).type();
    return t instanceof RankedTensorType r ? r : null;
  }

  /** The ranked tensor type of result {@code i}, or null. */
  public final RankedTensorType resultTensorType(int i) {
    Type t = result(i).type();
    return t instanceof RankedTensorType r ? r : null;
  }
}
