package org.jmlir.conversion.llvmcommon;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jmlir.dialect.llvm.FuncOp;
import org.jmlir.dialect.llvm.LlvmArrayType;
import org.jmlir.dialect.llvm.LlvmFunctionType;
import org.jmlir.dialect.llvm.GlobalOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/** Module-level symbols the lowerings declare: runtime functions and string globals. */
public final class LlvmSymbols {
  private LlvmSymbols() {}

  /** The nearest enclosing symbol table (the module). */
  public static Operation symbolTable(Operation op) {
    Operation cur = op;
    while (cur != null && !cur.hasTrait(Trait.SYMBOL_TABLE)) {
      cur = cur.parentOp();
    }
    return cur;
  }

  /** The op named {@code name} directly in {@code table}, or null. */
  public static Operation lookup(Operation table, String name) {
    Block body = table.region(0).front();
    for (Operation o : body) {
      if (o.inherentAttr("sym_name") instanceof StringAttr s && s.value().equals(name)) {
        return o;
      }
    }
    return null;
  }

  /** {@code name} itself when free, else {@code name_0}, {@code name_1}, ... (MLIR's SymbolTable uniquing). */
  public static String unique(Operation table, String name) {
    if (lookup(table, name) == null) {
      return name;
    }
    for (int i = 0; ; i++) {
      String candidate = name + "_" + i;
      if (lookup(table, candidate) == null) {
        return candidate;
      }
    }
  }

  /**
   * The llvm.func {@code name}, declared at the start of the module when missing (MLIR's
   * LLVM::lookupOrCreateFn); call the returned function's name, which is uniqued when another
   * kind of op already holds {@code name}; null (after an error at the existing function) when an
   * llvm.func of that name has another type.
   */
  public static FuncOp lookupOrCreateFn(PatternRewriter rw, Operation from, String name, LlvmFunctionType type) {
    return lookupOrCreateFn(rw, from, name, type, true);
  }

  /**
   * As above; without {@code rename} the new declaration keeps {@code name} even when another op
   * holds it, as MLIR's lookupOrCreateFn does when its caller gives it no symbol table (the
   * memref patterns under {@code convert-to-llvm}): the module then fails to verify with a
   * redefinition of that symbol.
   */
  public static FuncOp lookupOrCreateFn(PatternRewriter rw, Operation from, String name, LlvmFunctionType type,
      boolean rename) {
    Operation table = symbolTable(from);
    Operation existing = lookup(table, name);
    if (existing instanceof FuncOp f) {
      if (!f.functionType().equals(type)) {
        // As MLIR's lookupOrCreateReservedFn; the caller's pattern fails.
        f.emitError("redefinition of reserved function '" + name + "' of different type '"
            + org.jmlir.ir.print.AttrTypeText.type(f.functionType()) + "' is prohibited").report();
        return null;
      }
      return f;
    }
    MLIRContext ctx = from.context();
    // Another op (a func.func not yet converted) holds the name: MLIR's symbol table renames the new one.
    FuncOp f = FuncOp.create(ctx, table.location(), existing == null || !rename ? name : unique(table, name), type, "external");
    Operation savedPoint = rw.insertionPoint();
    Block savedBlock = rw.insertionBlock();
    rw.setInsertionPointToStart(table.region(0).front());
    rw.insert(f);
    restore(rw, savedBlock, savedPoint);
    return f;
  }

  /**
   * A private constant global holding {@code text} and a NUL, named {@code name} (made unique), at
   * the start of the module, as MLIR's createGlobalString / assert lowering builds it.
   */
  public static GlobalOp createStringGlobal(PatternRewriter rw, Operation from, String name, String text, Location loc) {
    MLIRContext ctx = from.context();
    Operation table = symbolTable(from);
    byte[] bytes = (text + "\0").getBytes(StandardCharsets.UTF_8);
    IntegerType i8 = IntegerType.get(ctx, 8);
    Type arr = LlvmArrayType.get(ctx, i8, bytes.length);
    DenseIntOrFPElementsAttr value =
        DenseIntOrFPElementsAttr.getFromRaw(ctx, RankedTensorType.get(ctx, new long[] {bytes.length}, i8), bytes);
    GlobalOp g = GlobalOp.create(ctx, loc, arr, true, "private", unique(table, name), value, 0);
    Operation savedPoint = rw.insertionPoint();
    Block savedBlock = rw.insertionBlock();
    rw.setInsertionPointToStart(table.region(0).front());
    rw.insert(g);
    restore(rw, savedBlock, savedPoint);
    return g;
  }

  static void restore(PatternRewriter rw, Block block, Operation point) {
    if (block == null) {
      return;
    }
    if (point != null) {
      rw.setInsertionPoint(point);
    } else {
      rw.setInsertionPointToEnd(block);
    }
  }

  /**
   * {@code func.func private @name : type} at the start of {@code from}'s module, once (with
   * {@code attrs} as discardable attributes), as the runtime-call lowerings declare their callees.
   * The builder is left at the start of the module.
   */
  public static void declareFuncPrivate(
      org.jmlir.ir.rewrite.OpBuilder b, Operation from, String name, org.jmlir.ir.type.FunctionType type,
      List<org.jmlir.ir.attr.NamedAttribute> attrs) {
    Operation module = symbolTable(from);
    if (lookup(module, name) != null) {
      return;
    }
    MLIRContext ctx = from.context();
    org.jmlir.ir.OperationState s = new org.jmlir.ir.OperationState(ctx, ctx.lookupOp("func.func"), from.location());
    s.properties =
        org.jmlir.ir.attr.DictionaryAttr.get(
            ctx,
            List.of(
                new org.jmlir.ir.attr.NamedAttribute("sym_name", org.jmlir.ir.attr.StringAttr.get(ctx, name)),
                new org.jmlir.ir.attr.NamedAttribute("function_type", org.jmlir.ir.attr.TypeAttr.get(ctx, type)),
                new org.jmlir.ir.attr.NamedAttribute("sym_visibility", org.jmlir.ir.attr.StringAttr.get(ctx, "private"))));
    s.attributes.addAll(attrs);
    s.addRegion();
    b.setInsertionPointToStart(module.region(0).front());
    b.create(s);
  }
}
