package org.jmlir.opt;

import java.util.List;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.MemoryEffectOpInterface;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;

/**
 * The ops of MLIR's test dialect that upstream's buffer tests (deallocation, hoisting, promotion to the
 * stack, results to out-parameters) write in custom syntax: {@code test.buffer_based in(%a : T) out(%b
 * : T)} reads its input and writes its output, {@code test.copy(%a, %b) : (T, T)} reads its source and
 * writes its target, {@code test.region_buffer_based} carries a body that ends in {@code
 * test.region_yield %v : T}. The generic-form ops {@code test.side_effect_op} (effects named by its
 * {@code effects} attribute), {@code test.one_region_with_recursive_memory_effects} and the terminator
 * {@code test.return} are registered too, so that passes see their effects as mlir-opt 22 does. Their
 * syntax and effects are those of mlir-opt 22's test dialect.
 */
final class TestBufferOps {
  private TestBufferOps() {}

  /** {@code test.buffer_based}: reads {@code input}, writes {@code output}. */
  static final class BufferBasedOp extends Operation implements MemoryEffectOpInterface {
    static final OpDef DEF =
        OpSpec.define("test.buffer_based", BufferBasedOp::new)
            .operand("input", ShapedConstraints.ANY_RANKED_OR_UNRANKED_MEMREF)
            .operand("output", ShapedConstraints.ANY_RANKED_OR_UNRANKED_MEMREF)
            .format("`in` `(` $input `:` type($input) `)` `out` `(` $output `:` type($output) `)` attr-dict")
            .build();

    private BufferBasedOp() {}

    @Override
    public List<Effect> effects() {
      return List.of(new Read(operand(0)), new Write(operand(1)));
    }
  }

  /** {@code test.copy}: reads {@code source}, writes {@code target} (a CopyOpInterface op upstream). */
  static final class CopyOp extends Operation implements MemoryEffectOpInterface {
    static final OpDef DEF =
        OpSpec.define("test.copy", CopyOp::new)
            .operand("source", ShapedConstraints.ANY_RANKED_OR_UNRANKED_MEMREF)
            .operand("target", ShapedConstraints.ANY_RANKED_OR_UNRANKED_MEMREF)
            .format("`(` $source `,` $target `)` `:` `(` type($source) `,` type($target) `)` attr-dict")
            .build();

    private CopyOp() {}

    @Override
    public List<Effect> effects() {
      return List.of(new Read(operand(0)), new Write(operand(1)));
    }
  }

  /** {@code test.region_buffer_based}: an input, an output and a one-block body (no effects stated). */
  static final class RegionBufferBasedOp extends Operation {
    static final OpDef DEF =
        OpSpec.define("test.region_buffer_based", RegionBufferBasedOp::new)
            .operand("input", ShapedConstraints.ANY_RANKED_OR_UNRANKED_MEMREF)
            .operand("output", ShapedConstraints.ANY_RANKED_OR_UNRANKED_MEMREF)
            .sizedRegion("region", 1)
            .traits(Trait.SINGLE_BLOCK)
            .format("`in` `(` $input `:` type($input) `)` `out` `(` $output `:` type($output) `)` $region attr-dict")
            .build();

    private RegionBufferBasedOp() {}
  }

  /** {@code test.region_yield %v : T}: the body's terminator. */
  static final class RegionYieldOp extends Operation {
    static final OpDef DEF =
        OpSpec.define("test.region_yield", RegionYieldOp::new)
            .operand("result", TypeConstraint.ANY)
            .traits(Trait.NO_MEMORY_EFFECT, Trait.ALWAYS_SPECULATABLE, Trait.RETURN_LIKE, Trait.TERMINATOR)
            .format("$result `:` type($result) attr-dict")
            .build();

    private RegionYieldOp() {}
  }

  /** {@code "test.side_effect_op"() {effects = [{effect = "read"}, ...]}}: the effects its attribute names. */
  static final class SideEffectOp extends Operation implements MemoryEffectOpInterface {
    static final OpDef DEF =
        OpSpec.define("test.side_effect_op", SideEffectOp::new)
            .variadicOperand("operands", TypeConstraint.ANY)
            .variadicResult("results", TypeConstraint.ANY)
            .build();

    private SideEffectOp() {}

    @Override
    public List<Effect> effects() {
      List<Effect> out = new java.util.ArrayList<>();
      if (attr("effects") instanceof org.jmlir.ir.attr.ArrayAttr list) {
        for (org.jmlir.ir.attr.Attribute e : list.elements()) {
          if (e instanceof org.jmlir.ir.attr.DictionaryAttr d && d.get("effect") instanceof org.jmlir.ir.attr.StringAttr kind) {
            switch (kind.value()) {
              case "read" -> out.add(new Read(null));
              case "write" -> out.add(new Write(null));
              case "allocate" -> out.add(new Allocate(null));
              case "free" -> out.add(new Free(null));
              default -> {}
            }
          }
        }
      }
      return out;
    }
  }

  /** {@code test.one_region_with_recursive_memory_effects}: one region, the effects of its body. */
  static final class OneRegionRecursiveEffectsOp extends Operation {
    static final OpDef DEF =
        OpSpec.define("test.one_region_with_recursive_memory_effects", OneRegionRecursiveEffectsOp::new)
            .variadicOperand("operands", TypeConstraint.ANY)
            .variadicResult("results", TypeConstraint.ANY)
            .region("body")
            .traits(Trait.RECURSIVE_MEMORY_EFFECTS)
            .build();

    private OneRegionRecursiveEffectsOp() {}
  }

  /** {@code "test.return"(...)}: a return-like terminator without effects. */
  static final class ReturnOp extends Operation {
    static final OpDef DEF =
        OpSpec.define("test.return", ReturnOp::new)
            .variadicOperand("operands", TypeConstraint.ANY)
            .traits(Trait.NO_MEMORY_EFFECT, Trait.ALWAYS_SPECULATABLE, Trait.RETURN_LIKE, Trait.TERMINATOR)
            .build();

    private ReturnOp() {}
  }

  static final List<OpDef> ALL =
      List.of(
          BufferBasedOp.DEF,
          CopyOp.DEF,
          RegionBufferBasedOp.DEF,
          RegionYieldOp.DEF,
          SideEffectOp.DEF,
          OneRegionRecursiveEffectsOp.DEF,
          ReturnOp.DEF);
}
