package org.jmlir.dialect.transform;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.jmlir.conversion.vectortollvm.VectorLoweringPatterns;
import org.jmlir.dialect.vector.VectorEnumAttr;
import org.jmlir.dialect.vector.transforms.LowerVectorMask;
import org.jmlir.dialect.vector.transforms.LowerVectorMultiReduction;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.format.FormatProgram;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IntegerType;

/** {@code transform.apply_patterns.vector.*}: the vector lowering pattern sets jmlir has. */
final class VectorPatternOps {
  private VectorPatternOps() {}

  private static OpSpec.Builder plain(String name, java.util.function.Supplier<List<RewritePattern>> patterns) {
    return CoreOps.define("transform.apply_patterns.vector." + name)
        .format("attr-dict")
        .addInterface(PatternOps.PatternDescriptor.class, (op, ctx, out) -> out.addAll(patterns.get()));
  }

  /**
   * A descriptor with one enum option, {@code (`lowering_strategy` `=` $lowering_strategy^)? attr-dict}:
   * a default-valued {@code #vector.<mnemonic><case>} property printed only when not the default.
   */
  private static OpDef withStrategy(
      String name, String mnemonic, List<String> cases, String dflt, Function<String, List<RewritePattern>> patterns) {
    String attr = "lowering_strategy";
    AttrConstraint c =
        AttrConstraint.of(
            "vector lowering strategy", a -> VectorEnumAttr.keywordOf(a, mnemonic) != null && cases.contains(VectorEnumAttr.keywordOf(a, mnemonic)));
    OpDef[] self = new OpDef[1];
    self[0] =
        CoreOps.define("transform.apply_patterns.vector." + name)
            .defaultAttr(attr, c, ctx -> VectorEnumAttr.get(ctx, mnemonic, dflt))
            .assembly(
                new OpDef.Assembly() {
                  @Override
                  public void parse(OpAsmParser p, OperationState state) {
                    List<NamedAttribute> props = new ArrayList<>();
                    if (p.parseOptionalKeyword(attr)) {
                      p.parseEqual();
                      // As upstream's generated parser: one of the cases as a keyword or a string.
                      int offset = p.currentOffset();
                      String k = p.parseOptionalKeyword();
                      if (k == null) {
                        k = p.parseOptionalString();
                        if (k != null && !cases.contains(k)) {
                          throw p.emitError(offset, "invalid " + attr + " attribute specification: \"" + k + "\"");
                        }
                      }
                      if (k == null || !cases.contains(k)) {
                        throw p.emitError(offset, "expected string or keyword containing one of the following enum values for attribute '"
                            + attr + "' [" + String.join(", ", cases) + "]");
                      }
                      props.add(new NamedAttribute(attr, VectorEnumAttr.get(p.context(), mnemonic, k)));
                    }
                    List<NamedAttribute> attrs = new ArrayList<>();
                    p.parseOptionalAttrDict(attrs);
                    Syntax.partition(state, props, attrs);
                    if (!props.isEmpty()) {
                      state.properties = DictionaryAttr.get(p.context(), props);
                    }
                  }

                  @Override
                  public void print(Operation op, OpAsmPrinter p) {
                    String k = VectorEnumAttr.keywordOf(op.inherentAttr(attr), mnemonic);
                    if (k != null && !k.equals(dflt)) {
                      p.print(" " + attr + " = " + k);
                    }
                    p.printOptionalAttrDict(FormatProgram.attrDictionary(op), List.of(attr));
                  }
                })
            .addInterface(
                PatternOps.PatternDescriptor.class,
                (op, ctx, out) -> {
                  String k = VectorEnumAttr.keywordOf(op.inherentAttr(attr), mnemonic);
                  out.addAll(patterns.apply(k == null ? dflt : k));
                })
            .build();
    return self[0];
  }

  static final OpDef LOWER_CONTRACTION =
      withStrategy(
          "lower_contraction",
          "contract_lowering",
          List.of("dot", "llvmintr", "outerproduct", "parallelarith"),
          "outerproduct",
          VectorLoweringPatterns::contraction);

  static final OpDef LOWER_TRANSPOSE =
      withStrategy(
          "lower_transpose",
          "transpose_lowering",
          // MLIR 22's cases (its flat-transpose strategy is named llvmintr).
          List.of("eltwise", "llvmintr", "shuffle_1d", "shuffle_16x16"),
          "eltwise",
          k -> VectorLoweringPatterns.transpose());

  static final OpDef LOWER_MULTI_REDUCTION =
      withStrategy(
          "lower_multi_reduction",
          "multi_reduction_lowering",
          List.of("innerparallel", "innerreduction"),
          "innerparallel",
          k -> LowerVectorMultiReduction.patterns(k.equals("innerreduction")));

  static final OpDef LOWER_TRANSFER =
      CoreOps.define("transform.apply_patterns.vector.lower_transfer")
          .defaultAttr("max_transfer_rank", CoreOps.I64, ctx -> IntegerAttr.get(ctx, IntegerType.get(ctx, 64), 1))
          .format("(`max_transfer_rank` `=` $max_transfer_rank^)? attr-dict")
          .addInterface(
              PatternOps.PatternDescriptor.class,
              (op, ctx, out) -> {
                Attribute a = op.inherentAttr("max_transfer_rank");
                out.addAll(VectorLoweringPatterns.transfer(a instanceof IntegerAttr i ? (int) i.longValue() : 1));
              })
          .build();

  static final List<OpDef> ALL =
      List.of(
          LOWER_CONTRACTION,
          LOWER_TRANSPOSE,
          LOWER_MULTI_REDUCTION,
          LOWER_TRANSFER,
          plain("lower_outerproduct", VectorLoweringPatterns::outerProduct).build(),
          plain("lower_shape_cast", VectorLoweringPatterns::shapeCast).build(),
          plain("lower_broadcast", VectorLoweringPatterns::broadcast).build(),
          plain("lower_masks", VectorLoweringPatterns::masks).build(),
          plain("lower_masked_transfers", LowerVectorMask::patterns).build(),
          plain("lower_gather", VectorLoweringPatterns::gather).build(),
          plain("lower_interleave", VectorLoweringPatterns::interleave).build(),
          plain("lower_bitcast", VectorLoweringPatterns::bitcast).build());
}
