package org.jmlir.hlo.interpret.dialect;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.attr.ElementsAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.TensorType;

/**
 * StableHLO's {@code check} dialect (stablehlo/tests/CheckOps.td): assertions on tensors that the
 * interpreter evaluates. The ops are declared here; {@code Checks} runs them.
 */
public final class CheckDialect extends Dialect {
  public static final String NAMESPACE = "check";

  static final TypeConstraint TENSOR = new TypeConstraint("tensor", t -> t instanceof TensorType);

  static final AttrConstraint ELEMENTS = AttrConstraint.of("constant vector/tensor attribute", a -> a instanceof ElementsAttr);

  /** F64Attr: written as a bare number, typed f64. */
  static final AttrConstraint F64 = new AttrConstraint("64-bit float attribute",
      a -> a instanceof FloatAttr f && f.type().kind() == FloatType.Kind.F64,
      p -> p.parseAttribute(FloatType.f64(p.context())),
      p -> p.parseOptionalAttribute(FloatType.f64(p.context())),
      (a, p) -> p.printAttributeWithoutType(a));

  static AttrConstraint unsigned(int width, String description) {
    return new AttrConstraint(description,
        a -> a instanceof IntegerAttr i && i.type() instanceof IntegerType t && t.isUnsigned() && t.width() == width,
        p -> p.parseAttribute(IntegerType.get(p.context(), width, IntegerType.Signedness.UNSIGNED)),
        p -> p.parseOptionalAttribute(IntegerType.get(p.context(), width, IntegerType.Signedness.UNSIGNED)),
        (a, p) -> p.printAttributeWithoutType(a));
  }

  static final AttrConstraint UI64 = unsigned(64, "64-bit unsigned integer attribute");
  static final AttrConstraint UI32 = unsigned(32, "32-bit unsigned integer attribute");

  public CheckDialect() {
    super(NAMESPACE);
  }

  private static OpSpec.Builder op(String mnemonic) {
    return OpSpec.define(NAMESPACE + "." + mnemonic, PlainOp::new);
  }

  static final OpDef EXPECT_ALMOST_EQ_CONST = op("expect_almost_eq_const")
      .operand("lhs", TENSOR)
      .attr("value", ELEMENTS)
      .defaultAttr("tolerance", F64, ctx -> FloatAttr.get(ctx, FloatType.f64(ctx), 1e-4))
      .allTypesMatch("lhs", "value")
      .format("$lhs `,` $value (`,` `tolerance` `=` $tolerance^)? attr-dict")
      .build();

  static final OpDef EXPECT_ALMOST_EQ = op("expect_almost_eq")
      .operand("lhs", TENSOR)
      .operand("rhs", TENSOR)
      .defaultAttr("tolerance", F64, ctx -> FloatAttr.get(ctx, FloatType.f64(ctx), 1e-4))
      .traits(org.jmlir.ir.Trait.SAME_TYPE_OPERANDS)
      .format("$lhs `,` $rhs (`,` `tolerance` `=` $tolerance^)? attr-dict `:` type($lhs)")
      .build();

  static final OpDef EXPECT_EQ_CONST = op("expect_eq_const")
      .operand("lhs", TENSOR)
      .attr("value", ELEMENTS)
      .allTypesMatch("lhs", "value")
      .format("$lhs `,` $value attr-dict")
      .build();

  static final OpDef EXPECT_EQ = op("expect_eq")
      .operand("lhs", TENSOR)
      .operand("rhs", TENSOR)
      .traits(org.jmlir.ir.Trait.SAME_TYPE_OPERANDS)
      .format("$lhs `,` $rhs attr-dict `:` type($lhs)")
      .build();

  static final OpDef EXPECT_CLOSE = op("expect_close")
      .operand("actual", TENSOR)
      .operand("expected", TENSOR)
      .defaultAttr("max_ulp_difference", UI64,
          ctx -> IntegerAttr.get(ctx, IntegerType.get(ctx, 64, IntegerType.Signedness.UNSIGNED), 1))
      .defaultAttr("min_ulp_difference", UI64,
          ctx -> IntegerAttr.get(ctx, IntegerType.get(ctx, 64, IntegerType.Signedness.UNSIGNED), 0))
      .allTypesMatch("actual", "expected")
      .format("$actual `,` $expected `,` `max_ulp_difference` `=` $max_ulp_difference"
          + " (`,` `min_ulp_difference` `=` $min_ulp_difference^)? `:` attr-dict type($actual) `,` type($expected)")
      .build();

  static final OpDef EXPECT_SERIALIZED_EQ = op("expect_serialized_eq")
      .operand("expected", TENSOR)
      .attr("probe_id", org.jmlir.dialect.utils.CommonAttrs.STRING_LITERAL)
      .defaultAttr("iteration", UI32,
          ctx -> IntegerAttr.get(ctx, IntegerType.get(ctx, 32, IntegerType.Signedness.UNSIGNED), 0))
      .format("$expected `,` `probe_id` `=` $probe_id (`,` `iter` `=` $iteration^)? attr-dict `:` type($expected)")
      .build();

  @Override
  public List<OpDef> operations() {
    return List.of(EXPECT_ALMOST_EQ_CONST, EXPECT_ALMOST_EQ, EXPECT_EQ_CONST, EXPECT_EQ, EXPECT_CLOSE, EXPECT_SERIALIZED_EQ);
  }
}
