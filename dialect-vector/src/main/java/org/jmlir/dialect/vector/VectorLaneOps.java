package org.jmlir.dialect.vector;

import java.util.List;
import org.jmlir.dialect.utils.CommonAttrs;
import org.jmlir.dialect.utils.IndexOperands;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * MLIR 22's vector ops that move lanes: {@code expandload}/{@code compressstore} (contiguous memory
 * to and from the enabled lanes), {@code scan} (prefix reduction along one dimension) and
 * {@code interleave}/{@code deinterleave} (zip and unzip of the trailing dimension).
 */
public final class VectorLaneOps {
  private VectorLaneOps() {}

  /** FixedVectorOfNonZeroRankOf<[I1]>. */
  static final TypeConstraint FIXED_MASK =
      VectorOps.vector("fixed-length vector of 1-bit signless integer values",
          v -> v.shape().length > 0 && !v.isScalable() && TypeConstraint.isI1(v.elementType()));

  /** The operands expandload and compressstore share: base, indices, mask, then the vector. */
  private static OpSpec.Builder compressed(String mnemonic, String vector) {
    return VectorOps.op(mnemonic)
        .operand("base", VectorOps.MEMREF)
        .variadicOperand("indices", TypeConstraint.INDEX)
        .operand("mask", FIXED_MASK)
        .operand(vector, VectorOps.VECTOR_NON0)
        .optionalAttr("alignment", CommonAttrs.I64_POSITIVE_POWER_OF_2)
        .customDirective("indices", IndexOperands.list("indices"));
  }

  private static final String COMPRESSED_FORMAT = "$base `[` custom<indices>($indices) `]` `,` $mask `,` ";

  public static final OpDef EXPANDLOAD =
      compressed("expandload", "pass_thru")
          .result("result", VectorOps.VECTOR_NON0)
          .format(COMPRESSED_FORMAT + "$pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)")
          .verifier(op -> verifyCompressed(op, op.result(0).type()))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, VectorMemFolds::foldBaseCast)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, new org.jmlir.ir.rewrite.CanonicalizationPatterns(List.of(
              new org.jmlir.dialect.fold.NamedPattern("ExpandLoadFolder", "vector.expandload", 1, VectorMemFolds::maskedLoad))))
          .build();

  public static final OpDef COMPRESSSTORE =
      compressed("compressstore", "valueToStore")
          .format(COMPRESSED_FORMAT + "$valueToStore attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)")
          .verifier(op -> verifyCompressed(op, op.operand(op.numOperands() - 1).type()))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, VectorMemFolds::foldBaseCast)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, new org.jmlir.ir.rewrite.CanonicalizationPatterns(List.of(
              new org.jmlir.dialect.fold.NamedPattern("CompressStoreFolder", "vector.compressstore", 1, VectorMemFolds::maskedStore))))
          .build();

  /** ExpandLoadOp/CompressStoreOp::verify: element types, index count, the leading dim against the mask's. */
  private static boolean verifyCompressed(Operation op, Type vector) {
    MemRefType m = (MemRefType) op.operand(0).type();
    VectorType v = (VectorType) vector;
    VectorType mask = (VectorType) op.operand(op.numOperands() - 2).type();
    String what = op.numResults() > 0 ? "result" : "valueToStore";
    if (!m.elementType().equals(v.elementType())) {
      return VectorVerifiers.fail(op, "base and " + what + " element type should match");
    }
    if (op.numOperands() - 3 != m.rank()) {
      return VectorVerifiers.fail(op, "requires " + m.rank() + " indices");
    }
    if (v.shape()[0] != mask.shape()[0]) {
      return VectorVerifiers.fail(op, "expected " + what + " dim to match mask dim");
    }
    if (op.numResults() > 0 && !op.operand(op.numOperands() - 1).type().equals(v)) {
      return VectorVerifiers.fail(op, "expected pass_thru of same type as result type");
    }
    return true;
  }

  public static final OpDef SCAN =
      VectorOps.op("scan")
          .attr("kind", VectorOps.KIND)
          .operand("source", VectorOps.VECTOR_NON0)
          .operand("initial_value", VectorOps.VECTOR)
          .attr("reduction_dim", CommonAttrs.I64)
          .attr("inclusive", CommonAttrs.BOOL)
          .result("dest", VectorOps.VECTOR_NON0)
          .result("accumulated_value", VectorOps.VECTOR)
          .traits(Trait.PURE)
          .allTypesMatch("source", "dest")
          .allTypesMatch("initial_value", "accumulated_value")
          .format("$kind `,` $source `,` $initial_value attr-dict `:` type($source) `,` type($initial_value)")
          .verifier(VectorLaneOps::verifyScan)
          .resultNamer((op, setter) -> {
            setter.setName(op.result(0), "dest");
            setter.setName(op.result(1), "accumulated_value");
          })
          .build();

  /** ScanOp::verify, MLIR 22's order and wording. */
  private static boolean verifyScan(Operation op) {
    VectorType src = (VectorType) op.operand(0).type();
    VectorType init = (VectorType) op.operand(1).type();
    long dim = ((IntegerAttr) op.attr("reduction_dim")).value().longValue();
    int rank = src.shape().length;
    if (dim >= rank) {
      return VectorVerifiers.fail(op, "reduction dimension " + dim + " has to be less than " + rank);
    }
    if (init.shape().length != rank - 1) {
      return VectorVerifiers.fail(op, "initial value rank " + init.shape().length + " has to be equal to " + (rank - 1));
    }
    long[] expected = new long[rank - 1];
    for (int i = 0, j = 0; i < rank; i++) {
      if (i != dim) {
        expected[j++] = src.shape()[i];
      }
    }
    if (!java.util.Arrays.equals(expected, init.shape())) {
      return VectorVerifiers.fail(op, "incompatible input/initial value shapes");
    }
    String kind = ((VectorOp) op).enumKeyword("kind", VectorEnumAttr.KIND);
    Type e = src.elementType();
    if (!VectorVerifiers.kindSupports(kind, e)) {
      return VectorVerifiers.fail(op, "unsupported reduction type '" + VectorVerifiers.text(e) + "' for kind '" + kind + "'");
    }
    return true;
  }

  /** The type with its trailing dimension scaled by {@code num / den} (a 0-D vector becomes {@code vector<2xT>}). */
  static VectorType scaleTrailing(MLIRContext ctx, VectorType v, long num, long den) {
    int rank = v.shape().length;
    if (rank == 0) {
      return VectorType.get(ctx, new long[] {2}, v.elementType());
    }
    long[] shape = v.shape().clone();
    shape[rank - 1] = shape[rank - 1] * num / den;
    return VectorType.get(ctx, shape, v.scalableDims(), v.elementType());
  }

  public static final OpDef INTERLEAVE =
      VectorOps.op("interleave")
          .operand("lhs", VectorOps.VECTOR)
          .operand("rhs", VectorOps.VECTOR)
          .result("result", VectorOps.VECTOR)
          .traits(Trait.PURE)
          .allTypesMatch("lhs", "rhs")
          .typesMatchWith("type of 'result' is double the width of the inputs", "lhs", "result",
              (ctx, t) -> scaleTrailing(ctx, (VectorType) t, 2, 1))
          .format("$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)")
          .build();

  /**
   * Its checks in MLIR's trait order (even trailing dim, half width, same result types), so the
   * syntax {@code $source attr-dict : type($source) -> type($res1)} is written out here: a declared
   * AllTypesMatch would be checked first.
   */
  public static final OpDef DEINTERLEAVE =
      VectorOps.op("deinterleave")
          .operand("source", VectorOps.VECTOR_NON0)
          .result("res1", VectorOps.VECTOR)
          .result("res2", VectorOps.VECTOR)
          .traits(Trait.PURE)
          .predicate("the trailing dimension of the source vector has an even number of elements", op -> {
            long[] shape = ((VectorType) op.operand(0).type()).shape();
            return shape[shape.length - 1] % 2 == 0;
          })
          .predicate("the trailing dimension of the results is half the width of source trailing dimension",
              op -> scaleTrailing(op.context(), (VectorType) op.operand(0).type(), 1, 2).equals(op.result(0).type()))
          .predicate("all of {res1, res2} have same type", op -> op.result(0).type().equals(op.result(1).type()))
          .assembly(VectorCustomOps.assembly(
              (p, s) -> {
                org.jmlir.ir.parse.UnresolvedOperand src = p.parseOperand();
                p.parseOptionalAttrDict(s.attributes);
                Type srcType = p.parseColonType();
                p.parseArrow();
                Type res = p.parseType();
                s.addOperand(p.resolveOperand(src, srcType));
                s.addType(res);
                s.addType(res);
              },
              (op, p) -> {
                p.print(' ');
                p.printOperand(op.operand(0));
                p.printOptionalAttrDict(op.attrDictionary().entries(), List.of());
                p.print(" : ");
                p.printType(op.operand(0).type());
                p.print(" -> ");
                p.printType(op.result(0).type());
              }))
          .resultNamer((op, setter) -> {
            setter.setName(op.result(0), "res1");
            setter.setName(op.result(1), "res2");
          })
          .build();

  static final TypeConstraint VECTOR_1D = VectorOps.vector("vector of any type values of ranks 1", v -> v.shape().length == 1);

  static final TypeConstraint SCALABLE_1D =
      VectorOps.vector("scalable vector of any type values of ranks 1", v -> v.shape().length == 1 && v.isScalable());

  /** {@code vector.scalable.insert}: a 1-D vector into a scalable one at a multiple of its length. */
  public static final OpDef SCALABLE_INSERT =
      VectorOps.op("scalable.insert")
          .operand("valueToStore", VECTOR_1D)
          .operand("dest", SCALABLE_1D)
          .attr("pos", CommonAttrs.I64)
          .result("res", SCALABLE_1D)
          .traits(Trait.PURE)
          .predicate("all of {valueToStore, dest} have same element type",
              op -> VectorOps.elementType(op.operand(0).type()).equals(VectorOps.elementType(op.operand(1).type())))
          .allTypesMatch("dest", "res")
          .predicate("position is a multiple of the source length.",
              op -> ((IntegerAttr) op.attr("pos")).value().longValue() % ((VectorType) op.operand(0).type()).shape()[0] == 0)
          .format("$valueToStore `,` $dest `[` $pos `]` attr-dict `:` type($valueToStore) `into` type($dest)")
          .build();

  /** {@code vector.scalable.extract}: a 1-D vector out of a scalable one at a multiple of its length. */
  public static final OpDef SCALABLE_EXTRACT =
      VectorOps.op("scalable.extract")
          .operand("source", SCALABLE_1D)
          .attr("pos", CommonAttrs.I64)
          .result("res", VECTOR_1D)
          .traits(Trait.PURE)
          .predicate("all of {source, res} have same element type",
              op -> VectorOps.elementType(op.operand(0).type()).equals(VectorOps.elementType(op.result(0).type())))
          .predicate("position is a multiple of the result length.",
              op -> ((IntegerAttr) op.attr("pos")).value().longValue() % ((VectorType) op.result(0).type()).shape()[0] == 0)
          .format("$source `[` $pos `]` attr-dict `:` type($res) `from` type($source)")
          .build();

  static List<OpDef> all() {
    return List.of(EXPANDLOAD, COMPRESSSTORE, SCAN, INTERLEAVE, DEINTERLEAVE, SCALABLE_INSERT, SCALABLE_EXTRACT);
  }
}
