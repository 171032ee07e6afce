package org.jmlir.dialect.nvvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.dialect.llvm.LlvmStructType;

/**
 * nvvm ops that lowering the gpu dialect emits: special registers ({@code nvvm.read.ptx.sreg.tid.x :
 * i32}), {@code nvvm.barrier0}, and the kernel/launch-bound attributes they travel with.
 */
public final class NvvmOps {
  private NvvmOps() {}

  /** Every nvvm op declared through a spec. */
  public static final class NvvmOp extends Operation {
    NvvmOp() {}
  }

  static final TypeConstraint I32 = TypeConstraint.I32;

  /**
   * A special register's integer range (MLIR 22's nvvmInferResultRanges): its {@code range} attribute
   * when given, the lower and upper bounds taken as the minimum and maximum both unsigned and signed
   * (upstream passes the exclusive upper bound as the maximum); else nothing known.
   */
  private static List<org.jmlir.ir.analysis.ConstantIntRanges> sregRange(
      org.jmlir.ir.Operation op, List<org.jmlir.ir.analysis.ConstantIntRanges> args) {
    if (!(op.attr("range") instanceof ConstantRangeAttr r)) {
      return java.util.Collections.singletonList(null);
    }
    int w = r.width();
    return List.of(new org.jmlir.ir.analysis.ConstantIntRanges(w,
        org.jmlir.ir.analysis.ConstantIntRanges.toUnsigned(r.lower(), w), org.jmlir.ir.analysis.ConstantIntRanges.toUnsigned(r.upper(), w),
        org.jmlir.ir.analysis.ConstantIntRanges.toSigned(r.lower(), w), org.jmlir.ir.analysis.ConstantIntRanges.toSigned(r.upper(), w)));
  }

  /** {@code %x = nvvm.read.ptx.sreg.NAME (range #llvm.constant_range<...>)? : i32}. */
  private static OpDef sreg(String name) {
    OpSpec.Builder b = OpSpec.define("nvvm.read.ptx.sreg." + name, NvvmOp::new)
        .optionalAttr("range", ConstantRangeAttr.STRIPPED)
        .result("res", TypeConstraint.ANY)
        .format("(`range` $range^)? attr-dict `:` type($res)")
        .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, NvvmOps::sregRange);
    if (!VOLATILE_SREGS.contains(name)) {
      b.traits(Trait.PURE);
    }
    return b.build();
  }

  /** The registers that change between reads: without MLIR's Pure, so cse and dce keep every read. */
  private static final List<String> VOLATILE_SREGS = List.of("clock", "clock64", "globaltimer", "globaltimer.lo");

  /** The special registers, by name, in the order the gpu lowering asks for them. */
  public static final List<String> SREGS =
      List.of(
          "tid.x", "tid.y", "tid.z", "ntid.x", "ntid.y", "ntid.z", "ctaid.x", "ctaid.y", "ctaid.z", "nctaid.x", "nctaid.y",
          "nctaid.z", "laneid", "warpsize", "clusterid.x", "clusterid.y", "clusterid.z", "nclusterid.x", "nclusterid.y",
          "nclusterid.z", "cluster.ctaid.x", "cluster.ctaid.y", "cluster.ctaid.z", "cluster.nctaid.x", "cluster.nctaid.y",
          "cluster.nctaid.z", "smid", "nsmid", "gridid", "warpid", "nwarpid", "clock", "clock64", "globaltimer",
          "cluster.ctarank", "cluster.nctarank", "globaltimer.lo", "lanemask.eq", "lanemask.le", "lanemask.lt", "lanemask.ge",
          "lanemask.gt", "envreg0", "envreg1", "envreg2", "envreg3", "envreg4", "envreg5", "envreg6", "envreg7", "envreg8",
          "envreg9", "envreg10", "envreg11", "envreg12", "envreg13", "envreg14", "envreg15", "envreg16", "envreg17", "envreg18",
          "envreg19", "envreg20", "envreg21", "envreg22", "envreg23", "envreg24", "envreg25", "envreg26", "envreg27",
          "envreg28", "envreg29", "envreg30", "envreg31");

  public static final OpDef BARRIER0 =
      OpSpec.define("nvvm.barrier0", NvvmOp::new).format("attr-dict").build();

  private static final org.jmlir.ir.ods.AttrConstraint BOOL =
      org.jmlir.ir.ods.AttrConstraint.of("bool attribute", a -> a instanceof IntegerAttr i && i.isBool());

  /** {@code nvvm.shfl.sync  bfly %mask, %val, %offset, %clamp {return_value_and_is_valid}? : T -> R}. */
  public static final OpDef SHFL_SYNC =
      OpSpec.define("nvvm.shfl.sync", NvvmOp::new)
          .operand("thread_mask", I32)
          .operand("val", TypeConstraint.ANY)
          .operand("offset", I32)
          .operand("mask_and_clamp", I32)
          .attr("kind", NvvmEnumAttr.bareCase(NvvmEnumAttr.Kind.SHFL_KIND))
          .optionalAttr("return_value_and_is_valid", org.jmlir.ir.ods.AttrConstraint.UNIT)
          .result("res", TypeConstraint.ANY)
          .format("$kind $thread_mask `,` $val `,` $offset `,` $mask_and_clamp attr-dict `:` type($val) `->` type($res)")
          .verifier(NvvmOps::verifyShfl)
          .build();

  /** {@code nvvm.redux.sync  add %val, %mask : i32 -> i32} (abs and nan default to false). */
  public static final OpDef REDUX_SYNC =
      OpSpec.define("nvvm.redux.sync", NvvmOp::new)
          .operand("val", TypeConstraint.ANY)
          .operand("mask_and_clamp", I32)
          .attr("kind", NvvmEnumAttr.bareCase(NvvmEnumAttr.Kind.REDUX_KIND))
          .defaultAttr("abs", BOOL, ctx -> IntegerAttr.bool(ctx, false))
          .defaultAttr("nan", BOOL, ctx -> IntegerAttr.bool(ctx, false))
          .result("res", TypeConstraint.ANY)
          .format("$kind $val `,` $mask_and_clamp attr-dict `:` type($val) `->` type($res)")
          .verifier(NvvmOps::verifyRedux)
          .build();

  private static boolean verifyShfl(Operation op) {
    Type val = op.operand(1).type();
    Type res = op.result(0).type();
    if (op.inherentAttr("return_value_and_is_valid") == null) {
      return res == val
          || op.emitOpError("expected return type to be of type '" + Texts.type(val) + "' but got '" + Texts.type(res) + "' instead")
              .report();
    }
    if (!(res instanceof LlvmStructType s) || s.elementTypes().size() != 2) {
      return op.emitOpError("expected return type to be a two-element struct").report();
    }
    if (s.elementTypes().get(0) != val) {
      return op.emitOpError(
              "expected first element in the returned struct to be of type '" + Texts.type(val) + "' but got '"
                  + Texts.type(s.elementTypes().get(0)) + "' instead")
          .report();
    }
    Type pred = s.elementTypes().get(1);
    return pred instanceof IntegerType i && i.width() == 1
        || op.emitOpError("expected second element in the returned struct to be of type 'i1' but got '" + Texts.type(pred) + "' instead")
            .report();
  }

  private static boolean verifyRedux(Operation op) {
    String kind = ((NvvmEnumAttr) op.inherentAttr("kind")).caseName();
    Type t = op.operand(0).type();
    if (op.result(0).type() != t) {
      return op.emitOpError("failed to verify that all of {res, val} have same type").report();
    }
    boolean isFloatKind = kind.equals("fmin") || kind.equals("fmax");
    boolean f32 = t instanceof FloatType f && f.kind() == FloatType.Kind.F32;
    boolean i32 = t instanceof IntegerType i && i.width() == 32;
    if (isFloatKind && !f32) {
      return op.emitOpError("'" + kind + "' redux kind unsupported with '" + Texts.type(t) + "' type. Only supported type is 'f32'.")
          .report();
    }
    if (!isFloatKind && !i32) {
      return op.emitOpError("'" + kind + "' redux kind unsupported with '" + Texts.type(t) + "' type. Only supported type is 'i32'.")
          .report();
    }
    for (String flag : List.of("abs", "nan")) {
      if (op.inherentAttr(flag) instanceof IntegerAttr b && b.value().signum() != 0 && !f32) {
        return op.emitOpError(flag + " attribute is supported only for f32 type").report();
      }
    }
    return true;
  }

  public static final List<OpDef> ALL;

  static {
    List<OpDef> all = new ArrayList<>();
    for (String s : SREGS) {
      all.add(sreg(s));
    }
    all.add(BARRIER0);
    all.add(SHFL_SYNC);
    all.add(REDUX_SYNC);
    all.addAll(NvvmSyncOps.ALL);
    all.addAll(NvvmTcgen05.ALL);
    all.addAll(NvvmConvert.ALL);
    ALL = List.copyOf(all);
  }

  /** The def of the special register {@code name} ("tid.x"). */
  public static OpDef sregDef(String name) {
    int i = SREGS.indexOf(name);
    if (i < 0) {
      throw new IllegalArgumentException("no special register " + name);
    }
    return ALL.get(i);
  }
}
