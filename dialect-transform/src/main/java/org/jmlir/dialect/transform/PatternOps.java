package org.jmlir.dialect.transform;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.conversion.llvmcommon.LlvmTypeConverter;
import org.jmlir.conversion.llvmcommon.ToLlvmInterface;
import org.jmlir.dialect.transform.CoreOps.TransformOp;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.diag.InFlightDiagnostic;
import org.jmlir.ir.interfaces.LoopLikeOpInterface;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.format.FormatProgram;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.rewrite.SideEffects;
import org.jmlir.ir.rewrite.conversion.ConversionTarget;
import org.jmlir.ir.rewrite.conversion.DialectConversion;
import org.jmlir.ir.transforms.CSE;
import org.jmlir.ir.transforms.LoopInvariantCodeMotion;
import org.jmlir.ir.type.IntegerType;

/**
 * Pattern application from transform IR: {@code transform.apply_patterns} with its pattern set
 * descriptors, {@code apply_cse}/{@code apply_dce}/{@code apply_licm}, and
 * {@code transform.apply_conversion_patterns} with the lowerings to llvm and their type converter.
 */
public final class PatternOps {
  private PatternOps() {}

  /** A pattern-set descriptor inside {@code apply_patterns}: adds its patterns. */
  @FunctionalInterface
  public interface PatternDescriptor {
    void populate(Operation descriptor, MLIRContext ctx, List<RewritePattern> out);
  }

  /** A conversion-pattern descriptor inside {@code apply_conversion_patterns}. */
  @FunctionalInterface
  public interface ConversionDescriptor {
    void populate(Operation descriptor, LlvmTypeConverter converter, List<RewritePattern> out);
  }

  /**
   * A conversion descriptor whose lowering jmlir does not express as patterns: it rewrites the target
   * before the conversion's patterns run (scf_to_control_flow: jmlir lowers scf with a walk).
   */
  @FunctionalInterface
  public interface PreConversion {
    void run(Operation descriptor, Operation target);
  }

  /** A type-converter builder in the {@code with type_converter} region. */
  @FunctionalInterface
  public interface TypeConverterBuilder {
    LlvmTypeConverter build(Operation descriptor, MLIRContext ctx);
  }

  /** {@code to $target $region [with type_converter $region] attr-dict : type($target)}. */
  private static final class RegionOpSyntax implements OpDef.Assembly {
    private final boolean conversion;
    private final OpDef[] def;

    RegionOpSyntax(boolean conversion, OpDef[] def) {
      this.conversion = conversion;
      this.def = def;
    }

    @Override
    public void parse(OpAsmParser p, OperationState state) {
      p.parseKeyword("to");
      UnresolvedOperand target = p.parseOperand();
      Region patterns = state.addRegion();
      p.parseRegion(patterns, List.of(), false);
      Syntax.ensureBlock(patterns);
      if (conversion) {
        Region converter = state.addRegion();
        if (p.parseOptionalKeyword("with")) {
          p.parseKeyword("type_converter");
          p.parseRegion(converter, List.of(), false);
          Syntax.ensureBlock(converter);
        }
      }
      List<NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDict(attrs);
      List<NamedAttribute> props = new ArrayList<>();
      Syntax.partition(state, props, attrs);
      if (!props.isEmpty()) {
        state.properties = DictionaryAttr.get(p.context(), props);
      }
      p.parseColon();
      state.addOperand(p.resolveOperand(target, p.parseType()));
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(" to ");
      p.printOperand(op.operand(0));
      p.print(' ');
      p.printRegion(op.region(0), false, true, false);
      if (conversion && !op.region(1).isEmpty()) {
        p.print(" with type_converter ");
        p.printRegion(op.region(1), false, true, false);
      }
      List<String> elided = new ArrayList<>();
      for (String n : List.of("max_iterations", "max_num_rewrites")) {
        if (op.inherentAttr(n) instanceof IntegerAttr i && i.longValue() == -1) {
          elided.add(n);
        }
      }
      p.printOptionalAttrDict(FormatProgram.attrDictionary(op), elided);
      p.print(" : ");
      p.printType(op.operand(0).type());
    }
  }

  // ---- transform.apply_patterns ------------------------------------------------------------------

  private static final OpDef[] APPLY_PATTERNS_REF = new OpDef[1];

  public static final OpDef APPLY_PATTERNS =
      CoreOps.define("transform.apply_patterns")
          .operand("target", CoreOps.OP_HANDLE)
          .optionalAttr("apply_cse", AttrConstraint.UNIT)
          .defaultAttr("max_iterations", CoreOps.I64, ctx -> IntegerAttr.get(ctx, IntegerType.get(ctx, 64), -1))
          .defaultAttr("max_num_rewrites", CoreOps.I64, ctx -> IntegerAttr.get(ctx, IntegerType.get(ctx, 64), -1))
          .sizedRegion("patterns", 1)
          .traits(Trait.SINGLE_BLOCK, Trait.NO_TERMINATOR)
          .assembly(new RegionOpSyntax(false, APPLY_PATTERNS_REF))
          .regionVerifier(PatternOps::verifyApplyPatterns)
          .addInterface(TransformOpInterface.class, PatternOps::applyPatterns)
          .build();

  static {
    APPLY_PATTERNS_REF[0] = APPLY_PATTERNS;
  }

  private static boolean verifyApplyPatterns(Operation op) {
    for (Operation d : op.region(0).front().operations()) {
      if (d.def().getInterface(PatternDescriptor.class) == null) {
        InFlightDiagnostic diag = op.emitOpError("expected children ops to implement PatternDescriptorOpInterface");
        diag.attachNote(d.location(), "op without interface");
        return diag.report();
      }
    }
    return true;
  }

  private static DiagnosedResult applyPatterns(Operation op, TransformState state) {
    MLIRContext ctx = op.context();
    List<RewritePattern> patterns = new ArrayList<>();
    for (Operation d : op.region(0).front().operations()) {
      d.def().getInterface(PatternDescriptor.class).populate(d, ctx, patterns);
    }
    FrozenPatternSet frozen = new FrozenPatternSet(patterns);
    long maxIterations = op.inherentAttr("max_iterations") instanceof IntegerAttr i ? i.longValue() : -1;
    long maxRewrites = op.inherentAttr("max_num_rewrites") instanceof IntegerAttr i ? i.longValue() : -1;
    GreedyRewriteConfig d = GreedyRewriteConfig.DEFAULT;
    GreedyRewriteConfig config =
        new GreedyRewriteConfig(
            d.topDown(),
            maxIterations == -1 ? d.maxIterations() : (int) maxIterations,
            maxRewrites,
            d.regionSimplification(),
            d.enableFolding(),
            d.enableConstantCSE());
    for (Operation target : state.payloadOps(op.operand(0))) {
      GreedyPatternRewriteDriver.Result r = GreedyPatternRewriteDriver.applyPatternsGreedily(target, frozen, config);
      state.forgetErased();
      if (!r.converged()) {
        return DiagnosedResult.definite(op.emitError("greedy pattern application failed"));
      }
      if (op.inherentAttr("apply_cse") != null) {
        new CSE(PassOptions.NONE).run(target, null);
        state.forgetErased();
      }
    }
    return DiagnosedResult.success();
  }

  /** A descriptor op: {@code attr-dict} only, in a pattern region. */
  private static OpSpec.Builder descriptor(String name) {
    return CoreOps.define(name).format("attr-dict");
  }

  public static final OpDef CANONICALIZATION =
      descriptor("transform.apply_patterns.canonicalization")
          .addInterface(
              PatternDescriptor.class,
              (op, ctx, out) -> {
                for (Dialect dialect : ctx.loadedDialects()) {
                  for (OpDef def : dialect.operations()) {
                    CanonicalizationPatterns cp = def.extension(CanonicalizationPatterns.class);
                    if (cp != null) {
                      out.addAll(cp.patterns());
                    }
                  }
                }
              })
          .build();

  // ---- apply_cse / apply_dce / apply_licm -------------------------------------------------------

  private static OpSpec.Builder onTarget(String name) {
    return CoreOps.define(name).operand("target", CoreOps.OP_HANDLE).format("`to` $target attr-dict `:` type($target)");
  }

  public static final OpDef APPLY_CSE =
      onTarget("transform.apply_cse")
          .addInterface(
              TransformOpInterface.class,
              (op, state) -> {
                for (Operation target : state.payloadOps(op.operand(0))) {
                  new CSE(PassOptions.NONE).run(target, null);
                }
                state.forgetErased();
                return DiagnosedResult.success();
              })
          .build();

  public static final OpDef APPLY_DCE =
      onTarget("transform.apply_dce")
          .addInterface(
              TransformOpInterface.class,
              (op, state) -> {
                for (Operation target : state.payloadOps(op.operand(0))) {
                  boolean changed = true;
                  while (changed) {
                    changed = false;
                    for (Operation dead : target.collect(o -> o != target && SideEffects.isOpTriviallyDead(o))) {
                      if (dead.block() != null && SideEffects.isOpTriviallyDead(dead)) {
                        dead.erase();
                        changed = true;
                      }
                    }
                  }
                }
                state.forgetErased();
                return DiagnosedResult.success();
              })
          .build();

  public static final OpDef APPLY_LICM =
      onTarget("transform.apply_licm")
          .addInterface(
              TransformOpInterface.class,
              (op, state) -> {
                for (Operation target : state.payloadOps(op.operand(0))) {
                  if (target.def().getInterface(LoopLikeOpInterface.class) == null) {
                    InFlightDiagnostic d = DiagnosedResult.error(op, "expected a loop-like op");
                    d.attachNote(target.location(), "target op");
                    return DiagnosedResult.silenceable(d);
                  }
                  LoopInvariantCodeMotion.moveLoopInvariantCode(target);
                }
                return DiagnosedResult.success();
              })
          .build();

  // ---- transform.apply_conversion_patterns -------------------------------------------------------

  private static final OpDef[] APPLY_CONVERSION_REF = new OpDef[1];

  public static final OpDef APPLY_CONVERSION_PATTERNS =
      CoreOps.define("transform.apply_conversion_patterns")
          .operand("target", CoreOps.OP_HANDLE)
          .optionalAttr("legal_ops", MatchOps.STR_ARRAY)
          .optionalAttr("illegal_ops", MatchOps.STR_ARRAY)
          .optionalAttr("legal_dialects", MatchOps.STR_ARRAY)
          .optionalAttr("illegal_dialects", MatchOps.STR_ARRAY)
          .optionalAttr("partial_conversion", AttrConstraint.UNIT)
          .optionalAttr("preserve_handles", AttrConstraint.UNIT)
          .sizedRegion("patterns", 1)
          .region("default_type_converter_region")
          .traits(Trait.NO_TERMINATOR)
          .assembly(new RegionOpSyntax(true, APPLY_CONVERSION_REF))
          .regionVerifier(PatternOps::verifyApplyConversion)
          .addInterface(
              TransformOpInterface.class,
              new TransformOpInterface() {
                @Override
                public DiagnosedResult apply(Operation op, TransformState state) {
                  return applyConversion(op, state);
                }

                /** The target handle is consumed unless {@code preserve_handles} is set. */
                @Override
                public boolean consumesOperand(Operation op, int index) {
                  return op.inherentAttr("preserve_handles") == null;
                }
              })
          .build();

  static {
    APPLY_CONVERSION_REF[0] = APPLY_CONVERSION_PATTERNS;
  }

  private static boolean verifyApplyConversion(Operation op) {
    for (Operation d : op.region(0).front().operations()) {
      if (d.def().getInterface(ConversionDescriptor.class) == null) {
        InFlightDiagnostic diag = op.emitOpError("expected pattern children ops to implement ConversionPatternDescriptorOpInterface");
        diag.attachNote(d.location(), "op without interface");
        return diag.report();
      }
    }
    Region tc = op.region(1);
    if (!tc.isEmpty()) {
      if (tc.front().size() != 1) {
        return op.emitOpError("expected exactly one op in default type converter region").report();
      }
      Operation b = tc.front().first();
      if (b.def().getInterface(TypeConverterBuilder.class) == null) {
        InFlightDiagnostic diag = op.emitOpError("expected default converter child op to implement TypeConverterBuilderOpInterface");
        diag.attachNote(b.location(), "op without interface");
        return diag.report();
      }
    } else if (!op.region(0).front().isEmpty()) {
      Operation first = op.region(0).front().first();
      InFlightDiagnostic diag =
          op.emitOpError("pattern descriptor does not specify type converter and apply_conversion_patterns op has no default type converter");
      diag.attachNote(first.location(), "pattern descriptor op");
      return diag.report();
    }
    return true;
  }

  private static List<String> strings(Attribute a) {
    List<String> out = new ArrayList<>();
    if (a instanceof ArrayAttr arr) {
      for (Attribute e : arr.elements()) {
        out.add(((StringAttr) e).value());
      }
    }
    return out;
  }

  private static DiagnosedResult applyConversion(Operation op, TransformState state) {
    MLIRContext ctx = op.context();
    LlvmTypeConverter converter;
    Region tc = op.region(1);
    if (!tc.isEmpty() && !tc.front().isEmpty()) {
      Operation b = tc.front().first();
      converter = b.def().getInterface(TypeConverterBuilder.class).build(b, ctx);
    } else {
      converter = new LlvmTypeConverter(ctx);
    }
    List<RewritePattern> patterns = new ArrayList<>();
    for (Operation d : op.region(0).front().operations()) {
      d.def().getInterface(ConversionDescriptor.class).populate(d, converter, patterns);
    }
    ConversionTarget target = new ConversionTarget();
    // The casts materializations leave behind are legal, as in MLIR's driver.
    target.addLegalOp("builtin.unrealized_conversion_cast");
    for (String s : strings(op.inherentAttr("legal_ops"))) {
      target.addLegalOp(s);
    }
    for (String s : strings(op.inherentAttr("illegal_ops"))) {
      target.addIllegalOp(s);
    }
    for (String s : strings(op.inherentAttr("legal_dialects"))) {
      target.addLegalDialect(s);
    }
    for (String s : strings(op.inherentAttr("illegal_dialects"))) {
      target.addIllegalDialect(s);
    }
    boolean partial = op.inherentAttr("partial_conversion") != null;
    for (Operation payload : state.payloadOps(op.operand(0))) {
      for (Operation d : op.region(0).front().operations()) {
        PreConversion pre = d.def().getInterface(PreConversion.class);
        if (pre != null) {
          pre.run(d, payload);
        }
      }
      boolean ok = DialectConversion.applyConversionIncludingRoot(payload, target, patterns, !partial);
      state.forgetErased();
      if (!ok) {
        InFlightDiagnostic d = DiagnosedResult.error(op, "dialect conversion failed");
        d.attachNote(payload.location(), "target op");
        return DiagnosedResult.silenceable(d);
      }
    }
    return DiagnosedResult.success();
  }

  // ---- conversion descriptors --------------------------------------------------------------------

  public static final OpDef DIALECT_TO_LLVM =
      CoreOps.define("transform.apply_conversion_patterns.dialect_to_llvm")
          .attr("dialect_name", AttrConstraint.STRING)
          .format("$dialect_name attr-dict")
          .verifier(PatternOps::verifyDialectToLlvm)
          .addInterface(
              ConversionDescriptor.class,
              (op, tc, out) -> {
                String name = ((StringAttr) op.inherentAttr("dialect_name")).value();
                for (ToLlvmInterface i : ToLlvmInterface.all()) {
                  if (i.dialect().equals(name)) {
                    i.populate(tc, out);
                  }
                }
              })
          .build();

  private static boolean verifyDialectToLlvm(Operation op) {
    String name = ((StringAttr) op.inherentAttr("dialect_name")).value();
    if (op.context().getOrLoadDialect(name) == null) {
      return op.emitOpError("unknown dialect or dialect not loaded: " + name).report();
    }
    for (ToLlvmInterface i : ToLlvmInterface.all()) {
      if (i.dialect().equals(name)) {
        return true;
      }
    }
    return op.emitOpError("dialect does not implement ConvertToLLVMPatternInterface or extension was not loaded: " + name)
        .report();
  }

  public static final OpDef FUNC_TO_LLVM =
      descriptor("transform.apply_conversion_patterns.func.func_to_llvm")
          .addInterface(
              ConversionDescriptor.class,
              (op, tc, out) -> org.jmlir.conversion.functollvm.FuncToLlvm.patterns(tc, out))
          .build();

  public static final OpDef SCF_TO_CONTROL_FLOW =
      descriptor("transform.apply_conversion_patterns.scf.scf_to_control_flow")
          .addInterface(ConversionDescriptor.class, (op, tc, out) -> {})
          .addInterface(
              PreConversion.class,
              (op, target) -> new org.jmlir.conversion.scftocf.ScfToControlFlowPass(PassOptions.NONE).run(target, null))
          .build();

  public static final OpDef VECTOR_TO_LLVM =
      CoreOps.define("transform.apply_conversion_patterns.vector.vector_to_llvm")
          .defaultAttr("reassociate_fp_reductions", CoreOps.BOOL, ctx -> IntegerAttr.bool(ctx, false))
          .defaultAttr("force_32bit_vector_indices", CoreOps.BOOL, ctx -> IntegerAttr.bool(ctx, true))
          .defaultAttr("use_vector_alignment", CoreOps.BOOL, ctx -> IntegerAttr.bool(ctx, false))
          .format("attr-dict")
          .addInterface(
              ConversionDescriptor.class,
              (op, tc, out) ->
                  org.jmlir.conversion.vectortollvm.VectorToLlvm.patterns(
                      tc,
                      out,
                      true,
                      boolAttr(op, "reassociate_fp_reductions"),
                      boolAttr(op, "use_vector_alignment")))
          .build();

  public static final OpDef MEMREF_TO_LLVM_TYPE_CONVERTER =
      CoreOps.define("transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter")
          .optionalAttr("use_aligned_alloc", CoreOps.BOOL)
          .optionalAttr("index_bitwidth", CoreOps.I64)
          .optionalAttr("use_generic_functions", CoreOps.BOOL)
          .optionalAttr("use_bare_ptr_call_conv", CoreOps.BOOL)
          .optionalAttr("data_layout", AttrConstraint.STRING)
          .assembly(new DefaultElidingAttrDict(java.util.Map.of(
              "use_aligned_alloc", "false", "index_bitwidth", "64", "use_generic_functions", "false",
              "use_bare_ptr_call_conv", "false")))
          .addInterface(
              TypeConverterBuilder.class,
              (op, ctx) -> {
                long bits = op.inherentAttr("index_bitwidth") instanceof IntegerAttr i ? i.longValue() : 64;
                return new LlvmTypeConverter(ctx, (int) bits, boolAttr(op, "use_bare_ptr_call_conv"));
              })
          .build();

  /** {@code attr-dict} whose printed form leaves out default-valued attributes holding their default. */
  private record DefaultElidingAttrDict(java.util.Map<String, String> defaults) implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      List<NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDict(attrs);
      List<NamedAttribute> props = new ArrayList<>();
      Syntax.partition(state, props, attrs);
      if (!props.isEmpty()) {
        state.properties = DictionaryAttr.get(p.context(), props);
      }
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      List<String> elided = new ArrayList<>();
      for (var e : defaults.entrySet()) {
        Attribute a = op.inherentAttr(e.getKey());
        String text =
            a instanceof IntegerAttr i ? (i.isBool() ? String.valueOf(i.boolValue()) : String.valueOf(i.longValue())) : null;
        if (e.getValue().equals(text)) {
          elided.add(e.getKey());
        }
      }
      p.printOptionalAttrDict(FormatProgram.attrDictionary(op), elided);
    }
  }

  static boolean boolAttr(Operation op, String name) {
    return op.inherentAttr(name) instanceof IntegerAttr i && i.boolValue();
  }

  static final List<OpDef> ALL =
      List.of(
          APPLY_PATTERNS, CANONICALIZATION, APPLY_CSE, APPLY_DCE, APPLY_LICM, APPLY_CONVERSION_PATTERNS, DIALECT_TO_LLVM,
          FUNC_TO_LLVM, SCF_TO_CONTROL_FLOW, VECTOR_TO_LLVM, MEMREF_TO_LLVM_TYPE_CONVERTER);

  @SuppressWarnings("unused")
  private static final Class<?> KEEP = UnitAttr.class;
}
