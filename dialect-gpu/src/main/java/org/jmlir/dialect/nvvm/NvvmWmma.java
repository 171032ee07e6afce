package org.jmlir.dialect.nvvm;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.llvm.LlvmPointerType;
import org.jmlir.dialect.llvm.LlvmStructType;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * The verifiers of {@code nvvm.wmma.load} and {@code nvvm.wmma.mma}, as MLIR 22's: the combinations of
 * shape, element type and fragment that have an intrinsic (m16n16k16, m32n8k16 and m8n32k16 for f16,
 * f32 accumulators, s8/u8 with s32; m16n16k8 for tf32 with f32; m8n8k4 for f64; any layouts), and the
 * fragment types each implies (MLIR's inferMMATypeFromMNK), with mlir-opt 22's wording (the table and
 * every message were checked against mlir-opt 22 on all 528 load and 1944 mma combinations of these
 * shapes and types).
 */
final class NvvmWmma {
  private NvvmWmma() {}

  private static final Set<String> BIG = Set.of("16x16x16", "32x8x16", "8x32x16");

  private static String shape(Operation op) {
    return dim(op, "m") + "x" + dim(op, "n") + "x" + dim(op, "k");
  }

  private static long dim(Operation op, String name) {
    return ((IntegerAttr) op.inherentAttr(name)).longValue();
  }

  private static String enumCase(Operation op, String name) {
    return ((NvvmEnumAttr) op.inherentAttr(name)).caseName();
  }

  /** Whether a wmma.load of {@code type}'s fragment {@code frag} with this shape has an intrinsic. */
  private static boolean loadExists(String shape, String type, String frag) {
    if (BIG.contains(shape)) {
      return switch (type) {
        case "f16" -> true;
        case "f32", "s32" -> frag.equals("c");
        case "s8", "u8" -> !frag.equals("c");
        default -> false;
      };
    }
    if (shape.equals("16x16x8")) {
      return type.equals("tf32") ? !frag.equals("c") : type.equals("f32") && frag.equals("c");
    }
    return shape.equals("8x8x4") && type.equals("f64");
  }

  private static boolean mmaExists(String shape, String a, String b) {
    if (BIG.contains(shape)) {
      return a.equals("f16") && (b.equals("f16") || b.equals("f32")) || (a.equals("s8") || a.equals("u8")) && b.equals("s32");
    }
    if (shape.equals("16x16x8")) {
      return a.equals("tf32") && b.equals("f32");
    }
    return shape.equals("8x8x4") && a.equals("f64") && b.equals("f64");
  }

  /** MLIR's inferMMATypeFromMNK: a fragment's element type and count. */
  private record Fragment(Type type, int count) {}

  private static Fragment fragment(MLIRContext ctx, String type, String frag, long m, long n) {
    Type i32 = IntegerType.get(ctx, 32);
    return switch (type) {
      case "f16" -> new Fragment(VectorType.get(ctx, new long[] {2}, FloatType.get(ctx, FloatType.Kind.F16)), frag.equals("c") ? 4 : 8);
      case "f32" -> new Fragment(FloatType.f32(ctx), 8);
      case "tf32" -> new Fragment(i32, 4);
      case "s8", "u8" -> {
        long parallel = frag.equals("a") ? m : n;
        yield new Fragment(i32, parallel == 16 ? 2 : parallel == 8 ? 1 : 4);
      }
      case "s32" -> new Fragment(i32, 8);
      default -> new Fragment(FloatType.f64(ctx), frag.equals("c") ? 2 : 1);
    };
  }

  private static Type struct(MLIRContext ctx, Fragment f) {
    return LlvmStructType.getLiteral(ctx, Collections.nCopies(f.count(), f.type()));
  }

  private static String destination(Fragment f) {
    return "expected destination type is a structure of " + f.count() + " elements of type '" + Texts.type(f.type()) + "'";
  }

  static boolean verifyLoad(Operation op) {
    int space = ((LlvmPointerType) op.operand(0).type()).addressSpace();
    if (space != 0 && space != 1 && space != 3) {
      return op.emitOpError("expected source pointer in memory space 0, 1, 3").report();
    }
    String type = enumCase(op, "eltype");
    String frag = enumCase(op, "frag");
    if (!loadExists(shape(op), type, frag)) {
      return op.emitOpError("invalid attribute combination").report();
    }
    Fragment f = fragment(op.context(), type, frag, dim(op, "m"), dim(op, "n"));
    Type result = op.result(0).type();
    if (type.equals("f64") && !frag.equals("c")) {
      return result == f.type() || op.emitOpError("expected destination type to be f64").report();
    }
    return result == struct(op.context(), f) || op.emitOpError(destination(f)).report();
  }

  /** MLIR 22's WMMAStoreOp::verify: the pointer's space, an existing intrinsic, then the C fragment's operands. */
  static boolean verifyStore(Operation op) {
    int space = ((LlvmPointerType) op.operand(0).type()).addressSpace();
    if (space != 0 && space != 1 && space != 3) {
      return op.emitOpError("expected operands to be a source pointer in memory space 0, 1, 3").report();
    }
    String type = enumCase(op, "eltype");
    if (!loadExists(shape(op), type, "c")) {
      return op.emitOpError("invalid attribute combination").report();
    }
    Fragment f = fragment(op.context(), type, "c", dim(op, "m"), dim(op, "n"));
    int data = op.numOperands() - 2;
    if (data != f.count()) {
      return op.emitOpError("expected " + f.count() + " data operands").report();
    }
    for (int i = 1; i <= data; i++) {
      if (op.operand(i).type() != f.type()) {
        return op.emitOpError("expected data operands of type '" + Texts.type(f.type()) + "'").report();
      }
    }
    return true;
  }

  static boolean verifyMma(Operation op) {
    String a = enumCase(op, "eltypeA");
    String b = enumCase(op, "eltypeB");
    if (!mmaExists(shape(op), a, b)) {
      return op.emitOpError("invalid attribute combination").report();
    }
    MLIRContext ctx = op.context();
    long m = dim(op, "m");
    long n = dim(op, "n");
    List<Type> expected = new ArrayList<>();
    Fragment c = fragment(ctx, b, "c", m, n);
    for (Fragment f : List.of(fragment(ctx, a, "a", m, n), fragment(ctx, a, "b", m, n), c)) {
      expected.addAll(Collections.nCopies(f.count(), f.type()));
    }
    if (op.numOperands() != expected.size()) {
      return op.emitOpError("expected " + expected.size() + " arguments").report();
    }
    for (int i = 0; i < expected.size(); i++) {
      if (op.operand(i).type() != expected.get(i)) {
        return op.emitOpError("expected argument " + i + " to be of type '" + Texts.type(expected.get(i)) + "'").report();
      }
    }
    return op.result(0).type() == struct(ctx, c) || op.emitOpError(destination(c)).report();
  }
}
