package org.jmlir.dialect.arith;

import java.util.List;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.parse.AsmParser;

/** The arith dialect's attribute constraints, with MLIR 22's descriptions and op-syntax forms. */
public final class ArithAttrs {
  private ArithAttrs() {}

  public static final List<String> CMPI_PREDICATES = List.of("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge");

  public static final List<String> CMPF_PREDICATES =
      List.of(
          "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno",
          "true");

  public static final List<String> ROUNDING_MODES =
      List.of("to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away");

  /** {@code #arith.cmpi_predicate} cases, stored as {@code i64}. */
  public static final AttrConstraint CMPI_PREDICATE =
      IntEnum.constraint(IntEnum.casesDescription(64, CMPI_PREDICATES.size()), CMPI_PREDICATES, 64, "predicate");

  public static final AttrConstraint CMPF_PREDICATE =
      IntEnum.constraint(IntEnum.casesDescription(64, CMPF_PREDICATES.size()), CMPF_PREDICATES, 64, "predicate");

  /** Rounding modes, stored as {@code i32}. */
  public static final AttrConstraint ROUNDING_MODE =
      IntEnum.constraint("Floating point rounding mode", ROUNDING_MODES, 32, "roundingmode");

  /** {@code #arith.fastmath<...>}, written {@code <...>} after the {@code fastmath} keyword. */
  public static final AttrConstraint FASTMATH =
      new AttrConstraint(
          "Floating point fast math flags",
          a -> a instanceof FastMathFlagsAttr,
          ArithAttrs::parseFastMathParams,
          null,
          (a, p) -> p.print(((ArithFlagsAttr) a).params()));

  /** {@code #arith.overflow<...>}, written {@code <...>} after the {@code overflow} keyword. */
  public static final AttrConstraint OVERFLOW =
      new AttrConstraint(
          "Integer overflow arith flags",
          a -> a instanceof IntegerOverflowFlagsAttr,
          ArithAttrs::parseOverflowParams,
          null,
          (a, p) -> p.print(((ArithFlagsAttr) a).params()));

  static FastMathFlagsAttr parseFastMathParams(AsmParser p) {
    int flags =
        EnumFlags.parse(
            p,
            FastMathFlagsAttr.FLAGS,
            FastMathFlagsAttr.FAST,
            "fast",
            "::mlir::arith::FastMathFlags",
            "Arith_FastMathAttr");
    return FastMathFlagsAttr.get(p.context(), flags);
  }

  static IntegerOverflowFlagsAttr parseOverflowParams(AsmParser p) {
    int flags =
        EnumFlags.parse(
            p, IntegerOverflowFlagsAttr.FLAGS, -1, null, "::mlir::arith::IntegerOverflowFlags", "Arith_IntegerOverflowAttr");
    return IntegerOverflowFlagsAttr.get(p.context(), flags);
  }
}
