package org.jmlir.dialect.hlo;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.ElementsAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.parse.AsmParser;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.ParseException;
import org.jmlir.ir.type.IntegerType;

/** The attribute constraints of HLO ops, with their syntax inside op formats. */
public final class HloAttrs {
  private HloAttrs() {}

  /**
   * An index list attribute written {@code [0, 1]} in formats: stablehlo's DenseI64ArrayAttr, or
   * mhlo's I64ElementsAttr ({@code dense<[0, 1]> : tensor<2xi64>}); both kinds are accepted in
   * either dialect, and parsing makes the namespace's own kind.
   */
  public static AttrConstraint dimsOf(String ns) {
    return new AttrConstraint(
        "i64 dense array attribute",
        HloAttrs::isDims,
        p -> dims(p.context(), ns, parseDimsList(p)),
        p -> {
          if (!p.parseOptionalLSquare()) {
            return null;
          }
          List<Long> out = new ArrayList<>();
          if (!p.parseOptionalRSquare()) {
            do {
              out.add(p.parseInteger().longValue());
            } while (p.parseOptionalComma());
            p.parseRSquare();
          }
          return dims(p.context(), ns, HloAttrParser.toArray(out));
        },
        (a, p) -> {
          long[] v = dimValues(a);
          p.print('[');
          for (int i = 0; v != null && i < v.length; i++) {
            if (i > 0) {
              p.print(", ");
            }
            p.print(v[i]);
          }
          p.print(']');
        });
  }

  /** stablehlo's DIMS constraint. */
  public static final AttrConstraint DIMS = dimsOf("stablehlo");

  /** An index list in namespace {@code ns}'s kind: DenseI64ArrayAttr (stablehlo) or I64ElementsAttr (mhlo). */
  public static Attribute dims(MLIRContext ctx, String ns, long[] values) {
    return ns.equals("mhlo") ? HloDirectives.i64Elements(ctx, new long[] {values.length}, values) : i64Array(ctx, values);
  }

  static boolean isDims(Attribute a) {
    return isI64Array(a)
        || (a instanceof org.jmlir.ir.attr.DenseIntOrFPElementsAttr e
            && e.elementType() instanceof IntegerType
            && e.type() instanceof org.jmlir.ir.type.RankedTensorType r
            && r.shape().length == 1);
  }

  /** The values of an index list attribute of either kind, or null. */
  public static long[] dimValues(Attribute a) {
    if (a instanceof DenseArrayAttr d) {
      long[] out = new long[d.size()];
      for (int i = 0; i < out.length; i++) {
        out[i] = d.rawValue(i);
      }
      return out;
    }
    if (a instanceof org.jmlir.ir.attr.DenseIntOrFPElementsAttr e) {
      return HloDirectives.i64Values(e);
    }
    return null;
  }

  /** I64Attr, written as a bare integer. */
  public static final AttrConstraint I64 = AttrConstraint.signlessInteger(64);

  /** ConfinedAttr<I64Attr, [IntPositive]>, written as a bare integer. */
  public static final AttrConstraint I64_POSITIVE =
      new AttrConstraint(
          "64-bit signless integer attribute whose value is positive",
          a -> I64.test(a) && ((IntegerAttr) a).value().signum() > 0,
          I64.parser(),
          I64.optionalParser(),
          I64.printer());

  /** ConfinedAttr<I64Attr, [IntNonNegative]>, written as a bare integer. */
  public static final AttrConstraint I64_NON_NEGATIVE =
      new AttrConstraint(
          "64-bit signless integer attribute whose value is non-negative",
          a -> I64.test(a) && ((IntegerAttr) a).value().signum() >= 0,
          I64.parser(),
          I64.optionalParser(),
          I64.printer());

  /** I32Attr, written as a bare integer. */
  public static final AttrConstraint I32 = AttrConstraint.signlessInteger(32);

  /** ConfinedAttr<I32Attr, [IntNonNegative]>, written as a bare integer. */
  public static final AttrConstraint I32_NON_NEGATIVE =
      new AttrConstraint(
          "32-bit signless integer attribute whose value is non-negative",
          a -> I32.test(a) && ((IntegerAttr) a).value().signum() >= 0,
          I32.parser(),
          I32.optionalParser(),
          I32.printer());

  /** ConfinedAttr<I32Attr, [IntPositive]>, written as a bare integer. */
  public static final AttrConstraint I32_POSITIVE =
      new AttrConstraint(
          "32-bit signless integer attribute whose value is positive",
          a -> I32.test(a) && ((IntegerAttr) a).value().signum() > 0,
          I32.parser(),
          I32.optionalParser(),
          I32.printer());

  /** BoolAttr, written {@code true}/{@code false}. */
  public static final AttrConstraint BOOL =
      new AttrConstraint(
          "bool attribute",
          a -> a instanceof IntegerAttr i && i.isBool(),
          null,
          null,
          (a, p) -> p.printAttributeWithoutType(a));

  /** ElementsAttr (constant values). */
  public static final AttrConstraint ELEMENTS = AttrConstraint.of("constant vector/tensor attribute", a -> a instanceof ElementsAttr);

  /** StableHLO's replica groups: a tensor of device ids or a {@code replica_group_mesh_axes}. */
  public static final AttrConstraint REPLICA_GROUPS =
      AttrConstraint.of(
          "Attribute that models the replica groups (either tensor or ReplicaGroupMeshAxes)",
          a -> a instanceof ElementsAttr || a instanceof ReplicaGroupMeshAxesAttr);

  /** StrAttr: a string literal in formats (its type is buildable, so no {@code : type} follows). */
  public static final AttrConstraint STRING =
      new AttrConstraint(
          "string attribute",
          a -> a instanceof org.jmlir.ir.attr.StringAttr,
          p -> org.jmlir.ir.attr.StringAttr.get(p.context(), p.parseString()),
          p -> {
            String v = p.parseOptionalString();
            return v == null ? null : org.jmlir.ir.attr.StringAttr.get(p.context(), v);
          },
          (a, p) -> p.printString(((org.jmlir.ir.attr.StringAttr) a).value()));

  public static final AttrConstraint CHANNEL_HANDLE = of("two 64-bit integers 'handle' and 'type'", ChannelHandleAttr.class);

  public static final AttrConstraint ANY = AttrConstraint.ANY;

  public static final AttrConstraint DICTIONARY = AttrConstraint.DICTIONARY;

  public static final AttrConstraint ARRAY = AttrConstraint.ARRAY;

  /** An attribute of class {@code c}, written in full. */
  public static AttrConstraint of(String description, Class<? extends Attribute> c) {
    return AttrConstraint.of(description, c::isInstance);
  }

  /** An enum attribute of {@code kind}, written as its bare case name in formats ({@code LT}). */
  public static AttrConstraint enumOf(String ns, HloEnum kind) {
    return new AttrConstraint(
        kind.mnemonic().replace('_', ' ') + " attribute",
        a -> a instanceof HloEnumAttr e && e.kind() == kind,
        p -> HloAttrParser.parseEnumCase(p, ns, kind),
        p -> {
          String c = p.parseOptionalKeyword(kind.cases(ns));
          return c == null ? null : HloEnumAttr.get(p.context(), ns, kind, c);
        },
        (a, p) -> p.print(((HloEnumAttr) a).value()));
  }

  /** An array of {@code kind} enum attributes ({@code precision_config}). */
  public static AttrConstraint enumArrayOf(HloEnum kind) {
    return AttrConstraint.of(
        kind.mnemonic() + " config attribute",
        a -> {
          if (!(a instanceof ArrayAttr arr)) {
            return false;
          }
          for (Attribute e : arr.elements()) {
            if (!(e instanceof HloEnumAttr x) || x.kind() != kind) {
              return false;
            }
          }
          return true;
        });
  }

  static boolean isI64Array(Attribute a) {
    return a instanceof DenseArrayAttr d && d.elementType() instanceof IntegerType t && t.isSignless() && t.width() == 64;
  }

  /** {@code array<i64: values>}. */
  public static DenseArrayAttr i64Array(MLIRContext ctx, long[] values) {
    return DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), values);
  }

  /** An i64 IntegerAttr. */
  public static IntegerAttr i64(MLIRContext ctx, long value) {
    return IntegerAttr.get(ctx, IntegerType.get(ctx, 64), value);
  }

  static long[] parseInts(AsmParser p) {
    List<Long> out = new ArrayList<>();
    p.parseCommaSeparatedList(Delimiter.SQUARE, () -> out.add(p.parseInteger().longValue()), "");
    return HloAttrParser.toArray(out);
  }

  /** A dims list ({@code dims = [..]}): as upstream, a bad element is followed by "expected ']'". */
  static long[] parseDimsList(AsmParser p) {
    List<Long> out = new ArrayList<>();
    p.parseCommaSeparatedList(
        Delimiter.SQUARE,
        () -> {
          int at = p.currentOffset();
          try {
            out.add(p.parseInteger().longValue());
          } catch (ParseException e) {
            throw p.emitError(at, "expected ']'");
          }
        },
        "");
    return HloAttrParser.toArray(out);
  }
}
