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
 * test.region_yield %v : T}. Their syntax and effects are those of mlir-opt 22's test dialect.
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

  static final List<OpDef> ALL = List.of(BufferBasedOp.DEF, CopyOp.DEF, RegionBufferBasedOp.DEF, RegionYieldOp.DEF);
}
