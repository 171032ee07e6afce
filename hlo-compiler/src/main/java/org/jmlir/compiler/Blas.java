package org.jmlir.compiler;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.llvm.LlvmPointerType;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * Library calls: a row-major f32 matrix product as {@code cblas_sgemm} (CBLAS's interface, 32-bit
 * integers: OpenBLAS as bytedeco ships it). The buffers' aligned pointers are passed as
 * {@code !llvm.ptr}; the callee is declared once per module.
 */
final class Blas {
  private static final int ROW_MAJOR = 101;
  private static final int NO_TRANS = 111;
  private static final int TRANS = 112;

  private Blas() {}

  /** {@code c = op(a) * op(b)} with op a transpose where asked; sizes and leading dimensions are index values. */
  static void sgemm(Emitter e, Operation module, Value a, Value b, Value c, boolean ta, boolean tb, Value m, Value n, Value k,
      Value lda, Value ldb) {
    MLIRContext ctx = e.ctx;
    Type i32 = IntegerType.get(ctx, 32);
    Type f32 = FloatType.f32(ctx);
    Type ptr = LlvmPointerType.get(ctx);
    List<Type> params = List.of(i32, i32, i32, i32, i32, i32, f32, ptr, i32, ptr, i32, f32, ptr, i32);
    declare(module, "cblas_sgemm", params);
    List<Value> args = new ArrayList<>();
    args.add(e.a.intConst(i32, ROW_MAJOR));
    args.add(e.a.intConst(i32, ta ? TRANS : NO_TRANS));
    args.add(e.a.intConst(i32, tb ? TRANS : NO_TRANS));
    args.add(i32(e, m));
    args.add(i32(e, n));
    args.add(i32(e, k));
    args.add(e.a.floatConst(f32, 1));
    args.add(pointer(e, a));
    args.add(i32(e, lda));
    args.add(pointer(e, b));
    args.add(i32(e, ldb));
    args.add(e.a.floatConst(f32, 0));
    args.add(pointer(e, c));
    args.add(i32(e, n));
    e.opN("func.call", List.of(), args, "callee", SymbolRefAttr.get(ctx, "cblas_sgemm"));
  }

  private static Value i32(Emitter e, Value index) {
    return e.a.cast("arith.index_cast", IntegerType.get(e.ctx, 32), index);
  }

  private static Value pointer(Emitter e, Value memref) {
    Value idx = e.op("memref.extract_aligned_pointer_as_index", e.index(), memref);
    Value i64 = e.a.cast("arith.index_cast", IntegerType.get(e.ctx, 64), idx);
    return e.a.cast("llvm.inttoptr", LlvmPointerType.get(e.ctx), i64);
  }

  private static void declare(Operation module, String name, List<Type> params) {
    Block body = module.region(0).front();
    for (Operation op : body.operations()) {
      if (op.name().equals("func.func") && op.attr("sym_name") instanceof StringAttr s && s.value().equals(name)) {
        return;
      }
    }
    MLIRContext ctx = module.context();
    OperationState s = new OperationState(ctx, ctx.opDef("func.func"), UnknownLoc.get(ctx));
    s.addAttribute("sym_name", StringAttr.get(ctx, name));
    s.addAttribute("sym_visibility", StringAttr.get(ctx, "private"));
    s.addAttribute("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, params, List.of())));
    s.addRegion();
    body.prepend(Operation.create(s));
  }
}
