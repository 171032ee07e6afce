package org.jmlir.hlo.interpret.dialect;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;

/**
 * StableHLO's {@code interpreter} dialect (stablehlo/reference/InterpreterOps.td): run_parallel
 * (several processes), probe and print.
 */
public final class InterpreterDialect extends Dialect {
  public static final String NAMESPACE = "interpreter";

  public InterpreterDialect() {
    super(NAMESPACE);
  }

  private static OpSpec.Builder op(String mnemonic) {
    return OpSpec.define(NAMESPACE + "." + mnemonic, PlainOp::new);
  }

  static final OpDef RUN_PARALLEL = op("run_parallel")
      .variadicOperand("inputs", TypeConstraint.ANY)
      .optionalAttr("infeed", AttrConstraint.ARRAY)
      .attr("programs", AttrConstraint.ARRAY)
      .variadicResult("results", TypeConstraint.ANY)
      .build();

  static final OpDef PRINT = op("print")
      .operand("operand", CheckDialect.TENSOR)
      .format("$operand attr-dict `:` type($operand)")
      .build();

  static final OpDef PROBE = op("probe")
      .operand("operand", CheckDialect.TENSOR)
      .attr("probe_id", org.jmlir.dialect.utils.CommonAttrs.STRING_LITERAL)
      .result("result", CheckDialect.TENSOR)
      .traits(org.jmlir.ir.Trait.SAME_OPERANDS_AND_RESULT_TYPE)
      .format("$operand `,` `probe_id` `=` $probe_id attr-dict `:` type($result)")
      .build();

  @Override
  public List<OpDef> operations() {
    return List.of(RUN_PARALLEL, PRINT, PROBE);
  }
}
