package org.jmlir.conversion.functollvm;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.conversion.llvmcommon.LlvmBuilder;
import org.jmlir.conversion.llvmcommon.LlvmConversionPass;
import org.jmlir.conversion.llvmcommon.LlvmTypeConverter;
import org.jmlir.conversion.llvmcommon.MemRefDescriptor;
import org.jmlir.dialect.llvm.AllocaOp;
import org.jmlir.dialect.llvm.CallOp;
import org.jmlir.dialect.llvm.FuncOp;
import org.jmlir.dialect.llvm.LlvmFunctionType;
import org.jmlir.dialect.llvm.LlvmKeywordAttr;
import org.jmlir.dialect.llvm.LlvmOps;
import org.jmlir.dialect.llvm.LlvmPrimitiveType;
import org.jmlir.dialect.llvm.LlvmStructType;
import org.jmlir.dialect.llvm.LoadOp;
import org.jmlir.dialect.llvm.StoreOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.rewrite.conversion.ConversionPattern;
import org.jmlir.ir.rewrite.conversion.ConversionPatternRewriter;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedMemRefType;

/**
 * {@code convert-func-to-llvm}, as MLIR 22's FuncToLLVM: {@code func.func} becomes {@code llvm.func}
 * (memref arguments passed as their descriptor's fields, or as one pointer with
 * {@code use-bare-ptr-memref-call-conv}; several results packed in a struct), {@code func.return}
 * and {@code func.call} follow, and {@code llvm.emit_c_interface} adds the {@code _mlir_ciface_}
 * wrapper that takes memrefs by pointer to their descriptor.
 */
public final class FuncToLlvm extends LlvmConversionPass {
  public FuncToLlvm(PassOptions o) {
    super(o, Set.of("use-bare-ptr-memref-call-conv", "index-bitwidth", "data-layout"), "convert-func-to-llvm", "ConvertFuncToLLVMPass", "Convert from the Func dialect to the LLVM dialect");
  }




  @Override
  public String anchor() {
    return "builtin.module";
  }

  @Override
  protected boolean usesDataLayout() {
    return true;
  }

  @Override
  protected List<RewritePattern> patterns(LlvmTypeConverter converter) {
    List<RewritePattern> out = new ArrayList<>();
    patterns(converter, out);
    return out;
  }


  private static final List<String> DROPPED_ATTRS =
      List.of("sym_name", "function_type", "arg_attrs", "res_attrs", "sym_visibility", "func.varargs", "llvm.linkage", "llvm.readnone");

  /** What {@code llvm.readnone} on a function becomes (MLIR 22's memory effects, all none). */
  private static final String READNONE =
      "<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>";

  /** Adds the func-to-llvm patterns to {@code out}. */
  public static List<RewritePattern> patterns(LlvmTypeConverter tc, List<RewritePattern> out) {
    LlvmTypeConverter tc0 = tc;
    out.add(ConversionPattern.of("func.func", tc, (op, operands, rw) -> convertFunc(barePtr(op) ? tc.withBarePtrCallConv() : tc, op, rw)));
    out.add(ConversionPattern.of("func.return", tc, (op, operands, rw) -> {
      Operation parent = op.parentOp();
      LlvmTypeConverter rtc = barePtr(parent) ? tc0.withBarePtrCallConv() : tc0;
      List<Type> results = parent instanceof FuncOp f ? f.functionType().returnTypes() : null;
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Type packed = results != null && results.size() == 1 ? results.get(0) : rtc.packResults(op.operandTypes());
      if (operands.size() > 1 && packed == null) {
        return false;
      }
      for (int i = 0; i < operands.size(); i++) {
        if (rtc.useBarePtrCallConv() && op.operand(i).type() instanceof UnrankedMemRefType) {
          return false; // the bare-pointer convention has no unranked memrefs
        }
      }
      List<Value> values = new ArrayList<>();
      for (int i = 0; i < operands.size(); i++) {
        values.add(returnValue(rtc, b, op.operand(i).type(), operands.get(i)));
      }
      if (!rtc.useBarePtrCallConv()) {
        copyUnranked(rtc, b, rw, op, op.operandTypes(), values, true);
      }
      List<Value> ret;
      if (values.size() > 1) {
        ret = List.of(b.pack(packed, values));
      } else {
        ret = values;
      }
      rw.replaceOp(op, List.of());
      LlvmBuilder.passDiscardable(op, b.op(LlvmOps.RETURN, ret, List.of()));
      return true;
    }));
    out.add(ConversionPattern.of("func.constant", tc, (op, operands, rw) -> {
      Type t = tc.convertType(op.result(0).type());
      String callee = ((SymbolRefAttr) op.inherentAttr("value")).root();
      Value v = new LlvmBuilder(rw, op.location()).value(org.jmlir.dialect.llvm.AddressOfOp.DEF, t, List.of(), "global_name", SymbolRefAttr.get(op.context(), callee));
      rw.replaceOp(op, List.of(v));
      return true;
    }));
    out.add(ConversionPattern.of("func.call_indirect", tc, (op, operands, rw) -> {
      Type packed = tc.packResults(op.resultTypes());
      if (packed == null) {
        return false;
      }
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      List<Value> args = new ArrayList<>();
      for (int i = 1; i < operands.size(); i++) {
        List<Value> promoted = promoteArgument(tc, b, op.operand(i).type(), operands.get(i));
        if (promoted == null) {
          return false;
        }
        args.addAll(promoted);
      }
      boolean isVoid = packed instanceof LlvmPrimitiveType;
      CallOp call = CallOp.createIndirect(rw.context(), op.location(), operands.get(0), isVoid ? null : packed, args);
      copyCallAttrs(op, call, args.size() == op.numOperands() - 1);
      rw.insert(call);
      rw.replaceOp(op, unpackResults(b, op, call, packed));
      return true;
    }));
    out.add(ConversionPattern.of("func.call", tc, (op, operands, rw) -> {
      String callee = ((SymbolRefAttr) op.inherentAttr("callee")).root();
      Operation target = org.jmlir.conversion.llvmcommon.LlvmSymbols.lookup(org.jmlir.conversion.llvmcommon.LlvmSymbols.symbolTable(op), callee);
      LlvmTypeConverter ctc = barePtr(target) ? tc0.withBarePtrCallConv() : tc0;
      Type packed = ctc.packResults(op.resultTypes());
      if (packed == null) {
        return false;
      }
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      List<Value> args = new ArrayList<>();
      for (int i = 0; i < operands.size(); i++) {
        List<Value> promoted = promoteArgument(ctc, b, op.operand(i).type(), operands.get(i));
        if (promoted == null) {
          return false;
        }
        args.addAll(promoted);
      }
      boolean isVoid = packed instanceof LlvmPrimitiveType;
      CallOp call = CallOp.create(rw.context(), op.location(), callee, isVoid ? null : packed, args);
      copyCallAttrs(op, call, args.size() == op.numOperands());
      rw.insert(call);
      List<Value> results = unpackResults(b, op, call, packed);
      if (!ctc.useBarePtrCallConv()) {
        copyUnranked(ctc, b, rw, op, op.resultTypes(), results, false);
      } else {
        // A bare pointer result becomes a descriptor of its static shape at once.
        for (int i = 0; i < results.size(); i++) {
          if (op.result(i).type() instanceof MemRefType m && LlvmTypeConverter.canBeBare(m)) {
            results.set(i, MemRefDescriptor.fromStaticShape(b, ctc.descriptorType(m), m, results.get(i)));
          }
        }
      }
      rw.replaceOp(op, results);
      return true;
    }));
    return out;
  }

  /**
   * The unranked memrefs among {@code values} get a copy of their ranked descriptor (MLIR's
   * copyUnrankedDescriptors): a returned one is copied to the heap (malloc), since its stack slot dies
   * with the callee; a call result is copied to the caller's stack and the heap copy freed.
   */
  private static void copyUnranked(LlvmTypeConverter tc, LlvmBuilder b, ConversionPatternRewriter rw, Operation op,
      List<Type> types, List<Value> values, boolean toHeap) {
    MLIRContext ctx = op.context();
    Type ptr = tc.ptr(0);
    for (int i = 0; i < values.size(); i++) {
      if (!(types.get(i) instanceof UnrankedMemRefType)) {
        continue;
      }
      Value desc = values.get(i);
      Value size = MemRefDescriptor.unrankedDescriptorBytes(tc, b, List.of(desc)).get(0);
      if (toHeap) {
        org.jmlir.conversion.llvmcommon.LlvmSymbols.lookupOrCreateFn(rw, op, "malloc", LlvmFunctionType.get(ctx, ptr, List.of(tc.indexType()), false));
      } else {
        org.jmlir.conversion.llvmcommon.LlvmSymbols.lookupOrCreateFn(rw, op, "free", LlvmFunctionType.get(ctx, LlvmPrimitiveType.voidType(ctx), List.of(ptr), false));
      }
      rw.setInsertionPointAfter(size.definingOp());
      Value memory;
      if (toHeap) {
        CallOp malloc = CallOp.create(ctx, op.location(), "malloc", ptr, List.of(size));
        rw.insert(malloc);
        memory = malloc.result(0);
      } else {
        memory = b.value(AllocaOp.DEF, ptr, List.of(size), "elem_type", TypeAttr.get(ctx, org.jmlir.ir.type.IntegerType.get(ctx, 8)));
      }
      Value source = b.extractValue(ptr, desc, 1);
      b.op(ctx.lookupOp("llvm.intr.memcpy"), List.of(memory, source, size), List.of(),
          "isVolatile", org.jmlir.ir.attr.IntegerAttr.get(ctx, org.jmlir.ir.type.IntegerType.get(ctx, 1), 0));
      if (!toHeap) {
        rw.insert(CallOp.create(ctx, op.location(), "free", null, List.of(source)));
      }
      Value fresh = b.poison(desc.type());
      fresh = b.insertValue(fresh, b.extractValue(tc.indexType(), desc, 0), 0);
      values.set(i, b.insertValue(fresh, memory, 1));
    }
  }

  /** Whether {@code fn} asks for the bare-pointer calling convention ({@code llvm.bareptr}). */
  private static boolean barePtr(Operation fn) {
    return fn != null && fn.attr("llvm.bareptr") != null;
  }

  /**
   * The func call's attributes, inherent (arg_attrs, res_attrs, no_inline) and discardable, carried
   * over to the llvm.call as upstream's lowering does; the callee is already set. Argument
   * attributes stay behind when a memref expanded to several operands (MLIR 22 crashes there).
   */
  private static void copyCallAttrs(Operation from, CallOp to, boolean oneToOne) {
    for (NamedAttribute a : from.attrDictionary().entries()) {
      if (!a.name().equals("callee") && (oneToOne || !a.name().equals("arg_attrs"))) {
        to.setAttr(a.name(), a.value());
      }
    }
  }

  /** A call's results as the original op had them: one value, or each field of the packed struct. */
  private static List<Value> unpackResults(LlvmBuilder b, Operation op, CallOp call, Type packed) {
    List<Value> results = new ArrayList<>();
    if (op.numResults() == 1) {
      results.add(call.result(0));
    } else {
      for (int i = 0; i < op.numResults(); i++) {
        results.add(b.extractValue(((LlvmStructType) packed).elementTypes().get(i), call.result(0), i));
      }
    }
    return results;
  }

  /** A returned value: a bare-pointer memref result returns its aligned pointer. */
  private static Value returnValue(LlvmTypeConverter tc, LlvmBuilder b, Type original, Value converted) {
    if (tc.useBarePtrCallConv() && original instanceof MemRefType m && LlvmTypeConverter.canBeBare(m)) {
      return new MemRefDescriptor(b, converted).allocatedPtr();
    }
    return converted;
  }

  /** A call argument as the callee receives it: memrefs as their descriptor's fields (or pointer). */
  private static List<Value> promoteArgument(LlvmTypeConverter tc, LlvmBuilder b, Type original, Value converted) {
    if (original instanceof MemRefType m) {
      MemRefDescriptor d = new MemRefDescriptor(b, converted);
      if (tc.useBarePtrCallConv()) {
        return LlvmTypeConverter.canBeBare(m) ? List.of(d.alignedPtr()) : null;
      }
      return d.unpack();
    }
    if (original instanceof UnrankedMemRefType) {
      if (tc.useBarePtrCallConv()) {
        return null; // the bare-pointer convention has no unranked memrefs: the call stays
      }
      Type desc = converted.type();
      List<Type> f = ((LlvmStructType) desc).elementTypes();
      return List.of(b.extractValue(f.get(0), converted, 0), b.extractValue(f.get(1), converted, 1));
    }
    return List.of(converted);
  }

  private static boolean convertFunc(LlvmTypeConverter tc, Operation op, ConversionPatternRewriter rw) {
    MLIRContext ctx = op.context();
    FunctionType type = ((TypeAttr) op.inherentAttr("function_type")).value() instanceof FunctionType f ? f : null;
    if (type == null) {
      return false;
    }
    List<List<Type>> groups = new ArrayList<>();
    List<Type> params = tc.convertArguments(type.inputs(), groups);
    Type result = tc.packResults(type.results());
    if (params == null || result == null) {
      return false;
    }
    String name = ((StringAttr) op.inherentAttr("sym_name")).value();
    Attribute linkageAttr = op.attr("llvm.linkage");
    if (linkageAttr != null && !(linkageAttr instanceof LlvmKeywordAttr k0 && k0.is(LlvmKeywordAttr.LINKAGE))) {
      op.emitError("Contains llvm.linkage attribute not of type LLVM::LinkageAttr").report();
      return false;
    }
    String linkage = linkageAttr instanceof LlvmKeywordAttr k ? k.keyword() : "external";
    boolean varArg = op.attr("func.varargs") instanceof org.jmlir.ir.attr.IntegerAttr va && va.longValue() != 0;
    if (varArg && op.attr("llvm.emit_c_interface") != null) {
      op.emitError("C interface for variadic functions is not supported yet.").report();
      return false;
    }
    LlvmFunctionType llvmType = LlvmFunctionType.get(ctx, result, params, varArg);
    FuncOp f = FuncOp.create(ctx, op.location(), name, llvmType, linkage);
    List<NamedAttribute> attrs = new ArrayList<>();
    for (NamedAttribute a : op.attributes().entries()) {
      if (!DROPPED_ATTRS.contains(a.name())) {
        attrs.add(a);
      } else if (a.name().equals("llvm.readnone")) {
        attrs.add(new NamedAttribute("memory_effects", org.jmlir.dialect.llvm.LlvmTextAttr.get(ctx, "memory_effects", READNONE)));
      }
    }
    for (NamedAttribute a : attrs) {
      f.setAttr(a.name(), a.value()); // inherent ones (memory_effects, personality, ...) become properties
    }
    if (op.inherentAttr("sym_visibility") instanceof StringAttr vis) {
      f.setAttr("sym_visibility", vis);
    }
    copyArgAttrs(op, f, groups);
    if (type.results().size() == 1 && op.inherentAttr("res_attrs") instanceof ArrayAttr resAttrs) {
      f.setAttr("res_attrs", resAttrs); // MLIR 22 keeps a single result's attributes, drops several
    }
    rw.setInsertionPoint(op);
    rw.insert(f);
    boolean cInterface = op.attr("llvm.emit_c_interface") != null && !tc.useBarePtrCallConv();
    if (!op.region(0).isEmpty()) {
      rw.inlineRegionBefore(op.region(0), f.region(0), 0);
      List<Location> locs = new ArrayList<>();
      Block entry = f.region(0).front();
      for (int i = 0; i < groups.size(); i++) {
        for (int k = 0; k < groups.get(i).size(); k++) {
          locs.add(entry.argument(i).location());
        }
      }
      int[] starts = new int[groups.size()];
      for (int i = 1; i < groups.size(); i++) {
        starts[i] = starts[i - 1] + groups.get(i - 1).size();
      }
      rw.applySignatureConversion(
          f.region(0),
          params,
          locs,
          (BlockArgument old, Block fresh) -> rebuildArgument(tc, rw, old, fresh, starts[old.index()], groups.get(old.index()).size()),
          true);
      if (cInterface) {
        rw.setInsertionPointAfter(f);
        buildCInterfaceWrapper(tc, rw, op, f, type);
      }
    } else if (cInterface) {
      rw.setInsertionPointAfter(f);
      buildCInterfaceForDeclaration(tc, rw, op, f, type);
    }
    rw.eraseOp(op);
    return true;
  }

  /** The old argument's value in the new entry block (a descriptor rebuilt from its fields); also used by gpu.func lowering. */
  public static Value rebuildArgument(LlvmTypeConverter tc, ConversionPatternRewriter rw, BlockArgument old, Block fresh, int start, int count) {
    List<Value> args = new ArrayList<>(fresh.arguments().subList(start, start + count));
    Type t = old.type();
    if (!(t instanceof MemRefType) && !(t instanceof UnrankedMemRefType)) {
      return args.get(0);
    }
    if (old.hasNoUses()) {
      return null;
    }
    LlvmBuilder b = new LlvmBuilder(rw, old.location());
    Type desc = tc.convertType(t);
    Value packed;
    if (t instanceof MemRefType m && tc.useBarePtrCallConv()) {
      // MLIR 22 builds a bare pointer's descriptor as an argument materialization, lazily, as it
      // does a descriptor packed from several arguments.
      packed = MemRefDescriptor.fromStaticShape(b, desc, m, args.get(0));
    } else {
      packed = t instanceof MemRefType ? MemRefDescriptor.pack(b, desc, args) : b.pack(desc, args);
    }
    rw.deferArgument(packed);
    return packed;
  }

  private static void copyArgAttrs(Operation from, FuncOp to, List<List<Type>> groups) {
    if (!(from.inherentAttr("arg_attrs") instanceof ArrayAttr argAttrs)) {
      return;
    }
    List<Attribute> dicts = new ArrayList<>();
    boolean any = false;
    for (int i = 0; i < groups.size(); i++) {
      Attribute d = argAttrs.get(i);
      for (int k = 0; k < groups.get(i).size(); k++) {
        Attribute v = groups.get(i).size() == 1 ? d : DictionaryAttr.empty(from.context());
        any |= !((DictionaryAttr) v).isEmpty();
        dicts.add(v);
      }
    }
    if (any) {
      to.setAttr("arg_attrs", ArrayAttr.get(from.context(), dicts));
    }
  }

  /**
   * The C interface's argument and result attributes: each argument's dictionary on its parameter
   * (a memref's on the pointer to its descriptor), after the result pointer when there is one; the
   * result's only when it is returned by value.
   */
  private static void copyInterfaceAttrs(Operation from, FuncOp to, boolean byPtr) {
    MLIRContext ctx = from.context();
    if (from.inherentAttr("arg_attrs") instanceof ArrayAttr argAttrs) {
      List<Attribute> dicts = new ArrayList<>();
      if (byPtr) {
        dicts.add(DictionaryAttr.empty(ctx));
      }
      boolean any = false;
      for (int i = 0; i < argAttrs.size(); i++) {
        dicts.add(argAttrs.get(i));
        any |= !((DictionaryAttr) argAttrs.get(i)).isEmpty();
      }
      if (any) {
        to.setAttr("arg_attrs", ArrayAttr.get(ctx, dicts));
      }
    }
    if (!byPtr && from.inherentAttr("res_attrs") instanceof ArrayAttr resAttrs) {
      to.setAttr("res_attrs", resAttrs);
    }
  }

  /** Whether the C interface returns results through a pointer first argument. */
  private static boolean resultByPointer(FunctionType type) {
    return type.results().size() > 1
        || (type.results().size() == 1 && (type.results().get(0) instanceof MemRefType || type.results().get(0) instanceof UnrankedMemRefType));
  }

  /** {@code _mlir_ciface_<name>}: memrefs by pointer to their descriptor, calling the function. */
  private static void buildCInterfaceWrapper(LlvmTypeConverter tc, ConversionPatternRewriter rw, Operation op, FuncOp f, FunctionType type) {
    MLIRContext ctx = op.context();
    boolean byPtr = resultByPointer(type);
    List<Type> params = new ArrayList<>();
    if (byPtr) {
      params.add(tc.ptr(0));
    }
    for (Type t : type.inputs()) {
      params.add(t instanceof MemRefType || t instanceof UnrankedMemRefType ? tc.ptr(0) : tc.convertType(t));
    }
    Type result = byPtr ? LlvmPrimitiveType.voidType(ctx) : f.functionType().returnType();
    FuncOp w = FuncOp.create(ctx, op.location(), "_mlir_ciface_" + f.symName(), LlvmFunctionType.get(ctx, result, params, false), f.linkage());
    w.setAttributes(f.attributes());
    copyInterfaceAttrs(op, w, byPtr);
    // As mlir-opt 22's wrapForExternalCallers, the wrapper takes the function's visibility too
    // (printed as an attribute: a private function's wrapper is not itself private).
    if (f.inherentAttr("sym_visibility") != null) {
      w.setAttr("sym_visibility", f.inherentAttr("sym_visibility"));
    }
    rw.insert(w);
    Block body = w.region(0).addBlock();
    for (Type p : params) {
      body.addArgument(p, op.location());
    }
    rw.setInsertionPointToStart(body);
    LlvmBuilder b = new LlvmBuilder(rw, op.location());
    List<Value> args = new ArrayList<>();
    int next = byPtr ? 1 : 0;
    for (Type t : type.inputs()) {
      Value a = body.argument(next++);
      if (t instanceof MemRefType || t instanceof UnrankedMemRefType) {
        Type desc = tc.convertType(t);
        Value loaded = b.value(LoadOp.DEF, desc, List.of(a));
        if (t instanceof MemRefType) {
          args.addAll(new MemRefDescriptor(b, loaded).unpack());
        } else {
          List<Type> fl = ((LlvmStructType) desc).elementTypes();
          args.add(b.extractValue(fl.get(0), loaded, 0));
          args.add(b.extractValue(fl.get(1), loaded, 1));
        }
      } else {
        args.add(a);
      }
    }
    Type calleeResult = f.functionType().returnType();
    boolean isVoid = calleeResult instanceof LlvmPrimitiveType;
    CallOp call = CallOp.create(ctx, op.location(), f.symName(), isVoid ? null : calleeResult, args);
    rw.insert(call);
    if (byPtr) {
      b.op(StoreOp.DEF, List.of(call.result(0), body.argument(0)), List.of());
      b.op(LlvmOps.RETURN, List.of(), List.of());
    } else {
      b.op(LlvmOps.RETURN, isVoid ? List.of() : List.of(call.result(0)), List.of());
    }
  }

  /**
   * An external function with {@code llvm.emit_c_interface}: it becomes a private definition that
   * stores each memref's descriptor on the stack and calls the declared {@code _mlir_ciface_} function.
   */
  private static void buildCInterfaceForDeclaration(LlvmTypeConverter tc, ConversionPatternRewriter rw, Operation op, FuncOp f, FunctionType type) {
    MLIRContext ctx = op.context();
    boolean byPtr = resultByPointer(type);
    f.setAttr("linkage", LlvmKeywordAttr.linkage(ctx, "private"));
    Block body = f.region(0).addBlock();
    for (Type p : f.functionType().params()) {
      body.addArgument(p, op.location());
    }
    List<Type> ifaceParams = new ArrayList<>();
    rw.setInsertionPointToStart(body);
    LlvmBuilder b = new LlvmBuilder(rw, op.location());
    Value resultSlot = null;
    Type fnResult = f.functionType().returnType();
    if (byPtr) {
      ifaceParams.add(tc.ptr(0));
      resultSlot = b.value(AllocaOp.DEF, tc.ptr(0), List.of(b.indexConstant(tc.indexType(), 1)), "elem_type", TypeAttr.get(ctx, fnResult));
    }
    List<Value> args = new ArrayList<>();
    if (resultSlot != null) {
      args.add(resultSlot);
    }
    int next = 0;
    for (Type t : type.inputs()) {
      List<Type> g = tc.convertArgument(t);
      List<Value> fields = new ArrayList<>(body.arguments().subList(next, next + g.size()));
      next += g.size();
      if (t instanceof MemRefType || t instanceof UnrankedMemRefType) {
        Type desc = tc.convertType(t);
        Value packed = t instanceof MemRefType ? MemRefDescriptor.pack(b, desc, fields) : b.pack(desc, fields);
        Value one = b.indexConstant(tc.indexType(), 1);
        Value slot = b.value(AllocaOp.DEF, tc.ptr(0), List.of(one), "elem_type", TypeAttr.get(ctx, desc));
        b.op(StoreOp.DEF, List.of(packed, slot), List.of());
        args.add(slot);
        ifaceParams.add(tc.ptr(0));
      } else {
        args.add(fields.get(0));
        ifaceParams.add(g.get(0));
      }
    }
    Type ifaceResult = byPtr ? LlvmPrimitiveType.voidType(ctx) : fnResult;
    boolean isVoid = ifaceResult instanceof LlvmPrimitiveType;
    CallOp call = CallOp.create(ctx, op.location(), "_mlir_ciface_" + f.symName(), isVoid ? null : ifaceResult, args);
    rw.insert(call);
    if (byPtr) {
      Value r = b.value(LoadOp.DEF, fnResult, List.of(resultSlot));
      b.op(LlvmOps.RETURN, List.of(r), List.of());
    } else {
      b.op(LlvmOps.RETURN, isVoid ? List.of() : List.of(call.result(0)), List.of());
    }
    rw.setInsertionPointAfter(f);
    FuncOp decl = FuncOp.create(ctx, op.location(), "_mlir_ciface_" + f.symName(), LlvmFunctionType.get(ctx, ifaceResult, ifaceParams, false), "external");
    decl.setAttributes(f.attributes());
    copyInterfaceAttrs(op, decl, byPtr);
    if (f.inherentAttr("sym_visibility") != null) {
      decl.setAttr("sym_visibility", f.inherentAttr("sym_visibility"));
    }
    rw.insert(decl);
  }
}
