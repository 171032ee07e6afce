package org.jmlir.dialect.linalg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.dialect.utils.CommonAttrs;
import org.jmlir.dialect.utils.DynamicIndexList;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.parse.AsmParser;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;

/**
 * {@code linalg.pack} and {@code linalg.unpack} (MLIR 22's LinalgRelayoutOps.td): a tensor cut into
 * tiles of {@code inner_tiles} along {@code inner_dims_pos}, the tile loops optionally permuted by
 * {@code outer_dims_perm}, and back.
 */
public final class LinalgPackOp extends Operation {
  /** A DenseI64ArrayAttr written {@code [0, 1]} in the format, as ODS prints it. */
  static final AttrConstraint I64_LIST =
      new AttrConstraint(
          "i64 dense array attribute",
          CommonAttrs.DENSE_I64_ARRAY.predicate(),
          LinalgPackOp::parseList,
          p -> p.parseOptionalLSquare() ? finishList(p) : null,
          (a, p) -> {
            long[] v = DynamicIndexList.values(a);
            p.print('[');
            for (int i = 0; i < v.length; i++) {
              p.print(i > 0 ? ", " + v[i] : String.valueOf(v[i]));
            }
            p.print(']');
          });

  private static final String TILES = "custom<DynamicIndexList>($inner_tiles, $static_inner_tiles)";
  private static final String TAIL = " `into` $dest attr-dict `:` type($source) `->` type($dest)";

  public static final OpDef PACK =
      OpSpec.define("linalg.pack", LinalgPackOp::new)
          .operand("source", ShapedConstraints.ANY_RANKED_TENSOR)
          .operand("dest", ShapedConstraints.ANY_RANKED_TENSOR)
          .optionalOperand("padding_value", TypeConstraint.ANY)
          .optionalAttr("outer_dims_perm", I64_LIST)
          .attr("inner_dims_pos", I64_LIST)
          .variadicOperand("inner_tiles", TypeConstraint.INDEX)
          .attr("static_inner_tiles", I64_LIST)
          .result("result", ShapedConstraints.ANY_RANKED_TENSOR)
          .traits(Trait.NO_MEMORY_EFFECT, Trait.ATTR_SIZED_OPERAND_SEGMENTS)
          .typesMatchWith("result type matches type of dest", "dest", "result", (ctx, t) -> t)
          .customDirective("DynamicIndexList", DynamicIndexList.directive("inner_tiles", "static_inner_tiles"))
          .format(
              "$source (`padding_value` `(` $padding_value^ `:` type($padding_value) `)`)?"
                  + " (`outer_dims_perm` `=` $outer_dims_perm^)? `inner_dims_pos` `=` $inner_dims_pos"
                  + " `inner_tiles` `=` " + TILES + TAIL)
          .verifier(op -> verify(op, true))
          .resultNamer((op, names) -> names.setName(op.result(0), "pack"))
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, LinalgCanonicalization.relayoutPatterns("linalg.pack"))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, LinalgCanonicalization::foldRelayout)
          .build();

  public static final OpDef UNPACK =
      OpSpec.define("linalg.unpack", LinalgPackOp::new)
          .operand("source", ShapedConstraints.ANY_RANKED_TENSOR)
          .operand("dest", ShapedConstraints.ANY_RANKED_TENSOR)
          .optionalAttr("outer_dims_perm", I64_LIST)
          .attr("inner_dims_pos", I64_LIST)
          .variadicOperand("inner_tiles", TypeConstraint.INDEX)
          .attr("static_inner_tiles", I64_LIST)
          .result("result", ShapedConstraints.ANY_RANKED_TENSOR)
          .traits(Trait.NO_MEMORY_EFFECT)
          .typesMatchWith("result type matches type of dest", "dest", "result", (ctx, t) -> t)
          .customDirective("DynamicIndexList", DynamicIndexList.directive("inner_tiles", "static_inner_tiles"))
          .format("$source (`outer_dims_perm` `=` $outer_dims_perm^)? `inner_dims_pos` `=` $inner_dims_pos"
              + " `inner_tiles` `=` " + TILES + TAIL)
          .verifier(op -> verify(op, false))
          .resultNamer((op, names) -> names.setName(op.result(0), "unpack"))
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, LinalgCanonicalization.relayoutPatterns("linalg.unpack"))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, LinalgCanonicalization::foldRelayout)
          .build();

  private LinalgPackOp() {}

  private static Attribute parseList(AsmParser p) {
    p.parseLSquare();
    return finishList(p);
  }

  private static Attribute finishList(AsmParser p) {
    List<Long> values = new ArrayList<>();
    if (!p.parseOptionalRSquare()) {
      do {
        values.add(p.parseInteger().longValue());
      } while (p.parseOptionalComma());
      p.parseRSquare();
    }
    return DenseArrayAttr.get(p.context(), IntegerType.get(p.context(), 64), values.stream().mapToLong(Long::longValue).toArray());
  }

  public boolean isPack() {
    return def() == PACK;
  }

  public Value source() {
    return operand(0);
  }

  public Value dest() {
    return operand(1);
  }

  public long[] innerDimsPos() {
    return DynamicIndexList.values(attr("inner_dims_pos"));
  }

  public long[] outerDimsPerm() {
    return attr("outer_dims_perm") == null ? new long[0] : DynamicIndexList.values(attr("outer_dims_perm"));
  }

  /** The tile sizes, {@link ShapedType#DYNAMIC} where an operand gives them. */
  public long[] staticInnerTiles() {
    return DynamicIndexList.values(attr("static_inner_tiles"));
  }

  public Value paddingValue() {
    return isPack() && numOperands() > 2 + DynamicIndexList.countDynamic(staticInnerTiles()) ? operand(2) : null;
  }

  /** The packed shape MLIR infers from an unpacked shape (PackOp::inferPackedShape). */
  static long[] packedShape(long[] unpacked, long[] tiles, long[] innerDimsPos, long[] outerPerm) {
    long[] outer = unpacked.clone();
    for (int i = 0; i < innerDimsPos.length; i++) {
      int d = (int) innerDimsPos[i];
      if (outer[d] == ShapedType.DYNAMIC) {
        continue;
      }
      outer[d] = tiles[i] == ShapedType.DYNAMIC ? ShapedType.DYNAMIC : Math.ceilDiv(outer[d], tiles[i]);
    }
    long[] result = new long[outer.length + tiles.length];
    for (int i = 0; i < outer.length; i++) {
      result[i] = outerPerm.length == outer.length ? outer[(int) outerPerm[i]] : outer[i];
    }
    System.arraycopy(tiles, 0, result, outer.length, tiles.length);
    return result;
  }

  /** MLIR 22's commonVerifierPackAndUnPackOp, then PackOp's padding rules. */
  private static boolean verify(Operation o, boolean pack) {
    LinalgPackOp op = (LinalgPackOp) o;
    ShapedType unpacked = (ShapedType) (pack ? op.source() : op.dest()).type();
    ShapedType packed = (ShapedType) (pack ? op.dest() : op.source()).type();
    int rank = unpacked.shape().length;
    long[] tiles = op.staticInnerTiles();
    long[] pos = op.innerDimsPos();
    long[] perm = op.outerDimsPerm();
    for (long t : tiles) {
      if (t == 0) {
        return op.emitError("invalid zero tile factor").report();
      }
    }
    if (!validPositions(pos, rank)) {
      return op.emitError("invalid inner_dims_pos vector").report();
    }
    if (!validPositions(perm, rank)) {
      return op.emitError("invalid outer_dims_perm vector").report();
    }
    if (perm.length != 0 && perm.length != rank) {
      return op.emitError("outer_dims_perm must be a permutation or empty").report();
    }
    if (tiles.length != pos.length) {
      return op.emitError("tiling factors must equal the number of dimensions to tile").report();
    }
    long[] packedShape = packed.shape();
    if (packedShape.length != rank + tiles.length) {
      return op.emitError("packed rank != (unpacked rank + num tiling factors), got " + packedShape.length + " != "
              + (rank + tiles.length))
          .report();
    }
    for (int i = 0; i < tiles.length; i++) {
      long shape = packedShape[rank + i];
      boolean ok = tiles[i] == ShapedType.DYNAMIC ? shape == ShapedType.DYNAMIC : shape == tiles[i];
      if (!ok) {
        return op.emitError("mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type").report();
      }
    }
    long[] expected = packedShape(unpacked.shape(), tiles, pos, perm);
    for (int i = 0; i < expected.length; i++) {
      if (expected[i] != ShapedType.DYNAMIC && packedShape[i] != ShapedType.DYNAMIC && expected[i] != packedShape[i]) {
        RankedTensorType e = RankedTensorType.get(o.context(), expected, unpacked.elementType());
        return op.emitError("expected '" + AttrTypeText.type(e) + "' for the packed domain value, got '"
                + AttrTypeText.type(packed) + "'")
            .report();
      }
    }
    if (!pack) {
      return true;
    }
    Value padding = op.paddingValue();
    if (padding == null && requiresPadding(unpacked.shape(), pos, packedShape, perm, tiles)) {
      return op.emitOpError("invalid tile factor or output size provided. Only full tiles are supported when"
              + " padding_value is not set")
          .report();
    }
    if (padding != null && !padding.type().equals(unpacked.elementType())) {
      return op.emitOpError("expected padding_value has '" + AttrTypeText.type(unpacked.elementType()) + "' but got: '"
              + AttrTypeText.type(padding.type()) + "'")
          .report();
    }
    return true;
  }

  /** Distinct positions in [0, rank). */
  private static boolean validPositions(long[] positions, int rank) {
    boolean[] seen = new boolean[rank];
    for (long p : positions) {
      if (p < 0 || p >= rank || seen[(int) p]) {
        return false;
      }
      seen[(int) p] = true;
    }
    return true;
  }

  /** MLIR's PackOp::requirePaddingValue: some static dimension is not a whole number of tiles. */
  static boolean requiresPadding(long[] input, long[] pos, long[] output, long[] perm, long[] tiles) {
    long[] outerSizes = Arrays.copyOf(output, input.length);
    if (perm.length == input.length) {
      long[] inverse = new long[input.length];
      for (int i = 0; i < perm.length; i++) {
        inverse[(int) perm[i]] = outerSizes[i];
      }
      outerSizes = inverse;
    }
    for (int i = 0; i < pos.length; i++) {
      int d = (int) pos[i];
      if (input[d] == ShapedType.DYNAMIC) {
        continue;
      }
      if (tiles[i] == ShapedType.DYNAMIC) {
        if (outerSizes[d] != ShapedType.DYNAMIC && input[d] % outerSizes[d] != 0) {
          return true;
        }
      } else if (input[d] % tiles[i] != 0) {
        return true;
      }
    }
    return false;
  }

}
