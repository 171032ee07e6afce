package org.jmlir.dialect.llvm;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.parse.AsmParser;
import org.jmlir.ir.type.IntegerType;

/**
 * The llvm dialect's integer enums (ODS's I64EnumAttr / I32EnumAttr): stored as {@code 2 : i64},
 * written in op syntax as their keyword, quoted ({@code "slt"}) or bare ({@code acquire}).
 */
public final class LlvmEnums {
  private LlvmEnums() {}

  /**
   * One enum: {@code names[v]} is the keyword of value v (null where no case has that value). A null
   * {@code description} is ODS's "allowed N-bit signless integer cases: ..." list, made when asked for
   * (as an op definition's constraint is built): this class's nine enums made all nine at its
   * initialisation, the first llvm.func's lookup on jrun's interpreted path (BENCHMARKS.md issue 12).
   */
  public record IntEnum(String description, int width, String[] names, boolean quoted) {
    @Override
    public String description() {
      return description != null ? description : cases(width, names);
    }

    public int valueOf(String keyword) {
      for (int i = 0; i < names.length; i++) {
        if (keyword.equals(names[i])) {
          return i;
        }
      }
      return -1;
    }

    public String keyword(Attribute a) {
      if (a instanceof IntegerAttr i && i.type() instanceof IntegerType t && t.width() == width) {
        long v = i.longValue();
        return v >= 0 && v < names.length ? names[(int) v] : null;
      }
      return null;
    }

    public IntegerAttr attr(MLIRContext ctx, int value) {
      return IntegerAttr.get(ctx, IntegerType.get(ctx, width), value);
    }

    public IntegerAttr attr(MLIRContext ctx, String keyword) {
      return attr(ctx, valueOf(keyword));
    }

    public List<String> keywords() {
      java.util.ArrayList<String> out = new java.util.ArrayList<>();
      for (String n : names) {
        if (n != null) {
          out.add(n);
        }
      }
      return out;
    }

    public AttrConstraint constraint(String attrName) {
      return new AttrConstraint(
          description(),
          a -> keyword(a) != null,
          p -> {
            int at = p.currentOffset();
            String str = p.parseOptionalString();
            if (str != null) {
              if (valueOf(str) < 0) {
                throw p.emitError(at, "'" + str + "' is an incorrect value of the '" + attrName + "' attribute");
              }
              return attr(p.context(), str);
            }
            Attribute a = parseOptional(p);
            if (a == null) {
              throw p.emitError(
                  at,
                  "expected string or keyword containing one of the following enum values for attribute '"
                      + attrName
                      + "' ["
                      + String.join(", ", keywords())
                      + "]");
            }
            return a;
          },
          this::parseOptional,
          (a, pr) -> {
            if (quoted) {
              pr.printString(keyword(a));
            } else {
              pr.print(keyword(a));
            }
          });
    }

    Attribute parseOptional(AsmParser p) {
      String w = p.parseOptionalKeyword(keywords());
      if (w == null) {
        w = p.parseOptionalString();
        if (w == null || valueOf(w) < 0) {
          return null;
        }
      }
      return attr(p.context(), w);
    }
  }

  private static String cases(int width, String[] names) {
    StringBuilder sb = new StringBuilder("allowed " + width + "-bit signless integer cases: ");
    boolean first = true;
    for (int i = 0; i < names.length; i++) {
      if (names[i] != null) {
        sb.append(first ? "" : ", ").append(i);
        first = false;
      }
    }
    return sb.toString();
  }

  private static IntEnum e64(String[] names, boolean quoted) {
    return new IntEnum(null, 64, names, quoted);
  }

  public static final IntEnum ICMP_PREDICATE =
      e64(new String[] {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}, true);

  public static final IntEnum FCMP_PREDICATE =
      e64(
          new String[] {
            "_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno",
            "_true"
          },
          true);

  /** inline_asm's dialect (MLIR's AsmATTOrIntel), written bare: {@code asm_dialect = intel}. */
  public static final IntEnum ASM_DIALECT = e64(new String[] {"att", "intel"}, false);

  public static final IntEnum ATOMIC_ORDERING =
      e64(new String[] {"not_atomic", "unordered", "monotonic", null, "acquire", "release", "acq_rel", "seq_cst"}, false);

  public static final IntEnum ATOMIC_BIN_OP =
      e64(
          new String[] {
            "xchg", "add", "sub", "_and", "nand", "_or", "_xor", "max", "min", "umax", "umin", "fadd", "fsub", "fmax",
            "fmin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat", "fmaximum", "fminimum"
          },
          false);

  public static final IntEnum VISIBILITY = e64(new String[] {"default", "hidden", "protected"}, false);

  public static final IntEnum UNNAMED_ADDR = e64(new String[] {"", "local_unnamed_addr", "unnamed_addr"}, false);

  /** LLVM's rounding modes (the constrained intrinsics' {@code roundingmode}; 5 and 6 unused). */
  public static final IntEnum ROUNDING_MODE =
      e64(new String[] {"towardzero", "tonearest", "upward", "downward", "tonearestaway", null, null, "dynamic"}, false);

  /** The constrained intrinsics' {@code fpExceptionBehavior}. */
  public static final IntEnum FP_EXCEPTION_BEHAVIOR = e64(new String[] {"ignore", "maytrap", "strict"}, false);

  /** The value of an ordering keyword ({@code acquire} -> 4). */
  public static int ordering(String keyword) {
    return ATOMIC_ORDERING.valueOf(keyword);
  }
}
