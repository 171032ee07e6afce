package org.jmlir.dialect.complex;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.arith.ArithAttrs;
import org.jmlir.dialect.arith.FastMathFlagsAttr;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;

/**
 * The complex dialect's ops (MLIR 22's ComplexOps.td): element-wise arithmetic and functions on
 * {@code complex<fN>} values, their parts, construction and constants. Declared from tables: the
 * unary and binary families share one form each, as in ComplexOps.td.
 */
public final class ComplexOps extends Operation {
  private ComplexOps() {}

  static final TypeConstraint COMPLEX =
      new TypeConstraint("complex type with floating-point elements", t -> t instanceof ComplexType c && c.elementType() instanceof FloatType);

  static final TypeConstraint FLOAT = new TypeConstraint("floating-point", t -> t instanceof FloatType);

  private static final String FASTMATH = "(`fastmath` `` $fastmath^)?";

  private static final List<String> UNARY =
      List.of("angle", "conj", "cos", "exp", "expm1", "log", "log1p", "neg", "rsqrt", "sign", "sin", "sqrt", "tan", "tanh", "bessel_i1e");

  private static final List<String> BINARY = List.of("add", "atan2", "div", "mul", "pow", "sub");

  public static final List<OpDef> ALL = build();

  private static OpSpec.Builder op(String mnemonic) {
    return OpSpec.define(ComplexDialect.NAMESPACE + "." + mnemonic, ComplexOps::new)
        .traits(Trait.PURE)
        .traits(Trait.ELEMENTWISE, Trait.SCALARIZABLE, Trait.VECTORIZABLE, Trait.TENSORIZABLE);
  }

  private static OpSpec.Builder fastmath(OpSpec.Builder b) {
    return b.defaultAttr("fastmath", ArithAttrs.FASTMATH, ctx -> FastMathFlagsAttr.get(ctx, FastMathFlagsAttr.NONE));
  }

  private static List<OpDef> build() {
    List<OpDef> ops = new ArrayList<>();
    for (String m : UNARY) {
      if (m.equals("angle") || m.equals("bessel_i1e")) {
        continue;
      }
      ops.add(fastmath(op(m).operand("complex", COMPLEX)).result("result", COMPLEX)
          .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
          .format("$complex " + FASTMATH + " attr-dict `:` type($complex)").build());
    }
    for (String m : BINARY) {
      ops.add(fastmath(op(m).operand("lhs", COMPLEX).operand("rhs", COMPLEX)).result("result", COMPLEX)
          .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
          .format("$lhs `,` $rhs " + FASTMATH + " attr-dict `:` type($result)").build());
    }
    // Ops whose float result is the element type of their complex operand.
    for (String m : List.of("abs", "angle")) {
      ops.add(fastmath(op(m).operand("complex", COMPLEX)).result("result", FLOAT)
          .typesMatchWith("complex element type is result", "complex", "result", (ctx, t) -> ((ComplexType) t).elementType())
          .format("$complex " + FASTMATH + " attr-dict `:` type($complex)").build());
    }
    for (String m : List.of("re", "im")) {
      int part = m.equals("re") ? 0 : 1;
      ops.add(fastmath(op(m).operand("complex", COMPLEX)).result(m.equals("re") ? "real" : "imaginary", FLOAT)
          .typesMatchWith("complex element type is result", "complex", m.equals("re") ? "real" : "imaginary", (ctx, t) -> ((ComplexType) t).elementType())
          // ReOp/ImOp::fold: the part of a constant, or the operand complex.create was given.
          .extension(org.jmlir.ir.rewrite.OpFolder.class, (org.jmlir.ir.rewrite.OpFolder) (o, constants) -> {
            if (constants.get(0) instanceof org.jmlir.ir.attr.ArrayAttr a && a.size() == 2) {
              return List.of(new org.jmlir.ir.rewrite.OpFoldResult.Constant(a.get(part)));
            }
            if (o.operand(0).definingOp() instanceof Operation c && c.name().equals("complex.create")) {
              return List.of(new org.jmlir.ir.rewrite.OpFoldResult.Folded(c.operand(part)));
            }
            return null;
          })
          .format("$complex " + FASTMATH + " attr-dict `:` type($complex)").build());
    }
    for (String m : List.of("eq", "neq")) {
      ops.add(op(m).operand("lhs", COMPLEX).operand("rhs", COMPLEX).result("result", TypeConstraint.I1)
          .traits(Trait.SAME_TYPE_OPERANDS)
          .typesMatchWith("result is i1", "lhs", "result", (ctx, t) -> IntegerType.get(ctx, 1))
          .format("$lhs `,` $rhs attr-dict `:` type($lhs)").build());
    }
    ops.add(op("create").operand("real", FLOAT).operand("imaginary", FLOAT).result("complex", COMPLEX)
        .typesMatchWith("real is the element type", "complex", "real", (ctx, t) -> ((ComplexType) t).elementType())
        .typesMatchWith("imaginary is the element type", "complex", "imaginary", (ctx, t) -> ((ComplexType) t).elementType())
        .format("$real `,` $imaginary attr-dict `:` type($complex)").build());
    ops.add(OpSpec.define(ComplexDialect.NAMESPACE + ".constant", ComplexOps::new)
        .traits(Trait.PURE)
        .traits(Trait.CONSTANT_LIKE)
        .attr("value", AttrConstraint.ARRAY)
        .result("complex", COMPLEX)
        .format("$value attr-dict `:` type($complex)")
        .resultNamer((op, names) -> names.setName(op.result(0), "cst"))
        .build());
    return ops;
  }
}
