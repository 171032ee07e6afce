package org.jmlir.compiler.gpu;

import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code hlo-gpu-uniform-reductions}: a {@code gpu.all_reduce} directly in the single block of an
 * outlined kernel is reached by every thread of the block (convert-parallel-loops-to-gpu guards a
 * loop whose bound is not the launch size with an {@code scf.if}, which would enclose it), so it is
 * marked {@code uniform}, the condition under which {@code -convert-gpu-to-nvvm} lowers it (to warp
 * shuffles and workgroup memory), as mlir-opt 22 does for uniform reductions.
 */
public final class UniformReductions extends Pass {
  public UniformReductions(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "hlo-gpu-uniform-reductions";
  }

  @Override
  public String summary() {
    return "Mark the gpu.all_reduce ops at the top level of single-block kernels uniform";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation r : root.collect(o -> o.name().equals("gpu.all_reduce"))) {
      Operation k = r.parentOp();
      if (k != null && k.name().equals("gpu.func") && k.region(0).blocks().size() == 1) {
        r.setAttr("uniform", UnitAttr.get(r.context()));
      }
    }
  }
}
