package org.jmlir.dialect.gpu.transforms;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.jmlir.dialect.gpu.GpuModuleOp;
import org.jmlir.dialect.nvvm.NvvmTargetAttr;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code -nvvm-attach-target} (MLIR 22's NVVMAttachTarget): appends an {@code #nvvm.target} built from
 * the options to every {@code gpu.module} whose name the {@code module} regex finds (all when empty),
 * unless an equal target is already there.
 */
public final class NvvmAttachTarget extends Pass {
  private final NvvmTargetAttrSpec spec;
  private final Pattern module;

  /** The option values, kept until a context is at hand to build the attribute. */
  private record NvvmTargetAttrSpec(
      int opt, String triple, String chip, String features, boolean fast, boolean ftz, List<String> link, List<String> ptxas) {}

  public NvvmAttachTarget(PassOptions o) {
    super(o);
    String chip = o.get("chip", NvvmTargetAttr.DEFAULT_CHIP);
    String triple = o.get("triple", NvvmTargetAttr.DEFAULT_TRIPLE);
    if (chip.isEmpty()) {
      throw new IllegalArgumentException("nvvm-attach-target: the target chip cannot be empty");
    }
    if (triple.isEmpty()) {
      throw new IllegalArgumentException("nvvm-attach-target: the target triple cannot be empty");
    }
    String ptxas = o.get("ptxas-cmd-options", "").trim();
    spec =
        new NvvmTargetAttrSpec(
            (int) o.getLong("O", 2),
            triple,
            chip,
            o.get("features", ""),
            o.getBool("fast", false),
            o.getBool("ftz", false),
            o.getList("l"),
            ptxas.isEmpty() ? List.of() : List.of(ptxas.split("\\s+")));
    String re = o.get("module", "");
    try {
      module = re.isEmpty() ? null : Pattern.compile(re);
    } catch (PatternSyntaxException e) {
      throw new IllegalArgumentException("nvvm-attach-target: invalid module regex '" + re + "'");
    }
  }

  @Override
  public String argument() {
    return "nvvm-attach-target";
  }

  @Override
  public String summary() {
    return "Attaches an NVVM target attribute to a GPU Module.";
  }

  private NvvmTargetAttr target(MLIRContext ctx) {
    List<NamedAttribute> flags = new ArrayList<>();
    if (spec.fast) {
      flags.add(new NamedAttribute("fast", UnitAttr.get(ctx)));
    }
    if (spec.ftz) {
      flags.add(new NamedAttribute("ftz", UnitAttr.get(ctx)));
    }
    if (!spec.ptxas.isEmpty()) {
      flags.add(new NamedAttribute("ptxas-cmd-options", strings(ctx, spec.ptxas)));
    }
    return NvvmTargetAttr.get(
        ctx,
        spec.opt,
        spec.triple,
        spec.chip,
        spec.features,
        flags.isEmpty() ? null : DictionaryAttr.get(ctx, flags),
        spec.link.isEmpty() ? null : strings(ctx, spec.link),
        true);
  }

  private static ArrayAttr strings(MLIRContext ctx, List<String> values) {
    List<Attribute> out = new ArrayList<>();
    for (String v : values) {
      out.add(StringAttr.get(ctx, v));
    }
    return ArrayAttr.get(ctx, out);
  }

  @Override
  public void run(Operation root, PassContext pc) {
    NvvmTargetAttr target = target(root.context());
    for (Operation op : root.collect(o -> o instanceof GpuModuleOp)) {
      GpuModuleOp m = (GpuModuleOp) op;
      if (module != null && !module.matcher(m.symName()).find()) {
        continue;
      }
      List<Attribute> targets = new ArrayList<>();
      if (m.targets() != null) {
        targets.addAll(m.targets().elements());
      }
      if (!targets.contains(target)) {
        targets.add(target);
        m.setAttr("targets", ArrayAttr.get(root.context(), targets));
      }
    }
  }
}
