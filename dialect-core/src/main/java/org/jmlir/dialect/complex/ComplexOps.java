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
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.rewrite.OpFolder;
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

  static final TypeConstraint ANY_COMPLEX = new TypeConstraint("complex-type", t -> t instanceof ComplexType);

  static final TypeConstraint SIGNLESS_INT = new TypeConstraint("signless integer", t -> t instanceof IntegerType i && i.isSignless());

  public static final List<OpDef> ALL = build();

  private static OpSpec.Builder op(String mnemonic) {
    OpSpec.Builder b = OpSpec.define(ComplexDialect.NAMESPACE + "." + mnemonic, ComplexOps::new)
        .traits(Trait.PURE)
        .traits(Trait.ELEMENTWISE, Trait.SCALARIZABLE, Trait.VECTORIZABLE, Trait.TENSORIZABLE);
    OpFolder f = ComplexFolders.FOLDERS.get(mnemonic);
    if (f != null) {
      b.extension(OpFolder.class, f);
    }
    if (mnemonic.equals("re") || mnemonic.equals("im")) {
      b.extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(List.of(ComplexFolders.componentOfNegation(mnemonic))));
    }
    return b;
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
      ops.add(fastmath(op(m).operand("complex", COMPLEX)).result(m.equals("re") ? "real" : "imaginary", FLOAT)
          .typesMatchWith("complex element type is result", "complex", m.equals("re") ? "real" : "imaginary", (ctx, t) -> ((ComplexType) t).elementType())
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
        .result("complex", ANY_COMPLEX)
        .verifier(ComplexOps::verifyConstant)
        .format("$value attr-dict `:` type($complex)")
        .resultNamer((op, names) -> names.setName(op.result(0), "cst"))
        .extension(OpFolder.class, (op, constants) -> List.of(org.jmlir.ir.rewrite.OpFoldResult.of(op.attr("value"))))
        .build());
    // powi: a complex to an integer power (MLIR 22's PowiOp)
    ops.add(op("powi").optionalAttr("fastmath", ArithAttrs.FASTMATH).operand("lhs", COMPLEX).operand("rhs", SIGNLESS_INT).result("result", COMPLEX)
        .typesMatchWith("lhs and result have the same type", "result", "lhs", (ctx, t) -> t)
        .format("$lhs `,` $rhs " + FASTMATH + " attr-dict `:` type($result) `,` type($rhs)").build());
    ops.add(OpSpec.define(ComplexDialect.NAMESPACE + ".bitcast", ComplexOps::new)
        .traits(Trait.PURE)
        .operand("operand", TypeConstraint.ANY)
        .result("result", TypeConstraint.ANY)
        .format("$operand attr-dict `:` type($operand) `to` type($result)")
        .verifier(ComplexOps::verifyBitcast)
        .extension(org.jmlir.ir.rewrite.OpFolder.class,
            (o, constants) -> o.operand(0).type() == o.result(0).type() ? List.of(org.jmlir.ir.rewrite.OpFoldResult.of(o.operand(0))) : null)
        .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(List.of(ComplexFolders.MERGE_BITCAST)))
        .build());
    return ops;
  }

  /** MLIR's ConstantOp::verify: two float or integer attributes of the complex type's element type. */
  private static boolean verifyConstant(Operation op) {
    org.jmlir.ir.attr.ArrayAttr a = (org.jmlir.ir.attr.ArrayAttr) op.attr("value");
    if (a.size() != 2) {
      return op.emitOpError("requires 'value' to be a complex constant, represented as array of two values").report();
    }
    for (int i = 0; i < 2; i++) {
      if (!(a.get(i) instanceof org.jmlir.ir.attr.FloatAttr) && !(a.get(i) instanceof org.jmlir.ir.attr.IntegerAttr)) {
        return op.emitOpError("requires attribute's elements to be float or integer attributes").report();
      }
    }
    org.jmlir.ir.type.Type el = ((ComplexType) op.result(0).type()).elementType();
    org.jmlir.ir.type.Type re = ((org.jmlir.ir.attr.TypedAttr) a.get(0)).type();
    org.jmlir.ir.type.Type im = ((org.jmlir.ir.attr.TypedAttr) a.get(1)).type();
    if (re != el || im != el) {
      return op.emitOpError("requires attribute's element types ('" + re + "', '" + im + "') to match the element type of the op's return type ('"
          + el + "')").report();
    }
    return true;
  }

  /** MLIR's BitcastOp::verify: int/float to or from a complex type of twice its width. */
  private static boolean verifyBitcast(Operation op) {
    org.jmlir.ir.type.Type from = op.operand(0).type();
    org.jmlir.ir.type.Type to = op.result(0).type();
    if (from == to) {
      return true;
    }
    if (!isIntOrFloat(from) && !(from instanceof ComplexType)) {
      return op.emitOpError("operand must be int/float/complex").report();
    }
    if (!isIntOrFloat(to) && !(to instanceof ComplexType)) {
      return op.emitOpError("result must be int/float/complex").report();
    }
    if ((from instanceof ComplexType) == (to instanceof ComplexType)) {
      return op.emitOpError("requires that either input or output has a complex type").report();
    }
    ComplexType c = (ComplexType) (from instanceof ComplexType ? from : to);
    org.jmlir.ir.type.Type other = from instanceof ComplexType ? to : from;
    if (2 * width(c.elementType()) != width(other)) {
      return op.emitOpError("casting bitwidths do not match").report();
    }
    return true;
  }

  private static boolean isIntOrFloat(org.jmlir.ir.type.Type t) {
    return t instanceof IntegerType || t instanceof FloatType;
  }

  private static int width(org.jmlir.ir.type.Type t) {
    return t instanceof IntegerType i ? i.width() : ((FloatType) t).width();
  }
}
