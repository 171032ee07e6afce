package org.jmlir.dialect.vector;

import java.util.List;
import org.jmlir.ir.MemoryEffectOpInterface;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.type.VectorType;

/**
 * An op of the vector dialect, with the accessors lowerings share. Its memory effects are MLIR's:
 * transfers, loads and stores read or write their memref (on a tensor, nothing); an op that is not
 * pure and not one of those is taken to write memory.
 */
public final class VectorOp extends Operation implements MemoryEffectOpInterface {
  VectorOp() {}

  @Override
  public List<Effect> effects() {
    return switch (name()) {
      case "vector.transfer_read", "vector.load", "vector.maskedload", "vector.gather", "vector.expandload" ->
          operand(0).type() instanceof org.jmlir.ir.type.MemRefType ? List.of(new Read(operand(0))) : List.of();
      case "vector.transfer_write" ->
          operand(1).type() instanceof org.jmlir.ir.type.MemRefType ? List.of(new Write(operand(1))) : List.of();
      case "vector.store" -> List.of(new Write(operand(1)));
      case "vector.mask" -> List.of(); // RecursiveMemoryEffects: the masked op's effects count
      case "vector.maskedstore", "vector.scatter", "vector.compressstore" -> List.of(new Write(operand(0)));
      default -> List.of(new Write(null));
    };
  }

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
