package org.jmlir.dialect.nvvm;

import java.util.List;
import org.jmlir.dialect.llvm.LlvmPointerType;
import org.jmlir.dialect.llvm.LlvmStructType;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.dialect.nvvm.NvvmOps.NvvmOp;

/**
 * nvvm's synchronization and small math ops as MLIR 22 declares them: barriers, cluster arrive/wait,
 * warp vote/match, async copies, mbarrier init/inval, wgmma fences, grid dependency control, mapa,
 * st.bulk and {@code rcp.approx.ftz.f}.
 */
final class NvvmSyncOps {
  private NvvmSyncOps() {}

  private static TypeConstraint ptrIn(int... spaces) {
    StringBuilder d = new StringBuilder();
    for (int i = 0; i < spaces.length; i++) {
      d.append(i == 0 ? "" : " or ").append("LLVM pointer in address space ").append(spaces[i]);
    }
    return new TypeConstraint(d.toString(), t -> {
      if (!(t instanceof LlvmPointerType p)) {
        return false;
      }
      for (int s : spaces) {
        if (p.addressSpace() == s) {
          return true;
        }
      }
      return false;
    });
  }

  private static final TypeConstraint F32 = TypeConstraint.F32;
  private static final TypeConstraint I64 = TypeConstraint.I64;
  private static final TypeConstraint I32_OR_I64 =
      new TypeConstraint("32-bit signless integer or 64-bit signless integer",
          t -> TypeConstraint.I32.predicate().test(t) || I64.predicate().test(t));
  private static final TypeConstraint ANY_PTR = ptrIn(0, 3);
  private static final TypeConstraint LLVM_TYPE = new TypeConstraint("LLVM dialect-compatible type", t -> true);

  /** An op without operands or results whose custom form is just its name (and {@code {aligned}} where allowed). */
  private static OpDef plain(String name, boolean aligned) {
    OpSpec.Builder b = OpSpec.define(name, NvvmOp::new);
    if (aligned) {
      b.optionalAttr("aligned", AttrConstraint.UNIT);
    }
    return b.format("attr-dict").build();
  }

  static final OpDef RCP_APPROX_FTZ_F =
      OpSpec.define("nvvm.rcp.approx.ftz.f", NvvmOp::new)
          .operand("arg", F32)
          .result("res", F32)
          .format("$arg attr-dict `:` type($res)")
          .build();

  static final OpDef BARRIER =
      OpSpec.define("nvvm.barrier", NvvmOp::new)
          .optionalOperand("barrierId", TypeConstraint.I32)
          .optionalOperand("numberOfThreads", TypeConstraint.I32)
          .optionalOperand("reductionPredicate", TypeConstraint.I32)
          .optionalAttr("reductionOp", enumAttr(NvvmEnumAttr.Kind.BARRIER_REDUCTION))
          .optionalResult("res", TypeConstraint.I32)
          .format("(`id` `=` $barrierId^)? (`number_of_threads` `=` $numberOfThreads^)? ($reductionOp^ $reductionPredicate)?"
              + " (`->` type($res)^)? attr-dict")
          .verifier(op -> {
            if (group(op, 0).isEmpty() && !group(op, 1).isEmpty()) {
              return op.emitOpError("barrier id is missing, it should be set between 0 to 15").report();
            }
            return group(op, 2).isEmpty() == (op.inherentAttr("reductionOp") == null)
                || op.emitOpError("reduction predicate and reduction operation must be specified together").report();
          })
          .build();

  static final OpDef BARRIER_ARRIVE =
      OpSpec.define("nvvm.barrier.arrive", NvvmOp::new)
          .optionalOperand("barrierId", TypeConstraint.I32)
          .operand("numberOfThreads", TypeConstraint.I32)
          .format("(`id` `=` $barrierId^)? `number_of_threads` `=` $numberOfThreads attr-dict")
          .build();

  static final OpDef VOTE_SYNC =
      OpSpec.define("nvvm.vote.sync", NvvmOp::new)
          .operand("mask", TypeConstraint.I32)
          .operand("pred", TypeConstraint.I1)
          .attr("kind", NvvmEnumAttr.bareCase(NvvmEnumAttr.Kind.VOTE_SYNC_KIND))
          .result("res", new TypeConstraint("32-bit signless integer or 1-bit signless integer",
              t -> TypeConstraint.I32.predicate().test(t) || TypeConstraint.isI1(t)))
          .format("$kind $mask `,` $pred attr-dict `->` type($res)")
          .verifier(NvvmSyncOps::verifyVote)
          .build();

  /** {@code %p = nvvm.elect.sync [%membermask] -> i1}: one lane of the warp (of the mask) elected. */
  static final OpDef ELECT_SYNC =
      OpSpec.define("nvvm.elect.sync", NvvmOp::new)
          .optionalOperand("membermask", TypeConstraint.I32)
          .result("pred", TypeConstraint.I1)
          .format("($membermask^)? attr-dict `->` type($pred)")
          .build();

  static final OpDef BAR_WARP_SYNC =
      OpSpec.define("nvvm.bar.warp.sync", NvvmOp::new)
          .operand("mask", TypeConstraint.I32)
          .format("$mask attr-dict `:` type($mask)")
          .build();

  static final OpDef CP_ASYNC =
      OpSpec.define("nvvm.cp.async.shared.global", NvvmOp::new)
          .operand("dst", ptrIn(3))
          .operand("src", ptrIn(1))
          .optionalOperand("cpSize", LLVM_TYPE)
          .attr("size", AttrConstraint.signlessInteger(32))
          .attr("modifier", NvvmEnumAttr.bareCase(NvvmEnumAttr.Kind.LOAD_CACHE_MODIFIER))
          .format("$dst `,` $src `,` $size `,` `cache` `=` $modifier (`,` $cpSize^)? attr-dict `:` type(operands)")
          .verifier(NvvmSyncOps::verifyCpAsync)
          .build();

  static final OpDef CP_ASYNC_WAIT_GROUP =
      OpSpec.define("nvvm.cp.async.wait.group", NvvmOp::new)
          .attr("n", AttrConstraint.signlessInteger(32))
          .format("$n attr-dict")
          .build();

  static final OpDef MBARRIER_INIT =
      OpSpec.define("nvvm.mbarrier.init", NvvmOp::new)
          .operand("addr", ANY_PTR)
          .operand("count", TypeConstraint.I32)
          .optionalOperand("predicate", TypeConstraint.I1)
          .format("$addr `,` $count (`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands)")
          .build();

  static final OpDef MBARRIER_INVAL =
      OpSpec.define("nvvm.mbarrier.inval", NvvmOp::new)
          .operand("addr", ANY_PTR)
          .format("$addr attr-dict `:` type(operands)")
          .build();

  static final OpDef MBARRIER_ARRIVE_NOCOMPLETE =
      OpSpec.define("nvvm.mbarrier.arrive.nocomplete", NvvmOp::new)
          .operand("addr", ANY_PTR)
          .operand("count", TypeConstraint.I32)
          .result("res", I64)
          .format("$addr `,` $count attr-dict `:` type(operands) `->` type($res)")
          .build();

  static final OpDef WGMMA_WAIT_GROUP =
      OpSpec.define("nvvm.wgmma.wait.group.sync.aligned", NvvmOp::new)
          .attr("group", AttrConstraint.signlessInteger(64))
          .format("attr-dict $group")
          .build();

  static final OpDef GRIDDEPCONTROL =
      OpSpec.define("nvvm.griddepcontrol", NvvmOp::new)
          .attr("kind", NvvmEnumAttr.bareCase(NvvmEnumAttr.Kind.GRID_DEP_ACTION))
          .format("$kind attr-dict")
          .build();

  static final OpDef MAPA =
      OpSpec.define("nvvm.mapa", NvvmOp::new)
          .operand("a", ptrIn(0, 3))
          .operand("b", TypeConstraint.I32)
          .result("res", ptrIn(0, 7))
          .format("$a `,` $b attr-dict `:` type($a) `->` type($res)")
          .verifier(NvvmSyncOps::verifyMapa)
          .build();

  /** MLIR 22's mapa address-space trait: generic maps to generic, shared (3) to shared::cluster (7). */
  private static boolean verifyMapa(org.jmlir.ir.Operation op) {
    if (op.operand(0).type() instanceof org.jmlir.dialect.llvm.LlvmPointerType a
        && op.result(0).type() instanceof org.jmlir.dialect.llvm.LlvmPointerType r
        && ((a.addressSpace() == 0 && r.addressSpace() == 0) || (a.addressSpace() == 3 && r.addressSpace() == 7))) {
      return true;
    }
    return op.emitOpError("failed to verify that Valid address-space check(or mapping) for mapa Op").report();
  }

  static final OpDef MATCH_SYNC =
      OpSpec.define("nvvm.match.sync", NvvmOp::new)
          .operand("thread_mask", TypeConstraint.I32)
          .operand("val", I32_OR_I64)
          .attr("kind", NvvmEnumAttr.bareCase(NvvmEnumAttr.Kind.MATCH_SYNC_KIND))
          .result("res", new TypeConstraint("32-bit signless integer or LLVM struct type",
              t -> TypeConstraint.I32.predicate().test(t) || t instanceof LlvmStructType))
          .format("$kind $thread_mask `,` $val attr-dict `:` type($val) `->` type($res)")
          .verifier(NvvmSyncOps::verifyMatch)
          .build();

  static final OpDef ST_BULK =
      OpSpec.define("nvvm.st.bulk", NvvmOp::new)
          .operand("addr", ptrIn(0, 3))
          .operand("size", I64)
          .defaultAttr("initVal", AttrConstraint.signlessInteger(64),
              ctx -> IntegerAttr.get(ctx, IntegerType.get(ctx, 64), 0))
          .format("$addr `,` `size` `=` $size (`,` `init` `=` $initVal^)? attr-dict `:` type($addr)")
          .verifier(op -> ((IntegerAttr) op.inherentAttr("initVal")).value().signum() == 0
              || op.emitOpError("only 0 is supported for initVal, got " + ((IntegerAttr) op.inherentAttr("initVal")).value())
                  .report())
          .build();

  /** {@code nvvm.pmevent id = N} or {@code nvvm.pmevent mask = M}: a performance-monitor event. */
  static final OpDef PMEVENT =
      OpSpec.define("nvvm.pmevent", NvvmOp::new)
          .optionalAttr("eventId", AttrConstraint.signlessInteger(32))
          .optionalAttr("maskedEventId", AttrConstraint.signlessInteger(16))
          .format("(`id` `=` $eventId^)? (`mask` `=` $maskedEventId^)? attr-dict")
          .verifier(NvvmSyncOps::verifyPmevent)
          .build();

  private static boolean verifyPmevent(Operation op) {
    Attribute id = op.inherentAttr("eventId");
    Attribute mask = op.inherentAttr("maskedEventId");
    if (id == null && mask == null) {
      return op.emitOpError("either `id` or `mask` must be set").report();
    }
    if (id != null && mask != null) {
      return op.emitOpError("`id` and `mask` cannot be set at the same time").report();
    }
    long v = id == null ? 0 : ((IntegerAttr) id).value().longValue();
    return v >= 0 && v <= 15 || op.emitOpError("`id` must be between 0 and 15").report();
  }

  /** {@code nvvm.fence.proxy.release <scope>} and {@code nvvm.fence.proxy.acquire <scope> %addr, %size}. */
  private static OpDef fenceProxy(String name, boolean acquire) {
    OpSpec.Builder b = OpSpec.define(name, NvvmOp::new);
    if (acquire) {
      b.operand("addr", TypeConstraint.buildable("LLVM pointer in address space 0",
              t -> t instanceof LlvmPointerType p && p.addressSpace() == 0, ctx -> LlvmPointerType.get(ctx, 0)))
          .operand("size", TypeConstraint.I32);
    }
    return b.attr("scope", NvvmEnumAttr.stripped(NvvmEnumAttr.Kind.MEM_SCOPE))
        .defaultAttr("fromProxy", NvvmEnumAttr.stripped(NvvmEnumAttr.Kind.PROXY_KIND),
            ctx -> NvvmEnumAttr.get(ctx, NvvmEnumAttr.Kind.PROXY_KIND, "generic"))
        .defaultAttr("toProxy", NvvmEnumAttr.stripped(NvvmEnumAttr.Kind.PROXY_KIND),
            ctx -> NvvmEnumAttr.get(ctx, NvvmEnumAttr.Kind.PROXY_KIND, "tensormap"))
        .format("$scope" + (acquire ? " $addr `,` $size" : "")
            + " (`from_proxy` `=` $fromProxy^)? (`to_proxy` `=` $toProxy^)? attr-dict")
        .build();
  }

  /**
   * {@code %d = nvvm.dot.accumulate.4way %a <signed>, %b <unsigned>, %c : vector<4xi8>, vector<4xi8>}
   * (the 2-way form takes {@code vector<2xi16>} for {@code a} and a {@code b_hi} flag).
   */
  private static OpDef dotAccumulate(boolean fourWay) {
    TypeConstraint vec4i8 = new TypeConstraint("vector of 8-bit signless integer values of length 4",
        t -> t instanceof org.jmlir.ir.type.VectorType v && v.shape().length == 1 && v.shape()[0] == 4
            && v.elementType() instanceof IntegerType i && i.width() == 8);
    TypeConstraint vec2i16 = new TypeConstraint("vector of 16-bit signless integer values of length 2",
        t -> t instanceof org.jmlir.ir.type.VectorType v && v.shape().length == 1 && v.shape()[0] == 2
            && v.elementType() instanceof IntegerType i && i.width() == 16);
    OpSpec.Builder b = OpSpec.define(fourWay ? "nvvm.dot.accumulate.4way" : "nvvm.dot.accumulate.2way", NvvmOp::new)
        .operand("a", fourWay ? vec4i8 : vec2i16)
        .operand("b", vec4i8)
        .operand("c", TypeConstraint.I32)
        .attr("a_type", NvvmEnumAttr.stripped(NvvmEnumAttr.Kind.DOT_ACCUMULATE_TYPE))
        .attr("b_type", NvvmEnumAttr.stripped(NvvmEnumAttr.Kind.DOT_ACCUMULATE_TYPE));
    if (!fourWay) {
      b.attr("b_hi", AttrConstraint.of("bool attribute", a -> a instanceof IntegerAttr i && i.isBool()));
    }
    return b.result("res", TypeConstraint.I32)
        .format("$a $a_type `,` $b $b_type `,` $c attr-dict `:` type($a) `,` type($b)")
        .build();
  }

  /** {@code %r = nvvm.ldmatrix %ptr {num, layout, shape, eltType} : (!llvm.ptr<3>) -> i32 or !llvm.struct<(i32, ...)>}. */
  static final OpDef LDMATRIX =
      OpSpec.define("nvvm.ldmatrix", NvvmOp::new)
          .operand("ptr", ptrIn(3))
          .attr("num", AttrConstraint.signlessInteger(32))
          .attr("layout", enumAttr(NvvmEnumAttr.Kind.MMA_LAYOUT))
          .attr("shape", AttrConstraint.of("LdStMatrixShapeAttr", a -> a instanceof NvvmMmaShapeAttr s && s.k() < 0))
          .attr("eltType", enumAttr(NvvmEnumAttr.Kind.LD_ST_MATRIX_ELT_TYPE))
          .result("res", TypeConstraint.ANY)
          .format("$ptr attr-dict `:` functional-type($ptr, $res)")
          .verifier(NvvmSyncOps::verifyLdmatrix)
          .build();

  /** MLIR 22's checks, in its order: the shape, then per shape the count, layout and element type, then the result. */
  private static boolean verifyLdmatrix(Operation op) {
    NvvmMmaShapeAttr shape = (NvvmMmaShapeAttr) op.inherentAttr("shape");
    long num = ((IntegerAttr) op.inherentAttr("num")).value().longValue();
    String layout = ((NvvmEnumAttr) op.inherentAttr("layout")).caseName();
    String elt = ((NvvmEnumAttr) op.inherentAttr("eltType")).caseName();
    String dims = shape.m() + "x" + shape.n();
    boolean subByte = elt.startsWith("b8x16.");
    switch (dims) {
      case "8x8" -> {
        if (num != 1 && num != 2 && num != 4) {
          return op.emitOpError("expected num attribute to be 1, 2 or 4 for 8x8 matrix").report();
        }
        if (!elt.equals("b16")) {
          return op.emitOpError("expected element type to be b16 for 8x8 matrix").report();
        }
      }
      case "8x16" -> {
        if (num != 1 && num != 2 && num != 4) {
          return op.emitOpError("expected num attribute to be 1, 2 or 4 for 8x16 matrix").report();
        }
        if (!layout.equals("row")) {
          return op.emitOpError("expected layout to be row for 8x16 matrix").report();
        }
        if (!subByte) {
          return op.emitOpError("expected element type to be b8x16.b4x16_p64 or b8x16.b6x16_p32 for 8x16 matrix").report();
        }
      }
      case "16x16" -> {
        if (num != 1 && num != 2) {
          return op.emitOpError("expected num attribute to be 1 or 2 for 16x16 matrix").report();
        }
        if (!layout.equals("col")) {
          return op.emitOpError("expected layout to be col for 16x16 matrix").report();
        }
        if (!elt.equals("b8") && !subByte) {
          return op.emitOpError("expected element type to be b8, b8x16.b4x16_p64 or b8x16.b6x16_p32 for 16x16 matrix")
              .report();
        }
      }
      default -> {
        return op.emitOpError("expected shape to be 8x8, 8x16 or 16x16").report();
      }
    }
    long count = dims.equals("16x16") ? num * 2 : num;
    Type res = op.result(0).type();
    if (count == 1) {
      return TypeConstraint.I32.predicate().test(res) || op.emitOpError("expected destination type is i32").report();
    }
    boolean ok = res instanceof LlvmStructType s && s.elementTypes().size() == count
        && s.elementTypes().stream().allMatch(e -> TypeConstraint.I32.predicate().test(e));
    return ok || op.emitOpError("expected destination type is a structure of " + count + " elements of type i32").report();
  }

  /** An nvvm enum attribute of {@code kind}, written in full ({@code #nvvm.mma_type<f16>}) in formats. */
  static AttrConstraint enumAttr(NvvmEnumAttr.Kind kind) {
    return AttrConstraint.of("NVVM " + kind.cppName, a -> a instanceof NvvmEnumAttr e && e.kind() == kind);
  }

  private static final AttrConstraint I32_ATTR = AttrConstraint.signlessInteger(32);

  /** The tile shape attributes m, n and k of the wmma ops. */
  private static OpSpec.Builder mnk(OpSpec.Builder b) {
    return b.attr("m", I32_ATTR).attr("n", I32_ATTR).attr("k", I32_ATTR);
  }
  private static final TypeConstraint STRUCT = new TypeConstraint("LLVM structure type", t -> t instanceof LlvmStructType);

  /** {@code %r = nvvm.wmma.load %ptr, %stride {m, n, k, layout, eltype, frag} : (!llvm.ptr) -> !llvm.struct<...>}. */
  static final OpDef WMMA_LOAD =
      mnk(OpSpec.define("nvvm.wmma.load", NvvmOp::new))
          .operand("ptr", new TypeConstraint("LLVM pointer type", t -> t instanceof LlvmPointerType))
          .operand("stride", TypeConstraint.I32)
          .attr("layout", enumAttr(NvvmEnumAttr.Kind.MMA_LAYOUT))
          .attr("eltype", enumAttr(NvvmEnumAttr.Kind.MMA_TYPE))
          .attr("frag", enumAttr(NvvmEnumAttr.Kind.MMA_FRAG))
          .result("res", new TypeConstraint("LLVM structure type or 64-bit float",
              t -> t instanceof LlvmStructType || t instanceof FloatType f && f.kind() == FloatType.Kind.F64))
          .format("$ptr `,` $stride attr-dict `:` functional-type($ptr, $res)")
          .verifier(NvvmWmma::verifyLoad)
          .build();

  /** {@code nvvm.wmma.store %ptr, %stride, %c... {m, n, k, layout, eltype} : !llvm.ptr, <c fragment types>}. */
  static final OpDef WMMA_STORE =
      mnk(OpSpec.define("nvvm.wmma.store", NvvmOp::new))
          .operand("ptr", new TypeConstraint("LLVM pointer type", t -> t instanceof LlvmPointerType))
          .attr("layout", enumAttr(NvvmEnumAttr.Kind.MMA_LAYOUT))
          .attr("eltype", enumAttr(NvvmEnumAttr.Kind.MMA_TYPE))
          .variadicOperand("args", LLVM_TYPE)
          .operand("stride", TypeConstraint.I32)
          .format("$ptr `,` $stride `,` $args attr-dict `:` qualified(type($ptr)) `,` type($args)")
          .verifier(NvvmWmma::verifyStore)
          .build();

  /** {@code %r = nvvm.wmma.mma %a..., %b..., %c... {m, n, k, layoutA, layoutB, eltypeA, eltypeB} : (...) -> !llvm.struct<...>}. */
  static final OpDef WMMA_MMA =
      mnk(OpSpec.define("nvvm.wmma.mma", NvvmOp::new))
          .variadicOperand("args", LLVM_TYPE)
          .attr("layoutA", enumAttr(NvvmEnumAttr.Kind.MMA_LAYOUT))
          .attr("layoutB", enumAttr(NvvmEnumAttr.Kind.MMA_LAYOUT))
          .attr("eltypeA", enumAttr(NvvmEnumAttr.Kind.MMA_TYPE))
          .attr("eltypeB", enumAttr(NvvmEnumAttr.Kind.MMA_TYPE))
          .result("res", STRUCT)
          .format("$args attr-dict `:` functional-type($args, $res)")
          .verifier(NvvmWmma::verifyMma)
          .build();

  static final List<OpDef> ALL =
      List.of(
          RCP_APPROX_FTZ_F, BARRIER, BARRIER_ARRIVE,
          plain("nvvm.cluster.arrive", true), plain("nvvm.cluster.arrive.relaxed", true), plain("nvvm.cluster.wait", true),
          plain("nvvm.fence.sc.cluster", false), VOTE_SYNC, ELECT_SYNC, BAR_WARP_SYNC, CP_ASYNC, plain("nvvm.cp.async.commit.group", false),
          CP_ASYNC_WAIT_GROUP, MBARRIER_INIT, MBARRIER_INVAL, MBARRIER_ARRIVE_NOCOMPLETE,
          plain("nvvm.wgmma.fence.aligned", false), plain("nvvm.wgmma.commit.group.sync.aligned", false), WGMMA_WAIT_GROUP,
          GRIDDEPCONTROL, MAPA, MATCH_SYNC, ST_BULK, WMMA_LOAD, WMMA_STORE, WMMA_MMA, NvvmMmaSync.DEF,
          plain("nvvm.exit", false), plain("nvvm.breakpoint", false), PMEVENT,
          fenceProxy("nvvm.fence.proxy.release", false), fenceProxy("nvvm.fence.proxy.acquire", true),
          dotAccumulate(true), dotAccumulate(false), LDMATRIX);

  private static List<org.jmlir.ir.Value> group(Operation op, int i) {
    return op.def().extension(OpSpec.class).operandGroup(op, i);
  }

  private static boolean verifyVote(Operation op) {
    String kind = ((NvvmEnumAttr) op.inherentAttr("kind")).caseName();
    Type res = op.result(0).type();
    if (kind.equals("ballot")) {
      return TypeConstraint.I32.predicate().test(res) || op.emitOpError("vote.sync 'ballot' returns an i32").report();
    }
    return TypeConstraint.isI1(res) || op.emitOpError("vote.sync 'any', 'all' and 'uni' returns an i1").report();
  }

  private static boolean verifyMatch(Operation op) {
    String kind = ((NvvmEnumAttr) op.inherentAttr("kind")).caseName();
    Type res = op.result(0).type();
    if (kind.equals("any")) {
      return TypeConstraint.I32.predicate().test(res) || op.emitOpError("match.sync 'any' returns an i32").report();
    }
    boolean ok = res instanceof LlvmStructType s && s.elementTypes().size() == 2
        && TypeConstraint.I32.predicate().test(s.elementTypes().get(0)) && TypeConstraint.isI1(s.elementTypes().get(1));
    return ok
        || op.emitOpError("match.sync 'all' returns a two element struct with first element as i32 and second element as i1")
            .report();
  }

  private static boolean verifyCpAsync(Operation op) {
    String modifier = ((NvvmEnumAttr) op.inherentAttr("modifier")).caseName();
    long size = ((IntegerAttr) op.inherentAttr("size")).value().longValue();
    if (!modifier.equals("cg") && !modifier.equals("ca")) {
      return op.emitError("Only CG and CA cache modifiers are supported.").report();
    }
    if (size != 4 && size != 8 && size != 16) {
      return op.emitError("expected byte size to be either 4, 8 or 16.").report();
    }
    return !modifier.equals("cg") || size == 16 || op.emitError("CG cache modifier is only support for 16 bytes copy.").report();
  }
}
