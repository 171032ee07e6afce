package org.jmlir.dialect.vector;

import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.type.VectorType;

/** An op of the vector dialect, with the accessors lowerings share. */
public final class VectorOp extends Operation {
  VectorOp() {}

  /** The vector type of operand {@code i}, or null when it is not a vector. */
  public VectorType vectorOperand(int i) {
    return operand(i).type() instanceof VectorType v ? v : null;
  }

  /** The vector type of the first result, or null. */
  public VectorType vectorResult() {
    return numResults() > 0 && result(0).type() instanceof VectorType v ? v : null;
  }

  /** The entries of a DenseI64ArrayAttr or of an ArrayAttr of integers named {@code name}; empty when absent. */
  public long[] longs(String name) {
    return longs(inherentAttr(name));
  }

  /** The entries of a DenseI64ArrayAttr or of an ArrayAttr of integers. */
  public static long[] longs(Attribute a) {
    if (a instanceof DenseArrayAttr d) {
      long[] out = new long[d.size()];
      for (int i = 0; i < out.length; i++) {
        out[i] = d.rawValue(i);
      }
      return out;
    }
    if (a instanceof ArrayAttr arr) {
      List<Attribute> es = arr.elements();
      long[] out = new long[es.size()];
      for (int i = 0; i < out.length; i++) {
        out[i] = ((IntegerAttr) es.get(i)).longValue();
      }
      return out;
    }
    return new long[0];
  }

  /** The keyword of the enum attribute {@code name} ({@code kind}, {@code punctuation}), or null. */
  public String enumKeyword(String name, String mnemonic) {
    return VectorEnumAttr.keywordOf(inherentAttr(name), mnemonic);
  }

  /** The operands after the first {@code skip}. */
  public List<Value> operandsFrom(int skip) {
    return operands().subList(skip, numOperands());
  }
}
