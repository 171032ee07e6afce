package org.jmlir.dialect.gpu;

import java.util.List;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.MemoryEffectOpInterface;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/** The gpu ops whose syntax a declarative format expresses (GPUOps.td). */
public final class GpuOps {
  private GpuOps() {}

  /** Every gpu op that is not a hand-written class. */
  public static final class GpuOp extends Operation {
    GpuOp() {}
  }

  static final TypeConstraint ASYNC_TOKEN = new TypeConstraint("async token type", t -> t instanceof AsyncTokenType);

  static final AttrConstraint DIMENSION = GpuEnumAttr.bareCase(GpuEnumAttr.Kind.DIM, "a dimension, either 'x', 'y', or 'z'");
  static final AttrConstraint SHUFFLE_MODE =
      GpuEnumAttr.bareCase(GpuEnumAttr.Kind.SHUFFLE_MODE, "Indexing modes supported by gpu.shuffle.");
  static final AttrConstraint ALL_REDUCE_OP =
      GpuEnumAttr.bareCase(GpuEnumAttr.Kind.ALL_REDUCE_OP, "built-in reduction operations supported by gpu.allreduce.");

  /** IndexAttr: an integer of type index, written without its type. */
  static final AttrConstraint INDEX_ATTR =
      new AttrConstraint(
          "index attribute",
          a -> a instanceof IntegerAttr i && i.type() instanceof IndexType,
          p -> p.parseAttribute(IndexType.get(p.context())),
          p -> p.parseOptionalAttribute(IndexType.get(p.context())),
          (a, p) -> p.printAttributeWithoutType(a));

  static final TypeConstraint I32 = TypeConstraint.I32;

  static final AttrConstraint I32_ATTR = AttrConstraint.signlessInteger(32);

  /** Integer, float or a vector of them: what shuffles and reductions move. */
  static final TypeConstraint SHUFFLE_TYPE =
      new TypeConstraint(
          "Integer or Float or fixed-length vector of",
          t -> isScalar(t) || t instanceof VectorType v && !v.isScalable() && isScalar(v.elementType()));

  private static boolean isScalar(Type t) {
    return t instanceof IntegerType || t instanceof FloatType;
  }

  private static OpSpec.Builder op(String mnemonic) {
    return OpSpec.define("gpu." + mnemonic, GpuOp::new);
  }

  /** thread_id and friends: {@code %t = gpu.thread_id x}, named {@code %thread_id_x}. */
  private static OpDef indexOp(String mnemonic) {
    return op(mnemonic)
        .attr("dimension", DIMENSION)
        .optionalAttr("upper_bound", INDEX_ATTR)
        .result("result", TypeConstraint.INDEX)
        .traits(Trait.PURE)
        .resultNamer(
            (o, names) -> names.setName(o.result(0), mnemonic + "_" + ((GpuEnumAttr) o.inherentAttr("dimension")).caseName()))
        .format("$dimension (`upper_bound` $upper_bound^)? attr-dict")
        .build();
  }

  public static final OpDef THREAD_ID = indexOp("thread_id");
  public static final OpDef BLOCK_ID = indexOp("block_id");
  public static final OpDef BLOCK_DIM = indexOp("block_dim");
  public static final OpDef GRID_DIM = indexOp("grid_dim");
  public static final OpDef GLOBAL_ID = indexOp("global_id");
  public static final OpDef CLUSTER_ID = indexOp("cluster_id");
  public static final OpDef CLUSTER_DIM = indexOp("cluster_dim");
  public static final OpDef CLUSTER_DIM_BLOCKS = indexOp("cluster_dim_blocks");
  public static final OpDef CLUSTER_BLOCK_ID = indexOp("cluster_block_id");

  public static final OpDef LANE_ID =
      op("lane_id")
          .optionalAttr("upper_bound", INDEX_ATTR)
          .result("result", TypeConstraint.INDEX)
          .traits(Trait.PURE)
          .format("(`upper_bound` $upper_bound^)? attr-dict")
          .build();

  private static OpDef typedIndexOp(String mnemonic) {
    return op(mnemonic)
        .optionalAttr("upper_bound", INDEX_ATTR)
        .result("result", TypeConstraint.INDEX)
        .traits(Trait.PURE)
        .format("(`upper_bound` $upper_bound^)? attr-dict `:` type($result)")
        .build();
  }

  public static final OpDef SUBGROUP_ID = typedIndexOp("subgroup_id");
  public static final OpDef NUM_SUBGROUPS = typedIndexOp("num_subgroups");
  public static final OpDef SUBGROUP_SIZE = typedIndexOp("subgroup_size");

  public static final OpDef BARRIER = op("barrier").format("attr-dict").build();

  public static final OpDef SHUFFLE =
      op("shuffle")
          .attr("mode", SHUFFLE_MODE)
          .operand("value", SHUFFLE_TYPE)
          .operand("offset", I32)
          .operand("width", I32)
          .result("shuffleResult", SHUFFLE_TYPE)
          .result("valid", TypeConstraint.I1)
          .traits(Trait.PURE)
          .allTypesMatch("value", "shuffleResult")
          .resultNamer(GpuOps::nameByResult)
          .format("$mode $value `,` $offset `,` $width attr-dict `:` type($value)")
          .build();

  public static final OpDef ROTATE =
      op("rotate")
          .operand("value", SHUFFLE_TYPE)
          .attr("offset", I32_ATTR)
          .attr("width", I32_ATTR)
          .result("rotateResult", SHUFFLE_TYPE)
          .result("valid", TypeConstraint.I1)
          .traits(Trait.PURE)
          .allTypesMatch("value", "rotateResult")
          .resultNamer(GpuOps::nameByResult)
          .format("$value `,` $offset `,` $width attr-dict `:` type($value)")
          .build();

  public static final OpDef PRINTF =
      op("printf")
          .attr("format", AttrConstraint.STRING)
          .variadicOperand("args", TypeConstraint.ANY)
          .format("$format attr-dict (`,` $args^ `:` type($args))?")
          .build();

  public static final OpDef RETURN =
      op("return")
          .variadicOperand("operands", TypeConstraint.ANY)
          .traits(Trait.TERMINATOR, Trait.RETURN_LIKE, Trait.NO_MEMORY_EFFECT)
          .hasParent("gpu.func")
          .verifier(GpuOps::verifyReturn)
          .format("attr-dict ($operands^ `:` type($operands))?")
          .build();

  public static final OpDef TERMINATOR =
      op("terminator").traits(Trait.TERMINATOR, Trait.NO_MEMORY_EFFECT).hasParent("gpu.launch").format("attr-dict").build();

  public static final OpDef YIELD =
      op("yield")
          .variadicOperand("values", TypeConstraint.ANY)
          .traits(Trait.TERMINATOR, Trait.RETURN_LIKE, Trait.NO_MEMORY_EFFECT)
          .format("attr-dict ($values^ `:` type($values))?")
          .build();

  public static final OpDef DYNAMIC_SHARED_MEMORY =
      op("dynamic_shared_memory")
          .result("resultMemref", ShapedConstraints.ANY_MEMREF)
          .traits(Trait.PURE)
          .format("attr-dict `:` type($resultMemref)")
          .build();

  public static final OpDef WAIT =
      op("wait")
          .variadicOperand("asyncDependencies", ASYNC_TOKEN)
          .optionalResult("asyncToken", ASYNC_TOKEN)
          .customDirective("AsyncDependencies", AsyncDependencies.INSTANCE)
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(GpuCanonicalization.WAIT))
          .format("custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) attr-dict")
          .build();

  /** {@code gpu.alloc}: allocates its result, so it is dead when unused. */
  public static final class AllocOp extends Operation implements MemoryEffectOpInterface {
    AllocOp() {}

    @Override
    public List<Effect> effects() {
      return List.of(new Allocate(result(0)));
    }
  }

  public static final OpDef ALLOC =
      OpSpec.define("gpu.alloc", AllocOp::new)
          .variadicOperand("asyncDependencies", ASYNC_TOKEN)
          .variadicOperand("dynamicSizes", TypeConstraint.INDEX)
          .variadicOperand("symbolOperands", TypeConstraint.INDEX)
          .optionalAttr("hostShared", AttrConstraint.UNIT)
          .result("memref", ShapedConstraints.ANY_MEMREF)
          .optionalResult("asyncToken", ASYNC_TOKEN)
          .resultNamer(GpuOps::nameByResult)
          .customDirective("AsyncDependencies", AsyncDependencies.INSTANCE)
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(GpuCanonicalization.ALLOC))
          .format(
              "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) (` ` `host_shared` $hostShared^)? ` `"
                  + " `(` $dynamicSizes `)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)")
          .build();

  public static final OpDef DEALLOC =
      op("dealloc")
          .variadicOperand("asyncDependencies", ASYNC_TOKEN)
          .operand("memref", ShapedConstraints.ANY_MEMREF)
          .optionalResult("asyncToken", ASYNC_TOKEN)
          .customDirective("AsyncDependencies", AsyncDependencies.INSTANCE)
          .format("custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $memref attr-dict `:` type($memref)")
          .build();

  public static final OpDef MEMCPY =
      op("memcpy")
          .variadicOperand("asyncDependencies", ASYNC_TOKEN)
          .operand("dst", ShapedConstraints.ANY_MEMREF)
          .operand("src", ShapedConstraints.ANY_MEMREF)
          .optionalResult("asyncToken", ASYNC_TOKEN)
          .customDirective("AsyncDependencies", AsyncDependencies.INSTANCE)
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(GpuCanonicalization.MEMCPY))
          .extension(OpFolder.class, GpuCanonicalization.FOLD_MEMREF_CASTS)
          .format(
              "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $dst`,` $src `:` type($dst)`,` type($src)"
                  + " attr-dict")
          .build();

  public static final OpDef MEMSET =
      op("memset")
          .variadicOperand("asyncDependencies", ASYNC_TOKEN)
          .operand("dst", ShapedConstraints.ANY_MEMREF)
          .operand("value", TypeConstraint.ANY)
          .optionalResult("asyncToken", ASYNC_TOKEN)
          .customDirective("AsyncDependencies", AsyncDependencies.INSTANCE)
          .extension(OpFolder.class, GpuCanonicalization.FOLD_MEMREF_CASTS)
          .format(
              "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $dst`,` $value `:` type($dst)`,`"
                  + " type($value) attr-dict")
          .verifier(
              op ->
                  ((org.jmlir.ir.type.ShapedType) op.operand(op.numOperands() - 2).type()).elementType() == op.operand(op.numOperands() - 1).type()
                      || op.emitOpError("failed to verify that all of {dst, value} have same element type").report())
          .build();

  /** MLIR's AnyUnrankedMemRef: what host_register and host_unregister take. */
  private static final TypeConstraint UNRANKED_MEMREF = TypeConstraint.ofKind("unranked.memref of any type values",
      "builtin.unranked_memref", t -> t instanceof org.jmlir.ir.type.UnrankedMemRefType, t -> t instanceof org.jmlir.ir.type.UnrankedMemRefType);

  public static final OpDef HOST_REGISTER =
      op("host_register").operand("value", UNRANKED_MEMREF).format("$value attr-dict `:` type($value)").build();

  public static final OpDef HOST_UNREGISTER =
      op("host_unregister").operand("value", UNRANKED_MEMREF).format("$value attr-dict `:` type($value)").build();

  public static final OpDef SET_DEFAULT_DEVICE =
      op("set_default_device")
          .operand("devIndex", I32)
          .format("attr-dict $devIndex")
          .build();

  /** {@code <#handler>} when present; prints nothing otherwise (hence mlir-opt's two spaces before the objects). */
  private static final org.jmlir.ir.ods.CustomDirective OFFLOADING_HANDLER =
      new org.jmlir.ir.ods.CustomDirective() {
        @Override
        public void parse(org.jmlir.ir.parse.OpAsmParser p, org.jmlir.ir.ods.format.FormatState state) {
          if (p.parseOptionalLess()) {
            state.setAttribute("offloadingHandler", p.parseAttribute(null));
            p.parseGreater();
          }
        }

        @Override
        public void print(Operation op, org.jmlir.ir.print.OpAsmPrinter p) {
          // The default handler (#gpu.select_object without a target) is not printed.
          if (op.inherentAttr("offloadingHandler") != null
              && !(op.inherentAttr("offloadingHandler") instanceof SelectObjectAttr s && s.target() == null)) {
            p.print('<');
            p.printAttribute(op.inherentAttr("offloadingHandler"));
            p.print('>');
          }
        }
      };

  /** {@code gpu.binary @name [#gpu.object<...>, ...]}: a gpu.module's compiled forms. */
  public static final OpDef BINARY =
      OpSpec.define("gpu.binary", GpuOp::new)
          .attr("sym_name", AttrConstraint.SYMBOL_NAME)
          .optionalAttr("offloadingHandler", AttrConstraint.ANY)
          .attr(
              "objects",
              AttrConstraint.of(
                  "an array of GPU object attributes with at least 1 elements",
                  a -> a instanceof org.jmlir.ir.attr.ArrayAttr arr && arr.size() > 0))
          .traits(Trait.SYMBOL)
          .customDirective("OffloadingHandler", OFFLOADING_HANDLER)
          .format("$sym_name custom<OffloadingHandler>($offloadingHandler) attr-dict $objects")
          .build();

  public static final List<OpDef> ALL =
      List.of(BINARY,
          THREAD_ID, BLOCK_ID, BLOCK_DIM, GRID_DIM, GLOBAL_ID, CLUSTER_ID, CLUSTER_DIM, CLUSTER_DIM_BLOCKS, CLUSTER_BLOCK_ID,
          LANE_ID, SUBGROUP_ID, NUM_SUBGROUPS, SUBGROUP_SIZE, BARRIER, SHUFFLE, ROTATE, PRINTF, RETURN, TERMINATOR, YIELD,
          DYNAMIC_SHARED_MEMORY, WAIT, ALLOC, DEALLOC, MEMCPY, MEMSET, HOST_REGISTER, HOST_UNREGISTER, SET_DEFAULT_DEVICE,
          Reductions.ALL_REDUCE, Reductions.SUBGROUP_REDUCE);

  /** gpu.return's operands match the enclosing gpu.func's results (GPUFuncOp's ReturnOp::verify). */
  private static boolean verifyReturn(Operation op) {
    GpuFuncOp f = (GpuFuncOp) op.parentOp();
    List<Type> results = f.functionType().results();
    if (results.size() != op.numOperands()) {
      return op.emitOpError("expected " + results.size() + " result operands").report();
    }
    for (int i = 0; i < results.size(); i++) {
      if (op.operand(i).type() != results.get(i)) {
        return op.emitOpError(
                "unexpected type `'" + org.jmlir.ir.ods.Texts.type(op.operand(i).type()) + "'' for operand #" + i)
            .report();
      }
    }
    return true;
  }

  /** Ops with MLIR's default OpAsmOpInterface name results after their ODS names ({@code %shuffleResult, %valid}). */
  static void nameByResult(Operation o, OpDef.NameSetter names) {
    OpSpec spec = o.def().extension(OpSpec.class);
    int[][] groups = spec.resultGroups(o);
    if (groups == null) {
      return;
    }
    // A variadic group is named by its first value and prints as one pack (%bufferSzs:3).
    for (int g = 0; g < groups.length; g++) {
      if (groups[g][1] > 0) {
        names.setName(o.result(groups[g][0]), spec.results().get(g).name());
      }
    }
  }
}
