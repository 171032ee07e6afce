package org.jmlir.dialect.dlti;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.llvm.LlvmPointerType;
import org.jmlir.dialect.llvm.LlvmStructType;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.BuiltinType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * The checks MLIR 22 makes of a module's {@code dlti.dl_spec} (DataLayoutInterfaces'
 * verifyDataLayoutSpec, the llvm types' verifyEntries, DLTI's identifier entries) and the
 * translation of a spec to an LLVM data layout string ({@code --mlir-to-llvmir}).
 */
public final class DataLayouts {
  private DataLayouts() {}

  /** The first problem of {@code spec}, worded as MLIR words it, or null when it is valid. */
  public static String verify(DataLayoutSpecAttr spec) {
    // Type entries grouped by the kind of their key, in order of first appearance.
    Map<Object, List<DataLayoutSpecAttr.Entry>> byKind = new LinkedHashMap<>();
    List<DataLayoutSpecAttr.Entry> named = new ArrayList<>();
    for (DataLayoutSpecAttr.Entry e : spec.entries()) {
      if (e.key() instanceof Type t) {
        byKind.computeIfAbsent(kindOf(t), k -> new ArrayList<>()).add(e);
      } else {
        named.add(e);
      }
    }
    for (List<DataLayoutSpecAttr.Entry> group : byKind.values()) {
      Type sample = (Type) group.get(0).key();
      String error;
      if (sample instanceof IndexType) {
        error = group.get(0).value() instanceof IntegerAttr
            ? null
            : "expected integer attribute in the data layout entry for " + quoted(sample);
      } else if (sample instanceof IntegerType || sample instanceof FloatType) {
        error = verifyScalars(group);
      } else if (sample instanceof BuiltinType) {
        error = "unexpected data layout for a built-in type";
      } else if (sample instanceof LlvmPointerType) {
        error = verifyPointers(group);
      } else if (sample instanceof LlvmStructType) {
        error = verifyStructs(group);
      } else if (sample instanceof org.jmlir.dialect.llvm.LlvmArrayType) {
        error = null; // arrays take any entry (their layout follows their element's)
      } else {
        error = "data layout specified for a type that does not support it";
      }
      if (error != null) {
        return error;
      }
    }
    for (DataLayoutSpecAttr.Entry e : named) {
      String name = (String) e.key();
      if (!name.startsWith("dlti.")) {
        continue; // other dialects' identifiers: not checked (MLIR checks only loaded dialects')
      }
      if (name.equals(ENDIANNESS)) {
        if (!(e.value() instanceof StringAttr s && (s.value().equals("big") || s.value().equals("little")))) {
          return "'" + name + "' data layout entry is expected to be either 'big' or 'little'";
        }
      } else if (!KNOWN_KEYS.contains(name)) {
        return "unknown data layout entry name: " + name;
      }
    }
    return null;
  }

  static final String ENDIANNESS = "dlti.endianness";
  static final String DEFAULT_SPACE = "dlti.default_memory_space";
  static final String ALLOCA_SPACE = "dlti.alloca_memory_space";
  static final String PROGRAM_SPACE = "dlti.program_memory_space";
  static final String GLOBAL_SPACE = "dlti.global_memory_space";
  static final String STACK_ALIGNMENT = "dlti.stack_alignment";
  static final String FUNCTION_POINTER_ALIGNMENT = "dlti.function_pointer_alignment";
  static final String LEGAL_INT_WIDTHS = "dlti.legal_int_widths";
  static final String MANGLING_MODE = "dlti.mangling_mode";
  private static final List<String> KNOWN_KEYS = List.of(DEFAULT_SPACE, ALLOCA_SPACE, PROGRAM_SPACE, GLOBAL_SPACE,
      STACK_ALIGNMENT, FUNCTION_POINTER_ALIGNMENT, LEGAL_INT_WIDTHS, MANGLING_MODE);

  private static Object kindOf(Type t) {
    return t instanceof IntegerType ? IntegerType.class
        : t instanceof FloatType f ? f.kind()
        : t instanceof LlvmPointerType ? LlvmPointerType.class
        : t.getClass();
  }

  private static String quoted(Type t) {
    return "'" + AttrTypeText.type(t) + "'";
  }

  private static String verifyScalars(List<DataLayoutSpecAttr.Entry> group) {
    for (DataLayoutSpecAttr.Entry e : group) {
      long[] v = i64Values(e.value());
      if (v == null) {
        return "expected a dense i64 elements attribute in the data layout entry " + DataLayoutSpecAttr.entryText(e);
      }
      if (v.length < 1 || v.length > 2) {
        return "expected 1 or 2 elements in the data layout entry " + DataLayoutSpecAttr.entryText(e);
      }
      if (v.length == 2 && Long.compareUnsigned(v[1], v[0]) < 0) {
        return "preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry "
            + DataLayoutSpecAttr.entryText(e);
      }
    }
    return null;
  }

  private static String verifyPointers(List<DataLayoutSpecAttr.Entry> group) {
    for (DataLayoutSpecAttr.Entry e : group) {
      Type key = (Type) e.key();
      if (!(e.value() instanceof DenseIntOrFPElementsAttr d && d.elementType() instanceof IntegerType)
          || (d.type().numElements() != 3 && d.type().numElements() != 4)) {
        return "expected layout attribute for " + quoted(key)
            + " to be a dense integer elements attribute with 3 or 4 elements";
      }
      long[] v = i64Values(e.value());
      if (v == null) {
        return "expected i64 parameters for " + quoted(key);
      }
      if (Long.compareUnsigned(v[1], v[2]) > 0) {
        return "preferred alignment is expected to be at least as large as ABI alignment";
      }
    }
    return null;
  }

  private static String verifyStructs(List<DataLayoutSpecAttr.Entry> group) {
    for (DataLayoutSpecAttr.Entry e : group) {
      Type key = (Type) e.key();
      if (!(e.value() instanceof DenseIntOrFPElementsAttr d && d.elementType() instanceof IntegerType)
          || (d.type().numElements() != 1 && d.type().numElements() != 2)) {
        return "expected layout attribute for " + quoted(key)
            + " to be a dense integer elements attribute of 1 or 2 elements";
      }
      long[] v = i64Values(e.value());
      if (v == null) {
        return "expected i64 entries for " + quoted(key);
      }
      if (!((LlvmStructType) key).elementTypes().isEmpty()) {
        return "unexpected layout attribute for struct " + quoted(key);
      }
      if (v.length == 2 && Long.compareUnsigned(v[1], v[0]) < 0) {
        return "preferred alignment is expected to be at least as large as ABI alignment";
      }
    }
    return null;
  }

  /**
   * The LLVM data layout string of {@code spec}, as mlir-translate 22 writes it: the identifier
   * entries in their order, then the type entries in theirs ({@code index} left out). Throws
   * {@link IllegalArgumentException} with MLIR's message for what LLVM IR cannot express.
   */
  public static String toLlvm(DataLayoutSpecAttr spec) {
    StringBuilder sb = new StringBuilder();
    for (DataLayoutSpecAttr.Entry e : spec.entries()) {
      if (!(e.key() instanceof String key)) {
        continue;
      }
      Attribute v = e.value();
      switch (key) {
        case ENDIANNESS -> sb.append(v instanceof StringAttr s && s.value().equals("little") ? "-e" : "-E");
        case MANGLING_MODE -> sb.append("-m:").append(v instanceof StringAttr s ? s.value() : "");
        case PROGRAM_SPACE -> nonZero(sb, "-P", v);
        case GLOBAL_SPACE -> nonZero(sb, "-G", v);
        case ALLOCA_SPACE -> nonZero(sb, "-A", v);
        case STACK_ALIGNMENT -> nonZero(sb, "-S", v);
        case FUNCTION_POINTER_ALIGNMENT -> {
          if (v instanceof FunctionPointerAlignmentAttr f && f.alignment() != 0) {
            sb.append("-F").append(f.functionDependent() ? 'n' : 'i').append(f.alignment());
          }
        }
        case LEGAL_INT_WIDTHS -> {
          sb.append("-n");
          if (v instanceof org.jmlir.ir.attr.DenseArrayAttr a) {
            for (int i = 0; i < a.size(); i++) {
              sb.append(i > 0 ? ":" : "").append(a.bigValue(i));
            }
          }
        }
        default -> throw new IllegalArgumentException("unsupported data layout key " + DataLayoutSpecAttr.keyText(key));
      }
    }
    for (DataLayoutSpecAttr.Entry e : spec.entries()) {
      if (!(e.key() instanceof Type t) || t instanceof IndexType) {
        continue;
      }
      sb.append('-');
      long[] v = i64Values(e.value());
      if (t instanceof IntegerType it && it.signedness() != IntegerType.Signedness.SIGNLESS) {
        throw new IllegalArgumentException("unsupported data layout for non-signless integer " + quoted(t));
      }
      if (t instanceof IntegerType it) {
        scalar(sb.append('i').append(it.width()), v);
      } else if (t instanceof FloatType f && TRANSLATABLE_FLOATS.contains(f.kind())) {
        scalar(sb.append('f').append(f.width()), v);
      } else if (t instanceof LlvmPointerType p) {
        long size = v[0];
        long index = v.length > 3 ? v[3] : size;
        sb.append('p').append(p.addressSpace()).append(':').append(size).append(':').append(v[1])
            .append(':').append(v[2]).append(':').append(index);
      } else {
        throw new IllegalArgumentException("unsupported type in data layout: " + quoted(t));
      }
    }
    return sb.isEmpty() ? "" : sb.substring(1);
  }

  private static final List<FloatType.Kind> TRANSLATABLE_FLOATS =
      List.of(FloatType.Kind.F16, FloatType.Kind.F32, FloatType.Kind.F64, FloatType.Kind.F80, FloatType.Kind.F128);

  private static void scalar(StringBuilder sb, long[] v) {
    long abi = v[0];
    long preferred = v.length > 1 ? v[1] : abi;
    sb.append(':').append(abi);
    if (preferred != abi) {
      sb.append(':').append(preferred);
    }
  }

  private static void nonZero(StringBuilder sb, String prefix, Attribute v) {
    if (v instanceof IntegerAttr i && i.longValue() != 0) {
      sb.append(prefix).append(Long.toUnsignedString(i.longValue()));
    }
  }

  /**
   * What LLVM's data layout parser would reject in {@code layout} (a string {@link #toLlvm} wrote),
   * or null. LLVM reports such a string as a fatal error and stops the process (mlir-translate 22
   * aborts); we check first and report it as an error instead.
   */
  public static String llvmProblem(String layout) {
    if (layout.isEmpty()) {
      return null;
    }
    for (String token : layout.split("-", -1)) {
      String[] f = token.split(":", -1);
      char c = token.isEmpty() ? ' ' : token.charAt(0);
      try {
        switch (c) {
          case 'e', 'E', 'n', 'm', 'P', 'G', 'A', 'a', 'v' -> {}
          case 'S' -> requireAlignment(Long.parseLong(token.substring(1)), "stack natural alignment");
          case 'F' -> requireAlignment(Long.parseLong(token.substring(2)), "function pointer alignment");
          case 'i', 'f' -> {
            if (f.length < 2 || f.length > 3) {
              return "malformed specification, must be of the form \"" + c + "<size>:<abi>[:<pref>]\"";
            }
            long width = Long.parseLong(f[0].substring(1));
            long abi = Long.parseLong(f[1]);
            long pref = f.length > 2 ? Long.parseLong(f[2]) : abi;
            if (width == 0) {
              return "invalid size in '" + token + "'";
            }
            requireAlignment(abi, "ABI alignment");
            requireAlignment(pref, "preferred alignment");
            if (c == 'i' && width == 8 && abi != 8) {
              return "i8 must be 8-bit aligned";
            }
            if (pref < abi) {
              return "preferred alignment cannot be less than the ABI alignment";
            }
          }
          case 'p' -> {
            if (f.length < 3 || f.length > 5) {
              return "malformed specification, must be of the form \"p[<n>]:<size>:<abi>[:<pref>[:<idx>]]\"";
            }
            long size = Long.parseLong(f[1]);
            long abi = Long.parseLong(f[2]);
            long pref = f.length > 3 ? Long.parseLong(f[3]) : abi;
            long index = f.length > 4 ? Long.parseLong(f[4]) : size;
            if (size == 0 || index == 0) {
              return "pointer and index sizes must be non-zero in '" + token + "'";
            }
            requireAlignment(abi, "ABI alignment");
            requireAlignment(pref, "preferred alignment");
            if (pref < abi) {
              return "preferred alignment cannot be less than the ABI alignment";
            }
            if (index > size) {
              return "index size cannot be larger than the pointer size";
            }
          }
          default -> {
            return "unknown specifier '" + (token.isEmpty() ? "" : token.substring(0, 1)) + "'";
          }
        }
      } catch (IllegalStateException e) {
        return e.getMessage();
      } catch (RuntimeException e) {
        return "malformed specification '" + token + "'";
      }
    }
    return null;
  }

  private static void requireAlignment(long bits, String what) {
    if (bits <= 0 || bits % 8 != 0 || Long.bitCount(bits / 8) != 1) {
      throw new IllegalStateException(what + " must be a power of two times the byte width");
    }
  }

  /** LLVM's default data layout, which the importer completes a module's own with. */
  private static final String LLVM_DEFAULT =
      "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:32:64-f16:16:16-f64:64:64-f128:128:128";

  /**
   * The spec mlir-translate 22's importer makes of an LLVM data layout string: the module's tokens
   * then LLVM's defaults for what they leave out, type entries before identifier entries, each key
   * taken from its first token. Tokens it has no entry for ({@code v128:64}, {@code a:0:64},
   * {@code ni:1}) are added to {@code unhandled}. Throws {@link IllegalArgumentException} with the
   * token it cannot read.
   */
  public static DataLayoutSpecAttr fromLlvm(MLIRContext ctx, String layout, List<String> unhandled) {
    Map<Object, Attribute> types = new LinkedHashMap<>();
    Map<Object, Attribute> names = new LinkedHashMap<>();
    Type i64 = IntegerType.get(ctx, 64);
    for (String token : ((layout.isEmpty() ? "" : layout + "-") + LLVM_DEFAULT).split("-", -1)) {
      int p = 0;
      while (p < token.length() && Character.isLetter(token.charAt(p))) {
        p++;
      }
      String prefix = token.substring(0, p);
      String rest = token.substring(p);
      try {
        switch (prefix) {
          case "e", "E" -> {
            if (!rest.isEmpty()) {
              throw new IllegalArgumentException(token);
            }
            names.putIfAbsent(ENDIANNESS, StringAttr.get(ctx, prefix.equals("e") ? "little" : "big"));
          }
          case "m" -> {
            String mode = rest.startsWith(":") ? rest.substring(1) : rest;
            if (mode.isEmpty()) {
              throw new IllegalArgumentException(token);
            }
            names.putIfAbsent(MANGLING_MODE, StringAttr.get(ctx, mode));
          }
          case "P", "G", "A" -> {
            String key = prefix.equals("P") ? PROGRAM_SPACE : prefix.equals("G") ? GLOBAL_SPACE : ALLOCA_SPACE;
            if (!names.containsKey(key)) {
              long space = leadingInt(rest);
              if (space != 0) {
                names.put(key, IntegerAttr.get(ctx, IntegerType.get(ctx, 64, IntegerType.Signedness.UNSIGNED), space));
              }
            }
          }
          case "S" -> {
            if (!names.containsKey(STACK_ALIGNMENT)) {
              long a = leadingInt(rest);
              if (a == 0) {
                throw new IllegalArgumentException(token);
              }
              names.put(STACK_ALIGNMENT, IntegerAttr.get(ctx, i64, a));
            }
          }
          case "i", "f" -> {
            int colon = rest.indexOf(':');
            int width = Integer.parseInt(colon < 0 ? rest : rest.substring(0, colon));
            Type t = prefix.equals("i") ? IntegerType.get(ctx, width) : floatOfWidth(ctx, width);
            if (t == null) {
              throw new IllegalArgumentException(token);
            }
            if (!types.containsKey(t)) {
              long[] v = ints(colon < 0 ? "" : rest.substring(colon + 1));
              if (v.length < 1 || v.length > 2) {
                throw new IllegalArgumentException(token);
              }
              types.put(t, i64Vector(ctx, v[0], v.length > 1 ? v[1] : v[0]));
            }
          }
          case "p" -> {
            int colon = rest.indexOf(':');
            long space = rest.startsWith(":") ? 0 : Long.parseLong(colon < 0 ? rest : rest.substring(0, colon));
            Type t = LlvmPointerType.get(ctx, (int) space);
            if (!types.containsKey(t)) {
              long[] v = ints(colon < 0 ? "" : rest.substring(colon + 1));
              if (v.length < 2 || v.length > 4) {
                throw new IllegalArgumentException(token);
              }
              types.put(t, i64Vector(ctx, v[0], v[1], v.length > 2 ? v[2] : v[1], v.length > 3 ? v[3] : v[0]));
            }
          }
          case "n" -> {
            if (!names.containsKey(LEGAL_INT_WIDTHS)) {
              long[] v = ints(rest);
              if (v.length == 0) {
                throw new IllegalArgumentException(token);
              }
              names.put(LEGAL_INT_WIDTHS, org.jmlir.ir.attr.DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), v));
            }
          }
          default -> {
            if (prefix.startsWith("F")) {
              String kind = prefix.substring(1);
              if (!kind.equals("n") && !kind.equals("i")) {
                throw new IllegalArgumentException(token);
              }
              names.putIfAbsent(FUNCTION_POINTER_ALIGNMENT,
                  FunctionPointerAlignmentAttr.get(ctx, leadingInt(rest), kind.equals("n")));
            } else if (prefix.isEmpty()) {
              throw new IllegalArgumentException(token);
            } else {
              unhandled.add(token);
            }
          }
        }
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(token);
      }
    }
    List<DataLayoutSpecAttr.Entry> entries = new ArrayList<>();
    types.forEach((k, v) -> entries.add(new DataLayoutSpecAttr.Entry(k, v)));
    names.forEach((k, v) -> entries.add(new DataLayoutSpecAttr.Entry(k, v)));
    return DataLayoutSpecAttr.get(ctx, entries);
  }

  private static Type floatOfWidth(MLIRContext ctx, int width) {
    FloatType.Kind k = switch (width) {
      case 16 -> FloatType.Kind.F16;
      case 32 -> FloatType.Kind.F32;
      case 64 -> FloatType.Kind.F64;
      case 80 -> FloatType.Kind.F80;
      case 128 -> FloatType.Kind.F128;
      default -> null;
    };
    return k == null ? null : FloatType.get(ctx, k);
  }

  /** The leading decimal digits of {@code s} (LLVM's consumeInteger: at least one). */
  private static long leadingInt(String s) {
    int e = 0;
    while (e < s.length() && Character.isDigit(s.charAt(e))) {
      e++;
    }
    return Long.parseLong(s.substring(0, e));
  }

  /** A ':'-separated list of integers, a leading ':' dropped. */
  private static long[] ints(String s) {
    String body = s.startsWith(":") ? s.substring(1) : s;
    String[] parts = body.split(":", -1);
    long[] out = new long[parts.length];
    for (int i = 0; i < parts.length; i++) {
      out[i] = Long.parseLong(parts[i]);
    }
    return out;
  }

  private static Attribute i64Vector(MLIRContext ctx, long... values) {
    java.nio.ByteBuffer raw = java.nio.ByteBuffer.allocate(8 * values.length).order(java.nio.ByteOrder.LITTLE_ENDIAN);
    for (long v : values) {
      raw.putLong(v);
    }
    return DenseIntOrFPElementsAttr.getFromRaw(
        ctx, VectorType.get(ctx, new long[] {values.length}, IntegerType.get(ctx, 64)), raw.array());
  }

  /** The values of a dense i64 elements attribute, or null when {@code a} is not one. */
  static long[] i64Values(Attribute a) {
    if (!(a instanceof DenseIntOrFPElementsAttr d
        && d.elementType() instanceof IntegerType it
        && it.width() == 64
        && it.signedness() == IntegerType.Signedness.SIGNLESS)) {
      return null;
    }
    int n = (int) d.type().numElements();
    long[] out = new long[n];
    for (int i = 0; i < n; i++) {
      out[i] = d.readLong(d.isSplat() ? 0 : 8L * i, 8);
    }
    return out;
  }

  /**
   * {@code outer} with {@code inner}'s entries laid over it (MLIR's combineWith for one nested spec):
   * an entry of the same key is replaced where it stands, new keys follow.
   */
  public static DataLayoutSpecAttr combine(MLIRContext ctx, DataLayoutSpecAttr outer, DataLayoutSpecAttr inner) {
    List<DataLayoutSpecAttr.Entry> out = new java.util.ArrayList<>(outer.entries());
    for (DataLayoutSpecAttr.Entry e : inner.entries()) {
      int at = -1;
      for (int i = 0; i < out.size(); i++) {
        if (out.get(i).key().equals(e.key())) {
          at = i;
          break;
        }
      }
      if (at >= 0) {
        out.set(at, e);
      } else {
        out.add(e);
      }
    }
    return DataLayoutSpecAttr.get(ctx, out);
  }
}
