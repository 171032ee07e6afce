package org.jmlir.dialect.nvvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;

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

  /** {@code %x = nvvm.read.ptx.sreg.NAME (range #llvm.constant_range<...>)? : i32}. */
  private static OpDef sreg(String name) {
    return OpSpec.define("nvvm.read.ptx.sreg." + name, NvvmOp::new)
        .optionalAttr("range", ConstantRangeAttr.STRIPPED)
        .result("res", TypeConstraint.ANY)
        .traits(Trait.PURE)
        .format("(`range` $range^)? attr-dict `:` type($res)")
        .build();
  }

  /** The special registers, by name, in the order the gpu lowering asks for them. */
  public static final List<String> SREGS =
      List.of(
          "tid.x", "tid.y", "tid.z", "ntid.x", "ntid.y", "ntid.z", "ctaid.x", "ctaid.y", "ctaid.z", "nctaid.x", "nctaid.y",
          "nctaid.z", "laneid", "warpsize", "clusterid.x", "clusterid.y", "clusterid.z", "nclusterid.x", "nclusterid.y",
          "nclusterid.z", "cluster.ctaid.x", "cluster.ctaid.y", "cluster.ctaid.z", "cluster.nctaid.x", "cluster.nctaid.y",
          "cluster.nctaid.z", "smid", "nsmid", "gridid", "warpid", "nwarpid", "clock", "clock64", "globaltimer");

  public static final OpDef BARRIER0 =
      OpSpec.define("nvvm.barrier0", NvvmOp::new).format("attr-dict").build();

  public static final List<OpDef> ALL;

  static {
    List<OpDef> all = new ArrayList<>();
    for (String s : SREGS) {
      all.add(sreg(s));
    }
    all.add(BARRIER0);
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
