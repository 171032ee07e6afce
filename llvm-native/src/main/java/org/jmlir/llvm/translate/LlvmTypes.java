package org.jmlir.llvm.translate;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.bytedeco.javacpp.PointerPointer;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.type.DialectType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * MLIR types to LLVM types: builtin integers, floats and vectors, and the llvm dialect's types
 * ({@code !llvm.ptr}, {@code !llvm.struct<...>}, {@code !llvm.array<...>}, {@code !llvm.func<...>},
 * ...), read from their canonical syntax (the dialect type's body) so that any llvm dialect type
 * object translates the same way. Identified structs are created once per name.
 */
final class LlvmTypes {
  private final LLVMContextRef ctx;
  private final Map<Type, LLVMTypeRef> cache = new HashMap<>();
  private final Map<String, LLVMTypeRef> named = new HashMap<>();

  LlvmTypes(LLVMContextRef ctx) {
    this.ctx = ctx;
  }

  LLVMTypeRef get(Operation op, Type t) throws TranslationException {
    LLVMTypeRef r = cache.get(t);
    if (r != null) {
      return r;
    }
    // if/instanceof rather than a pattern switch: each pattern switch spins a class at run time
    // (not kept in the AOT cache), a few milliseconds of every jrun.
    if (t instanceof IntegerType i) {
      r = LLVMIntTypeInContext(ctx, i.width());
    } else if (t instanceof FloatType f) {
      r = floatType(op, f.kind().spelling());
    } else if (t instanceof VectorType v) {
      r = vector(op, get(op, v.elementType()), v.shape(), v.isScalable());
    } else if (t instanceof org.jmlir.dialect.llvm.LlvmPointerType p) {
      r = LLVMPointerTypeInContext(ctx, p.addressSpace());
    } else if (t instanceof org.jmlir.dialect.llvm.LlvmPrimitiveType p && p.isVoid()) {
      r = LLVMVoidTypeInContext(ctx);
    } else if (t instanceof org.jmlir.dialect.llvm.LlvmFunctionType f) {
      // Every function's type, built from its parts: printing it for the reader below costs the
      // printer's first use (its classes initialised, interpreted, at jrun's start-up; issue 12).
      List<Type> ps = f.params();
      LLVMTypeRef[] params = new LLVMTypeRef[ps.size()];
      for (int i = 0; i < params.length; i++) {
        params[i] = get(op, ps.get(i));
      }
      r = LLVMFunctionType(get(op, f.returnType()), new PointerPointer<>(params), params.length, f.isVarArg() ? 1 : 0);
    } else if (t instanceof DialectType d && d.dialectNamespace().equals("llvm")) {
      r = parse(op, d.body());
    } else {
      throw new TranslationException(op, "cannot be converted to LLVM IR: type " + t + " is not an LLVM type");
    }
    cache.put(t, r);
    return r;
  }

  private LLVMTypeRef vector(Operation op, LLVMTypeRef elem, long[] shape, boolean scalable) throws TranslationException {
    if (shape.length != 1) {
      throw new TranslationException(op, "cannot be converted to LLVM IR: only 1-D vectors are LLVM types");
    }
    return scalable ? LLVMScalableVectorType(elem, (int) shape[0]) : LLVMVectorType(elem, (int) shape[0]);
  }

  private LLVMTypeRef floatType(Operation op, String spelling) throws TranslationException {
    return switch (spelling) {
      case "f16" -> LLVMHalfTypeInContext(ctx);
      case "bf16" -> LLVMBFloatTypeInContext(ctx);
      case "f32" -> LLVMFloatTypeInContext(ctx);
      case "f64" -> LLVMDoubleTypeInContext(ctx);
      case "f80" -> LLVMX86FP80TypeInContext(ctx);
      case "f128" -> LLVMFP128TypeInContext(ctx);
      default -> throw new TranslationException(op, "cannot be converted to LLVM IR: type " + spelling + " is not an LLVM type");
    };
  }

  // ---- the llvm dialect's type syntax ----

  private LLVMTypeRef parse(Operation op, String text) throws TranslationException {
    Reader r = new Reader(op, text);
    LLVMTypeRef t = r.type();
    r.skipSpace();
    if (r.pos != text.length()) {
      throw r.error();
    }
    return t;
  }

  private final class Reader {
    final Operation op;
    final String s;
    int pos;

    Reader(Operation op, String s) {
      this.op = op;
      this.s = s;
    }

    TranslationException error() {
      return new TranslationException(op, "cannot translate the LLVM type '" + s + "' (at offset " + pos + ")");
    }

    void skipSpace() {
      while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) {
        pos++;
      }
    }

    boolean accept(String token) {
      skipSpace();
      if (s.startsWith(token, pos)) {
        pos += token.length();
        return true;
      }
      return false;
    }

    void expect(String token) throws TranslationException {
      if (!accept(token)) {
        throw error();
      }
    }

    String word() {
      skipSpace();
      int start = pos;
      while (pos < s.length() && (Character.isLetterOrDigit(s.charAt(pos)) || s.charAt(pos) == '_' || s.charAt(pos) == '.')) {
        pos++;
      }
      return s.substring(start, pos);
    }

    long number() throws TranslationException {
      skipSpace();
      int start = pos;
      while (pos < s.length() && Character.isDigit(s.charAt(pos))) {
        pos++;
      }
      if (start == pos) {
        throw error();
      }
      return Long.parseLong(s.substring(start, pos));
    }

    String quoted() throws TranslationException {
      skipSpace();
      expect("\"");
      StringBuilder sb = new StringBuilder();
      while (pos < s.length() && s.charAt(pos) != '"') {
        char c = s.charAt(pos++);
        if (c == '\\' && pos + 1 < s.length()) {
          char n = s.charAt(pos);
          if (n == '\\' || n == '"') {
            sb.append(n);
            pos++;
          } else {
            sb.append((char) Integer.parseInt(s.substring(pos, pos + 2), 16));
            pos += 2;
          }
        } else {
          sb.append(c);
        }
      }
      expect("\"");
      return sb.toString();
    }

    LLVMTypeRef type() throws TranslationException {
      skipSpace();
      if (accept("!llvm.")) {
        return type();
      }
      String w = word();
      switch (w) {
        case "ptr" -> {
          int as = 0;
          if (accept("<")) {
            as = (int) number();
            expect(">");
          }
          return LLVMPointerTypeInContext(ctx, as);
        }
        case "void" -> {
          return LLVMVoidTypeInContext(ctx);
        }
        case "token" -> {
          return LLVMTokenTypeInContext(ctx);
        }
        case "label" -> {
          return LLVMLabelTypeInContext(ctx);
        }
        case "metadata" -> {
          return LLVMMetadataTypeInContext(ctx);
        }
        case "x86_amx" -> {
          return LLVMX86AMXTypeInContext(ctx);
        }
        case "ppc_fp128" -> {
          return LLVMPPCFP128TypeInContext(ctx);
        }
        case "array" -> {
          expect("<");
          long n = number();
          expect("x");
          LLVMTypeRef elem = type();
          expect(">");
          return LLVMArrayType2(elem, n);
        }
        case "vec" -> {
          expect("<");
          boolean scalable = accept("?");
          if (scalable) {
            expect("x");
          }
          int n = (int) number();
          expect("x");
          LLVMTypeRef elem = type();
          expect(">");
          return scalable ? LLVMScalableVectorType(elem, n) : LLVMVectorType(elem, n);
        }
        case "vector" -> {
          expect("<");
          boolean scalable = accept("[");
          int n = (int) number();
          if (scalable) {
            expect("]");
          }
          expect("x");
          LLVMTypeRef elem = type();
          expect(">");
          return scalable ? LLVMScalableVectorType(elem, n) : LLVMVectorType(elem, n);
        }
        case "func" -> {
          expect("<");
          LLVMTypeRef ret = type();
          expect("(");
          List<LLVMTypeRef> params = new ArrayList<>();
          boolean varArg = false;
          if (!accept(")")) {
            do {
              if (accept("...")) {
                varArg = true;
                break;
              }
              params.add(type());
            } while (accept(","));
            expect(")");
          }
          expect(">");
          return LLVMFunctionType(ret, new PointerPointer<>(params.toArray(new LLVMTypeRef[0])), params.size(), varArg ? 1 : 0);
        }
        case "struct" -> {
          return struct();
        }
        case "target" -> {
          expect("<");
          String name = quoted();
          List<LLVMTypeRef> tys = new ArrayList<>();
          List<Integer> ints = new ArrayList<>();
          while (accept(",")) {
            skipSpace();
            if (pos < s.length() && Character.isDigit(s.charAt(pos))) {
              ints.add((int) number());
            } else {
              tys.add(type());
            }
          }
          expect(">");
          int[] ip = ints.stream().mapToInt(Integer::intValue).toArray();
          return LLVMTargetExtTypeInContext(ctx, name, new PointerPointer<>(tys.toArray(new LLVMTypeRef[0])), tys.size(), ip, ip.length);
        }
        default -> {
          return builtin(w);
        }
      }
    }

    private LLVMTypeRef builtin(String w) throws TranslationException {
      if (w.length() > 1 && w.charAt(0) == 'i' && allDigits(w, 1)) {
        return LLVMIntTypeInContext(ctx, Integer.parseInt(w.substring(1)));
      }
      return switch (w) {
        case "f16", "bf16", "f32", "f64", "f80", "f128" -> floatType(op, w);
        default -> throw error();
      };
    }

    /** Whether {@code w} from {@code from} on is decimal digits (a loop: a stream's first use costs more). */
    private static boolean allDigits(String w, int from) {
      for (int i = from; i < w.length(); i++) {
        if (!Character.isDigit(w.charAt(i))) {
          return false;
        }
      }
      return true;
    }

    private LLVMTypeRef struct() throws TranslationException {
      expect("<");
      skipSpace();
      if (pos < s.length() && s.charAt(pos) == '"') {
        String name = quoted();
        LLVMTypeRef t = named.get(name);
        if (t == null) {
          t = LLVMStructCreateNamed(ctx, name);
          named.put(name, t);
        }
        if (accept(">")) {
          return t; // a reference to an enclosing identified struct
        }
        expect(",");
        if (accept("opaque")) {
          expect(">");
          return t;
        }
        boolean packed = accept("packed");
        List<LLVMTypeRef> body = fields();
        expect(">");
        if (LLVMIsOpaqueStruct(t) != 0) {
          LLVMStructSetBody(t, new PointerPointer<>(body.toArray(new LLVMTypeRef[0])), body.size(), packed ? 1 : 0);
        }
        return t;
      }
      boolean packed = accept("packed");
      List<LLVMTypeRef> body = fields();
      expect(">");
      return LLVMStructTypeInContext(ctx, new PointerPointer<>(body.toArray(new LLVMTypeRef[0])), body.size(), packed ? 1 : 0);
    }

    private List<LLVMTypeRef> fields() throws TranslationException {
      expect("(");
      List<LLVMTypeRef> out = new ArrayList<>();
      if (accept(")")) {
        return out;
      }
      do {
        out.add(type());
      } while (accept(","));
      expect(")");
      return out;
    }
  }
}
