package org.jmlir.conversion.llvmcommon;

import java.util.List;
import java.util.Set;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.rewrite.conversion.ConversionTarget;
import org.jmlir.ir.rewrite.conversion.DialectConversion;

/**
 * The shape of MLIR's {@code convert-X-to-llvm} passes: options checked against the pass's own
 * list, a partial conversion whose target makes the llvm dialect (and unrealized casts) legal and
 * the source dialects illegal, and failure when an illegal op does not lower (the driver reports it
 * at the op's location).
 */
public abstract class LlvmConversionPass extends Pass {
  /** The {@code index-bitwidth} option of the lowerings to llvm, as registered (0: the data layout's). */
  public static final org.jmlir.ir.pass.PassRegistry.Option INDEX_BITWIDTH =
      new org.jmlir.ir.pass.PassRegistry.Option(
              "index-bitwidth", "<uint>", "Bitwidth of the index type, 0 to use size of machine word")
          .withDefault("0");

  private final String argument;
  private final String name;
  private final String summary;

  protected LlvmConversionPass(PassOptions o, Set<String> allowed, String argument, String name, String summary) {
    super(o);
    this.argument = argument;
    this.name = name;
    this.summary = summary;
    for (String k : o.values().keySet()) {
      if (!allowed.contains(k)) {
        throw org.jmlir.ir.pass.PassOptionException.noSuchOption(k);
      }
    }
    // Values are checked when the pipeline is parsed, as mlir-opt does (an unsigned index width,
    // booleans), not when the pass first reads them.
    if (o.has("index-bitwidth")) {
      o.getUnsigned("index-bitwidth", 0);
    }
    for (String k : BOOLEAN_OPTIONS) {
      if (o.has(k)) {
        o.getBool(k, false);
      }
    }
  }

  /** The boolean options of the convert-X-to-llvm passes. */
  private static final List<String> BOOLEAN_OPTIONS =
      List.of("use-bare-ptr-memref-call-conv", "allow-pattern-rollback", "dynamic", "approximate-log1p",
          "use-aligned-alloc", "use-generic-functions");

  @Override
  public final String argument() {
    return argument;
  }

  @Override
  public final String name() {
    return name;
  }

  @Override
  public final String summary() {
    return summary;
  }

  /** The llvm dialect is the dependent dialect of every such pass: canonicalize after it sees its patterns. */
  @Override
  public void initialize(MLIRContext context) {
    loadDialects(context, "llvm");
  }

  /** The type converter for this run, from the pass's options. */
  protected LlvmTypeConverter typeConverter(Operation root) {
    MLIRContext ctx = root.context();
    int bits = (int) options().getLong("index-bitwidth", 0);
    if (bits == 0 && usesDataLayout()) {
      bits = org.jmlir.dialect.dlti.DltiDialect.indexBitwidth(root);
    }
    return new LlvmTypeConverter(ctx, bits == 0 ? 64 : bits, options().getBool("use-bare-ptr-memref-call-conv", false));
  }

  /**
   * Whether the index bit width defaults to the module's data layout ({@code dlti.dl_spec}): true
   * for the func and memref lowerings only, as in mlir-opt 22 (the others take 64).
   */
  protected boolean usesDataLayout() {
    return false;
  }

  /** The patterns of this conversion. */
  protected abstract List<RewritePattern> patterns(LlvmTypeConverter converter);

  /** Marks source dialects or ops illegal; by default none is (mlir-opt 22's lowerings leave what does not convert). */
  protected void configure(ConversionTarget target) {}

  @Override
  public void run(Operation root, PassContext pc) {
    LlvmTypeConverter converter = typeConverter(root);
    ConversionTarget target = new ConversionTarget();
    target.addLegalDialect("llvm");
    target.addLegalOp("builtin.unrealized_conversion_cast");
    configure(target);
    boolean rollback = options().getBool("allow-pattern-rollback", true);
    if (!DialectConversion.applyPartialConversion(root, target, patterns(converter), rollback)) {
      pc.signalFailure();
    }
  }
}
