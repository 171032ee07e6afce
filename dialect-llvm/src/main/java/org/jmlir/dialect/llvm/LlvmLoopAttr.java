package org.jmlir.dialect.llvm;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.parse.AsmParser;
import org.jmlir.ir.print.AttrTypePrinter;
import org.jmlir.ir.type.IntegerType;

/**
 * The loop metadata attributes of the llvm dialect ({@code #llvm.loop_annotation<...>},
 * {@code #llvm.loop_unroll<...>}, {@code #llvm.loop_vectorize<...>}, ...): a struct of optional
 * parameters, printed in declaration order as {@code key = value}; a nested loop attribute prints as
 * its alias ({@code #loop_unroll}) or, without one, in the stripped form {@code <full = true>}.
 * Interned.
 */
public final class LlvmLoopAttr implements DialectAttribute {
  /** How a parameter's value is written. */
  enum Kind {
    BOOL,
    I32,
    /** A nested loop attribute of the given mnemonic (stripped form allowed). */
    NESTED,
    /** Any attribute, in the generic syntax (locations, access-group arrays). */
    ANY
  }

  record Param(String name, Kind kind, String nested) {}

  private static Param b(String n) {
    return new Param(n, Kind.BOOL, null);
  }

  private static Param i(String n) {
    return new Param(n, Kind.I32, null);
  }

  private static Param n(String n, String mnemonic) {
    return new Param(n, Kind.NESTED, mnemonic);
  }

  private static final String LA = "loop_annotation";

  /** A branch's loop_annotation: a #llvm.loop_annotation (MLIR 22's constraint has no description). */
  static final org.jmlir.ir.ods.AttrConstraint ANNOTATION =
      org.jmlir.ir.ods.AttrConstraint.of("", a -> a instanceof LlvmLoopAttr l && l.mnemonic().equals(LA));

  /**
   * MLIR 22's loop attributes and their parameters, in declaration order: in a holder class, made on
   * the first loop attribute parsed or printed rather than when a branch op's definition (which names
   * {@link #ANNOTATION}) initialises this class (~0.3 ms of jrun's interpreted start, BENCHMARKS.md
   * issue 12).
   */
  private static final class Schemas {
    static final Map<String, List<Param>> SCHEMAS = new LinkedHashMap<>();

    static {
      SCHEMAS.put("loop_vectorize", List.of(b("disable"), b("predicateEnable"), b("scalableEnable"), i("width"),
          n("followupVectorized", LA), n("followupEpilogue", LA), n("followupAll", LA)));
      SCHEMAS.put("loop_interleave", List.of(i("count")));
      SCHEMAS.put("loop_unroll", List.of(b("disable"), i("count"), b("runtimeDisable"), b("full"),
          n("followupUnrolled", LA), n("followupRemainder", LA), n("followupAll", LA)));
      SCHEMAS.put("loop_unroll_and_jam", List.of(b("disable"), i("count"), n("followupOuter", LA), n("followupInner", LA),
          n("followupRemainderOuter", LA), n("followupRemainderInner", LA), n("followupAll", LA)));
      SCHEMAS.put("loop_licm", List.of(b("disable"), b("versioningDisable")));
      SCHEMAS.put("loop_distribute", List.of(b("disable"), n("followupCoincident", LA), n("followupSequential", LA),
          n("followupFallback", LA), n("followupAll", LA)));
      SCHEMAS.put("loop_pipeline", List.of(b("disable"), i("initiationinterval")));
      SCHEMAS.put("loop_peeled", List.of(i("count")));
      SCHEMAS.put("loop_unswitch", List.of(b("partialDisable")));
      SCHEMAS.put(LA, List.of(b("disableNonforced"), n("vectorize", "loop_vectorize"), n("interleave", "loop_interleave"),
          n("unroll", "loop_unroll"), n("unrollAndJam", "loop_unroll_and_jam"), n("licm", "loop_licm"),
          n("distribute", "loop_distribute"), n("pipeline", "loop_pipeline"), n("peeled", "loop_peeled"),
          n("unswitch", "loop_unswitch"), b("mustProgress"), b("isVectorized"), new Param("startLoc", Kind.ANY, null),
          new Param("endLoc", Kind.ANY, null), new Param("parallelAccesses", Kind.ANY, null)));
    }
  }

  /**
   * MLIR's "failed to parse X parameter ..." error at {@code at}; the enclosing parameters' errors
   * follow at the same place ({@code failAt}).
   */
  private static org.jmlir.ir.parse.ParseException failed(AsmParser p, int at, int[] failAt, String message) {
    failAt[0] = at;
    return p.emitError(at, message);
  }

  /** MLIR's C++ class of a loop attribute ({@code loop_unroll_and_jam} is LoopUnrollAndJamAttr). */
  private static String cppName(String mnemonic) {
    if (mnemonic.equals("loop_licm")) {
      return "LoopLICMAttr";
    }
    StringBuilder sb = new StringBuilder();
    for (String part : mnemonic.split("_")) {
      sb.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
    }
    return sb.append("Attr").toString();
  }

  private record Key(String mnemonic, List<NamedAttribute> params) {
    // Spelled out: a record's generated equals/hashCode link through method handles on first use
    // (start-up time; see MLIRContext.intern).
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(mnemonic, k.mnemonic)
          && java.util.Objects.equals(params, k.params);
    }

    @Override
    public int hashCode() {
      return 31 * java.util.Objects.hashCode(mnemonic) + java.util.Objects.hashCode(params);
    }
  }

  private final String mnemonic;
  private final List<NamedAttribute> params;

  private LlvmLoopAttr(Key k) {
    this.mnemonic = k.mnemonic;
    this.params = k.params;
  }

  /** The attribute with {@code params} (name/value pairs of the mnemonic's schema, put in its order). */
  public static LlvmLoopAttr get(MLIRContext ctx, String mnemonic, List<NamedAttribute> params) {
    List<NamedAttribute> ordered = new ArrayList<>();
    for (Param p : Schemas.SCHEMAS.get(mnemonic)) {
      for (NamedAttribute na : params) {
        if (na.name().equals(p.name())) {
          ordered.add(na);
        }
      }
    }
    return ctx.intern(new Key(mnemonic, List.copyOf(ordered)), LlvmLoopAttr::new);
  }

  public static boolean isLoopMnemonic(String mnemonic) {
    return Schemas.SCHEMAS.containsKey(mnemonic);
  }

  public String mnemonic() {
    return mnemonic;
  }

  /** The parameters present, in declaration order. */
  public List<NamedAttribute> params() {
    return params;
  }

  /** The value of parameter {@code name}, or null. */
  public Attribute param(String name) {
    for (NamedAttribute na : params) {
      if (na.name().equals(name)) {
        return na.value();
      }
    }
    return null;
  }

  @Override
  public String dialectNamespace() {
    return LlvmDialect.NAMESPACE;
  }

  @Override
  public String body() {
    StringBuilder out = new StringBuilder();
    printBody(new AttrTypePrinter(), out);
    return out.toString();
  }

  @Override
  public void walkSubElements(Consumer<Object> fn) {
    for (NamedAttribute na : params) {
      if (na.value() instanceof org.jmlir.ir.attr.ArrayAttr groups) {
        groups.elements().forEach(fn);
      } else if (!(na.value() instanceof IntegerAttr)) {
        fn.accept(na.value());
      }
    }
  }

  @Override
  public void printBody(AttrTypePrinter printer, StringBuilder out) {
    out.append(mnemonic);
    printParams(printer, out);
  }

  private void printParams(AttrTypePrinter printer, StringBuilder out) {
    out.append('<');
    for (int k = 0; k < params.size(); k++) {
      NamedAttribute na = params.get(k);
      if (k > 0) {
        out.append(", ");
      }
      out.append(na.name()).append(" = ");
      Attribute v = na.value();
      if (v instanceof IntegerAttr ia && ia.type() instanceof IntegerType t && t.width() == 1) {
        out.append(ia.longValue() != 0 ? "true" : "false");
      } else if (v instanceof LlvmLoopAttr nested) {
        String alias = printer.aliasOf(nested);
        if (alias != null) {
          out.append(alias);
        } else {
          nested.printParams(printer, out);
        }
      } else if (na.name().equals("parallelAccesses") && v instanceof org.jmlir.ir.attr.ArrayAttr groups) {
        for (int g = 0; g < groups.size(); g++) {
          out.append(g > 0 ? ", " : "");
          printer.printAttribute(out, groups.get(g), false);
        }
      } else {
        printer.printAttribute(out, v, false);
      }
    }
    out.append('>');
  }

  @Override
  public String toString() {
    return "#llvm." + body();
  }

  /** Parses {@code <key = value, ...>} after the mnemonic. */
  static LlvmLoopAttr parseParams(AsmParser p, String mnemonic) {
    p.parseLess();
    return parseBody(p, mnemonic, new int[1]);
  }

  /** The parameters after an already consumed {@code <}. */
  private static LlvmLoopAttr parseBody(AsmParser p, String mnemonic, int[] failAt) {
    MLIRContext ctx = p.context();
    List<Param> schema = Schemas.SCHEMAS.get(mnemonic);
    List<NamedAttribute> out = new ArrayList<>();
    if (!p.parseOptionalGreater()) {
      String pending = null;
      do {
        String key = pending != null ? pending : p.parseKeyword();
        pending = null;
        Param param = null;
        for (Param s : schema) {
          if (s.name().equals(key)) {
            param = s;
          }
        }
        int eq = p.currentOffset();
        p.parseEqual();
        int vat = p.currentOffset();
        for (NamedAttribute seen : out) {
          if (seen.name().equals(key)) {
            param = null;
          }
        }
        if (param == null) {
          throw p.emitError(vat, "duplicate or unknown struct parameter name: " + key);
        }
        String failed = "failed to parse " + cppName(mnemonic) + " parameter '" + key + "' which is to be a `";
        Attribute v =
            switch (param.kind()) {
              case BOOL, I32 -> {
                String cpp = param.kind() == Kind.BOOL ? "BoolAttr" : "IntegerAttr";
                Attribute a;
                try {
                  a = p.parseAttribute(null);
                } catch (org.jmlir.ir.parse.ParseException e) {
                  throw failed(p, vat, failAt, failed + cpp + "`");
                }
                boolean ok = param.kind() == Kind.BOOL ? a instanceof IntegerAttr ia && ia.isBool() : a instanceof IntegerAttr;
                if (!ok) {
                  p.emitError(vat, "invalid kind of attribute specified");
                  throw failed(p, p.currentOffset(), failAt, failed + cpp + "`");
                }
                yield a;
              }
              case NESTED -> {
                String cpp = cppName(param.nested()) + "`";
                if (p.parseOptionalLess()) {
                  try {
                    yield parseBody(p, param.nested(), failAt);
                  } catch (org.jmlir.ir.parse.ParseException e) {
                    throw failed(p, failAt[0], failAt, failed + cpp);
                  }
                }
                Attribute a = null;
                try {
                  a = p.parseOptionalAttribute(null);
                } catch (org.jmlir.ir.parse.ParseException e) {
                  // not an attribute: the stripped form was expected
                }
                if (!(a instanceof org.jmlir.ir.attr.DialectAttribute)) {
                  // MLIR reads a value not starting with '#' as the stripped form, which starts
                  // with '<': the missing '<' is reported just past the '=', as a wrong token.
                  p.emitError(eq + 1, "expected '<'");
                  throw failed(p, vat, failAt, failed + cpp);
                }
                if (!(a instanceof LlvmLoopAttr l) || !l.mnemonic().equals(param.nested())) {
                  p.emitError(vat, "invalid kind of attribute specified");
                  throw failed(p, p.currentOffset(), failAt, failed + cpp);
                }
                yield a;
              }
              case ANY -> p.parseAttribute(null);
            };
        if (key.equals("parallelAccesses")) {
          // A list of access groups (MLIR's ArrayRefParameter): `#a, #b`, then the next name or `>`.
          List<Attribute> groups = new ArrayList<>(List.of(v));
          while (pending == null && p.parseOptionalComma()) {
            Attribute more = p.parseOptionalAttribute(null);
            if (more == null) {
              pending = p.parseKeyword();
            } else {
              groups.add(more);
            }
          }
          v = org.jmlir.ir.attr.ArrayAttr.get(ctx, groups);
        }
        out.add(new NamedAttribute(key, v));
      } while (pending != null || p.parseOptionalComma());
      p.parseGreater();
    }
    return get(ctx, mnemonic, out);
  }
}
