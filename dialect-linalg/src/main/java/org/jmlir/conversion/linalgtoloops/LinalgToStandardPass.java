package org.jmlir.conversion.linalgtoloops;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.linalg.LinalgEnumAttr;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.dialect.linalg.LinalgOps;
import org.jmlir.dialect.linalg.OpKind;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.StridedLayoutAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.conversion.ConversionTarget;
import org.jmlir.ir.rewrite.conversion.DialectConversion;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * {@code convert-linalg-to-std} (MLIR's ConvertLinalgToStandardPass): each linalg op on buffers
 * becomes a {@code func.call} of its library function — a generic's {@code library_call}, a named
 * op's mangled name ({@code linalg_matmul_viewsxsxf32_...}), map/reduce/transpose/broadcast and
 * generics without one {@code op_has_no_registered_library_name} — with every memref operand cast
 * to a fully dynamic strided layout. A private declaration with {@code llvm.emit_c_interface} is
 * added before the module's last op when the module has no symbol of that name. A full conversion:
 * an op on tensors, or any op outside the affine, arith, func, memref and scf dialects, fails it.
 */
public final class LinalgToStandardPass extends Pass {
  public static final String ARGUMENT = "convert-linalg-to-std";
  public static final String SUMMARY = "Convert the operations from the linalg dialect into the Standard dialect";
  private static final String NO_NAME = "op_has_no_registered_library_name";

  public LinalgToStandardPass(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return ARGUMENT;
  }

  @Override
  public String summary() {
    return SUMMARY;
  }

  @Override
  public void run(Operation root, PassContext pc) {
    ConversionTarget target = new ConversionTarget();
    for (String d : List.of("affine", "arith", "func", "memref", "scf")) {
      target.addLegalDialect(d);
    }
    target.addLegalOp("builtin.module");
    List<NamedPattern> patterns = new ArrayList<>();
    for (var def : LinalgOps.ALL) {
      patterns.add(new NamedPattern("LinalgOpToLibraryCallRewrite", def.name(), 1, LinalgToStandardPass::toLibraryCall));
    }
    if (!DialectConversion.applyFullConversion(root, target, patterns)) {
      pc.signalFailure();
    }
  }

  /** MLIR's LinalgOp::getLibraryCallName. */
  static String libraryCallName(LinalgOp op) {
    OpKind kind = op.kind();
    if (kind == OpKind.GENERIC) {
      return op.inherentAttr("library_call") instanceof StringAttr s ? s.value() : NO_NAME;
    }
    if (kind == OpKind.MAP || kind == OpKind.REDUCE || kind == OpKind.TRANSPOSE || kind == OpKind.BROADCAST) {
      return NO_NAME;
    }
    return generatedName(op);
  }

  /** MLIR's generateLibraryCallName: the op name with '_' for '.', the unary/binary fn, the mangled operand types; empty when one cannot be mangled. */
  private static String generatedName(Operation op) {
    String fun = "";
    for (NamedAttribute a : op.attrDictionary().entries()) {
      if (a.value() instanceof LinalgEnumAttr e && (e.kind() == LinalgEnumAttr.Kind.UNARY_FN || e.kind() == LinalgEnumAttr.Kind.BINARY_FN)) {
        fun = e.caseName() + "_";
      }
    }
    StringBuilder name = new StringBuilder(op.name().replace('.', '_')).append('_').append(fun);
    for (Value v : op.operands()) {
      if (!mangle(name, v.type())) {
        return "";
      }
      name.append('_');
    }
    name.setLength(name.length() - 1);
    return name.toString();
  }

  private static boolean mangle(StringBuilder out, Type t) {
    if (t instanceof MemRefType m) {
      out.append("view");
      for (long size : m.shape()) {
        out.append(size < 0 ? "s" : Long.toString(size)).append('x');
      }
      if (!mangle(out, m.elementType())) {
        return false;
      }
      if (m.memorySpace() != null) {
        if (!(m.memorySpace() instanceof IntegerAttr i)) {
          return false;
        }
        out.append("as").append(i.longValue());
      }
      return true;
    }
    if (t instanceof VectorType v) {
      out.append("vector");
      long[] shape = v.shape();
      for (int i = 0; i < shape.length; i++) {
        out.append(i == 0 ? "" : "x").append(shape[i]);
      }
      return mangle(out, v.elementType());
    }
    if (t instanceof IntegerType || t instanceof IndexType || t instanceof FloatType) {
      out.append(AttrTypeText.type(t));
      return true;
    }
    return false;
  }

  /** makeStridedLayoutDynamic: the same memref with every stride and the offset dynamic. */
  private static MemRefType dynamicStrided(MLIRContext ctx, MemRefType m) {
    long[] strides = new long[m.shape().length];
    java.util.Arrays.fill(strides, ShapedType.DYNAMIC);
    return MemRefType.get(ctx, m.shape(), m.elementType(), StridedLayoutAttr.get(ctx, ShapedType.DYNAMIC, strides), m.memorySpace());
  }

  private static boolean toLibraryCall(Operation o, PatternRewriter rw) {
    LinalgOp op = (LinalgOp) o;
    String name = libraryCallName(op);
    if (name.isEmpty() || op.numResults() != 0) {
      return false;
    }
    MLIRContext ctx = rw.context();
    Operation module = op.parentOp();
    while (module != null && !module.name().equals("builtin.module")) {
      module = module.parentOp();
    }
    if (module == null) {
      return false;
    }
    List<Type> types = new ArrayList<>();
    for (Value v : op.operands()) {
      types.add(v.type() instanceof MemRefType m ? dynamicStrided(ctx, m) : v.type());
    }
    if (SymbolTable.lookupSymbolIn(module, name) == null) {
      OperationState f = new OperationState(ctx, ctx.opDef("func.func"), op.location());
      f.addAttribute("sym_name", StringAttr.get(ctx, name));
      f.addAttribute("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, types, List.of())));
      f.addAttribute("sym_visibility", StringAttr.get(ctx, "private"));
      f.addAttribute("llvm.emit_c_interface", UnitAttr.get(ctx));
      f.addRegion();
      rw.setInsertionPoint(module.region(0).front().last());
      rw.create(f);
    }
    rw.setInsertionPoint(op);
    List<Value> args = new ArrayList<>();
    for (Value v : op.operands()) {
      if (v.type() instanceof MemRefType m) {
        OperationState cast = new OperationState(ctx, ctx.opDef("memref.cast"), op.location());
        cast.addOperand(v).addType(dynamicStrided(ctx, m));
        v = rw.create(cast).result(0);
      }
      args.add(v);
    }
    OperationState call = new OperationState(ctx, ctx.opDef("func.call"), op.location());
    call.addOperands(args);
    call.addAttribute("callee", SymbolRefAttr.get(ctx, name));
    rw.create(call);
    rw.eraseOp(op);
    return true;
  }
}
