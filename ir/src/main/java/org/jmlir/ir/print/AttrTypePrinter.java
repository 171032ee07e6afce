package org.jmlir.ir.print;

import java.math.BigInteger;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.DenseResourceElementsAttr;
import org.jmlir.ir.attr.DenseStringElementsAttr;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.DistinctAttr;
import org.jmlir.ir.attr.ElementsAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.FloatFormats;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.IntegerSetAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.OpaqueAttr;
import org.jmlir.ir.attr.SparseElementsAttr;
import org.jmlir.ir.attr.StridedLayoutAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.TypedAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.loc.CallSiteLoc;
import org.jmlir.ir.loc.FileLineColLoc;
import org.jmlir.ir.loc.FusedLoc;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.loc.NameLoc;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.DialectType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.NoneType;
import org.jmlir.ir.type.OpaqueType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TupleType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedMemRefType;
import org.jmlir.ir.type.UnrankedTensorType;
import org.jmlir.ir.type.VectorType;

/**
 * Prints types, attributes and locations exactly as mlir-opt 22 does (AsmPrinter.cpp). An attribute
 * or type the {@link AliasResolver} names prints as its alias; {@link #printTypeNoAlias} and
 * {@link #printAttributeNoAlias} print an alias's definition. One instance per printed module: it
 * numbers {@code distinct[N]} attributes in print order.
 *
 * <p>Dispatch is by instanceof chains, not pattern switches: every run prints, and each type-pattern
 * switch generates a hidden class at its first execution (SwitchBootstraps), which the AOT cache
 * cannot keep; start-up-path code avoids them for that reason.
 */
public final class AttrTypePrinter {
  /** When the {@code : type} of a typed attribute is printed (MLIR's AttrTypeElision). */
  public enum Elision {
    /** Always print the type (dictionary values, op attributes). */
    NEVER,
    /** Elide the default types ({@code i64} integers, {@code f64} floats): arrays, memory spaces. */
    MAY,
    /** Never print the type. */
    MUST
  }

  private final AliasResolver aliases;
  private final long elideElementsIfLarger;
  private final long hexIfLarger;
  /** --mlir-pretty-debuginfo: locations without loc(...), keywords and quotes around file names. */
  private final boolean pretty;
  private final Map<DistinctAttr, Integer> distinctIds = new IdentityHashMap<>();

  /** A printer with no aliases and default options. */
  public AttrTypePrinter() {
    this(AliasResolver.NONE, PrintOptions.DEFAULT);
  }

  public AttrTypePrinter(AliasResolver aliases, PrintOptions options) {
    this.aliases = aliases == null ? AliasResolver.NONE : aliases;
    this.elideElementsIfLarger = options.elideElementsAttrsIfLarger();
    this.hexIfLarger = 100;
    this.pretty = options.prettyDebugInfo();
  }

  // ---- types ---------------------------------------------------------------------------------

  /** Prints {@code type}, or its alias. */
  public void printType(StringBuilder out, Type type) {
    String alias = aliases.aliasOf(type);
    if (alias != null) {
      out.append(alias);
      return;
    }
    printTypeNoAlias(out, type);
  }

  /** Prints {@code type} in full even when it has an alias (nested parts may still use aliases). */
  /** The alias {@code attr} prints as ({@code #loop_unroll}), or null when it prints in full. */
  public String aliasOf(Attribute attr) {
    return aliases.aliasOf(attr);
  }

  public void printTypeNoAlias(StringBuilder out, Type type) {
    if (type instanceof IntegerType it) {
      out.append(it.signedness().prefix()).append('i').append(it.width());
    } else if (type instanceof IndexType i) {
      out.append("index");
    } else if (type instanceof FloatType f) {
      out.append(f.kind().spelling());
    } else if (type instanceof NoneType n) {
      out.append("none");
    } else if (type instanceof ComplexType c) {
      out.append("complex<");
      printType(out, c.elementType());
      out.append('>');
    } else if (type instanceof TupleType t) {
      out.append("tuple<");
      printTypeList(out, t.types());
      out.append('>');
    } else if (type instanceof FunctionType f) {
      out.append('(');
      printTypeList(out, f.inputs());
      out.append(") -> ");
      printFunctionResults(out, f.results());
    } else if (type instanceof VectorType v) {
      out.append("vector<");
      long[] shape = v.shape();
      boolean[] scalable = v.scalableDims();
      for (int i = 0; i < shape.length; i++) {
        if (scalable[i]) {
          out.append('[').append(shape[i]).append(']');
        } else {
          out.append(shape[i]);
        }
        out.append('x');
      }
      printType(out, v.elementType());
      out.append('>');
    } else if (type instanceof RankedTensorType t) {
      out.append("tensor<");
      printDims(out, t.shape());
      printType(out, t.elementType());
      if (t.encoding() != null) {
        out.append(", ");
        printAttribute(out, t.encoding(), Elision.NEVER);
      }
      out.append('>');
    } else if (type instanceof UnrankedTensorType t) {
      out.append("tensor<*x");
      printType(out, t.elementType());
      out.append('>');
    } else if (type instanceof MemRefType m) {
      out.append("memref<");
      printDims(out, m.shape());
      printType(out, m.elementType());
      if (m.layout() != null) {
        out.append(", ");
        printAttribute(out, m.layout(), Elision.MAY);
      }
      if (m.memorySpace() != null) {
        out.append(", ");
        printAttribute(out, m.memorySpace(), Elision.MAY);
      }
      out.append('>');
    } else if (type instanceof UnrankedMemRefType m) {
      out.append("memref<*x");
      printType(out, m.elementType());
      if (m.memorySpace() != null) {
        out.append(", ");
        printAttribute(out, m.memorySpace(), Elision.MAY);
      }
      out.append('>');
    } else if (type instanceof OpaqueType o) {
      printDialectSymbol(out, '!', o.dialectNamespace(), o.data());
    } else if (type instanceof DialectType d) {
      printDialectSymbol(out, '!', d.dialectNamespace(), d.body());
    } else {
      out.append(type);
    }
  }

  /** Comma-separated types. */
  public void printTypeList(StringBuilder out, List<? extends Type> types) {
    for (int i = 0; i < types.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      printType(out, types.get(i));
    }
  }

  /** A single result type bare (unless it is a function type), otherwise a parenthesized list. */
  public void printFunctionResults(StringBuilder out, List<? extends Type> results) {
    if (results.size() == 1 && !(results.get(0) instanceof FunctionType)) {
      printType(out, results.get(0));
    } else {
      out.append('(');
      printTypeList(out, results);
      out.append(')');
    }
  }

  private static void printDims(StringBuilder out, long[] shape) {
    for (long d : shape) {
      if (d == ShapedType.DYNAMIC) {
        out.append('?');
      } else {
        out.append(d);
      }
      out.append('x');
    }
  }

  // ---- attributes ----------------------------------------------------------------------------

  /** Prints {@code attr} (or its alias); {@code elideType} drops a trailing {@code : type}. */
  public void printAttribute(StringBuilder out, Attribute attr, boolean elideType) {
    printAttribute(out, attr, elideType ? Elision.MUST : Elision.NEVER);
  }

  /** Prints {@code attr}, or its alias. */
  public void printAttribute(StringBuilder out, Attribute attr, Elision elision) {
    String alias = aliases.aliasOf(attr);
    if (alias != null) {
      out.append(alias);
      return;
    }
    printAttributeNoAlias(out, attr, elision);
  }

  /** Prints {@code attr} in full even when it has an alias. */
  public void printAttributeNoAlias(StringBuilder out, Attribute attr, Elision elision) {
    if (attr instanceof Location loc) {
      printLocation(out, loc, false);
      return;
    } else if (attr instanceof OpaqueAttr o) {
      printDialectSymbol(out, '#', o.dialectNamespace(), o.data());
      return;
    } else if (attr instanceof UnitAttr u) {
      out.append("unit");
      return;
    } else if (attr instanceof DistinctAttr d) {
      out.append("distinct[").append(distinctId(d)).append("]<");
      if (!(d.referenced() instanceof UnitAttr)) {
        printAttribute(out, d.referenced(), Elision.NEVER);
      }
      out.append('>');
      return;
    } else if (attr instanceof DictionaryAttr d) {
      out.append('{');
      printNamedAttributes(out, d.entries());
      out.append('}');
      return;
    } else if (attr instanceof IntegerAttr i) {
      Type t = i.type();
      if (t instanceof IntegerType it && it.width() == 1 && it.isSignless()) {
        out.append(i.boolValue() ? "true" : "false");
        return;
      }
      out.append(i.value());
      if (elision == Elision.MAY && t instanceof IntegerType it && it.width() == 64 && it.isSignless()) {
        return;
      }
    } else if (attr instanceof FloatAttr f) {
      boolean hex = FloatFormats.print(f.type().kind(), f.bits(), out);
      if (elision == Elision.MAY && f.type().kind() == FloatType.Kind.F64 && !hex) {
        return;
      }
    } else if (attr instanceof StringAttr s) {
      printString(out, s.value());
    } else if (attr instanceof ArrayAttr a) {
      out.append('[');
      List<Attribute> elems = a.elements();
      for (int i = 0; i < elems.size(); i++) {
        if (i > 0) {
          out.append(", ");
        }
        printAttribute(out, elems.get(i), Elision.MAY);
      }
      out.append(']');
    } else if (attr instanceof AffineMapAttr m) {
      out.append("affine_map<");
      m.map().print(out);
      out.append('>');
      return;
    } else if (attr instanceof IntegerSetAttr s) {
      out.append("affine_set<");
      s.set().print(out);
      out.append('>');
      return;
    } else if (attr instanceof TypeAttr t) {
      printType(out, t.value());
    } else if (attr instanceof SymbolRefAttr r) {
      printSymbolName(out, r.root());
      for (String n : r.nested()) {
        out.append("::");
        printSymbolName(out, n);
      }
    } else if (attr instanceof DenseIntOrFPElementsAttr d) {
      if (shouldElide(d)) {
        out.append("dense_resource<__elided__>");
      } else {
        out.append("dense<");
        printDenseIntOrFP(out, d, true);
        out.append('>');
      }
    } else if (attr instanceof DenseStringElementsAttr d) {
      if (shouldElide(d)) {
        out.append("dense_resource<__elided__>");
      } else {
        out.append("dense<");
        List<String> values = d.values();
        printDenseElements(out, values.size() == 1, d.type(), idx -> printBytesString(out, values.get((int) idx)));
        out.append('>');
      }
    } else if (attr instanceof SparseElementsAttr s) {
      if (shouldElide(s.indices()) || shouldElide(s.values())) {
        out.append("dense_resource<__elided__>");
      } else {
        out.append("sparse<");
        if (s.indices().numElements() != 0) {
          printElementsBody(out, s.indices(), false);
          out.append(", ");
          printElementsBody(out, s.values(), true);
        }
        out.append('>');
      }
    } else if (attr instanceof StridedLayoutAttr s) {
      out.append("strided<[");
      long[] strides = s.strides();
      for (int i = 0; i < strides.length; i++) {
        if (i > 0) {
          out.append(", ");
        }
        printDynamic(out, strides[i]);
      }
      out.append(']');
      if (s.offset() != 0) {
        out.append(", offset: ");
        printDynamic(out, s.offset());
      }
      out.append('>');
      return;
    } else if (attr instanceof DenseArrayAttr a) {
      out.append("array<");
      printType(out, a.elementType());
      if (a.size() > 0) {
        out.append(": ");
        printDenseArrayElements(out, a);
      }
      out.append('>');
      return;
    } else if (attr instanceof DenseResourceElementsAttr r) {
      out.append("dense_resource<");
      printKeywordOrString(out, r.handle());
      out.append('>');
    } else if (attr instanceof DialectAttribute d) {
      StringBuilder body = new StringBuilder();
      d.printBody(this, body);
      printDialectSymbol(out, '#', d.dialectNamespace(), body.toString()); // typed ones get ": type" below, as in MLIR
    } else {
      out.append(attr);
      return;
    }
    if (elision != Elision.MUST && attr instanceof TypedAttr ta && !(ta.type() instanceof NoneType) && ta.type() != null) {
      out.append(" : ");
      printType(out, ta.type());
    }
  }

  /** {@code a = 1, b} (no braces): names as keywords or strings, unit values as the bare name. */
  public void printNamedAttributes(StringBuilder out, List<NamedAttribute> entries) {
    for (int i = 0; i < entries.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      printNamedAttribute(out, entries.get(i));
    }
  }

  public void printNamedAttribute(StringBuilder out, NamedAttribute na) {
    printKeywordOrString(out, na.name());
    if (na.value() instanceof UnitAttr) {
      return;
    }
    out.append(" = ");
    printAttribute(out, na.value(), Elision.NEVER);
  }

  /**
   * Set on the printers of ops printed on helper threads: called when a {@code distinct} attribute
   * would be numbered, which only a printer that sees the ops in order can do.
   */
  Runnable onDistinct;

  private int distinctId(DistinctAttr d) {
    if (onDistinct != null) {
      onDistinct.run();
    }
    Integer id = distinctIds.get(d);
    if (id == null) {
      id = distinctIds.size();
      distinctIds.put(d, id);
    }
    return id;
  }

  private boolean shouldElide(ElementsAttr a) {
    if (elideElementsIfLarger < 0) {
      return false;
    }
    boolean splat = a instanceof DenseIntOrFPElementsAttr d ? d.isSplat()
        : a instanceof DenseStringElementsAttr s && s.isSplat();
    return !splat && a.numElements() > elideElementsIfLarger;
  }

  private static void printDynamic(StringBuilder out, long v) {
    if (v == ShapedType.DYNAMIC) {
      out.append('?');
    } else {
      out.append(v);
    }
  }

  private void printElementsBody(StringBuilder out, ElementsAttr a, boolean allowHex) {
    if (a instanceof DenseIntOrFPElementsAttr d) {
      printDenseIntOrFP(out, d, allowHex);
    } else if (a instanceof DenseStringElementsAttr d) {
      List<String> values = d.values();
      printDenseElements(out, values.size() == 1, d.type(), idx -> printBytesString(out, values.get((int) idx)));
    } else {
      printAttribute(out, a, Elision.MUST);
    }
  }

  private interface ElementPrinter {
    void print(long index);
  }

  private void printDenseIntOrFP(StringBuilder out, DenseIntOrFPElementsAttr attr, boolean allowHex) {
    ShapedType type = attr.type();
    Type elementType = type.elementType();
    if (allowHex && !attr.isSplat() && type.numElements() > hexIfLarger) {
      byte[] raw = attr.rawData();
      out.append("\"0x");
      out.ensureCapacity(out.length() + raw.length * 2 + 2);
      for (byte b : raw) {
        out.append(HEX[(b >> 4) & 0xf]).append(HEX[b & 0xf]);
      }
      out.append('"');
      return;
    }
    boolean splat = attr.isSplat();
    if (elementType instanceof ComplexType c) {
      Type inner = c.elementType();
      int bits = DenseIntOrFPElementsAttr.elementStorageBits(inner);
      printDenseElements(out, splat, type, idx -> {
        out.append('(');
        printScalar(out, attr, inner, 2 * idx, bits);
        out.append(',');
        printScalar(out, attr, inner, 2 * idx + 1, bits);
        out.append(')');
      });
    } else {
      int bits = DenseIntOrFPElementsAttr.elementStorageBits(elementType);
      if (elementType instanceof FloatType f && f.kind() == FloatType.Kind.F32) {
        printDenseElements(out, splat, type, idx -> FloatFormats.printF32((int) attr.readLong(idx * 4, 4), out));
      } else {
        printDenseElements(out, splat, type, idx -> printScalar(out, attr, elementType, idx, bits));
      }
    }
  }

  private static void printScalar(StringBuilder out, DenseIntOrFPElementsAttr attr, Type t, long index, int storageBits) {
    BigInteger bits = attr.scalarBits(index, storageBits);
    if (t instanceof FloatType f) {
      FloatFormats.print(f.kind(), bits.and(BigInteger.ONE.shiftLeft(f.width()).subtract(BigInteger.ONE)), out);
    } else if (t instanceof IntegerType it) {
      if (it.width() == 1) {
        out.append(bits.signum() != 0 ? "true" : "false");
      } else if (it.isUnsigned() || it.width() == 0) {
        out.append(bits.and(BigInteger.ONE.shiftLeft(it.width()).subtract(BigInteger.ONE)));
      } else {
        BigInteger v = bits.and(BigInteger.ONE.shiftLeft(it.width()).subtract(BigInteger.ONE));
        if (v.testBit(it.width() - 1)) {
          v = v.subtract(BigInteger.ONE.shiftLeft(it.width()));
        }
        out.append(v);
      }
    } else {
      out.append(bits.longValue());
    }
  }

  /** MLIR's printDenseElementsAttrImpl: nested brackets by shape, one value for a splat. */
  private static void printDenseElements(StringBuilder out, boolean splat, ShapedType type, ElementPrinter printElt) {
    if (splat) {
      printElt.print(0);
      return;
    }
    long numElements = type.numElements();
    if (numElements == 0) {
      return;
    }
    long[] shape = type.shape();
    int rank = shape.length;
    long[] counter = new long[rank];
    int openBrackets = 0;
    for (long idx = 0; idx != numElements; idx++) {
      if (idx != 0) {
        out.append(", ");
      }
      while (openBrackets++ < rank) {
        out.append('[');
      }
      openBrackets = rank;
      printElt.print(idx);
      if (rank > 0) {
        ++counter[rank - 1];
        for (int i = rank - 1; i > 0; --i) {
          if (counter[i] >= shape[i]) {
            counter[i] = 0;
            ++counter[i - 1];
            --openBrackets;
            out.append(']');
          }
        }
      }
    }
    while (openBrackets-- > 0) {
      out.append(']');
    }
  }

  private static void printDenseArrayElements(StringBuilder out, DenseArrayAttr a) {
    Type t = a.elementType();
    for (int i = 0; i < a.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      if (t instanceof FloatType f) {
        FloatFormats.print(f.kind(), a.floatBits(i), out);
      } else if (a.isWide()) {
        out.append(a.bigValue(i));
      } else if (t instanceof IntegerType it && it.width() == 1) {
        out.append(a.rawValue(i) != 0 ? "true" : "false");
      } else if (t instanceof IntegerType it && it.isUnsigned()) {
        long v = a.rawValue(i);
        if (it.width() < 64) {
          out.append(v & ((1L << it.width()) - 1));
        } else {
          out.append(Long.toUnsignedString(v));
        }
      } else {
        out.append(a.rawValue(i));
      }
    }
  }

  // ---- locations -----------------------------------------------------------------------------

  /**
   * Prints {@code loc(...)}. With {@code allowAlias}, a location that has an alias prints as
   * {@code loc(#loc3)}.
   */
  public void printLocation(StringBuilder out, Location loc, boolean allowAlias) {
    if (pretty) {
      printLocationBody(out, loc, true);
      return;
    }
    out.append("loc(");
    String alias = allowAlias ? aliases.aliasOf(loc) : null;
    if (alias != null) {
      out.append(alias);
    } else {
      printLocationBody(out, loc, true);
    }
    out.append(')');
  }

  /**
   * The text inside {@code loc(...)}; nested locations that have aliases print as the alias (as
   * MLIR's printLocationInternal does below the top level).
   */
  public void printLocationBody(StringBuilder out, Location loc, boolean topLevel) {
    if (!topLevel) {
      String alias = aliases.aliasOf(loc);
      if (alias != null) {
        out.append(alias);
        return;
      }
    }
    if (loc instanceof UnknownLoc u) {
      out.append(pretty ? "[unknown]" : "unknown");
    } else if (loc instanceof FileLineColLoc f) {
      if (pretty) {
        out.append(f.filename());
      } else {
        printString(out, f.filename());
      }
      out.append(':').append(f.line()).append(':').append(f.column());
      if (f.endLine() != f.line()) {
        out.append(" to ").append(f.endLine()).append(':').append(f.endColumn());
      } else if (f.endColumn() != f.column()) {
        out.append(" to :").append(f.endColumn());
      }
    } else if (loc instanceof NameLoc n) {
      printString(out, n.name());
      if (!(n.child() instanceof UnknownLoc)) {
        out.append('(');
        printLocationBody(out, n.child(), false);
        out.append(')');
      }
    } else if (loc instanceof CallSiteLoc c) {
      if (!pretty) {
        out.append("callsite(");
      }
      printLocationBody(out, c.callee(), false);
      // The pretty form breaks the line unless a named callee is called from a file position.
      boolean sameLine = !pretty || (c.callee() instanceof NameLoc && c.caller() instanceof FileLineColLoc);
      out.append(sameLine ? " at " : "\n at ");
      printLocationBody(out, c.caller(), false);
      if (!pretty) {
        out.append(')');
      }
    } else if (loc instanceof FusedLoc f) {
      if (!pretty) {
        out.append("fused");
      }
      if (f.metadata() != null) {
        out.append('<');
        printAttribute(out, f.metadata(), Elision.NEVER);
        out.append('>');
      }
      out.append('[');
      List<Location> locs = f.locations();
      for (int i = 0; i < locs.size(); i++) {
        if (i > 0) {
          out.append(", ");
        }
        printLocationBody(out, locs.get(i), false);
      }
      out.append(']');
    }
  }

  // ---- names and strings ---------------------------------------------------------------------

  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  /** {@code "..."} with MLIR's escapes ({@code \\}, {@code \22}, {@code \0A}, non-ASCII as UTF-8 bytes). */
  public static void printString(StringBuilder out, String value) {
    out.append('"');
    escape(out, value);
    out.append('"');
  }

  /** A string whose chars are raw bytes (ISO-8859-1), quoted and escaped. */
  public static void printBytesString(StringBuilder out, String bytes) {
    out.append('"');
    for (int i = 0; i < bytes.length(); i++) {
      escapeByte(out, bytes.charAt(i) & 0xff);
    }
    out.append('"');
  }

  /** Appends the escaped contents of {@code value} (llvm::printEscapedString on its UTF-8 bytes). */
  public static void escape(StringBuilder out, String value) {
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c >= 0x80) {
        byte[] bytes = RawUtf8.encode(value.substring(i));
        for (byte b : bytes) {
          escapeByte(out, b & 0xff);
        }
        return;
      }
      escapeByte(out, c);
    }
  }

  private static void escapeByte(StringBuilder out, int c) {
    if (c == '\\') {
      out.append("\\\\");
    } else if (c >= 0x20 && c <= 0x7e && c != '"') {
      out.append((char) c);
    } else {
      out.append('\\').append(HEX[c >> 4]).append(HEX[c & 0xf]);
    }
  }

  /** Whether {@code name} is a bare identifier: {@code (letter|_)(letter|digit|[_$.])*}. */
  public static boolean isBareIdentifier(String name) {
    if (name.isEmpty()) {
      return false;
    }
    char c0 = name.charAt(0);
    if (!(isAsciiLetter(c0) || c0 == '_')) {
      return false;
    }
    for (int i = 1; i < name.length(); i++) {
      char c = name.charAt(i);
      if (!(isAsciiLetter(c) || (c >= '0' && c <= '9') || c == '_' || c == '$' || c == '.')) {
        return false;
      }
    }
    return true;
  }

  private static boolean isAsciiLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  /** A bare identifier as is, anything else as a quoted string. */
  public static void printKeywordOrString(StringBuilder out, String name) {
    if (isBareIdentifier(name)) {
      out.append(name);
    } else {
      printString(out, name);
    }
  }

  /** {@code @name} or {@code @"quoted name"}. */
  public static void printSymbolName(StringBuilder out, String name) {
    out.append('@');
    printKeywordOrString(out, name);
  }

  /**
   * {@code !ns.body} when the body is simple enough (an identifier, optionally followed by a
   * {@code <...>} part), else {@code !ns<body>}; as MLIR's printDialectSymbol.
   */
  public static void printDialectSymbol(StringBuilder out, char sigil, String ns, String body) {
    out.append(sigil).append(ns);
    if (isPrettyDialectBody(body)) {
      out.append('.').append(body);
    } else {
      out.append('<').append(body).append('>');
    }
  }

  private static boolean isPrettyDialectBody(String s) {
    if (s.isEmpty() || !isAsciiLetter(s.charAt(0))) {
      return false;
    }
    int i = 0;
    while (i < s.length()) {
      char c = s.charAt(i);
      if (isAsciiLetter(c) || (c >= '0' && c <= '9') || c == '.' || c == '_') {
        i++;
      } else {
        break;
      }
    }
    if (i == s.length()) {
      return true;
    }
    return s.charAt(i) == '<' && s.charAt(s.length() - 1) == '>';
  }

  // ---- what the alias collector needs --------------------------------------------------------

  /**
   * The builtin dialect's alias hint (OpAsmDialectInterface in BuiltinDialect.cpp): {@code map} for
   * affine maps, {@code set} for integer sets, {@code loc} for locations, {@code distinct} for
   * distinct attributes (not those wrapping {@code unit}), {@code tuple} for tuple types of more than 16 elements; else null.
   */
  public static String builtinAliasHint(Object attrOrType) {
    if (attrOrType instanceof AffineMapAttr m) {
      return "map";
    } else if (attrOrType instanceof IntegerSetAttr s) {
      return "set";
    } else if (attrOrType instanceof Location l) {
      return "loc";
    } else if (attrOrType instanceof DistinctAttr d) {
      return d.referenced() instanceof UnitAttr ? null : "distinct";
    } else if (attrOrType instanceof TupleType t) {
      return t.types().size() > 16 ? "tuple" : null;
    } else {
      return null;
    }
  }

  /**
   * Calls {@code fn} on each attribute and type directly nested in {@code attrOrType}, in MLIR's
   * walk order (parameters in declaration order); the collector recurses itself.
   */
  public static void walkSubElements(Object attrOrType, Consumer<Object> fn) {
    if (attrOrType instanceof ComplexType c) {
      fn.accept(c.elementType());
    } else if (attrOrType instanceof TupleType t) {
      t.types().forEach(fn);
    } else if (attrOrType instanceof FunctionType f) {
      f.inputs().forEach(fn);
      f.results().forEach(fn);
    } else if (attrOrType instanceof VectorType v) {
      fn.accept(v.elementType());
    } else if (attrOrType instanceof RankedTensorType t) {
      fn.accept(t.elementType());
      if (t.encoding() != null) {
        fn.accept(t.encoding());
      }
    } else if (attrOrType instanceof UnrankedTensorType t) {
      fn.accept(t.elementType());
    } else if (attrOrType instanceof MemRefType m) {
      fn.accept(m.elementType());
      if (m.layout() != null) {
        fn.accept(m.layout());
      }
      if (m.memorySpace() != null) {
        fn.accept(m.memorySpace());
      }
    } else if (attrOrType instanceof UnrankedMemRefType m) {
      fn.accept(m.elementType());
      if (m.memorySpace() != null) {
        fn.accept(m.memorySpace());
      }
    } else if (attrOrType instanceof ArrayAttr a) {
      a.elements().forEach(fn);
    } else if (attrOrType instanceof DictionaryAttr d) {
      for (NamedAttribute na : d.entries()) {
        fn.accept(na.value());
      }
    } else if (attrOrType instanceof DistinctAttr d) {
      fn.accept(d.referenced());
    } else if (attrOrType instanceof TypeAttr t) {
      fn.accept(t.value());
    } else if (attrOrType instanceof SparseElementsAttr s) {
      fn.accept(s.type());
      fn.accept(s.indices());
      fn.accept(s.values());
    } else if (attrOrType instanceof DenseArrayAttr a) {
      fn.accept(a.elementType());
    } else if (attrOrType instanceof NameLoc n) {
      // An unknown child is not printed, so it gets no alias.
      if (!(n.child() instanceof UnknownLoc)) {
        fn.accept(n.child());
      }
    } else if (attrOrType instanceof CallSiteLoc c) {
      fn.accept(c.callee());
      fn.accept(c.caller());
    } else if (attrOrType instanceof FusedLoc f) {
      f.locations().forEach(fn);
      if (f.metadata() != null) {
        fn.accept(f.metadata());
      }
    } else if (attrOrType instanceof TypedAttr t) {
      if (t.type() != null) {
        fn.accept(t.type());
      }
    } else if (attrOrType instanceof DialectAttribute d) {
      d.walkSubElements(fn);
    } else {
    }
  }

  /** Convenience for tests and debugging: the printed form of a type. */
  public static String toString(Type type) {
    StringBuilder sb = new StringBuilder();
    new AttrTypePrinter().printType(sb, type);
    return sb.toString();
  }

  /** Convenience for tests and debugging: the printed form of an attribute (type never elided). */
  public static String toString(Attribute attr) {
    StringBuilder sb = new StringBuilder();
    new AttrTypePrinter().printAttribute(sb, attr, Elision.NEVER);
    return sb.toString();
  }
}
