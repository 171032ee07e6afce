package org.jmlir.dialect.hlo;

import org.jmlir.dialect.quant.LongArrayKey;

import org.jmlir.ir.MLIRContext;

/**
 * {@code #stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0,
 * operand_tuple_indices = [1]>}: a custom_call result that aliases an operand.
 */
public final class OutputOperandAliasAttr extends HloAttr {
  private record Key(String ns, LongArrayKey output, long operand, LongArrayKey operandTuple) {}

  private final long[] outputTupleIndices;
  private final long operandIndex;
  private final long[] operandTupleIndices;

  private OutputOperandAliasAttr(Key k) {
    super(k.ns);
    outputTupleIndices = k.output.values();
    operandIndex = k.operand;
    operandTupleIndices = k.operandTuple.values();
  }

  public static OutputOperandAliasAttr get(
      MLIRContext ctx, String ns, long[] outputTupleIndices, long operandIndex, long[] operandTupleIndices) {
    return ctx.intern(
        new Key(ns, LongArrayKey.of(outputTupleIndices), operandIndex, LongArrayKey.of(operandTupleIndices)),
        OutputOperandAliasAttr::new);
  }

  public long[] outputTupleIndices() {
    return outputTupleIndices.clone();
  }

  public long operandIndex() {
    return operandIndex;
  }

  public long[] operandTupleIndices() {
    return operandTupleIndices.clone();
  }

  @Override
  void printBody(StringBuilder out) {
    out.append("output_operand_alias<output_tuple_indices = ");
    dims(out, outputTupleIndices);
    out.append(", operand_index = ").append(operandIndex).append(", operand_tuple_indices = ");
    dims(out, operandTupleIndices);
    out.append('>');
  }
}
