package org.jmlir.ir.ods;

import java.util.function.Predicate;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.TypedAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.parse.AsmParser;
import org.jmlir.ir.print.AsmPrinter;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;

/**
 * A named attribute constraint (ODS's {@code AttrConstraint}) plus the attribute's syntax inside a
 * declarative format. {@code description} is MLIR's summary, quoted by the verifier ("attribute
 * 'predicate' failed to satisfy constraint: ...").
 *
 * @param parser parses the attribute as it appears for {@code $name} in a format; null: a full
 *     attribute ({@link AsmParser#parseAttribute})
 * @param optionalParser like {@code parser} but returns null, consuming nothing, when the
 *     attribute is absent (used when the attribute anchors or starts an optional group); null:
 *     {@link AsmParser#parseOptionalAttribute}
 * @param printer prints the attribute for {@code $name}; null: {@link AsmPrinter#printAttribute}
 */
public record AttrConstraint(
    String description,
    Predicate<Attribute> predicate,
    Parser parser,
    Parser optionalParser,
    Printer printer) {

  /** Parses the format form of an attribute. */
  @FunctionalInterface
  public interface Parser {
    Attribute parse(AsmParser parser);
  }

  /** Prints the format form of an attribute. */
  @FunctionalInterface
  public interface Printer {
    void print(Attribute attr, AsmPrinter printer);
  }

  /** A constraint whose format syntax is the generic attribute syntax. */
  public static AttrConstraint of(String description, Predicate<Attribute> predicate) {
    return new AttrConstraint(description, predicate, null, null, null);
  }

  public boolean test(Attribute a) {
    return predicate.test(a);
  }

  public boolean isUnit() {
    return this == UNIT;
  }

  /**
   * Parses as {@code $name} in a format. Without a custom syntax this is a full attribute of the
   * constraint's kind; another kind is MLIR's "invalid kind of attribute specified".
   */
  public Attribute parse(AsmParser p) {
    if (parser != null) {
      return parser.parse(p);
    }
    int offset = p.currentOffset();
    Attribute a = p.parseAttribute(null);
    if (!test(a)) {
      throw p.emitError(offset, "invalid kind of attribute specified");
    }
    return a;
  }

  /** Parses as {@code $name} when it may be absent; null when absent. */
  public Attribute parseOptional(AsmParser p) {
    if (optionalParser != null) {
      return optionalParser.parse(p);
    }
    return p.parseOptionalAttribute(null);
  }

  /** Prints as {@code $name} in a format. */
  public void print(Attribute a, AsmPrinter p) {
    if (printer != null) {
      printer.print(a, p);
    } else {
      p.printAttribute(a);
    }
  }

  // ---- MLIR's common attribute constraints ---------------------------------------------------

  public static final AttrConstraint ANY = of("any attribute", a -> true);

  public static final AttrConstraint UNIT = of("unit attribute", a -> a instanceof UnitAttr);

  public static final AttrConstraint TYPED = of("TypedAttr instance", a -> a instanceof TypedAttr);

  /** A string attribute in the generic attribute syntax (STRING's fallback for other tokens). */
  private static final AttrConstraint GENERIC_STRING = of("string attribute", a -> a instanceof StringAttr);

  /**
   * A string in a format is a bare string literal: as ODS parses a StrAttr with a known type, a
   * following {@code : type} is not taken as the string's type (llvm.inline_asm's {@code "nop", "" : () -> ()}).
   */
  public static final AttrConstraint STRING =
      new AttrConstraint(
          "string attribute",
          a -> a instanceof StringAttr,
          p -> {
            Attribute a = stringLiteral(p);
            return a != null ? a : GENERIC_STRING.parse(p); // not a string: the generic path's error
          },
          AttrConstraint::stringLiteral,
          null);

  private static Attribute stringLiteral(AsmParser p) {
    String s = p.parseOptionalString();
    return s == null ? null : StringAttr.get(p.context(), s);
  }

  public static final AttrConstraint DICTIONARY = of("dictionary of named attribute values", a -> a instanceof DictionaryAttr);

  public static final AttrConstraint ARRAY = of("array attribute", a -> a instanceof ArrayAttr);

  public static final AttrConstraint FLAT_SYMBOL_REF =
      new AttrConstraint(
          "flat symbol reference attribute",
          AttrConstraint::isFlatSymbolRef,
          p -> {
            int offset = p.currentOffset();
            Attribute a = p.parseAttribute(null);
            if (!isFlatSymbolRef(a)) {
              throw p.emitError(offset, "invalid kind of attribute specified");
            }
            return a;
          },
          p -> {
            String n = p.parseOptionalSymbolName();
            return n == null ? null : SymbolRefAttr.get(p.context(), n);
          },
          (a, p) -> p.printSymbolName(((SymbolRefAttr) a).root()));

  private static boolean isFlatSymbolRef(Attribute a) {
    return a instanceof SymbolRefAttr s && s.isFlat();
  }

  /** MLIR's SymbolNameAttr: a string printed as {@code @name}. */
  public static final AttrConstraint SYMBOL_NAME =
      new AttrConstraint(
          "string attribute",
          a -> a instanceof StringAttr,
          p -> StringAttr.get(p.context(), p.parseSymbolName()),
          p -> {
            String n = p.parseOptionalSymbolName();
            return n == null ? null : StringAttr.get(p.context(), n);
          },
          (a, p) -> p.printSymbolName(((StringAttr) a).value()));

  /** MLIR's TypeAttrOf(FunctionType). */
  public static final AttrConstraint FUNCTION_TYPE =
      of("type attribute of function type", a -> a instanceof TypeAttr t && t.value() instanceof FunctionType);

  /** An array of dictionaries (arg_attrs/res_attrs). */
  public static final AttrConstraint DICTIONARY_ARRAY =
      of(
          "Array of dictionary attributes",
          a -> {
            if (!(a instanceof ArrayAttr arr)) {
              return false;
            }
            for (Attribute e : arr.elements()) {
              if (!(e instanceof DictionaryAttr)) {
                return false;
              }
            }
            return true;
          });

  public static final AttrConstraint FLOAT = of("arbitrary floating-point attribute", a -> a instanceof FloatAttr);

  /**
   * A signless integer attribute of exactly {@code width} bits (ODS's I32Attr, I64Attr...). Its type
   * is buildable, so a format writes just the value ({@code 3}, not {@code 3 : i64}), as MLIR does.
   */
  public static AttrConstraint signlessInteger(int width) {
    return new AttrConstraint(
        width + "-bit signless integer attribute",
        a -> a instanceof IntegerAttr i && i.type() instanceof IntegerType t && t.isSignless() && t.width() == width,
        p -> p.parseAttribute(IntegerType.get(p.context(), width)),
        p -> p.parseOptionalAttribute(IntegerType.get(p.context(), width)),
        (a, p) -> p.printAttributeWithoutType(a));
  }
}
