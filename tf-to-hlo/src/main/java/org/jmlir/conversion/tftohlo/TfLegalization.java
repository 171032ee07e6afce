package org.jmlir.conversion.tftohlo;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.jmlir.conversion.chlotostablehlo.ChloLegalizeToStablehlo;
import org.jmlir.conversion.hlotostablehlo.HloNamespaceConverter;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.pdll.ast.PdllModule;
import org.jmlir.pdll.interp.PdllNatives;
import org.jmlir.pdll.interp.PdllRules;

/**
 * The TensorFlow to HLO legalization as an API: the PDLL rules of {@code legalize_tf.pdll} (a
 * resource of this module, parsed once per JVM) and the Java patterns, applied with the greedy
 * driver; then, when asked, the CHLO ops lowered and the StableHLO ops moved to mhlo.
 *
 * <pre>{@code
 * TfLegalization l = new TfLegalization(ctx, true);
 * List<Operation> left = l.legalize(module, TfLegalization.Target.MHLO);
 * }</pre>
 */
public final class TfLegalization {
  /** The dialect the legalized module ends in. */
  public enum Target {
    MHLO,
    STABLEHLO
  }

  static final String RULES = "org/jmlir/conversion/tftohlo/legalize_tf.pdll";
  private static volatile PdllModule rules;

  private final boolean legalizeChlo;
  private final Reasons reasons = new Reasons();
  private final FrozenPatternSet patterns;

  public TfLegalization(MLIRContext ctx, boolean legalizeChlo) {
    this.legalizeChlo = legalizeChlo;
    ctx.getOrLoadDialect("chlo");
    ctx.getOrLoadDialect("stablehlo");
    ctx.getOrLoadDialect("shape");
    List<RewritePattern> all = new ArrayList<>(PdllRules.patterns(rules(), ctx, TfNatives.create(legalizeChlo)));
    all.addAll(javaPatterns(reasons));
    List<RewritePattern> guarded = new ArrayList<>();
    for (RewritePattern p : all) {
      guarded.add(new RewritePattern(p.rootName(), p.benefit()) {
        @Override
        public boolean matchAndRewrite(Operation op, org.jmlir.ir.rewrite.PatternRewriter rewriter) {
          return fallbackAccepts(op) && p.matchAndRewrite(op, rewriter);
        }

        @Override
        public String debugName() {
          return p.debugName();
        }
      });
    }
    this.patterns = new FrozenPatternSet(guarded);
  }

  private boolean fallback;
  private boolean preferTf2xla;
  private final java.util.Map<Operation, String> refused = new java.util.IdentityHashMap<>();

  /**
   * Has the ops TensorFlow lowers through its tf2xla fallback (with these options) pass the
   * fallback rewriter's checks before a rule may lower them ({@link FallbackRemarks#precheck}).
   */
  public void useFallbackChecks(boolean on, boolean prefer) {
    this.fallback = on;
    this.preferTf2xla = prefer;
  }

  /** The fallback rewriter's remark for {@code op}, left by {@link #legalize} because of it, or null. */
  String fallbackRemark(Operation op) {
    return refused.get(op);
  }

  private boolean fallbackAccepts(Operation op) {
    if (!fallback || !Tf2XlaOps.usesFallback(op.name(), preferTf2xla)) {
      return true;
    }
    String why = FallbackRemarks.precheck(op);
    if (why == null) {
      refused.remove(op);
      return true;
    }
    // Refused for now: a producer lowered later may still make the operands bounded.
    refused.put(op, why);
    reasons.fail(op, why.startsWith("skipping") ? Reasons.Kind.UNSUPPORTED_TYPE
        : why.startsWith("ops with") ? Reasons.Kind.UNSUPPORTED_ATTRIBUTE : Reasons.Kind.DYNAMIC_SHAPE, why);
    return false;
  }

  static List<RewritePattern> javaPatterns(Reasons reasons) {
    List<RewritePattern> out = new ArrayList<>();
    ArrayPatterns.add(out, reasons);
    ScatterPatterns.add(out, reasons);
    BoundedPatterns.add(out, reasons);
    ImagePatterns.add(out, reasons);
    XlaPatterns.add(out, reasons);
    QuantPatterns.add(out, reasons);
    NnPatterns.add(out, reasons);
    GradPatterns.add(out, reasons);
    FftPatterns.add(out, reasons);
    KernelPatterns.add(out, reasons);
    DiagonalPatterns.add(out, reasons);
    SpaceBatchPatterns.add(out, reasons);
    MathPatterns.add(out, reasons);
    ControlFlowPatterns.add(out, reasons);
    LinalgPatterns.add(out, reasons);
    ShardingPatterns.add(out, reasons);
    SvdPatterns.add(out, reasons);
    SmallKernelPatterns.add(out, reasons);
    NnKernelPatterns.add(out, reasons);
    StatelessRandomPatterns.add(out, reasons);
    XlaRegionPatterns.add(out, reasons);
    return out;
  }

  /** The rule file, parsed once. */
  static PdllModule rules() {
    PdllModule m = rules;
    if (m == null) {
      synchronized (TfLegalization.class) {
        if (rules == null) {
          rules = PdllRules.parse(PdllRules.resource(TfLegalization.class.getClassLoader(), RULES));
        }
        m = rules;
      }
    }
    return m;
  }

  /** Every TensorFlow op name some rule or pattern legalizes, sorted (the coverage table). */
  public static Set<String> legalizedOps() {
    Set<String> names = new TreeSet<>();
    for (var p : rules().patterns()) {
      String root = PdllRootName.of(p);
      if (root != null) {
        names.add(root);
      }
    }
    for (RewritePattern p : javaPatterns(new Reasons())) {
      names.add(p.rootName());
    }
    return names;
  }

  /**
   * The coverage table (Markdown), generated from the rules and patterns: each TensorFlow op, and
   * the PDLL rule (with the ops it creates) or Java pattern that legalizes it.
   */
  public static String coverageTable() {
    java.util.Map<String, java.util.List<String>> by = new java.util.TreeMap<>();
    for (var p : rules().patterns()) {
      String root = PdllRootName.of(p);
      if (root != null) {
        String made = String.join(", ", PdllRootName.created(p).stream().map(n -> "`" + n + "`").toList());
        by.computeIfAbsent(root, k -> new ArrayList<>()).add("PDLL `" + p.name() + "`" + (made.isEmpty() ? " (forwards its operand)" : " -> " + made));
      }
    }
    for (RewritePattern p : javaPatterns(new Reasons())) {
      by.computeIfAbsent(p.rootName(), k -> new ArrayList<>()).add("Java `" + p.debugName() + "`");
    }
    StringBuilder sb = new StringBuilder();
    sb.append("# TensorFlow ops that -xla-legalize-tf legalizes\n\n");
    sb.append("Generated from the rules (`legalize_tf.pdll`) and the Java patterns by `TfLegalization.coverageTable()`; ")
        .append("`TfLegalizationTest` fails when this file is out of date (regenerate with `-Djmlir.regen=true`). ")
        .append(by.size()).append(" ops.\n\n");
    sb.append("| TensorFlow op | legalized by |\n|---|---|\n");
    by.forEach((op, how) -> sb.append("| `").append(op).append("` | ").append(String.join("; ", how)).append(" |\n"));
    return sb.toString();
  }

  /**
   * Legalizes the TensorFlow ops nested in {@code root}; returns the TensorFlow ops that are left
   * (their reasons: {@link #reason}).
   */
  public List<Operation> legalize(Operation root, Target target) {
    reasons.clear();
    refused.clear();
    GreedyRewriteConfig config =
        new GreedyRewriteConfig(true, 10, -1, GreedyRewriteConfig.RegionSimplification.DISABLED, false, false);
    java.util.concurrent.atomic.AtomicReference<Target> current = currentTarget(root.context());
    Target before = current.getAndSet(target);
    try {
      GreedyPatternRewriteDriver.applyPatternsGreedily(root, patterns, config);
    } finally {
      current.set(before);
    }
    for (Operation keep : root.collect(o -> o.name().equals(TfBatchBroadcast.KEEP_ALIVE))) {
      keep.erase();
    }
    if (legalizeChlo) {
      for (Operation op : root.collect(o -> o.name().startsWith("chlo."))) {
        if (op.block() != null) {
          ChloLegalizeToStablehlo.legalizeOp(op);
        }
      }
    }
    if (target == Target.MHLO) {
      new HloNamespaceConverter(root.context(), "stablehlo", "mhlo").convert(root);
    } else {
      ArrayPatterns.indexSelectToGather(root);
      if (legalizeChlo) {
        ShapeToStablehlo.run(root);
      }
    }
    return root.collect(o -> o.name().startsWith("tf.") && o != root);
  }

  private static final Object TARGET_KEY = new Object();

  /** The target of the legalization running on {@code ctx} (null outside one): patterns ask {@link #target}. */
  private static java.util.concurrent.atomic.AtomicReference<Target> currentTarget(org.jmlir.ir.MLIRContext ctx) {
    return ctx.intern(TARGET_KEY, k -> new java.util.concurrent.atomic.AtomicReference<Target>());
  }

  /** The target of the legalization running on {@code ctx}, or null. */
  static Target target(org.jmlir.ir.MLIRContext ctx) {
    return currentTarget(ctx).get();
  }

  /** Why {@code op}, left by {@link #legalize}, did not legalize. */
  public Reasons.Reason reason(Operation op) {
    return reasons.explain(op, legalizedOps().contains(op.name()));
  }
}
