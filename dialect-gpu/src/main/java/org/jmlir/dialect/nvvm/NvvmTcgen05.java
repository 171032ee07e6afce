package org.jmlir.dialect.nvvm;

import java.util.List;
import org.jmlir.dialect.llvm.LlvmPointerType;
import org.jmlir.dialect.nvvm.NvvmOps.NvvmOp;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * The tensor-memory ops of Blackwell ({@code nvvm.tcgen05.*}) that MLIR 22 declares outside the MMA
 * family: allocation, fences and waits, commit, shift, copies from shared memory, loads and stores.
 * Their printed forms and verifier messages are MLIR 22's; every one of them needs an sm_100a or
 * sm_101a target (shift also sm_103a), checked by {@link NvvmTargetCheck} on a gpu.module.
 */
final class NvvmTcgen05 {
  private NvvmTcgen05() {}

  private static final TypeConstraint LLVM_PTR =
      new TypeConstraint("LLVM pointer type or LLVM pointer in address space 3", t -> t instanceof LlvmPointerType);

  /** {@code !llvm.ptr<6>} (tensor memory): buildable, so the copy, load and store formats omit it. */
  private static final TypeConstraint TMEM_PTR =
      TypeConstraint.buildable("LLVM pointer in address space 6",
          t -> t instanceof LlvmPointerType p && p.addressSpace() == 6, ctx -> LlvmPointerType.get(ctx, 6));

  private static final TypeConstraint I16 =
      new TypeConstraint("16-bit signless integer", t -> t instanceof IntegerType i && i.isSignless() && i.width() == 16);

  /** An i32 or a vector of 2 to 128 (a power of two) i32: what a tensor-memory load gives or a store takes. */
  private static final TypeConstraint LDST_VALUE =
      new TypeConstraint("32-bit signless integer or vector of 32-bit signless integer values of length 2/4/8/16/32/64/128",
          t -> TypeConstraint.I32.test(t) || t instanceof VectorType v && v.shape().length == 1 && !v.isScalable()
              && List.of(2L, 4L, 8L, 16L, 32L, 64L, 128L).contains((long) v.shape()[0])
              && TypeConstraint.I32.test(v.elementType()));

  private static AttrConstraint kind(NvvmEnumAttr.Kind k, String summary) {
    return AttrConstraint.of(summary, a -> a instanceof NvvmEnumAttr e && e.kind() == k);
  }

  private static final AttrConstraint GROUP = kind(NvvmEnumAttr.Kind.CTA_GROUP, "NVVM CTA group kind");

  private static OpSpec.Builder withGroup(OpSpec.Builder b) {
    return b.defaultAttr("group", GROUP, ctx -> NvvmEnumAttr.get(ctx, NvvmEnumAttr.Kind.CTA_GROUP, "cta_1"));
  }

  static final OpDef ALLOC =
      withGroup(OpSpec.define("nvvm.tcgen05.alloc", NvvmOp::new)
          .operand("addr", LLVM_PTR)
          .operand("nCols", TypeConstraint.I32))
          .format("$addr `,` $nCols attr-dict `:` type(operands)")
          .build();

  static final OpDef DEALLOC =
      withGroup(OpSpec.define("nvvm.tcgen05.dealloc", NvvmOp::new)
          .operand("taddr", TMEM_PTR)
          .operand("nCols", TypeConstraint.I32))
          .format("$taddr `,` $nCols attr-dict `:` type(operands)")
          .build();

  static final OpDef RELINQUISH_ALLOC_PERMIT =
      withGroup(OpSpec.define("nvvm.tcgen05.relinquish_alloc_permit", NvvmOp::new)).format("attr-dict").build();

  static final OpDef FENCE =
      OpSpec.define("nvvm.tcgen05.fence", NvvmOp::new)
          .attr("kind", NvvmEnumAttr.stripped(NvvmEnumAttr.Kind.TCGEN05_FENCE))
          .format("$kind attr-dict")
          .build();

  static final OpDef WAIT =
      OpSpec.define("nvvm.tcgen05.wait", NvvmOp::new)
          .attr("kind", NvvmEnumAttr.stripped(NvvmEnumAttr.Kind.TCGEN05_WAIT))
          .format("$kind attr-dict")
          .build();

  static final OpDef COMMIT =
      withGroup(OpSpec.define("nvvm.tcgen05.commit", NvvmOp::new)
          .operand("addr", LLVM_PTR)
          .optionalOperand("multicastMask", I16))
          .format("$addr (`,` `multicast_mask` `=` $multicastMask^)? attr-dict `:` type(operands)")
          .build();

  static final OpDef SHIFT =
      withGroup(OpSpec.define("nvvm.tcgen05.shift", NvvmOp::new).operand("taddr", TMEM_PTR))
          .format("$taddr attr-dict `:` type(operands)")
          .build();

  static final OpDef CP =
      withGroup(OpSpec.define("nvvm.tcgen05.cp", NvvmOp::new)
          .operand("taddr", TMEM_PTR)
          .operand("smem_desc", TypeConstraint.I64)
          .attr("shape", kind(NvvmEnumAttr.Kind.TCGEN05_CP_SHAPE, "tcgen05 cp shapes")))
          .defaultAttr("multicast", kind(NvvmEnumAttr.Kind.TCGEN05_CP_MULTICAST, "tcgen05 cp multicast"),
              ctx -> NvvmEnumAttr.get(ctx, NvvmEnumAttr.Kind.TCGEN05_CP_MULTICAST, "none"))
          .optionalAttr("srcFormat", kind(NvvmEnumAttr.Kind.TCGEN05_CP_SRC_FMT, "tcgen05 cp source format"))
          .format("$taddr `,` $smem_desc attr-dict")
          .verifier(NvvmTcgen05::verifyCp)
          .build();

  static final OpDef LD =
      OpSpec.define("nvvm.tcgen05.ld", NvvmOp::new)
          .operand("tmemAddr", TMEM_PTR)
          .optionalOperand("offset", TypeConstraint.I64)
          .optionalAttr("pack", AttrConstraint.UNIT)
          .attr("shape", kind(NvvmEnumAttr.Kind.TCGEN05_LDST_SHAPE, "allowed 32-bit signless integer cases: 0, 1, 2, 3, 4"))
          .result("res", LDST_VALUE)
          .format("$tmemAddr (`,` $offset^)? (`pack` $pack^)? attr-dict `:` type($res)")
          .verifier(op -> verifyLdSt(op, op.result(0).type(), "result type", "tcgen05.ld"))
          .build();

  static final OpDef ST =
      OpSpec.define("nvvm.tcgen05.st", NvvmOp::new)
          .operand("tmemAddr", TMEM_PTR)
          .operand("val", LDST_VALUE)
          .optionalOperand("offset", TypeConstraint.I64)
          .optionalAttr("unpack", AttrConstraint.UNIT)
          .attr("shape", kind(NvvmEnumAttr.Kind.TCGEN05_LDST_SHAPE, "allowed 32-bit signless integer cases: 0, 1, 2, 3, 4"))
          .format("$tmemAddr `,` $val (`,` $offset^)? (`unpack` $unpack^)? attr-dict `:` type($val)")
          .verifier(op -> verifyLdSt(op, op.operand(1).type(), "input", "tcgen05.st"))
          .build();

  static final List<OpDef> ALL = List.of(ALLOC, DEALLOC, RELINQUISH_ALLOC_PERMIT, FENCE, WAIT, COMMIT, SHIFT, CP, LD, ST);

  private static String caseOf(Operation op, String attr) {
    return op.inherentAttr(attr) instanceof NvvmEnumAttr e ? e.caseName() : null;
  }

  /** The multicast each copy shape allows: 64x128b needs a two-warp one, 32x128b warpx4, the others none. */
  private static boolean verifyCp(Operation op) {
    String shape = caseOf(op, "shape");
    String mc = caseOf(op, "multicast");
    if (shape.equals("shape_64x128b") && !mc.equals("warpx2_01_23") && !mc.equals("warpx2_02_13")) {
      return op.emitError("Shape 64x128b requires multicast warpx2_01_23 or warpx2_02_13 for tcgen05.cp Op").report();
    }
    if (shape.equals("shape_32x128b") && !mc.equals("warpx4")) {
      return op.emitError("Shape 32x128b requires multicast warpx4 for tcgen05.cp Op").report();
    }
    if (!shape.equals("shape_64x128b") && !shape.equals("shape_32x128b") && !mc.equals("none")) {
      return op.emitError("Invalid multicast type for tcgen05.cp Op").report();
    }
    return true;
  }

  /**
   * The offset operand belongs to shape 16x32bx2 alone; 16x128b moves at least 2 and 16x256b at least 4
   * words. MLIR 22 reports every rule broken, not only the first.
   */
  private static boolean verifyLdSt(Operation op, Type value, String what, String opName) {
    String shape = caseOf(op, "shape");
    boolean hasOffset = op.operands().size() > (opName.equals("tcgen05.ld") ? 1 : 2);
    boolean ok = true;
    if (shape.equals("shape_16x32bx2") && !hasOffset) {
      ok = op.emitError("shape 16x32bx2 requires offset argument").report();
    }
    if (!shape.equals("shape_16x32bx2") && hasOffset) {
      ok = op.emitError("offset argument is only supported for shape 16x32bx2").report();
    }
    long len = value instanceof VectorType v ? v.shape()[0] : 1;
    long min = shape.equals("shape_16x128b") ? 2 : shape.equals("shape_16x256b") ? 4 : 1;
    if (len < min) {
      ok = op.emitError("invalid " + what + " length " + len + " for shape " + shape + " in " + opName + " Op").report();
    }
    return ok;
  }
}
