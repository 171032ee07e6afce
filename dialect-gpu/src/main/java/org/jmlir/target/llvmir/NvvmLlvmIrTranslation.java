package org.jmlir.target.llvmir;

import static org.bytedeco.llvm.global.LLVM.*;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.bytedeco.javacpp.PointerPointer;
import org.bytedeco.llvm.LLVM.LLVMAttributeRef;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jmlir.dialect.nvvm.ConstantRangeAttr;
import org.jmlir.dialect.nvvm.NvvmEnumAttr;
import org.jmlir.dialect.nvvm.NvvmMmaShapeAttr;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.dialect.llvm.LlvmPointerType;
import org.jmlir.llvm.translate.DialectTranslation;
import org.jmlir.llvm.translate.TranslationException;

/**
 * The nvvm dialect's ops as calls of NVPTX intrinsics, named and declared as mlir-translate 22 (LLVM
 * 22) declares them: the declaration's function, return and parameter attributes are written here
 * from LLVM 22's intrinsic table rather than taken from bytedeco's LLVM 20 (whose table lacks some of
 * these intrinsics, e.g. {@code llvm.nvvm.barrier.cta.*}, and gives others fewer attributes). Each
 * op is mapped by one switch case, built on its first use; nothing is tabled ahead.
 */
public final class NvvmLlvmIrTranslation implements DialectTranslation {
  /** Function attributes of LLVM 22's intrinsic classes, as its printer writes them. */
  private static final String PURE = "nocallback nofree nosync nounwind speculatable willreturn memory(none)";
  private static final String CONVERGENT = "convergent nocallback nounwind";
  private static final String CONVERGENT_INACCESSIBLE = "convergent nocallback nounwind memory(inaccessiblemem: readwrite)";

  @Override
  public String dialect() {
    return "nvvm";
  }

  @Override
  public void translateTopLevel(Operation op, Context t) throws TranslationException {
    throw failed(op);
  }

  @Override
  public void translateOp(Operation op, Context t) throws TranslationException {
    String name = op.name();
    if (name.startsWith("nvvm.read.ptx.sreg.")) {
      specialRegister(op, t, name.substring("nvvm.read.ptx.sreg.".length()));
      return;
    }
    LLVMContextRef ctx = t.context();
    LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
    switch (name) {
      case "nvvm.rcp.approx.ftz.f" ->
          call(op, t, "llvm.nvvm.rcp.approx.ftz.f", "nocallback nofree nosync nounwind willreturn memory(none)", operands(op, t));
      case "nvvm.barrier0" -> call(op, t, "llvm.nvvm.barrier.cta.sync.aligned.all", CONVERGENT, LLVMConstInt(i32, 0, 0));
      case "nvvm.barrier" -> barrier(op, t);
      case "nvvm.cluster.arrive", "nvvm.cluster.arrive.relaxed", "nvvm.cluster.wait" ->
          call(op, t, "llvm.nvvm.barrier." + name.substring(5) + (op.attr("aligned") != null ? ".aligned" : ""), CONVERGENT);
      case "nvvm.fence.sc.cluster" -> call(op, t, "llvm.nvvm.fence.sc.cluster", "nocallback nounwind");
      case "nvvm.bar.warp.sync" -> call(op, t, "llvm.nvvm.bar.warp.sync", CONVERGENT, operands(op, t));
      case "nvvm.shfl.sync" -> {
        String type = typeSuffix(op, op.operand(1).type());
        String pred = op.attr("return_value_and_is_valid") != null ? "p" : "";
        call(op, t, "llvm.nvvm.shfl.sync." + kind(op) + "." + type + pred, CONVERGENT_INACCESSIBLE, operands(op, t));
      }
      case "nvvm.elect.sync" -> electSync(op, t);
      case "nvvm.vote.sync" -> call(op, t, "llvm.nvvm.vote." + kind(op) + ".sync", CONVERGENT_INACCESSIBLE, operands(op, t));
      case "nvvm.redux.sync" -> {
        String suffix = (flag(op, "abs") ? ".abs" : "") + (flag(op, "nan") ? ".NaN" : "");
        call(op, t, "llvm.nvvm.redux.sync." + kind(op) + suffix, CONVERGENT_INACCESSIBLE, operands(op, t));
      }
      case "nvvm.match.sync" -> {
        String k = kind(op);
        String type = typeSuffix(op, op.operand(1).type()) + (k.equals("all") ? "p" : "");
        call(op, t, "llvm.nvvm.match." + k + ".sync." + type, CONVERGENT_INACCESSIBLE, operands(op, t));
      }
      case "nvvm.cp.async.shared.global" -> {
        String intr = "llvm.nvvm.cp.async." + kind(op, "modifier") + ".shared.global." + integer(op, "size")
            + (op.numOperands() > 2 ? ".s" : "");
        call(op, t, intr, "nocallback nounwind memory(argmem: readwrite)", List.of("noalias writeonly", "noalias readonly"),
            operands(op, t));
      }
      case "nvvm.cp.async.commit.group" -> call(op, t, "llvm.nvvm.cp.async.commit.group", "nounwind");
      case "nvvm.cp.async.wait.group" ->
          call(op, t, "llvm.nvvm.cp.async.wait.group", "nounwind", List.of("immarg"), LLVMConstInt(i32, integer(op, "n"), 0));
      case "nvvm.mbarrier.init" -> call(op, t, "llvm.nvvm.mbarrier.init" + shared(op), CONVERGENT, operands(op, t, 2));
      case "nvvm.mbarrier.inval" ->
          call(op, t, "llvm.nvvm.mbarrier.inval" + shared(op), "convergent nocallback nounwind memory(argmem: write)",
              List.of("writeonly captures(none)"), operands(op, t));
      case "nvvm.mbarrier.arrive.nocomplete" ->
          call(op, t, "llvm.nvvm.mbarrier.arrive.noComplete" + shared(op), CONVERGENT, operands(op, t));
      case "nvvm.wgmma.fence.aligned" -> call(op, t, "llvm.nvvm.wgmma.fence.sync.aligned", "convergent nounwind");
      case "nvvm.wgmma.commit.group.sync.aligned" ->
          call(op, t, "llvm.nvvm.wgmma.commit_group.sync.aligned", "convergent nounwind");
      case "nvvm.wgmma.wait.group.sync.aligned" ->
          call(op, t, "llvm.nvvm.wgmma.wait_group.sync.aligned", "convergent nounwind", List.of("immarg"),
              LLVMConstInt(LLVMInt64TypeInContext(ctx), integer(op, "group"), 0));
      case "nvvm.griddepcontrol" ->
          call(op, t, "llvm.nvvm.griddepcontrol." + kind(op).replace('_', '.'), "nounwind");
      case "nvvm.mapa" ->
          call(op, t, "llvm.nvvm.mapa" + (space(op.operand(0)) == 3 ? ".shared.cluster" : ""), PURE,
              List.of("captures(none)"), operands(op, t));
      case "nvvm.st.bulk" -> {
        List<LLVMValueRef> args = new ArrayList<>(List.of(operands(op, t)));
        args.add(LLVMConstInt(LLVMInt64TypeInContext(ctx), integer(op, "initVal"), 0));
        call(op, t, "llvm.nvvm.st.bulk" + (space(op.operand(0)) == 3 ? ".shared.cta" : ""),
            "nocallback nofree nosync nounwind willreturn memory(argmem: write)",
            List.of("writeonly captures(none)", "", "immarg"), args.toArray(new LLVMValueRef[0]));
      }
      case "nvvm.exit" -> call(op, t, "llvm.nvvm.exit", "convergent noreturn nounwind memory(inaccessiblemem: readwrite)");
      case "nvvm.breakpoint" -> call(op, t, "llvm.debugtrap", "nounwind");
      case "nvvm.pmevent" -> {
        long mask = op.attr("maskedEventId") instanceof IntegerAttr m ? m.value().longValue()
            : 1L << integer(op, "eventId");
        call(op, t, "llvm.nvvm.pm.event.mask", "convergent nocallback nofree nosync nounwind willreturn", List.of("immarg"),
            LLVMConstInt(LLVMInt16TypeInContext(ctx), mask, 0));
      }
      case "nvvm.fence.proxy.release" ->
          call(op, t, "llvm.nvvm.fence.proxy.tensormap_generic.release." + kind(op, "scope"), "nocallback nounwind");
      case "nvvm.fence.proxy.acquire" ->
          call(op, t, "llvm.nvvm.fence.proxy.tensormap_generic.acquire." + kind(op, "scope"),
              // LLVM 22 also bounds the size with range(i32 128, 129); LLVM 20's verifier rejects range next to immarg.
              "nocallback nounwind memory(argmem: readwrite)", List.of("", "immarg"), operands(op, t));
      case "nvvm.dot.accumulate.4way", "nvvm.dot.accumulate.2way" -> {
        boolean fourWay = name.endsWith("4way");
        LLVMValueRef a = LLVMBuildBitCast(t.builder(), t.value(op.operand(0)), i32, "");
        LLVMValueRef b = LLVMBuildBitCast(t.builder(), t.value(op.operand(1)), i32, "");
        LLVMValueRef c = t.value(op.operand(2));
        String intr = "llvm.nvvm.idp" + (fourWay ? "4a." : "2a.") + signedness(op, "a_type") + "." + signedness(op, "b_type");
        if (fourWay) {
          call(op, t, intr, PURE, a, b, c);
        } else {
          LLVMValueRef hi = LLVMConstInt(LLVMInt1TypeInContext(ctx), flag(op, "b_hi") ? 1 : 0, 0);
          call(op, t, intr, PURE, List.of("", "", "immarg"), a, b, hi, c);
        }
      }
      case "nvvm.ldmatrix" -> {
        NvvmMmaShapeAttr shape = (NvvmMmaShapeAttr) op.attr("shape");
        String intr = "llvm.nvvm.ldmatrix.sync.aligned.m" + shape.m() + "n" + shape.n() + ".x" + integer(op, "num")
            + (kind(op, "layout").equals("col") ? ".trans" : "") + "." + kind(op, "eltType") + ".p3";
        call(op, t, intr, "convergent nocallback nounwind memory(argmem: read)", List.of("readonly captures(none)"),
            operands(op, t));
      }
      case "nvvm.mma.sync" -> mmaSync(op, t);
      case "nvvm.wmma.load" -> {
        String intr = "llvm.nvvm.wmma." + mnk(op) + ".load." + kind(op, "frag") + "." + kind(op, "layout") + ".stride."
            + kind(op, "eltype") + ".p" + space(op.operand(0));
        call(op, t, intr, "nocallback nounwind willreturn memory(argmem: read)", List.of("readonly captures(none)"),
            operands(op, t));
      }
      case "nvvm.wmma.mma" -> {
        String a = kind(op, "eltypeA");
        String b = kind(op, "eltypeB");
        String types = a.equals("f16") ? "." + b + "." + b : "." + a;
        String intr = "llvm.nvvm.wmma." + mnk(op) + ".mma." + kind(op, "layoutA") + "." + kind(op, "layoutB") + types;
        call(op, t, intr, "nocallback nounwind memory(none)", operands(op, t));
      }
      default -> throw failed(op);
    }
  }

  /** {@code nvvm.read.ptx.sreg.NAME}: LLVM 22 bounds the thread and block registers with a return range. */
  private static void specialRegister(Operation op, Context t, String reg) throws TranslationException {
    boolean timer = reg.equals("clock") || reg.equals("clock64") || reg.startsWith("globaltimer");
    String fnAttrs = timer ? "nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite)" : PURE;
    String range = switch (reg) {
      case "tid.x", "tid.y" -> " range(i32 0, 1024)";
      case "tid.z" -> " range(i32 0, 64)";
      case "ntid.x", "ntid.y" -> " range(i32 1, 1025)";
      case "ntid.z" -> " range(i32 1, 65)";
      case "ctaid.x", "clusterid.x", "cluster.ctaid.x" -> " range(i32 0, 2147483647)";
      case "ctaid.y", "ctaid.z", "clusterid.y", "clusterid.z", "cluster.ctaid.y", "cluster.ctaid.z" -> " range(i32 0, 65535)";
      case "nctaid.x", "nclusterid.x", "cluster.nctaid.x" -> " range(i32 1, 2147483648)";
      case "nctaid.y", "nctaid.z", "nclusterid.y", "nclusterid.z", "cluster.nctaid.y", "cluster.nctaid.z" ->
          " range(i32 1, 65536)";
      case "warpsize" -> " range(i32 32, 33)";
      case "laneid" -> " range(i32 0, 32)";
      default -> "";
    };
    LLVMValueRef call = call(op, t, "llvm.nvvm.read.ptx.sreg." + reg, fnAttrs, "noundef" + range, List.of());
    if (op.attr("range") instanceof ConstantRangeAttr r) {
      BigInteger max = BigInteger.ONE.shiftLeft(r.width()).subtract(BigInteger.ONE);
      boolean full = r.lower().equals(r.upper()) && r.lower().equals(max);
      if (!full) {
        LLVMAddCallSiteAttribute(call, LLVMAttributeReturnIndex,
            DialectTranslation.rangeAttribute(t.context(), r.width(), r.lower(), r.upper()));
      }
    }
  }

  /** {@code nvvm.barrier}: the CTA barrier of all threads, or of a count of them. */
  private static void barrier(Operation op, Context t) throws TranslationException {
    LLVMValueRef zero = LLVMConstInt(LLVMInt32TypeInContext(t.context()), 0, 0);
    Value id = segment(op, 0);
    Value count = segment(op, 1);
    LLVMValueRef idValue = id == null ? zero : t.value(id);
    if (count == null) {
      call(op, t, "llvm.nvvm.barrier.cta.sync.aligned.all", CONVERGENT, idValue);
    } else {
      call(op, t, "llvm.nvvm.barrier.cta.sync.aligned.count", CONVERGENT, idValue, t.value(count));
    }
  }

  /** The single operand of optional operand group {@code i}, or null. */
  private static Value segment(Operation op, int i) {
    List<Value> g = op.def().extension(org.jmlir.ir.ods.OpSpec.class).operandGroup(op, i);
    return g.isEmpty() ? null : g.get(0);
  }

  /** {@code nvvm.mma.sync}: MLIR's intrinsic for the shape, layouts, types and overflow behaviour. */
  private static void mmaSync(Operation op, Context t) throws TranslationException {
    NvvmMmaShapeAttr shape = (NvvmMmaShapeAttr) op.attr("shape");
    List<Value> a = op.def().extension(org.jmlir.ir.ods.OpSpec.class).operandGroup(op, 0);
    List<Value> c = op.def().extension(org.jmlir.ir.ods.OpSpec.class).operandGroup(op, 2);
    String typeA = op.attr("multiplicandAPtxType") instanceof NvvmEnumAttr e ? e.caseName() : defaultPtxType(a.get(0).type());
    String typeB = op.attr("multiplicandBPtxType") instanceof NvvmEnumAttr e ? e.caseName() : typeA;
    StringBuilder n = new StringBuilder("llvm.nvvm.mma");
    if (op.attr("b1Op") instanceof NvvmEnumAttr b1) {
      n.append('.').append(b1.caseName().replace('_', '.'));
    }
    n.append(".m").append(shape.m()).append('n').append(shape.n()).append('k').append(shape.k());
    n.append('.').append(kind(op, "layoutA")).append('.').append(kind(op, "layoutB"));
    if (op.attr("intOverflowBehavior") instanceof NvvmEnumAttr o && o.caseName().equals("satfinite")) {
      n.append(".satfinite");
    }
    if (typeA.equals("f16")) {
      String cType = defaultPtxType(c.get(0).type());
      Type res = op.result(0).type();
      String dType = res instanceof org.jmlir.dialect.llvm.LlvmStructType s ? defaultPtxType(s.elementTypes().get(0)) : cType;
      n.append('.').append(dType).append('.').append(cType);
    } else {
      n.append('.').append(typeA);
      if (!typeB.equals(typeA)) {
        n.append('.').append(typeB);
      }
    }
    call(op, t, n.toString(), "nocallback nounwind memory(none)", operands(op, t));
  }

  /** The PTX type an operand of {@code type} stands for when the op does not name it. */
  private static String defaultPtxType(Type type) {
    if (type instanceof org.jmlir.ir.type.VectorType v) {
      type = v.elementType();
    }
    if (type instanceof FloatType f) {
      return switch (f.kind()) {
        case F16 -> "f16";
        case F64 -> "f64";
        default -> "f32";
      };
    }
    return "s32";
  }

  private static String signedness(Operation op, String attr) {
    return kind(op, attr).equals("signed") ? "s" : "u";
  }

  private static String mnk(Operation op) {
    return "m" + integer(op, "m") + "n" + integer(op, "n") + "k" + integer(op, "k");
  }

  private static String shared(Operation op) {
    return space(op.operand(0)) == 3 ? ".shared" : "";
  }

  private static int space(Value v) {
    return v.type() instanceof LlvmPointerType p ? p.addressSpace() : 0;
  }

  private static String kind(Operation op) {
    return kind(op, "kind");
  }

  private static String kind(Operation op, String attr) {
    return ((NvvmEnumAttr) op.attr(attr)).caseName();
  }

  private static long integer(Operation op, String attr) {
    return ((IntegerAttr) op.attr(attr)).value().longValue();
  }

  private static boolean flag(Operation op, String attr) {
    return op.attr(attr) instanceof IntegerAttr b && b.value().signum() != 0;
  }

  /** "i32", "i64" or "f32": the suffix of an overloaded shfl/match intrinsic. */
  private static String typeSuffix(Operation op, Type type) throws TranslationException {
    if (type instanceof IntegerType i) {
      return "i" + i.width();
    }
    if (type instanceof FloatType f && f.kind() == FloatType.Kind.F32) {
      return "f32";
    }
    throw failed(op);
  }

  private static LLVMValueRef[] operands(Operation op, Context t) {
    return operands(op, t, op.numOperands());
  }

  private static LLVMValueRef[] operands(Operation op, Context t, int count) {
    LLVMValueRef[] values = new LLVMValueRef[count];
    for (int i = 0; i < count; i++) {
      values[i] = t.value(op.operand(i));
    }
    return values;
  }

  /**
   * {@code nvvm.elect.sync}: {@code llvm.nvvm.elect.sync} returns {i32, i1} (the leader lane and
   * whether this lane is it); the op is its second field. Without a mask every lane takes part (-1).
   */
  private static void electSync(Operation op, Context t) throws TranslationException {
    LLVMContextRef ctx = t.context();
    LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
    LLVMValueRef mask = op.numOperands() > 0 ? t.value(op.operand(0)) : LLVMConstInt(i32, -1L, 1);
    LLVMTypeRef ret = LLVMStructTypeInContext(ctx,
        new PointerPointer<>(new LLVMTypeRef[] {i32, LLVMInt1TypeInContext(ctx)}), 2, 0);
    // (an array: PointerPointer's one-pointer constructor would read the pointer as an array)
    LLVMTypeRef fnType = LLVMFunctionType(ret, new PointerPointer<>(new LLVMTypeRef[] {i32}), 1, 0);
    String intrinsic = "llvm.nvvm.elect.sync";
    LLVMValueRef fn = LLVMGetNamedFunction(t.module(), intrinsic);
    if (fn == null || fn.isNull()) {
      fn = LLVMAddFunction(t.module(), intrinsic, fnType);
      for (int index = LLVMAttributeFunctionIndex; index <= 1; index++) {
        clearAttrs(fn, index);
      }
      addAttrs(ctx, fn, LLVMAttributeFunctionIndex,
          "convergent nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)");
    }
    LLVMValueRef call = LLVMBuildCall2(t.builder(), fnType, fn, new PointerPointer<>(new LLVMValueRef[] {mask}), 1, "");
    t.map(op.result(0), LLVMBuildExtractValue(t.builder(), call, 1, ""));
  }

  private static LLVMValueRef call(Operation op, Context t, String intrinsic, String fnAttrs, LLVMValueRef... args)
      throws TranslationException {
    return call(op, t, intrinsic, fnAttrs, "", List.of(), args);
  }

  private static LLVMValueRef call(Operation op, Context t, String intrinsic, String fnAttrs, List<String> paramAttrs,
      LLVMValueRef... args) throws TranslationException {
    return call(op, t, intrinsic, fnAttrs, "", paramAttrs, args);
  }

  /**
   * Calls {@code intrinsic}, declared on first use with LLVM 22's attributes: {@code fnAttrs} of the
   * function, {@code retAttrs} of its result and {@code paramAttrs} of its leading parameters (in
   * LLVM's attribute syntax), and maps the op's result to the call.
   */
  private static LLVMValueRef call(Operation op, Context t, String intrinsic, String fnAttrs, String retAttrs,
      List<String> paramAttrs, LLVMValueRef... args) throws TranslationException {
    LLVMContextRef ctx = t.context();
    LLVMTypeRef ret = op.numResults() == 0 ? LLVMVoidTypeInContext(ctx) : t.type(op, op.result(0).type());
    LLVMTypeRef[] params = new LLVMTypeRef[args.length];
    for (int i = 0; i < args.length; i++) {
      params[i] = LLVMTypeOf(args[i]);
    }
    LLVMTypeRef fnType = LLVMFunctionType(ret, new PointerPointer<>(params), params.length, 0);
    LLVMValueRef fn = LLVMGetNamedFunction(t.module(), intrinsic);
    if (fn == null || fn.isNull()) {
      fn = LLVMAddFunction(t.module(), intrinsic, fnType);
      // LLVM 20 gives an intrinsic it knows its own attributes on creation: start from none.
      for (int index = LLVMAttributeFunctionIndex; index <= params.length; index++) {
        clearAttrs(fn, index);
      }
      addAttrs(ctx, fn, LLVMAttributeFunctionIndex, fnAttrs);
      addAttrs(ctx, fn, LLVMAttributeReturnIndex, retAttrs);
      for (int i = 0; i < paramAttrs.size(); i++) {
        addAttrs(ctx, fn, i + 1, paramAttrs.get(i));
      }
    }
    LLVMValueRef call = LLVMBuildCall2(t.builder(), fnType, fn, new PointerPointer<>(args), args.length, "");
    if (op.numResults() == 1) {
      t.map(op.result(0), call);
    }
    return call;
  }

  private static void clearAttrs(LLVMValueRef fn, int index) {
    int n = LLVMGetAttributeCountAtIndex(fn, index);
    if (n == 0) {
      return;
    }
    LLVMAttributeRef[] attrs = new LLVMAttributeRef[n];
    PointerPointer<LLVMAttributeRef> out = new PointerPointer<>(n);
    LLVMGetAttributesAtIndex(fn, index, out);
    for (int i = 0; i < n; i++) {
      attrs[i] = out.get(LLVMAttributeRef.class, i);
    }
    for (LLVMAttributeRef a : attrs) {
      if (LLVMIsStringAttribute(a) != 0) {
        int[] len = new int[1];
        byte[] bytes = new byte[0];
        org.bytedeco.javacpp.BytePointer k = LLVMGetStringAttributeKind(a, len);
        bytes = new byte[len[0]];
        k.get(bytes);
        String key = new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
        LLVMRemoveStringAttributeAtIndex(fn, index, key, key.length());
      } else {
        LLVMRemoveEnumAttributeAtIndex(fn, index, LLVMGetEnumAttributeKind(a));
      }
    }
  }

  /**
   * Adds attributes written as LLVM prints them ({@code nounwind memory(argmem: read)},
   * {@code noundef range(i32 0, 1024)}, {@code readonly captures(none)}) at {@code index}.
   */
  private static void addAttrs(LLVMContextRef ctx, LLVMValueRef fn, int index, String spec) {
    int depth = 0;
    int start = 0;
    for (int i = 0; i <= spec.length(); i++) {
      char c = i < spec.length() ? spec.charAt(i) : ' ';
      if (c == '(') {
        depth++;
      } else if (c == ')') {
        depth--;
      } else if (c == ' ' && depth == 0) {
        if (i > start) {
          LLVMAddAttributeAtIndex(fn, index, attr(ctx, spec.substring(start, i)));
        }
        start = i + 1;
      }
    }
  }

  private static LLVMAttributeRef attr(LLVMContextRef ctx, String text) {
    int paren = text.indexOf('(');
    String name = paren < 0 ? text : text.substring(0, paren);
    String args = paren < 0 ? "" : text.substring(paren + 1, text.length() - 1);
    int kind = LLVMGetEnumAttributeKindForName(name, name.length());
    return switch (name) {
      case "memory" -> LLVMCreateEnumAttribute(ctx, kind, memory(args));
      case "captures" -> LLVMCreateEnumAttribute(ctx, kind, 0);
      case "range" -> {
        String[] p = args.split("[ ,]+");
        yield DialectTranslation.rangeAttribute(ctx, Integer.parseInt(p[0].substring(1)), new BigInteger(p[1]), new BigInteger(p[2]));
      }
      default -> LLVMCreateEnumAttribute(ctx, kind, 0);
    };
  }

  /** LLVM 20's memory attribute value: two mod/ref bits per location (argmem, inaccessiblemem, other). */
  private static long memory(String args) {
    long value = 0;
    for (String item : args.split(",")) {
      String[] kv = item.strip().split(":");
      if (kv.length != 2) {
        continue;
      }
      int location = kv[0].strip().equals("argmem") ? 0 : kv[0].strip().equals("inaccessiblemem") ? 1 : 2;
      long modRef = switch (kv[1].strip()) {
        case "read" -> 1;
        case "write" -> 2;
        case "readwrite" -> 3;
        default -> 0;
      };
      value |= modRef << (2 * location);
    }
    return value;
  }

  private static TranslationException failed(Operation op) {
    return new TranslationException(op, "LLVM Translation failed for operation: " + op.name());
  }
}
