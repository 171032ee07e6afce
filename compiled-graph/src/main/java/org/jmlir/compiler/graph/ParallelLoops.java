package org.jmlir.compiler.graph;

import java.util.List;
import org.jmlir.dialect.llvm.LlvmFunctionType;
import org.jmlir.dialect.llvm.LlvmPointerType;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * The runtime side of hlo-compiler's outlined loops ({@code stream-parallel}): the compiled code
 * calls {@code <loop>_parallel(count, captured...)}, a declaration, where {@code <loop>(lo, hi,
 * captured...)} computes iterations lo..hi-1. For each such declaration this makes LLVM IR defining
 * it: the captured arguments stored in 8-byte slots of a context on the stack, and
 * {@code jmlir_parallel_for(<loop>_tramp, context, count)} (sgemm-threads.ll), which runs
 * {@code <loop>_tramp(context, lo, hi)} on the graph's threads, part by part; the trampoline loads the
 * arguments back and calls the loop. The arguments are pointers, integers of up to 64 bits, f32 or f64
 * (memref descriptors' fields, indices, scalars).
 */
final class ParallelLoops {
  private static final String SUFFIX = "_parallel";

  private ParallelLoops() {}

  /** LLVM IR (text) defining every {@code _parallel} declaration of {@code module} (the llvm dialect), or null when there is none. */
  static String definitions(Operation module) {
    StringBuilder ir = new StringBuilder("declare void @jmlir_parallel_for(ptr, ptr, i64)\n");
    boolean any = false;
    for (Operation f : module.collect(o -> o.name().equals("llvm.func") && o.region(0).isEmpty())) {
      String name = f.attr("sym_name") instanceof StringAttr s ? s.value() : "";
      if (!name.startsWith("__jmlir_") || !name.endsWith(SUFFIX)) {
        continue;
      }
      any = true;
      String loop = name.substring(0, name.length() - SUFFIX.length());
      List<Type> params = ((LlvmFunctionType) ((TypeAttr) f.attr("function_type")).value()).params();
      define(ir, loop, params.subList(1, params.size()));
    }
    return any ? ir.toString() : null;
  }

  private static void define(StringBuilder ir, String loop, List<Type> captured) {
    int n = captured.size();
    String[] types = new String[n];
    for (int i = 0; i < n; i++) {
      types[i] = irType(captured.get(i));
      if (types[i] == null) {
        throw new IllegalStateException("an outlined loop captures a " + captured.get(i) + ", which its context cannot hold");
      }
    }
    StringBuilder params = new StringBuilder();
    StringBuilder loaded = new StringBuilder();
    StringBuilder slots = new StringBuilder();
    ir.append("declare void @").append(loop).append("(i64, i64");
    for (int i = 0; i < n; i++) {
      ir.append(", ").append(types[i]);
      params.append(", ").append(types[i]).append(" %a").append(i);
      loaded.append(", ").append(types[i]).append(" %v").append(i);
      slots.append("  %s").append(i).append(" = getelementptr [").append(n).append(" x i64], ptr %ctx, i64 0, i64 ").append(i).append('\n');
    }
    ir.append(")\n");
    ir.append("define void @").append(loop).append(SUFFIX).append("(i64 %count").append(params).append(") {\nentry:\n");
    ir.append("  %ctx = alloca [").append(Math.max(n, 1)).append(" x i64], align 8\n").append(slots);
    for (int i = 0; i < n; i++) {
      ir.append("  store ").append(types[i]).append(" %a").append(i).append(", ptr %s").append(i).append('\n');
    }
    ir.append("  call void @jmlir_parallel_for(ptr @").append(loop).append("_tramp, ptr %ctx, i64 %count)\n  ret void\n}\n");
    ir.append("define internal void @").append(loop).append("_tramp(ptr %ctx, i64 %lo, i64 %hi) {\nentry:\n").append(slots);
    for (int i = 0; i < n; i++) {
      ir.append("  %v").append(i).append(" = load ").append(types[i]).append(", ptr %s").append(i).append('\n');
    }
    ir.append("  call void @").append(loop).append("(i64 %lo, i64 %hi").append(loaded).append(")\n  ret void\n}\n");
  }

  /** The LLVM IR spelling of a type an 8-byte slot holds, or null. */
  private static String irType(Type t) {
    if (t instanceof LlvmPointerType) {
      return "ptr";
    }
    if (t instanceof IntegerType i && i.width() <= 64) {
      return "i" + i.width();
    }
    if (t instanceof FloatType f && (f.kind() == FloatType.Kind.F32 || f.kind() == FloatType.Kind.F64)) {
      return f.kind() == FloatType.Kind.F32 ? "float" : "double";
    }
    return null;
  }
}
