package org.jmlir.dialect.gpu.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.gpu.GpuObjectAttr;
import org.jmlir.dialect.gpu.GpuOps;
import org.jmlir.dialect.nvvm.NvvmTargetAttr;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.llvm.LlvmException;
import org.jmlir.llvm.translate.TranslationException;
import org.jmlir.target.nvptx.PtxEmitter;

/**
 * {@code gpu-module-to-binary}, as MLIR 22's: each {@code gpu.module} with {@code #nvvm.target}s
 * becomes a {@code gpu.binary} of one {@code #gpu.object} per target. {@code format=isa} gives the
 * PTX text ({@code assembly = "..."}), {@code format=llvm} the LLVM bitcode ({@code offload = "..."}).
 * Differences: {@code bin} and {@code fatbin} (which need ptxas/fatbinary from a CUDA toolkit) are
 * refused; the properties hold {@code O} only, not mlir-opt's compile times.
 */
public final class GpuModuleToBinary extends Pass {
  private final String format;

  public GpuModuleToBinary(PassOptions o) {
    super(o);
    format = o.get("format", "fatbin");
    if (!List.of("llvm", "isa", "bin", "fatbin", "offloading", "assembly", "binary").contains(format)) {
      throw new IllegalArgumentException("Invalid format specified.");
    }
  }

  @Override
  public String argument() {
    return "gpu-module-to-binary";
  }

  @Override
  public String summary() {
    return "Transforms a GPU module into a GPU binary.";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<Operation> modules = new ArrayList<>();
    for (var r : root.regions()) {
      for (var b : r.blocks()) {
        for (Operation op : b) {
          if (op.name().equals("gpu.module")) {
            modules.add(op);
          }
        }
      }
    }
    for (Operation m : modules) {
      if (!convert(m)) {
        pc.signalFailure();
        return;
      }
    }
  }

  private boolean convert(Operation module) {
    MLIRContext ctx = module.context();
    if (!(module.inherentAttr("targets") instanceof ArrayAttr targets)) {
      return module.emitError("The module must contain at least one target.").report();
    }
    List<Attribute> objects = new ArrayList<>();
    for (Attribute t : targets.elements()) {
      if (!(t instanceof NvvmTargetAttr nvvm)) {
        return module.emitError("Target attribute doesn't implements `TargetAttrInterface`.").report();
      }
      DictionaryAttr props =
          DictionaryAttr.get(ctx, List.of(new NamedAttribute("O", IntegerAttr.get(ctx, IntegerType.get(ctx, 32), nvvm.optLevel()))));
      try {
        switch (format) {
          case "isa", "assembly" -> objects.add(
              GpuObjectAttr.get(ctx, t, "assembly", props, PtxEmitter.ptx(module, nvvm.chip(), nvvm.features())));
          case "llvm", "offloading" -> objects.add(
              GpuObjectAttr.get(
                  ctx, t, "offload", null, org.jmlir.ir.print.RawUtf8.decode(PtxEmitter.bitcode(module, nvvm.chip(), nvvm.features()))));
          default -> {
            return module.emitError("format '" + format + "' needs a CUDA toolkit's ptxas and is not supported yet; use format=isa").report();
          }
        }
      } catch (TranslationException e) {
        Operation at = e.op() != null ? e.op() : module;
        return at.emitError(e.getMessage()).report();
      } catch (LlvmException e) {
        return module.emitError(e.getMessage()).report();
      }
    }
    OperationState s = new OperationState(ctx, GpuOps.BINARY, module.location());
    List<NamedAttribute> props = new ArrayList<>();
    props.add(new NamedAttribute("sym_name", module.inherentAttr("sym_name")));
    if (module.inherentAttr("offloadingHandler") != null) {
      props.add(new NamedAttribute("offloadingHandler", module.inherentAttr("offloadingHandler")));
    }
    props.add(new NamedAttribute("objects", ArrayAttr.get(ctx, objects)));
    s.properties = DictionaryAttr.get(ctx, props);
    Operation binary = Operation.create(s);
    module.block().insertBefore(module, binary);
    module.erase();
    return true;
  }
}
