package org.jmlir.conversion.gputonvvm;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.conversion.functollvm.FuncToLlvm;
import org.jmlir.conversion.llvmcommon.LlvmBuilder;
import org.jmlir.conversion.llvmcommon.LlvmSymbols;
import org.jmlir.conversion.llvmcommon.LlvmTypeConverter;
import org.jmlir.conversion.llvmcommon.MemRefDescriptor;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.gpu.GpuDialect;
import org.jmlir.dialect.gpu.GpuEnumAttr;
import org.jmlir.dialect.gpu.GpuFuncOp;
import org.jmlir.dialect.gpu.GpuOps;
import org.jmlir.dialect.llvm.AddressOfOp;
import org.jmlir.dialect.llvm.AllocaOp;
import org.jmlir.dialect.llvm.FuncOp;
import org.jmlir.dialect.llvm.GEPOp;
import org.jmlir.dialect.llvm.GlobalOp;
import org.jmlir.dialect.llvm.LlvmArrayType;
import org.jmlir.dialect.llvm.LlvmFunctionType;
import org.jmlir.dialect.llvm.LlvmOps;
import org.jmlir.dialect.nvvm.ConstantRangeAttr;
import org.jmlir.dialect.nvvm.NvvmEnumAttr;
import org.jmlir.dialect.nvvm.NvvmOps;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.rewrite.conversion.ConversionPattern;
import org.jmlir.ir.rewrite.conversion.ConversionPatternRewriter;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;

/** The gpu-to-nvvm lowerings of gpu ops (MLIR 22's GPUToNVVM patterns and GPUFuncOpLowering). */
public final class GpuToNvvmPatterns {
  private GpuToNvvmPatterns() {}

  /** NVIDIA's warp size: the bound of {@code laneid}. */
  private static final int WARP_SIZE = 32;

  /** gpu.func attributes that the lowering consumes rather than copies. */
  private static final Set<String> CONSUMED =
      Set.of(
          "sym_name", "function_type", "arg_attrs", "res_attrs", "sym_visibility", GpuFuncOp.NUM_WORKGROUP,
          "workgroup_attrib_attrs", "private_attrib_attrs", "known_block_size", "known_grid_size", "known_cluster_size", GpuDialect.KERNEL_ATTR);

  /** The rewrites that run greedily before the conversion (MLIR's populateGpuRewritePatterns). */
  static List<RewritePattern> inDialectRewrites() {
    return List.of(
        org.jmlir.dialect.gpu.transforms.AllReduceLowering.allReducePattern(),
        org.jmlir.dialect.gpu.transforms.AllReduceLowering.shufflePattern(),
        new NamedPattern(
            "GpuGlobalIdRewriter",
            "gpu.global_id",
            1,
            (op, rw) -> {
              MLIRContext ctx = op.context();
              Location loc = op.location();
              Attribute dim = op.inherentAttr("dimension");
              Type index = IndexType.get(ctx);
              rw.setInsertionPoint(op);
              Value block = rw.create(idState(ctx, GpuOps.BLOCK_ID, loc, dim)).result(0);
              Value size = rw.create(idState(ctx, GpuOps.BLOCK_DIM, loc, dim)).result(0);
              Value mul = rw.create(arith(ctx, "arith.muli", loc, index, block, size)).result(0);
              Value thread = rw.create(idState(ctx, GpuOps.THREAD_ID, loc, dim)).result(0);
              Value sum = rw.create(arith(ctx, "arith.addi", loc, index, thread, mul)).result(0);
              rw.replaceOp(op, List.of(sum));
              return true;
            }));
  }

  private static OperationState idState(MLIRContext ctx, OpDef def, Location loc, Attribute dim) {
    OperationState s = new OperationState(ctx, def, loc);
    s.addType(IndexType.get(ctx));
    s.properties = org.jmlir.ir.attr.DictionaryAttr.get(ctx, List.of(new NamedAttribute("dimension", dim)));
    return s;
  }

  private static OperationState arith(MLIRContext ctx, String name, Location loc, Type t, Value a, Value b) {
    OperationState s = new OperationState(ctx, ctx.lookupOp(name), loc);
    s.addOperands(List.of(a, b));
    s.addType(t);
    return s;
  }

  /** What an id op reads: its register prefix and which launch size bounds it. */
  private enum Kind {
    ID,
    DIM
  }

  /** Adds the gpu op lowerings to {@code out}; {@code hasRedux}: subgroup_reduce as {@code nvvm.redux.sync}. */
  static void populate(LlvmTypeConverter tc, List<RewritePattern> out, boolean hasRedux) {
    int b = GpuToNvvm.BENEFIT;
    out.add(ConversionPattern.of("gpu.shuffle", b, tc, (op, operands, rw) -> lowerShuffle(op, operands, rw)));
    out.add(ConversionPattern.of("gpu.dynamic_shared_memory", b, tc, (op, operands, rw) -> lowerDynamicSharedMemory(tc, op, rw)));
    if (hasRedux) {
      out.add(ConversionPattern.of("gpu.subgroup_reduce", b, tc, (op, operands, rw) -> lowerSubgroupReduce(op, operands, rw)));
    }
    out.add(ConversionPattern.of("gpu.func", b, tc, (op, operands, rw) -> lowerFunc(tc, (GpuFuncOp) op, rw)));
    out.add(ConversionPattern.of("gpu.return", b, tc, (op, operands, rw) -> {
      LlvmBuilder lb = new LlvmBuilder(rw, op.location());
      List<Value> ret = new ArrayList<>(operands);
      if (ret.size() > 1) {
        ret = List.of(lb.pack(tc.packResults(op.operandTypes()), operands));
      }
      rw.replaceOp(op, List.of());
      lb.op(LlvmOps.RETURN, ret, List.of());
      return true;
    }));
    out.add(ConversionPattern.of("gpu.barrier", b, tc, (op, operands, rw) -> {
      rw.replaceOp(op, List.of());
      new LlvmBuilder(rw, op.location()).op(NvvmOps.BARRIER0, List.of(), List.of());
      return true;
    }));
    idOp(tc, out, "gpu.thread_id", "tid.", Kind.ID, "known_block_size");
    idOp(tc, out, "gpu.block_dim", "ntid.", Kind.DIM, "known_block_size");
    idOp(tc, out, "gpu.block_id", "ctaid.", Kind.ID, "known_grid_size");
    idOp(tc, out, "gpu.grid_dim", "nctaid.", Kind.DIM, "known_grid_size");
    idOp(tc, out, "gpu.cluster_id", "clusterid.", null, null);
    idOp(tc, out, "gpu.cluster_dim", "nclusterid.", null, null);
    idOp(tc, out, "gpu.cluster_block_id", "cluster.ctaid.", Kind.ID, "known_cluster_size");
    idOp(tc, out, "gpu.cluster_dim_blocks", "cluster.nctaid.", Kind.DIM, "known_cluster_size");
    out.add(ConversionPattern.of("gpu.printf", b, tc, (op, operands, rw) -> lowerPrintf(tc, op, operands, rw)));
    out.add(ConversionPattern.of("gpu.lane_id", b, tc, (op, operands, rw) -> {
      long upper = op.inherentAttr("upper_bound") instanceof IntegerAttr ub ? ub.value().longValue() : WARP_SIZE;
      rw.replaceOp(op, List.of(readRegister(tc, rw, op, "laneid", 0, upper)));
      return true;
    }));
  }

  /**
   * gpu.shuffle -> nvvm.shfl.sync: the active-lane mask {@code -1 >> (32 - width)} and the clamp
   * {@code width - 1} ({@code 32 - width} for {@code up}); the validity flag is asked for only
   * when it is used.
   */
  private static boolean lowerShuffle(Operation op, List<Value> operands, ConversionPatternRewriter rw) {
    MLIRContext ctx = op.context();
    LlvmBuilder lb = new LlvmBuilder(rw, op.location());
    IntegerType i32 = IntegerType.get(ctx, 32);
    Value value = operands.get(0);
    Value width = operands.get(2);
    Value one = lb.intConstant(i32, 1);
    Value minusOne = lb.intConstant(i32, -1);
    Value thirtyTwo = lb.intConstant(i32, 32);
    Value inactive = lb.binary(LlvmOps.SUB, thirtyTwo, width);
    Value mask = lb.binary(LlvmOps.LSHR, minusOne, inactive);
    String mode = ((GpuEnumAttr) op.inherentAttr("mode")).caseName();
    Value clamp = mode.equals("up") ? inactive : lb.binary(LlvmOps.SUB, width, one);
    NvvmEnumAttr kind = NvvmEnumAttr.get(ctx, NvvmEnumAttr.Kind.SHFL_KIND, mode.equals("xor") ? "bfly" : mode);
    List<Value> args = List.of(mask, value, operands.get(1), clamp);
    if (op.result(1).hasNoUses()) {
      Value r = lb.value(NvvmOps.SHFL_SYNC, value.type(), args, "kind", kind);
      rw.replaceOp(op, List.of(r, r));
      return true;
    }
    Type pair = org.jmlir.dialect.llvm.LlvmStructType.getLiteral(ctx, List.of(value.type(), IntegerType.get(ctx, 1)));
    Value r = lb.value(NvvmOps.SHFL_SYNC, pair, args, "kind", kind, "return_value_and_is_valid", UnitAttr.get(ctx));
    Value v = lb.extractValue(value.type(), r, 0);
    Value valid = lb.extractValue(IntegerType.get(ctx, 1), r, 1);
    rw.replaceOp(op, List.of(v, valid));
    return true;
  }

  /** The alignment in bytes of dynamic shared memory (NVVM's kSharedMemoryAlignmentBit, 128). */
  private static final long SHARED_MEMORY_ALIGNMENT = 16;

  /**
   * gpu.dynamic_shared_memory -> a descriptor of {@code memref<0xi8, workgroup>} over the module's
   * zero-sized {@code __dynamic_shmem__N} global (internal, address space 3, aligned to 16 bytes),
   * created at the module's start unless one of that type and alignment exists.
   */
  private static boolean lowerDynamicSharedMemory(LlvmTypeConverter tc, Operation op, ConversionPatternRewriter rw) {
    MLIRContext ctx = op.context();
    MemRefType type = (MemRefType) op.result(0).type();
    MemRefType zeroSized = MemRefType.get(ctx, new long[] {0}, type.elementType(), null, type.memorySpace());
    Type desc = tc.descriptorType(zeroSized);
    Type elem = tc.convertType(type.elementType());
    if (desc == null || elem == null) {
      return false;
    }
    int space = tc.memorySpaceOf(type.memorySpace());
    Type array = LlvmArrayType.get(ctx, elem, 0);
    Operation table = LlvmSymbols.symbolTable(op);
    GlobalOp global = null;
    for (Operation o : table.region(0).front()) {
      if (o instanceof GlobalOp g && g.addrSpace() == space && g.alignment() == SHARED_MEMORY_ALIGNMENT && g.globalType() == array) {
        global = g;
        break;
      }
    }
    if (global == null) {
      int n = 0;
      while (LlvmSymbols.lookup(table, "__dynamic_shmem__" + n) != null) {
        n++;
      }
      global = GlobalOp.create(ctx, op.location(), array, false, "internal", "__dynamic_shmem__" + n, null, SHARED_MEMORY_ALIGNMENT);
      global.setAttr("addr_space", IntegerAttr.get(ctx, IntegerType.get(ctx, 32), space));
      rw.setInsertionPointToStart(table.region(0).front());
      rw.insert(global);
      rw.setInsertionPoint(op);
    }
    LlvmBuilder lb = new LlvmBuilder(rw, op.location());
    Value addr = lb.value(AddressOfOp.DEF, tc.ptr(space), List.of(), "global_name", SymbolRefAttr.get(ctx, global.symName()));
    Value ptr = rw.insert(GEPOp.create(ctx, op.location(), tc.ptr(space), elem, addr, List.of(0), 0)).result(0);
    org.jmlir.conversion.memreftollvm.MemRefToLlvm.Sizes sizes =
        org.jmlir.conversion.memreftollvm.MemRefToLlvm.sizes(tc, lb, zeroSized, List.of(), true);
    Value d = org.jmlir.conversion.memreftollvm.MemRefToLlvm.descriptor(tc, lb, desc, ptr, ptr, sizes);
    rw.replaceOp(op, List.of(d));
    return true;
  }

  /**
   * A uniform i32 gpu.subgroup_reduce over the whole subgroup -> {@code nvvm.redux.sync} with a
   * full mask (add, and, or, xor, maxsi, minsi; the other kinds stay illegal, as in MLIR).
   */
  private static boolean lowerSubgroupReduce(Operation op, List<Value> operands, ConversionPatternRewriter rw) {
    MLIRContext ctx = op.context();
    String kind = reduxKind(op);
    if (kind == null) {
      return false;
    }
    Type t = op.operand(0).type();
    LlvmBuilder lb = new LlvmBuilder(rw, op.location());
    Value mask = lb.intConstant(t, -1);
    Value r = lb.value(NvvmOps.REDUX_SYNC, t, List.of(operands.get(0), mask), "kind", NvvmEnumAttr.get(ctx, NvvmEnumAttr.Kind.REDUX_KIND, kind));
    rw.replaceOp(op, List.of(r));
    return true;
  }

  /** The nvvm.redux.sync kind a subgroup_reduce lowers to, or null where it does not. */
  static String reduxKind(Operation op) {
    if (op.inherentAttr("uniform") == null || op.inherentAttr("cluster_size") != null) {
      return null;
    }
    if (!(op.operand(0).type() instanceof IntegerType t) || t.width() != 32) {
      return null;
    }
    return switch (((GpuEnumAttr) op.inherentAttr("op")).caseName()) {
      case "add" -> "add";
      case "and" -> "and";
      case "or" -> "or";
      case "xor" -> "xor";
      case "maxsi" -> "max";
      case "minsi" -> "min";
      default -> null;
    };
  }

  private static void idOp(LlvmTypeConverter tc, List<RewritePattern> out, String name, String prefix, Kind kind, String boundAttr) {
    out.add(ConversionPattern.of(name, GpuToNvvm.BENEFIT, tc, (op, operands, rw) -> {
      String dim = ((GpuEnumAttr) op.inherentAttr("dimension")).caseName();
      Long bound = kind == null ? null : functionBound(op, boundAttr, ((GpuEnumAttr) op.inherentAttr("dimension")).value());
      if (op.inherentAttr("upper_bound") instanceof IntegerAttr ub) {
        bound = ub.value().longValue();
      }
      Value v;
      if (bound == null || kind == null) {
        v = readRegister(tc, rw, op, prefix + dim, -1, -1);
      } else {
        long lo = kind == Kind.DIM ? 1 : 0;
        long hi = bound == Integer.MAX_VALUE ? bound : bound + lo;
        v = readRegister(tc, rw, op, prefix + dim, lo, hi);
      }
      rw.replaceOp(op, List.of(v));
      return true;
    }));
  }

  /**
   * The launch-size hint of the enclosing function for {@code dim}: a gpu.func's
   * {@code known_block_size}/{@code known_grid_size}, or the {@code gpu.}-prefixed discardable
   * attribute that the lowered function (or any function) carries.
   */
  private static Long functionBound(Operation op, String attr, int dim) {
    for (Operation p = op.parentOp(); p != null; p = p.parentOp()) {
      Attribute a = p instanceof GpuFuncOp ? p.inherentAttr(attr) : null;
      if (a == null && p instanceof GpuFuncOp) {
        a = p.attr(attr);
      }
      if (a == null) {
        a = p.attr("gpu." + attr);
      }
      if (a instanceof DenseArrayAttr d) {
        return d.rawValue(dim);
      }
      if (p.name().endsWith(".func")) {
        return null;
      }
    }
    return null;
  }

  /** {@code nvvm.read.ptx.sreg.<reg> (range <i32, lo, hi>)? : i32}, widened or narrowed to the index type. */
  private static Value readRegister(LlvmTypeConverter tc, ConversionPatternRewriter rw, Operation op, String reg, long lo, long hi) {
    MLIRContext ctx = op.context();
    IntegerType i32 = IntegerType.get(ctx, 32);
    LlvmBuilder lb = new LlvmBuilder(rw, op.location());
    Attribute range = hi < 0 ? null : ConstantRangeAttr.get(ctx, 32, BigInteger.valueOf(lo), BigInteger.valueOf(hi));
    Value v = lb.value(NvvmOps.sregDef(reg), i32, List.of(), "range", range);
    int bits = tc.indexBitwidth();
    if (bits > 32) {
      v = lb.value(LlvmOps.SEXT, tc.indexType(), List.of(v));
    } else if (bits < 32) {
      v = lb.value(LlvmOps.TRUNC, tc.indexType(), List.of(v));
    }
    return v;
  }

  /**
   * gpu.func -> llvm.func: arguments as func-to-llvm passes them, kernels marked
   * {@code gpu.kernel} and {@code nvvm.kernel}, launch-size hints kept as {@code gpu.known_*}
   * (a kernel's {@code known_block_size} also as {@code nvvm.maxntid}), workgroup attributions as internal
   * globals in address space 3 and private ones as allocas, each wrapped in a memref descriptor.
   */
  /** The argument attributes GPUFuncOpLowering carries to every value an argument becomes. */
  private static final List<String> VALUE_ATTRS = List.of("llvm.returned", "llvm.noundef", "llvm.inreg");

  /** Those it carries only to the pointers an argument becomes. */
  private static final List<String> POINTER_ATTRS = List.of(
      "llvm.noalias", "llvm.nocapture", "llvm.nofree", "llvm.align", "llvm.readonly", "llvm.writeonly", "llvm.readnone",
      "llvm.nonnull", "llvm.dereferenceable", "llvm.dereferenceable_or_null");

  /**
   * As MLIR 22's GPUFuncOpLowering: each argument's llvm.* attributes of {@link #VALUE_ATTRS} go to
   * all the values it lowers to, those of {@link #POINTER_ATTRS} to the pointers among them (when
   * there is one); noalias on an argument that becomes several values is dropped with a warning.
   */
  private static void copyArgAttrs(GpuFuncOp op, FuncOp f, List<List<Type>> groups, List<Type> params) {
    if (!(op.inherentAttr("arg_attrs") instanceof org.jmlir.ir.attr.ArrayAttr all)) {
      return;
    }
    MLIRContext ctx = op.context();
    List<java.util.TreeMap<String, Attribute>> out = new ArrayList<>();
    for (int k = 0; k < params.size(); k++) {
      out.add(new java.util.TreeMap<>());
    }
    int start = 0;
    for (int i = 0; i < groups.size(); i++) {
      int size = groups.get(i).size();
      if (i < all.size() && all.get(i) instanceof org.jmlir.ir.attr.DictionaryAttr d && !d.isEmpty()) {
        for (String name : VALUE_ATTRS) {
          Attribute a = d.get(name);
          for (int k = 0; a != null && k < size; k++) {
            out.get(start + k).put(name, a);
          }
        }
        boolean toPointer = false;
        for (int k = 0; k < size; k++) {
          toPointer |= params.get(start + k) instanceof org.jmlir.dialect.llvm.LlvmPointerType;
        }
        for (String name : toPointer ? POINTER_ATTRS : List.<String>of()) {
          Attribute a = d.get(name);
          if (a == null) {
            continue;
          }
          if (size > 1 && name.equals("llvm.noalias")) {
            f.emitWarning("Cannot copy noalias with non-bare pointers.\n").report();
            continue;
          }
          for (int k = 0; k < size; k++) {
            if (params.get(start + k) instanceof org.jmlir.dialect.llvm.LlvmPointerType) {
              out.get(start + k).put(name, a);
            }
          }
        }
      }
      start += size;
    }
    List<Attribute> dicts = new ArrayList<>();
    boolean any = false;
    for (java.util.TreeMap<String, Attribute> m : out) {
      List<NamedAttribute> entries = new ArrayList<>();
      m.forEach((k, v) -> entries.add(new NamedAttribute(k, v)));
      any |= !entries.isEmpty();
      dicts.add(org.jmlir.ir.attr.DictionaryAttr.get(ctx, entries));
    }
    if (any) {
      f.setAttr("arg_attrs", org.jmlir.ir.attr.ArrayAttr.get(ctx, dicts));
    }
  }

  /** The {@code llvm.align} of attribution {@code i} in {@code attr} (the buffer's alignment), or 0. */
  private static long attributionAlign(GpuFuncOp op, String attr, int i) {
    if (op.inherentAttr(attr) instanceof org.jmlir.ir.attr.ArrayAttr all && i < all.size()
        && all.get(i) instanceof org.jmlir.ir.attr.DictionaryAttr d && d.get("llvm.align") instanceof IntegerAttr a) {
      return a.value().longValue();
    }
    return 0;
  }

  private static boolean lowerFunc(LlvmTypeConverter tc, GpuFuncOp op, ConversionPatternRewriter rw) {
    MLIRContext ctx = op.context();
    FunctionType type = op.functionType();
    List<List<Type>> groups = new ArrayList<>();
    List<Type> params = tc.convertArguments(type.inputs(), groups);
    Type result = tc.packResults(type.results());
    if (params == null || result == null) {
      return false;
    }
    List<BlockArgument> workgroup = op.workgroupAttributions();
    List<BlockArgument> privates = op.privateAttributions();
    for (BlockArgument a : workgroup) {
      if (!(a.type() instanceof MemRefType m) || tc.descriptorType(m) == null) {
        return false;
      }
    }
    String name = op.symName();
    rw.setInsertionPoint(op);
    List<GlobalOp> globals = new ArrayList<>();
    for (int i = 0; i < workgroup.size(); i++) {
      MemRefType m = (MemRefType) workgroup.get(i).type();
      Type arr = LlvmArrayType.get(ctx, tc.convertType(m.elementType()), numElements(m));
      GlobalOp g = GlobalOp.create(ctx, workgroup.get(i).location(), arr, false, "internal", "__wg_" + name + "_" + i, null,
          attributionAlign(op, "workgroup_attrib_attrs", i));
      g.setAttr("addr_space", IntegerAttr.get(ctx, IntegerType.get(ctx, 32), 3));
      rw.insert(g);
      globals.add(g);
    }
    FuncOp f = FuncOp.create(ctx, op.location(), name, LlvmFunctionType.get(ctx, result, params, false), "external");
    for (NamedAttribute a : op.attributes().entries()) {
      if (!CONSUMED.contains(a.name())) {
        f.setAttr(a.name(), a.value());
      }
    }
    if (op.isKernel()) {
      f.setAttr(GpuDialect.KERNEL_ATTR, UnitAttr.get(ctx));
      f.setAttr("nvvm.kernel", UnitAttr.get(ctx));
    }
    if (op.inherentAttr("known_block_size") instanceof DenseArrayAttr block) {
      f.setAttr("gpu.known_block_size", block);
      if (op.isKernel()) {
        f.setAttr("nvvm.maxntid", block);
      }
    }
    if (op.inherentAttr("known_grid_size") instanceof DenseArrayAttr grid) {
      f.setAttr("gpu.known_grid_size", grid);
    }
    Attribute cluster = op.inherentAttr("known_cluster_size") != null ? op.inherentAttr("known_cluster_size") : op.attr("known_cluster_size");
    if (cluster instanceof DenseArrayAttr c) {
      // As MLIR 22: kept as a hint for the cluster ids, and a kernel's cluster shape for NVVM.
      f.setAttr("gpu.known_cluster_size", c);
      if (op.isKernel()) {
        f.setAttr("nvvm.cluster_dim", c);
      }
    }
    if (op.inherentAttr("sym_visibility") instanceof StringAttr vis) {
      f.setAttr("sym_visibility", vis);
    }
    copyArgAttrs(op, f, groups, params);
    rw.insert(f);
    rw.inlineRegionBefore(op.region(0), f.region(0), 0);
    Block entry = f.region(0).front();
    List<Location> locs = new ArrayList<>();
    int[] starts = new int[groups.size()];
    for (int i = 0; i < groups.size(); i++) {
      starts[i] = i == 0 ? 0 : starts[i - 1] + groups.get(i - 1).size();
      for (int k = 0; k < groups.get(i).size(); k++) {
        locs.add(entry.argument(i).location());
      }
    }
    int inputs = type.inputs().size();
    rw.applySignatureConversion(
        f.region(0),
        params,
        locs,
        (BlockArgument old, Block fresh) -> {
          int i = old.index();
          if (i < inputs) {
            return FuncToLlvm.rebuildArgument(tc, rw, old, fresh, starts[i], groups.get(i).size());
          }
          LlvmBuilder lb = new LlvmBuilder(rw, old.location());
          MemRefType m = (MemRefType) old.type();
          Type desc = tc.descriptorType(m);
          Value ptr;
          if (i < inputs + workgroup.size()) {
            GlobalOp g = globals.get(i - inputs);
            Value addr = lb.value(AddressOfOp.DEF, tc.ptr(3), List.of(), "global_name", SymbolRefAttr.get(ctx, g.symName()));
            ptr = rw.insert(GEPOp.create(ctx, old.location(), tc.ptr(3), g.globalType(), addr, List.of(0, 0), 0)).result(0);
          } else {
            IntegerType i64 = IntegerType.get(ctx, 64);
            Value count = lb.intConstant(i64, numElements(m));
            Type elem = tc.convertType(m.elementType());
            long align = attributionAlign(op, "private_attrib_attrs", i - inputs - workgroup.size());
            ptr = lb.value(AllocaOp.DEF, tc.ptr(tc.memorySpaceOf(m.memorySpace())), List.of(count), "elem_type", TypeAttr.get(ctx, elem),
                "alignment", align == 0 ? null : IntegerAttr.get(ctx, IntegerType.get(ctx, 64), align));
          }
          return MemRefDescriptor.fromStaticShape(lb, desc, m, ptr);
        });
    rw.eraseOp(op);
    return true;
  }

  /**
   * gpu.printf -> {@code vprintf(format, args)}: the format is an internal constant global
   * {@code printfFormat_N} (shared by equal formats, created at the module's start), the arguments
   * (floats promoted to f64) are stored in a stack struct whose address is the second argument.
   */
  private static boolean lowerPrintf(LlvmTypeConverter tc, Operation op, List<Value> operands, ConversionPatternRewriter rw) {
    MLIRContext ctx = op.context();
    Operation table = LlvmSymbols.symbolTable(op);
    Type ptr = tc.ptr(0);
    IntegerType i32 = IntegerType.get(ctx, 32);
    IntegerType i64 = IntegerType.get(ctx, 64);
    Location loc = withoutDebugScope(op);
    if (LlvmSymbols.lookup(table, "vprintf") == null) {
      rw.setInsertionPointToStart(table.region(0).front());
      rw.insert(FuncOp.create(ctx, loc, "vprintf", LlvmFunctionType.get(ctx, i32, List.of(ptr, ptr), false), "external"));
      rw.setInsertionPoint(op);
    }
    String text = ((StringAttr) op.inherentAttr("format")).value() + "\0";
    StringAttr value = StringAttr.get(ctx, text);
    GlobalOp global = null;
    for (Operation o : table.region(0).front()) {
      if (o instanceof GlobalOp g && g.symName().startsWith("printfFormat_") && value.equals(g.value())) {
        global = g;
        break;
      }
    }
    if (global == null) {
      int n = 0;
      while (LlvmSymbols.lookup(table, "printfFormat_" + n) != null) {
        n++;
      }
      Type arr = LlvmArrayType.get(ctx, IntegerType.get(ctx, 8), text.getBytes(java.nio.charset.StandardCharsets.UTF_8).length);
      global = GlobalOp.create(ctx, loc, arr, true, "internal", "printfFormat_" + n, value, 0);
      global.setAttr("addr_space", IntegerAttr.get(ctx, i32, 0));
      rw.setInsertionPointToStart(table.region(0).front());
      rw.insert(global);
      rw.setInsertionPoint(op);
    }
    LlvmBuilder lb = new LlvmBuilder(rw, op.location());
    Value addr = lb.value(AddressOfOp.DEF, ptr, List.of(), "global_name", SymbolRefAttr.get(ctx, global.symName()));
    Value format = rw.insert(GEPOp.create(ctx, op.location(), ptr, global.globalType(), addr, List.of(0, 0), 0)).result(0);
    List<Type> types = new ArrayList<>();
    List<Value> args = new ArrayList<>();
    for (Value v : operands) {
      if (v.type() instanceof org.jmlir.ir.type.FloatType) {
        v = lb.value(LlvmOps.FPEXT, org.jmlir.ir.type.FloatType.get(ctx, org.jmlir.ir.type.FloatType.Kind.F64), List.of(v));
      }
      types.add(v.type());
      args.add(v);
    }
    Type struct = org.jmlir.dialect.llvm.LlvmStructType.getLiteral(ctx, types);
    Value one = lb.indexConstant(i64, 1);
    Value slot = lb.value(AllocaOp.DEF, ptr, List.of(one), "elem_type", TypeAttr.get(ctx, struct));
    for (int i = 0; i < args.size(); i++) {
      Value field = rw.insert(GEPOp.create(ctx, op.location(), ptr, struct, slot, List.of(0, i), 0)).result(0);
      lb.op(org.jmlir.dialect.llvm.StoreOp.DEF, List.of(args.get(i), field), List.of());
    }
    rw.insert(org.jmlir.dialect.llvm.CallOp.create(ctx, op.location(), "vprintf", i32, List.of(format, slot)));
    rw.eraseOp(op);
    return true;
  }

  /**
   * A location without the function's debug scope (a fused location's metadata), for symbols
   * created at module level from an op inside a function, as MLIR does.
   */
  static Location withoutDebugScope(Operation op) {
    Location loc = op.location();
    if (loc instanceof org.jmlir.ir.loc.FusedLoc f && f.metadata() != null) {
      List<Location> parts = f.locations();
      return parts.size() == 1 ? parts.get(0) : org.jmlir.ir.loc.FusedLoc.get(op.context(), parts, null);
    }
    return loc;
  }

  private static long numElements(MemRefType m) {
    long n = 1;
    for (long d : m.shape()) {
      n *= d;
    }
    return n;
  }
}
