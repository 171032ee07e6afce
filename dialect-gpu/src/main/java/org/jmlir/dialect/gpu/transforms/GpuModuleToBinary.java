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
 * {@code format=bin} assembles the PTX with the CUDA toolkit's {@code ptxas} (a cubin), {@code fatbin}
 * (the default) also packs cubin and PTX with {@code fatbinary}; the tools come from {@code toolkit}'s
 * {@code bin}, else {@code $CUDA_ROOT}/{@code $CUDA_HOME}/{@code $CUDA_PATH}, else {@code $PATH};
 * {@code opts} and the target's {@code ptxas-cmd-options} flag go to ptxas. Difference: the properties
 * hold {@code O} for isa only, never mlir-opt's compile times.
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

  /** A CUDA toolkit tool: from {@code toolkit}, the CUDA environment variables, or the search path. */
  private java.nio.file.Path tool(String name) {
    List<String> roots = new ArrayList<>();
    String toolkit = options().get("toolkit", "");
    if (!toolkit.isEmpty()) {
      roots.add(toolkit);
    }
    for (String v : List.of("CUDA_ROOT", "CUDA_HOME", "CUDA_PATH")) {
      String r = System.getenv(v);
      if (r != null && !r.isEmpty()) {
        roots.add(r);
      }
    }
    for (String r : roots) {
      java.nio.file.Path p = java.nio.file.Path.of(r, "bin", name);
      if (java.nio.file.Files.isExecutable(p)) {
        return p;
      }
    }
    String path = System.getenv("PATH");
    for (String dir : path == null ? new String[0] : path.split(java.io.File.pathSeparator)) {
      java.nio.file.Path p = java.nio.file.Path.of(dir.isEmpty() ? "." : dir, name);
      if (java.nio.file.Files.isExecutable(p)) {
        return p;
      }
    }
    return null;
  }

  /** Runs {@code cmd}; its output when it fails (or cannot start), null when it succeeds. */
  private static String runTool(List<String> cmd) {
    try {
      Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
      String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
      return p.waitFor() == 0 ? null : out.isEmpty() ? "exit status " + p.exitValue() : out.strip();
    } catch (java.io.IOException e) {
      return e.getMessage();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "interrupted";
    }
  }

  /**
   * The cubin ({@code cubinOnly}) or fatbin of {@code ptx} for the target's chip, through ptxas and
   * fatbinary in a temporary directory; null (error reported on the module) when a tool is missing
   * or fails.
   */
  private byte[] assemble(Operation module, NvvmTargetAttr target, String ptx, boolean cubinOnly) {
    java.nio.file.Path ptxas = tool("ptxas");
    if (ptxas == null) {
      module.emitError("Couldn't find the `ptxas` binary. Please specify the toolkit path, add the compiler to $PATH, or set one of the environment variables in `CUDA_ROOT`.").report();
      return null;
    }
    java.nio.file.Path fatbinary = cubinOnly ? null : tool("fatbinary");
    if (!cubinOnly && fatbinary == null) {
      module.emitError("Couldn't find the `fatbinary` binary. Please specify the toolkit path, add the compiler to $PATH, or set one of the environment variables in `CUDA_ROOT`.").report();
      return null;
    }
    java.nio.file.Path dir = null;
    try {
      dir = java.nio.file.Files.createTempDirectory("jmlir-gpu");
      java.nio.file.Path in = dir.resolve("kernels.ptx");
      java.nio.file.Path cubin = dir.resolve("kernels.cubin");
      java.nio.file.Files.writeString(in, ptx);
      List<String> cmd = new ArrayList<>(List.of(ptxas.toString(), "-arch=" + target.chip(), in.toString(), "-o", cubin.toString()));
      String opts = options().get("opts", "");
      if (target.flags() != null && target.flags().get("ptxas-cmd-options") instanceof ArrayAttr extra) {
        for (Attribute a : extra.elements()) {
          cmd.add(((org.jmlir.ir.attr.StringAttr) a).value());
        }
      }
      for (String o : opts.trim().isEmpty() ? new String[0] : opts.trim().split("\\s+")) {
        cmd.add(o);
      }
      String failure = runTool(cmd);
      if (failure != null) {
        module.emitError("ptxas failed: " + failure).report();
        return null;
      }
      if (cubinOnly) {
        return java.nio.file.Files.readAllBytes(cubin);
      }
      String sm = target.chip().startsWith("sm_") ? target.chip().substring(3) : target.chip();
      java.nio.file.Path fatbin = dir.resolve("kernels.fatbin");
      failure =
          runTool(
              List.of(
                  fatbinary.toString(), "-64", "--create=" + fatbin, "--image3=kind=elf,sm=" + sm + ",file=" + cubin,
                  "--image3=kind=ptx,sm=" + sm + ",file=" + in));
      if (failure != null) {
        module.emitError("fatbinary failed: " + failure).report();
        return null;
      }
      return java.nio.file.Files.readAllBytes(fatbin);
    } catch (java.io.IOException e) {
      module.emitError("could not assemble the PTX: " + e.getMessage()).report();
      return null;
    } finally {
      if (dir != null) {
        try (var files = java.nio.file.Files.list(dir)) {
          for (java.nio.file.Path f : files.toList()) {
            java.nio.file.Files.deleteIfExists(f);
          }
          java.nio.file.Files.deleteIfExists(dir);
        } catch (java.io.IOException ignored) {
          // a temporary directory left behind is harmless
        }
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
            String ptx = PtxEmitter.ptx(module, nvvm.chip(), nvvm.features());
            byte[] image = assemble(module, nvvm, ptx, format.equals("bin") || format.equals("binary"));
            if (image == null) {
              return false;
            }
            String kind = format.equals("bin") || format.equals("binary") ? "bin" : "fatbin";
            objects.add(GpuObjectAttr.get(ctx, t, kind, null, org.jmlir.ir.print.RawUtf8.decode(image)));
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
